"""The forced win of a position as a line of moves (for "Show the win"): the winner's moves with
the defender's replies, to the winning stone. On the boards the solver proves, both sides play
perfectly (the quickest win against the slowest loss); elsewhere it is a threat-space proof,
where every reply but the block shown loses at once."""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.ai.analysis.proofs import proven_value
from engine.ai.analysis.threat_lines import threat_line
from engine.ai.budget import Budget, StopFlag
from engine.ai.solver import move_within
from engine.ai.threat_board import threat_board
from engine.game import Game
from engine.record.analysis_data import Result, Source
from engine.rules import Cell

FORCED_WIN_SECONDS = 5.0
"""The time for finding a line when none is given."""
# The share of it for proving the win first.
_PROOF_SHARE = 0.3


@dataclass(frozen=True)
class ForcedWin:
    """A forced win: `moves` from the position, the `winner`'s first and the winning stone
    last, the defender's replies between them."""

    winner: int
    moves: tuple[Cell, ...]
    source: Source
    """What proves it: the solver or the book (both sides' moves perfect), or THREATS."""


def forced_win(
    game: Game, *, seconds: float = FORCED_WIN_SECONDS, stop: StopFlag | None = None
) -> ForcedWin | None:
    """The forced win of the side to move in `game`, None when it has none (or none is proven
    within `seconds`, or `stop` is set first): two players, the first line winning. `game` is
    not changed. Raises ValueError for a bad `seconds`."""
    if isinstance(seconds, bool) or not isinstance(seconds, int | float) or not seconds >= 0:
        raise ValueError(f"seconds: {seconds!r}, expected a number of seconds of at least 0")
    budget = Budget(None if math.isinf(seconds) else float(seconds), stop)
    if game.is_over() or game.rules.players != 2 or game.rules.target != 1:
        return None
    value = proven_value(game, budget.part(_PROOF_SHARE))
    if value is None or value.result is not Result.WIN:
        return None
    if value.source is Source.THREATS:
        line = threat_line(threat_board(game), budget)
        if line is None:
            return None
        cells = game.geometry.cells
        return ForcedWin(game.to_move, tuple(cells[i] for i in line), value.source)
    return _perfect_line(game, budget, value.source)


def _perfect_line(game: Game, budget: Budget, source: Source) -> ForcedWin | None:
    """Both sides' perfect moves from `game` to the end, None when a move is not found in
    `budget`."""
    work = game.copy()
    moves: list[Cell] = []
    while not work.is_over():
        move = move_within(work, budget)
        if move is None:
            return None
        work.play(move)
        moves.append(move)
    return ForcedWin(game.to_move, tuple(moves), source)
