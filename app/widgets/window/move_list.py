"""The move list: every move of the game in order, the undone ones greyed after them. Clicking
a move reviews the position after it (the game itself is untouched). Once the game is
analysed, each move says its value after it, and a marked move its sign (?!, ?, ??), in the
mark's colour, and the better move."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFocusEvent, QIcon, QKeyEvent
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from app.model.session.game_session import GameSession
from app.model.view.view_state import ViewState
from app.scene.palette import MARK_COLOURS
from app.widgets.board.move_order import MoveOrder
from app.widgets.slices.stone_looks import StoneLook, stone_icon, stone_look
from app.widgets.words import tr
from app.widgets.words.analysis_words import move_line, move_tip
from app.widgets.words.seat_words import mover_name
from engine import format_cell

UNDONE_GREY = QColor(128, 128, 128)


@cache
def look_icon(look: StoneLook) -> QIcon:
    """A player's mark in the list: the stone as drawn (made once per look: a long game lists
    thousands of moves)."""
    return stone_icon(look, 14)


class MoveList(QListWidget):
    """The moves of the session's game, each with its mark once the game is analysed; observes
    the session, and clicking a move reviews the game there."""

    def __init__(
        self, session: GameSession, view_state: ViewState, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("moves")
        self.session = session
        self.view_state = view_state
        # Every row is one line of text: thousands of moves are laid out without measuring each.
        # An analysed game's rows wrap instead (see _fit_rows).
        self.setUniformItemSizes(True)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self._shown: object = None
        MoveOrder.of(session).words.connect(self._pull_moves)
        session.undone.connect(self._pull_moves)
        session.reset.connect(self._pull_moves)
        session.players_changed.connect(self._pull_moves)
        session.review.changed.connect(self._pull_row)
        session.analysis.changed.connect(self._pull_moves)
        # The marks are the stones as the board draws them: colour-blind colours, symbols.
        view_state.symbols_changed.connect(self._pull_moves)
        view_state.colour_choice.changed.connect(self._pull_moves)
        self.itemClicked.connect(self._on_clicked)
        self.setToolTip(tr("Click a move, or press Enter on it, to review the position after it"))
        self._pull_moves()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        """Coming to the list by keyboard, the player is on the latest move (the reviewed one
        while reviewing); the arrow keys read the others without reviewing them."""
        if self.currentRow() < 0 and self.session.game.ply:
            self.setCurrentRow(self.session.game.ply - 1)
        super().focusInEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        """Enter on a move reviews it, as a click does (the arrow keys only read the rows)."""
        item = self.currentItem()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and item is not None:
            self._on_clicked(item)
            return
        super().keyPressEvent(event)

    def _on_clicked(self, item: QListWidgetItem) -> None:
        row = self.row(item)
        if row < self.session.game.ply:
            self.session.review.go(row + 1)
        else:  # an undone move is not part of the game: show the game as it stands
            self.session.review.end()
            self._pull_row()

    def _fit_rows(self, analysed: bool) -> None:
        """An analysed move's row (its value, sign and better move) wraps onto a second line
        rather than being cut off with "…" or widening the dock, and the 3D view with it."""
        self.setWordWrap(analysed)
        self.setUniformItemSizes(not analysed)
        self.setTextElideMode(
            Qt.TextElideMode.ElideNone if analysed else Qt.TextElideMode.ElideRight
        )

    def _pull_row(self) -> None:
        """Select the move on view: the reviewed one, or the latest."""
        position = self.session.review.position()
        self.blockSignals(True)
        if position:
            self.setCurrentRow(position - 1)
            self.scrollToItem(self.item(position - 1))
        else:
            self.clearSelection()
            self.setCurrentRow(-1)
        self.blockSignals(False)

    def _pull_moves(self, *_: object) -> None:
        session = self.session
        game = session.game
        players = game.rules.players
        # A new game sends reset and players_changed: list thousands of moves once, not twice.
        analysis = session.analysis.moves()
        looks = tuple(stone_look(self.view_state, p) for p in range(players))
        shown = (
            looks,
            game.moves,
            game.redo_moves,
            tuple(session.players),
            tuple(session.move_levels),
            tuple(analysis),
        )
        if shown == self._shown:
            return
        self._shown = shown
        self.clear()
        self._fit_rows(any(move is not None for move in analysis))
        # Worded once per seat and level, not once per move: a full 19×19×19 game lists 6,859.
        names: dict[tuple[int, str | None], str] = {}
        icons = [look_icon(look) for look in looks]
        for number, cell in enumerate(game.moves):
            key = (number % players, session.move_levels[number])
            if key not in names:
                names[key] = mover_name(session, number)
            move = analysis[number]
            text = move_line(number + 1, names[key], move, cell)
            item = QListWidgetItem(icons[number % players], text)
            if move is not None:
                item.setToolTip(move_tip(move, players))
                if move.mark is not None and move.better is not None:
                    r, g, b = MARK_COLOURS[move.mark]
                    item.setForeground(QColor.fromRgbF(r, g, b))
            self.addItem(item)
        undone = tr("%1. (undone) %2")
        for offset, cell in enumerate(game.redo_moves):
            number = game.ply + offset
            text = undone.replace("%1", str(number + 1))
            item = QListWidgetItem(text.replace("%2", format_cell(cell)))
            item.setForeground(UNDONE_GREY)
            self.addItem(item)
        self._pull_row()
