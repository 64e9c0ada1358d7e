"""Every legal move's value in one position, for the side to move (for "Show move values"):
proven where the book, the solver or threats settle it (on Connect Four, every column's exact
score once the solver reaches it), else the search's estimate, all moves searched to the same
depth so that their estimates compare."""

from __future__ import annotations

import math

from engine.ai.analysis import values
from engine.ai.analysis.estimates import estimate_move
from engine.ai.analysis.proofs import exact_board, proven_value
from engine.ai.analysis.threat_lines import lost_to_threats, takes
from engine.ai.budget import Budget, StopFlag
from engine.ai.threat_board import threat_board
from engine.game import EMPTY, Game
from engine.record.analysis_data import PositionValue
from engine.rules import Cell

MOVE_VALUES_SECONDS = 3.0
"""The time for all of a position's moves when none is given."""
# The share of the time for the proofs, on boards the solver proves and on the others.
_EXACT_PROOF_SHARE = 0.95
_PROOF_SHARE = 0.3


def move_values(
    game: Game, *, seconds: float = MOVE_VALUES_SECONDS, stop: StopFlag | None = None
) -> dict[Cell, PositionValue] | None:
    """Each legal move of `game` and the value for the side to move of playing it, within
    `seconds` for all of them; None when `stop` is set first. `game` is not changed. Raises
    ValueError for a game that is over or a bad `seconds`."""
    if isinstance(seconds, bool) or not isinstance(seconds, int | float) or not seconds >= 0:
        raise ValueError(f"seconds: {seconds!r}, expected a number of seconds of at least 0")
    if game.is_over():
        raise ValueError("move_values: the game is over, there is no move to value")
    budget = Budget(None if math.isinf(seconds) else float(seconds), stop)
    proofs = budget.part(_EXACT_PROOF_SHARE if exact_board(game) else _PROOF_SHARE)
    legal = game.legal_moves()
    found = _proven(game, legal, proofs)
    open_moves = [cell for cell in legal if cell not in found]
    found.update(_estimates(game, open_moves, budget))
    if stop is not None and stop.is_set():
        return None
    return {cell: found[cell] for cell in legal}


def _proven(game: Game, legal: list[Cell], budget: Budget) -> dict[Cell, PositionValue]:
    """The moves whose value is proven within `budget` (shared out evenly), each after the
    move: the game's end, the position's proof for the opponent, or (by threats) every reply
    of the opponent losing."""
    work = game.copy()
    mover = game.to_move
    index = game.geometry.index
    found: dict[Cell, PositionValue] = {}
    for i, cell in enumerate(legal):
        share = budget.part(1.0 / (len(legal) - i))
        work.push(index[cell])
        try:
            if work.is_over():
                found[cell] = values.from_outcome(work, mover)
                continue
            if not takes(game):
                continue
            value = proven_value(work, share)
            if value is not None:
                found[cell] = values.for_other(value)
            elif not exact_board(game):
                board = threat_board(work)
                if board.wins(mover):  # a threat: the reply is forced, so cheap to follow
                    distance = lost_to_threats(board, share)
                    if distance is not None:
                        found[cell] = values.threat_win(distance)
        finally:
            work.pop()
    return found


def _estimates(game: Game, cells: list[Cell], budget: Budget) -> dict[Cell, PositionValue]:
    """The search's values of `cells` in `game`, all to the deepest depth that every one of
    them reached within `budget`."""
    found: dict[Cell, PositionValue] = {}
    if not cells:
        return found
    for depth in range(1, game.board.count(EMPTY) + 1):
        this_depth = {}
        for cell in cells:
            value, reached = estimate_move(game, cell, budget, depth)
            if reached < depth and found:
                return found
            this_depth[cell] = value
        found = this_depth
        if budget.expired():
            break
    return found
