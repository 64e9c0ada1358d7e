"""What starts the board's motion: the session's moves, outcomes and review steps become cues
of the shared `Motion` clock (a stone arriving, lines growing, a draw), and whatever changes the
position otherwise (undo, a new game, a jump in review) ends the running ones at once.

It hears a move at `MoveOrder`'s first stage, before the board views draw it: a view
redrawing after a move already knows which stone is on its way.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject

from app.model.session.game_session import GameSession
from app.model.view.motion import LineCue, Motion
from app.scene import motion_shapes as shapes
from app.scene.highlight import shown_lines
from app.widgets.board.move_order import MoveOrder
from engine import Cell, Game, Outcome


@dataclass(frozen=True)
class StoneCue:
    """A stone on its way: the player's, landing on `cell`, passing `path` (top first)."""

    cell: Cell
    player: int
    path: tuple[Cell, ...]

    @property
    def falls(self) -> bool:
        return len(self.path) > 1


class MotionCues(QObject):
    """Starts and ends the cues of `motion` as the game on view changes."""

    def __init__(self, session: GameSession, motion: Motion) -> None:
        super().__init__(motion)
        self.session = session
        self.motion = motion
        self._shown_ply = session.shown_game.ply
        MoveOrder.of(session).motion.connect(self._on_moved)
        session.finished.connect(self._on_finished)
        session.undone.connect(self._on_jump)
        session.reset.connect(self._on_jump)
        session.review.changed.connect(self._on_review)

    def _on_moved(self, cell: Cell, player: int) -> None:
        self.motion.finish_all()
        self._shown_ply = self.session.shown_game.ply
        if not self.session.review.active:  # while reviewing, the move is not on view
            self._arrive(self.session.shown_game, tuple(cell), player)

    def _arrive(self, game: Game, cell: Cell, player: int) -> None:
        """The stone just put on `cell` arrives, and the lines it completed grow."""
        rules = game.rules
        path = tuple(shapes.fall_path(cell, rules.gravity, rules.shape))
        stone = StoneCue(cell, player, path)
        arriving = shapes.DROP_MS if stone.falls else shapes.APPEAR_MS
        self.motion.start("stone", arriving, stone)
        new = frozenset(line for _, line in shown_lines(game) if cell in line)
        if new:
            outcome = game.outcome()
            won = outcome is not None and bool(outcome.winners) and rules.target <= 1
            cue = LineCue(new, shapes.PULSE_MS if won else 0)
            # The line grows once the stone that completes it has landed.
            self.motion.start("grow", shapes.GROW_MS, cue, delay=arriving)

    def _on_finished(self, outcome: Outcome) -> None:
        if outcome.is_draw and not self.session.review.active:
            self.motion.start("draw", shapes.CUE_MS)

    def _on_jump(self, *_: object) -> None:
        self.motion.finish_all()
        self._shown_ply = self.session.shown_game.ply

    def _on_review(self) -> None:
        """A step forward in review brings its stone in as a move does; any other step, or
        leaving review, shows the position at once."""
        self.motion.finish_all()
        game = self.session.shown_game
        stepped = game.ply == self._shown_ply + 1 and game.last_move is not None
        self._shown_ply = game.ply
        if stepped and game.last_move is not None:
            cell = game.last_move
            self._arrive(game, cell, int(game.board_array()[cell]))
