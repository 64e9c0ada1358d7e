"""A draw offered to the CPU: every CPU seat takes it only when the exact solver, within the
time given, sees the position as a draw or a loss for it. Where the solver cannot say (more than
two players, a board too large, too little time) the CPU declines: it never takes a draw on a
guess."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from engine import ai
from engine.game import Game
from engine.players import PlayerInfo, SeatKind

DRAW_SECONDS = 0.5
"""How long the solver may look at a position offered as a draw."""


class DrawAnswer(StrEnum):
    """The CPU's answer to a draw offered: taken, or declined and why."""

    ACCEPTED = "accepted"
    """The solver sees a draw or a loss for every CPU seat."""
    WINNING = "winning"
    """The solver sees a win for a CPU seat."""
    UNKNOWN = "unknown"
    """The solver could not say within its time (or for this game at all)."""


def cpu_answer(
    game: Game, players: Sequence[PlayerInfo], seconds: float = DRAW_SECONDS
) -> DrawAnswer:
    """What the CPU seats of `players` answer to a draw offered in `game` (not over)."""
    cpus = [seat for seat, player in enumerate(players) if player.kind == SeatKind.CPU]
    if not cpus or game.is_over():
        return DrawAnswer.UNKNOWN
    value = ai.known_value(game, seconds)  # for the side to move; None: unknown
    if value is None:
        return DrawAnswer.UNKNOWN
    for seat in cpus:
        own = value if seat == game.to_move else -value  # the solver holds two players only
        if own > 0:
            return DrawAnswer.WINNING
    return DrawAnswer.ACCEPTED
