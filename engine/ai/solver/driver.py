"""The solver's public entry points: `solve` and `perfect_move`, which games they accept, and
which search (bitboard or engine board) takes a position."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from engine.ai.budget import Budget, OutOfTime, StopFlag
from engine.ai.solver.bitboard import BitboardSearch
from engine.ai.solver.engine_board import EngineBoardSearch, playable_cells
from engine.ai.solver.search import Search
from engine.game import EMPTY, Game
from engine.rules import Cell

_T = TypeVar("_T")

# A position with more empty cells than this is far beyond an exact solve, and the search,
# which recurses once per stone, would run past Python's recursion limit.
MAX_EMPTY_CELLS = 400


class UnsupportedGame(ValueError):
    """A game the exact solver does not handle; the message says why."""


def solve(game: Game, *, seconds: float | None = None, stop: StopFlag | None = None) -> int | None:
    """The exact score of `game` for the side to move (see the module docstring), or None when
    `seconds` run out or `stop` is set first. `game` is not changed.

    A finished game has its final value: 0 for a draw, and for a completed line the negative
    of the winner's score (the side to move is the one who lost).

    Raises UnsupportedGame (a ValueError) for games the solver does not handle: more or fewer
    than two players, a target above one line, or a position with more than MAX_EMPTY_CELLS
    empty cells.
    """
    _check_supported(game)
    if game.is_over():
        return _final_score(game)
    return _within(game, seconds, stop, Search.solve)


def perfect_move(
    game: Game, *, seconds: float | None = None, stop: StopFlag | None = None
) -> Cell | None:
    """A move that keeps the exact score of `game` for the side to move: the quickest win, or
    the slowest loss, or a draw; among equally good moves the one nearest the centre. None when
    `seconds` run out or `stop` is set first. `game` is not changed.

    Raises UnsupportedGame for the games `solve` refuses, ValueError for a game already over.
    """
    _check_supported(game)
    if game.is_over():
        raise ValueError("perfect_move: the game is over, there is no move to make")
    return _within(game, seconds, stop, Search.best_move)


def _within(
    game: Game, seconds: float | None, stop: StopFlag | None, job: Callable[[Search], _T]
) -> _T | None:
    """`job` run on the search for `game`, or None when `seconds` run out or `stop` is set."""
    budget = Budget(seconds, stop)
    try:
        budget.check()
        return job(_search_for(game, budget))
    except OutOfTime:
        return None


def _check_supported(game: Game) -> None:
    rules = game.rules
    if rules.players != 2:
        raise UnsupportedGame(
            f"{rules.players} players ({rules.describe()}): "
            "the exact solver handles two-player games only"
        )
    if rules.target != 1:
        raise UnsupportedGame(
            f"the target is {rules.target} lines ({rules.describe()}): "
            "the exact solver handles games won by the first completed line only"
        )
    empty = game.board.count(EMPTY)
    if empty > MAX_EMPTY_CELLS:
        raise UnsupportedGame(
            f"{empty} empty cells on the {rules.describe()} board: "
            f"the exact solver handles positions with at most {MAX_EMPTY_CELLS}"
        )


def _final_score(game: Game) -> int:
    outcome = game.outcome()
    if outcome is None or outcome.is_draw:
        return 0
    # The winner's stone was the last one: game.ply - 1 stones were on the board before it.
    return -((playable_cells(game.rules) + 2 - game.ply) // 2)


def _search_for(game: Game, budget: Budget) -> Search:
    rules = game.rules
    if rules.ndim == 2 and rules.gravity is not None and not rules.blocked:
        return BitboardSearch(game, budget)
    return EngineBoardSearch(game, budget)
