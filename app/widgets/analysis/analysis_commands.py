"""Analysis in the window: Review → Analyse game, View → Show move values and Review → Show the
win as actions, and what they show on both board views (the 3D view and the slice panel, every
slice): the move on view's mark beside the better move, every legal cell's value as colour with
its words on hover, and the forced win stepped through with the analysis panel's buttons.

What the boards show is always of the position on view: the better move of the move reviewed,
the values of the position drawn (asked for again whenever it changes, never shown for another
one), the forced win of the position it was asked from (dropped when the game changes)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from app.model.data.data_folder import DataFolder
from app.model.session.game_session import GameSession
from app.model.view.view_state import ViewState
from app.scene.highlight import Marks
from app.scene.palette import BETTER, MARK_COLOURS, value_colour
from app.widgets.analysis.analysis_panel import AnalysisPanel
from app.widgets.board.board_view import BoardView
from app.widgets.words import tr
from app.widgets.words.analysis_words import cell_value_tip, win_step_words
from app.widgets.words.seat_words import is_you, seat_name
from engine import Cell, Game
from engine.ai.analysis import ForcedWin
from engine.record.analysis_data import PositionValue, Result, Source

VALUES_KEY = "view/move-values"
ESTIMATE_STEPS = 4
"""Estimates are coloured in this many steps each side of even, so that a few outline layers
draw them all."""


class AnalysisCommands(QObject):
    """The analysis actions of `window` and what they show on the board `views` (read each
    time: the 3D view goes when OpenGL fails)."""

    win_words = Signal(str)  # the Show the win bar's words changed (for the screen reader)
    win_closed = Signal()  # ✕ (or its key) stopped showing the win

    def __init__(
        self,
        window: QWidget,
        session: GameSession,
        view_state: ViewState,
        data: DataFolder,
        views: Callable[[], list[BoardView]],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.view_state = view_state
        self.data = data
        self.views = views
        self.panel = AnalysisPanel(session, window)
        self.win: ForcedWin | None = None
        """The forced win on view, stepped through with the panel's buttons."""
        self._win_asked: tuple[Cell, ...] | None = None
        """The game's moves the forced win asked for starts from (None: none asked)."""
        self._win_start = 0
        """How many of the game's moves the forced win on view starts after."""
        self._win_return = 0
        """The move on view when Show the win was asked for: where ✕ comes back to."""
        self._drawn: list[Marks] | None = None
        """The layers the views were last asked to draw: an analysed move that changes none of
        them (most do not) repaints no board."""
        self.analyse_action = self._action(
            "analyse-game", tr("&Analyse game"), self.analyse, "Ctrl+Shift+A"
        )
        self.analyse_action.setToolTip(
            tr("Mark the mistakes of the game and name the better moves, in the background")
        )
        self.values_action = self._action(
            "show-move-values",
            tr("Show move &values"),
            self._set_values,
            "Ctrl+Shift+V",
            checkable=True,
        )
        self.win_action = self._action("show-win", tr("Show the &win"), self.show_win, "Ctrl+W")
        self.win_action.setToolTip(
            tr("Step through the forced win of the position on view, with the forced replies")
        )
        panel = self.panel
        panel.cancel_button.clicked.connect(session.analyst.cancel)
        # The bar's buttons have keys, for the keyboard alone (listed in Keys and mouse).
        self.win_keys = (
            self._action(
                "win-back", tr("The move before in the forced win"), self._win_back, "Alt+Left"
            ),
            self._action(
                "win-forward", tr("The next move of the forced win"), self._win_next, "Alt+Right"
            ),
            self._action("win-close", tr("Stop showing the win"), self._close_said, "Ctrl+Shift+W"),
        )
        for button, key in zip(
            (panel.win_back, panel.win_forward, panel.win_close), self.win_keys, strict=True
        ):
            button.clicked.connect(key.trigger)
            shortcut = key.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            button.setToolTip(tr("%1 (%2)").replace("%1", button.toolTip()).replace("%2", shortcut))
        for view in self.views():
            view.mark_sources.append(self.marks)
        study = session.position_study
        study.values_found.connect(self._refresh)
        study.win_found.connect(self._on_win_found)
        study.win_failed.connect(self._on_win_failed)
        session.analysis.changed.connect(self._refresh)
        session.review.changed.connect(self._on_position)
        session.changed.connect(self._on_position)
        session.reset.connect(self._on_position)
        view_state.hover_changed.connect(self._pull_tip)
        self.values_action.setChecked(data.value(VALUES_KEY) in (True, "true"))

    def _action(
        self, name: str, text: str, slot: Callable[[], None], key: str, *, checkable: bool = False
    ) -> QAction:
        action = QAction(text, self.window)
        action.setObjectName(name)
        action.setShortcut(QKeySequence(key))
        action.setCheckable(checkable)
        (action.toggled if checkable else action.triggered).connect(lambda _on=False: slot())
        self.window.addAction(action)
        return action

    # -- analyse game -------------------------------------------------------------------------

    def _show_words(self, text: str) -> None:
        """Put `text` in the Show the win bar, and tell the screen reader's side."""
        self.panel.win_label.setText(text)
        self.win_words.emit(text)

    def analyse(self) -> None:
        """Analyse the game's moves in the background (again, if it is under way)."""
        if not self.session.analyst.start():
            self._show_words(tr("There is no move to analyse yet."))
            self.panel.win_row.show()
            self._show_win_buttons(False)

    # -- marks on the boards ------------------------------------------------------------------

    def marks(self) -> list[Marks]:
        """The layers both views draw: the reviewed move's mark and the better move, and with
        Show move values the value of every legal cell."""
        layers: list[Marks] = []
        review = self.session.review
        if not review.line:
            move = self.session.analysis.move(review.position())
            if move is not None and move.mark is not None and move.better is not None:
                colour = MARK_COLOURS[move.mark]
                layers.append(Marks("played-move", (move.cell,), colour, width=3.0, grow=0.06))
                layers.append(
                    Marks("better-move", (move.better,), BETTER, width=4.0, grow=0.1, fill=0.45)
                )
        if self.values_action.isChecked():
            values = self.session.position_study.values(self.session.shown_game)
            groups: dict[tuple[float, float, float], list[Cell]] = {}
            for cell, value in (values or {}).items():
                shade = value
                if value.result is None:
                    shade = PositionValue.estimate(
                        round(value.score * ESTIMATE_STEPS) / ESTIMATE_STEPS
                    )
                groups.setdefault(value_colour(shade), []).append(cell)
            for number, (colour, cells) in enumerate(sorted(groups.items())):
                layers.append(
                    Marks(f"value-{number}", tuple(cells), colour, width=3.0, grow=-0.08, fill=0.5)
                )
        return layers

    def _refresh(self) -> None:
        layers = self.marks()
        if layers != self._drawn:
            self._drawn = layers
            for view in self.views():
                view.refresh_marks()
        self._pull_tip(self.view_state.hover)

    # -- move values --------------------------------------------------------------------------

    def _set_values(self) -> None:
        self.data.set_value(VALUES_KEY, self.values_action.isChecked())
        self._on_position()

    def _on_position(self) -> None:
        """The position on view changed: ask for its move values (if shown) and redraw."""
        on = self.values_action.isChecked()
        self.session.position_study.want_values(self.session.shown_game if on else None)
        self._pull_win_bar()
        self._refresh()

    def _pull_tip(self, cell: object) -> None:
        """The value of the hovered cell in words, as the views' tooltip."""
        text = ""
        if self.values_action.isChecked() and isinstance(cell, tuple):
            values = self.session.position_study.values(self.session.shown_game) or {}
            value = values.get(cell)
            if value is not None:
                text = cell_value_tip(cell, value)
        for view in self.views():
            assert isinstance(view, QWidget)
            view.setToolTip(text)

    # -- show the win ---------------------------------------------------------------------------

    def show_win(self) -> None:
        """Find the forced win of the position on view (before the move on view, when the
        analysis says that move threw a win away) and step through it."""
        review = self.session.review
        start = review.position()
        self._win_return = start  # ✕ comes back to the move the player had on view
        move = self.session.analysis.move(start)
        missed = move is not None and move.mark is not None and move.before.result is Result.WIN
        if missed and not review.line:
            start -= 1  # the win the mover had
        moves = self.session.game.moves[:start]
        self.close_win()  # the win shown before: this one replaces it, unsaid
        game = Game(self.session.rules)
        for cell in moves:
            game.play(cell)
        self._win_asked = moves
        self._show_words(tr("Looking for a forced win…"))
        self._show_win_buttons(False)
        self.panel.win_row.show()
        self.session.position_study.ask_win(game)

    def _on_win_found(self, win: object) -> None:
        asked, self._win_asked = self._win_asked, None
        if asked is None or self.session.game.moves[: len(asked)] != asked:
            return
        if not isinstance(win, ForcedWin) or not win.moves:
            self._show_words(tr("No forced win found in this position."))
            self._show_win_buttons(False)
            return
        self.win = win
        self._win_start = len(asked)
        self._show_win_buttons(True)
        self.session.review.show_line(self._win_start, win.moves, 0)
        self._pull_win_bar()

    def _on_win_failed(self) -> None:
        if self._win_asked is None:
            return
        self._win_asked = None
        self._show_words(tr("The search for a forced win stopped before it finished: try again."))
        self._show_win_buttons(False)

    def step_win(self, delta: int) -> None:
        """Show one move more (1) or fewer (-1) of the forced win."""
        review = self.session.review
        if self.win is None or review.line != self.win.moves:
            return
        review.show_line(self._win_start, self.win.moves, review.step + delta)

    def _win_back(self) -> None:
        self.step_win(-1)

    def _win_next(self) -> None:
        self.step_win(1)

    def _close_said(self) -> None:
        """✕: stop showing the win, which the screen reader hears (when one is shown)."""
        if self.panel.win_row.isVisible():
            self.win_closed.emit()
        self.close_win()

    def close_win(self) -> None:
        """Stop showing the win: back to the move on view when it was asked for (the one the
        player selected, not the position before it that the win starts from)."""
        win, self.win = self.win, None
        self._win_asked = None
        self.panel.win_row.hide()
        if win is not None and self.session.review.line == win.moves:
            self.session.review.go(self._win_return)

    def _show_win_buttons(self, shown: bool) -> None:
        for button in (self.panel.win_back, self.panel.win_forward):
            button.setVisible(shown)

    def _pull_win_bar(self) -> None:
        win = self.win
        review = self.session.review
        if win is None:
            return
        if review.line != win.moves:
            self.win = None
            self.panel.win_row.hide()
            return
        step, total = review.step, len(win.moves)
        winner = seat_name(self.session, win.winner)
        you, book = is_you(self.session, win.winner), win.source is Source.BOOK
        reply = step > 0 and step % 2 == 0
        self.panel.win_back.setEnabled(step > 0)
        self.panel.win_forward.setEnabled(step < total)
        words = win_step_words(winner, step, total, reply, you=you, book=book)
        if words != self.panel.win_label.text():  # said once, not at each redraw
            self._show_words(words)
