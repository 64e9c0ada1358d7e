"""The query keys of both board views: letters and digits that say something about the position
or take the cursor somewhere, for a player who cannot see the board. They are read before the
view's own keys (an event filter), with no Ctrl, Alt or Meta held, and collide with none of the
board's keys (the arrows, Page Up / Page Down, [ ], Enter, Space, C) or the window's shortcuts
(all with Ctrl, or Home, End, F1)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent

from app.model.view.view_state import ViewState
from app.widgets.access.board_queries import Answer, BoardQueries

Key = Qt.Key
Mod = Qt.KeyboardModifier
QUERY_KEYS: dict[int, Callable[[BoardQueries], Answer]] = {
    Key.Key_S: BoardQueries.summary,
    Key.Key_T: BoardQueries.threats_said,
    Key.Key_L: BoardQueries.last,
    Key.Key_K: BoardQueries.turn,
    Key.Key_X: lambda q: q.along(0),
    Key.Key_Y: lambda q: q.along(1),
    Key.Key_Z: lambda q: q.along(2),
    Key.Key_W: lambda q: q.along(3),
    Key.Key_A: BoardQueries.lines,
    Key.Key_H: BoardQueries.hint,
}
"""Key → the question it asks (S summary, T threats, L last move, K turn and clocks, X Y Z W
the line along that axis through the cursor, A all lines through it, H the hint's cell)."""
SHIFTED_KEYS: dict[int, Callable[[BoardQueries], Answer]] = {
    Key.Key_T: BoardQueries.next_threat,
}
"""Shift+T jumps to the next threat."""
STONE_KEYS = (Key.Key_1, Key.Key_2, Key.Key_3, Key.Key_4)
"""1 to 4 jump to the next stone of the first to the fourth seat."""
HELD = Mod.ControlModifier | Mod.AltModifier | Mod.MetaModifier


class QueryKeys(QObject):
    """Answers the query keys pressed on the views it is `watch`ing: `say`s the answer and
    puts the cursor where it found a cell."""

    def __init__(
        self, queries: BoardQueries, view_state: ViewState, say: Callable[[str], None]
    ) -> None:
        super().__init__(view_state)
        self.queries = queries
        self.view_state = view_state
        self.say = say

    def watch(self, view: QObject) -> None:
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        question = self.question(event)
        if question is None:
            return False
        self.answer(question(self.queries))
        return True

    def question(self, event: QKeyEvent) -> Callable[[BoardQueries], Answer] | None:
        """The question `event` asks, None when it is none of the query keys."""
        modifiers = event.modifiers()
        if modifiers & HELD:
            return None
        key = event.key()
        if modifiers & Mod.ShiftModifier:
            return SHIFTED_KEYS.get(key)
        if key in STONE_KEYS:
            player = STONE_KEYS.index(key)
            if player >= self.queries.game.rules.players:
                return None
            return lambda q: q.next_stone(player)
        return QUERY_KEYS.get(key)

    def answer(self, answer: Answer) -> None:
        """Say `answer`, the cursor first on its cell (the screen reader hears the cell, then
        the answer, which names the place again)."""
        if answer.cell is not None:
            self.view_state.set_cursor(answer.cell)
        self.say(answer.text)
