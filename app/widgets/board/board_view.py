"""What the 3D view and the slice panel share: the session's game, the slice on view, the
highlight layers, and keyboard play (a cell cursor moved by keys, played by Enter or Space;
in a gravity game it sits where the stone would land, as the hover mark does). The view with
the keyboard says so with a frame, and shows the cursor as soon as it takes the keyboard."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QWidget

from app.model.session.game_session import GameSession
from app.model.view.view_state import ViewState, step_cursor
from app.scene import layout
from app.scene.highlight import Marks, standard_marks
from app.scene.palette import Palette
from app.widgets.board.accessible_board import BoardAccess, install_factory
from app.widgets.board.painting import PICTURE, palette_of
from engine import Cell, Game, Threat, threats
from engine.players import SeatKind

Key = Qt.Key
CURSOR_KEYS: dict[int, tuple[int, int]] = {
    Key.Key_Left: (0, -1),
    Key.Key_Right: (0, 1),
    Key.Key_Down: (1, -1),
    Key.Key_Up: (1, 1),
    Key.Key_PageDown: (2, -1),
    Key.Key_PageUp: (2, 1),
    Key.Key_BracketLeft: (3, -1),
    Key.Key_BracketRight: (3, 1),
}
"""Key → (axis, step) of the cursor: arrows x and y, Page Up/Down z, [ and ] w."""
PLAY_KEYS = (Key.Key_Return, Key.Key_Enter, Key.Key_Space)
COLUMN_KEY = Key.Key_C  # reads the cursor's column whole, in a gravity game

MarkSource = Callable[[], list[Marks]]


class PositionThreats:
    """`engine.threats` of a position, kept until another position is asked about: views
    repaint on every hover, and on the biggest boards the engine takes ~20 ms
    (benchmarks/threats_speed.py)."""

    def __init__(self) -> None:
        self._key: object = None
        self._threats: tuple[Threat, ...] = ()

    def __call__(self, game: Game) -> tuple[Threat, ...]:
        key = (game.rules, game.ply, game.hash)  # the position: rules, stones, side to move
        if key != self._key:
            self._key, self._threats = key, threats(game)
        return self._threats


class BoardView:
    """Mixed into a widget that draws the board; the widget calls `_init_board_view` first
    thing after its QWidget base is set up."""

    session: GameSession
    view_state: ViewState
    tab_partner: QWidget | None
    tab_back: QWidget | None
    hint_cell: Cell | None
    mark_sources: list[MarkSource]

    def _init_board_view(self, session: GameSession, view_state: ViewState) -> None:
        self.session = session
        self.view_state = view_state
        self.tab_partner = None
        """Where Tab moves the focus (the other board view, the Moves list), set by the
        window."""
        self.tab_back = None
        """Where Shift+Tab moves it (None: where Tab does)."""
        self.hint_cell = None
        self._threats = PositionThreats()
        self.mark_sources = []
        """More highlight layers (threats, a review position…): each a function returning
        Marks, drawn after the standard ones; call `refresh_marks` when one changes."""
        widget = self._widget()
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        install_factory()  # before Qt first asks for this view's interface
        self.board_access = BoardAccess(self, widget)
        """What a screen reader reads of this view (app/widgets/board/accessible_board.py)."""
        self.session.hint.connect(self._on_hint)
        self.session.reset.connect(self._on_hint_cleared)
        self.session.changed.connect(self._pull_cursor)
        self.session.review.changed.connect(self._pull_cursor)

    def _widget(self) -> QWidget:
        assert isinstance(self, QWidget)
        return self

    @property
    def colours(self) -> Palette:
        """The colours to draw with, as the application has chosen them."""
        return palette_of(self.view_state.colour_choice)

    @property
    def game(self) -> Game:
        """The position on view: the game, or the earlier move under review."""
        return self.session.shown_game

    def _shown_threats(self) -> tuple[Threat, ...]:
        """The threats to mark on the position on view, when the player asks for them."""
        if not self.view_state.show_threats:
            return ()
        return self._threats(self.game)

    def position_threats(self, game: Game) -> tuple[Threat, ...]:
        """Every threat of `game`, shown or not (kept until another position is asked about)."""
        return self._threats(game)

    def _w(self) -> int:
        """The w-slice on view: the slider's, kept on this board."""
        return layout.shown_w(self.game.rules.shape, self.view_state.w)

    def _slices(self) -> tuple[int, ...]:
        """The index on view of every axis beyond z, kept on this board."""
        return layout.shown_slices(self.game.rules.shape, self.view_state.slices)

    # -- highlight layers -------------------------------------------------------------------

    def marks(self) -> list[Marks]:
        """Every highlight layer to draw, bottom first."""
        cursor = self.view_state.cursor
        picture = self._widget().property(PICTURE)  # a picture of the board has no cursor
        if cursor is not None and (len(cursor) != self.game.rules.ndim or picture):
            cursor = None
        # The hint is for the game as it stands, not for a move under review.
        hint = None if self.session.review.active else self.hint_cell
        layers = standard_marks(self.game, hint, cursor, self.colours, self._cursor_player())
        for source in self.mark_sources:
            layers.extend(source())
        return layers

    def _cursor_player(self) -> int:
        """Whose colour the keyboard cursor takes: the side to move's, unless that seat plays
        on another machine and one seat is this window's: then the cursor is where this
        window's player will play, in their colour."""
        mover = self.game.to_move
        seats = self.session.players
        if mover >= len(seats) or seats[mover].kind != SeatKind.REMOTE:
            return mover
        here = [p for p, seat in enumerate(seats) if seat.kind != SeatKind.REMOTE]
        return here[0] if len(here) == 1 else mover

    def refresh_marks(self) -> None:
        """Redraw the highlight layers (a mark source has changed)."""
        raise NotImplementedError

    def cell_rect(self, cell: Cell) -> QRectF | None:
        """Where `cell` is drawn, in the view's coordinates; None when it is not on view."""
        raise NotImplementedError

    def access_view_name(self) -> str:
        """What the view is called in its accessible name ("3D view"); a view of its own (a
        puzzle's board) needs none."""
        return ""

    def _on_hint(self, cell: Cell | None) -> None:
        self.hint_cell = cell
        self.refresh_marks()

    def _on_hint_cleared(self) -> None:
        self.hint_cell = None

    # -- keyboard ---------------------------------------------------------------------------

    def handle_board_key(self, event: QKeyEvent) -> bool:
        """Move the cursor or play it; True when `event` was one of the board's keys."""
        key = event.key()
        if key in PLAY_KEYS:
            cursor = self._cursor_or_start()
            if self.view_state.cursor is None:
                self.view_state.set_cursor(cursor)
            else:
                self.session.person.play_at(cursor)
            return True
        if key == COLUMN_KEY and self.game.rules.gravity is not None:
            self.view_state.column_asked.emit(self._cursor_or_start())
            return True
        step = CURSOR_KEYS.get(key)
        if step is None:
            return False
        current = self.view_state.cursor
        if current is None or len(current) != self.game.rules.ndim:
            self.view_state.set_cursor(self._cursor_or_start())
            return True
        moved = step_cursor(self.game.rules.shape, current, *step)
        # Along a gravity game's columns the cursor walks every cell, so the stones under the
        # top can be read (a stone played still lands on top); across them it goes where a
        # stone would land.
        moved = moved if step[0] == self.game.rules.gravity else self._landed(moved)
        if moved == current and step[0] < len(current):
            self.view_state.cursor_stopped.emit(current)
        self.view_state.set_cursor(moved)
        return True

    def _cursor_or_start(self) -> Cell:
        """The cursor, or where it starts: the last stone on view, else the middle of the
        shown slice (in a gravity game, where a stone in that column lands)."""
        cursor = self.view_state.cursor
        shape = self.game.rules.shape
        if cursor is not None and len(cursor) == len(shape):
            return cursor
        last = self.game.last_move
        slices = self._slices()
        if last is not None and tuple(last[3:]) == slices:
            return self._landed(last)
        return self._landed(tuple(n // 2 for n in shape[:3]) + slices)

    def _landed(self, cell: Cell) -> Cell:
        """Where the cursor goes for `cell`: the cell itself, or in a gravity game the cell a
        stone put in its column lands on (the top of a full column)."""
        gravity = self.game.rules.gravity
        if gravity is None:
            return cell
        landing = self.session.person.landing(cell)
        if landing is not None:
            return landing
        top = list(cell)
        top[gravity] = self.game.rules.shape[gravity] - 1
        return tuple(top)

    def _pull_cursor(self) -> None:
        """Keep the cursor of a gravity game where the next stone in its column lands: a
        stone played there, an undo or a review step moves that place."""
        cursor = self.view_state.cursor
        if cursor is not None and len(cursor) == self.game.rules.ndim:
            self.view_state.set_cursor(self._landed(cursor))

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        """Taking the keyboard (at the start, by Tab), show where the keys play; a click
        plays where it is and needs no cursor. The focus frame comes on either way."""
        super().focusInEvent(event)  # type: ignore[misc]
        cursor = self.view_state.cursor
        fresh = cursor is None or len(cursor) != self.game.rules.ndim
        if fresh and event.reason() != Qt.FocusReason.MouseFocusReason:
            self.view_state.set_cursor(self._cursor_or_start())
        self._widget().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        super().focusOutEvent(event)  # type: ignore[misc]
        self._widget().update()

    def focusNextPrevChild(self, next_child: bool) -> bool:  # noqa: N802 (Qt override)
        """Tab goes to the next view the window chained (the other board view, the Moves
        list), Shift+Tab to the one before."""
        target = self.tab_partner if next_child else (self.tab_back or self.tab_partner)
        if target is not None and target.isVisible():
            reason = (
                Qt.FocusReason.TabFocusReason if next_child else Qt.FocusReason.BacktabFocusReason
            )
            target.setFocus(reason)
            return True
        return bool(super().focusNextPrevChild(next_child))  # type: ignore[misc]
