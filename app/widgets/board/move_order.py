"""The order in which the widgets hear of a move.

The session's `moved` is heard once per session, by `MoveOrder`, which passes it on in stages,
each a signal of its own: whatever connects to a stage runs after everything of the stages
before it, however the widgets happen to be built. Within a stage the receivers are
independent of each other, so their order there does not matter.

1. `motion`: the motion cues start the stone on its way (and end the cues still running). They
   go first because a board view leaves the stone on its way out of its stones and draws it
   where the animation has it: a view that drew before motion knew of the stone would draw it
   in its cell at once and the last move's stone, its cue not yet ended, not at all.
2. `views`: the board views draw the position (the 3D view reads the cue motion just started).
3. `words`: what reads the game alone and says it: the move list, the announcements, the slice
   bar, the evaluation graph.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from app.model.session.game_session import GameSession


class MoveOrder(QObject):
    """`session.moved(cell, player)`, passed on to `motion`, then `views`, then `words`."""

    motion = Signal(object, int)
    views = Signal(object, int)
    words = Signal(object, int)

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.setObjectName("move-order")
        session.moved.connect(self._on_moved)

    @staticmethod
    def of(session: GameSession) -> MoveOrder:
        """The session's one MoveOrder (made at the first call, a child of the session)."""
        found = session.findChild(MoveOrder, "move-order")
        return found if isinstance(found, MoveOrder) else MoveOrder(session)

    def _on_moved(self, cell: object, player: int) -> None:
        self.motion.emit(cell, player)
        self.views.emit(cell, player)
        self.words.emit(cell, player)
