"""Search estimates where nothing is proven: the alpha-beta search behind hard and expert
(compiled where the kernel plays the board, else engine.ai.alphabeta, paranoid with three or
four players), its score scaled into an expected result (values.from_search).

A position's estimate is the search over its moves (with two players and the first line
winning, over the moves that leave the opponent no forced win by threats, as expert does); a
move's estimate is the same search held to that one move and, for a fair comparison, to the
depth the position's search completed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.ai import compiled_search
from engine.ai.alphabeta import AlphaBeta
from engine.ai.analysis import values
from engine.ai.analysis.threat_lines import takes
from engine.ai.budget import Budget, OutOfTime
from engine.ai.position import Position
from engine.ai.threat_board import threat_board, threat_win
from engine.game import Game
from engine.record.analysis_data import PositionValue
from engine.rules import Cell

SAFETY_SHARE = 0.2
"""A position's share of its time for dropping the moves that lose to threats."""


@dataclass(frozen=True)
class Estimate:
    """What the search found in a position."""

    best: Cell
    value: PositionValue
    """For the side to move."""
    depth: int
    """The depth the search completed; 0 when it had no time for one, and the value is the
    static evaluation."""
    lost: bool = False
    """True when every move was found to leave the opponent a forced win, at once or by
    threats: the position is lost."""


def estimate_position(game: Game, budget: Budget) -> Estimate:
    """The search's best move and value of `game` (not over) for the side to move."""
    moves = _safe_moves(game, budget.part(SAFETY_SHARE)) if takes(game) else None
    move, score, depth = _search(game, budget, moves or None, None, use_all_time=False)
    if depth == 0:
        score = Position(game).evaluate(game.to_move)
    value = values.from_search(score, game.rules)
    return Estimate(game.geometry.cells[move], value, depth, lost=moves == [])


def estimate_move(
    game: Game, cell: Cell, budget: Budget, depth: int | None
) -> tuple[PositionValue, int]:
    """The mover's value after `cell` in `game` (not over), by the search held to that move, to
    `depth` (None: as deep as `budget` allows); and the depth it completed (0: the static
    evaluation)."""
    index = game.geometry.index[cell]
    _, score, reached = _search(game, budget, [index], depth, use_all_time=True)
    if reached == 0:
        position = Position(game)
        position.make(index)
        score = position.evaluate(position.root)
    return values.from_search(score, game.rules), reached


def _search(
    game: Game, budget: Budget, moves: list[int] | None, depth: int | None, *, use_all_time: bool
) -> tuple[int, int, int]:
    """(move, score, completed depth) of the search over `moves` (None: all), iterating to
    `depth` (None: no limit) until `budget` ends, or once the result is certain unless
    `use_all_time`."""
    rng = random.Random(0)
    if compiled_search.supports(game.rules):
        board = compiled_search.board(game)
        found = compiled_search.search(
            game, board, budget, rng, moves=moves, max_depth=depth, use_all_time=use_all_time
        )
    else:
        search = AlphaBeta(Position(game), budget, rng)
        found = search.run(moves, max_depth=depth, use_all_time=use_all_time)
    return found.move, found.score, found.depth


def _safe_moves(game: Game, budget: Budget) -> list[int]:
    """The legal moves after which the opponent has no win at once nor by threats (those left
    unchecked when `budget` ends included); none if every one loses."""
    board = threat_board(game)
    mover = board.turn
    safe = []
    legal = board.legal()
    for i, move in enumerate(legal):
        board.push(move)
        try:
            if board.over:
                safe.append(move)
                continue
            if board.wins(1 - mover):
                continue
            try:
                lost = threat_win(board, budget) >= 0
            except OutOfTime:
                safe.extend(legal[i:])  # unchecked: kept
                break
            if not lost:
                safe.append(move)
        finally:
            board.pop()
    return safe
