"""The solver's public entry points: `solve`, `perfect_move` and `known_value`, which games they
accept, and what answers a position: the Connect Four opening book, the compiled kernel for 2D
gravity boards that fit 64 bits (which answers a position decided at once before it searches),
elsewhere a position decided by wins at once and forced blocks without a search (`forced`), or
else the pure-Python searches (bitboard or engine board), which stay the reference the others
are tested against."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from engine.ai.budget import Budget, OutOfTime, StopFlag
from engine.ai.solver import book, compiled
from engine.ai.solver.bitboard import BitboardSearch
from engine.ai.solver.engine_board import EngineBoardSearch, playable_cells
from engine.ai.solver.exact_search import Search
from engine.ai.solver.forced import forced_score
from engine.game import EMPTY, Game
from engine.rules import Cell

_T = TypeVar("_T")

# A position with more empty cells than this is far beyond an exact solve, and the search,
# which recurses once per stone, would run past Python's recursion limit.
MAX_EMPTY_CELLS = 400


class UnsupportedGame(ValueError):
    """A game the exact solver does not handle; the message says why."""


def solve(
    game: Game, *, seconds: float | None = None, stop: StopFlag | None = None, kernel: bool = True
) -> int | None:
    """The exact score of `game` for the side to move (see the module docstring), or None when
    `seconds` run out or `stop` is set first. `game` is not changed. `kernel=False` uses the
    pure-Python search only (the reference), without the opening book or the compiled kernel.

    A finished game has its final value: 0 for a draw, and for a completed line the negative
    of the winner's score (the side to move is the one who lost). A position that needs no
    search (a win at once, a loss at once to two wins, forced blocks that end in one of those)
    is answered in microseconds, by either path, while there is time (with no time left or
    `stop` set, as before: the opening book's answer or None): on the compiled solver's boards
    by the kernel, which tests those first, elsewhere by `forced.forced_score`.

    Raises UnsupportedGame (a ValueError) for games the solver does not handle: more or fewer
    than two players, a target above one line, or a position with more than MAX_EMPTY_CELLS
    empty cells.
    """
    if kernel:
        # The book first, even before the checks: it holds only Connect Four games not over,
        # which pass them, and its positions are answered in a microsecond, searched or not.
        known = book.known_score(game)
        if known is not None:
            return known
        if compiled.fits(game.rules):
            # Its boards pass the checks (two players, the first line, at most 64 cells). It
            # answers a forced position as soon as `forced` would (a win at once is its first
            # test) and a searched one without `forced`'s microseconds first.
            if game.is_over():
                return _final_score(game)
            if seconds is None and stop is None:
                return compiled.score(game)
            return compiled.solve(game, Budget(seconds, stop))[0]
    _check_supported(game)
    if game.is_over():
        return _final_score(game)
    budget = Budget(seconds, stop)
    if not budget.expired():
        forced = forced_score(game)
        if forced is not None:
            return forced
    return score_within(game, budget, kernel=kernel)


def perfect_move(
    game: Game, *, seconds: float | None = None, stop: StopFlag | None = None, kernel: bool = True
) -> Cell | None:
    """A move that keeps the exact score of `game` for the side to move: the quickest win, or
    the slowest loss, or a draw; among equally good moves the one nearest the centre. Where the
    Connect Four opening book knows only the result of the position, its move keeps that (a win
    stays a win, a draw a draw). None when `seconds` run out or `stop` is set first. `game` is
    not changed. `kernel=False` as in `solve`.

    Raises UnsupportedGame for the games `solve` refuses, ValueError for a game already over.
    """
    _check_supported(game)
    if game.is_over():
        raise ValueError("perfect_move: the game is over, there is no move to make")
    return move_within(game, Budget(seconds, stop), kernel=kernel)


def known_value(
    game: Game, seconds: float | None = None, *, stop: StopFlag | None = None
) -> int | None:
    """The exact score of `game` for the side to move when the opening book has it or the solver
    finds it within `seconds`; None otherwise, also for games the solver does not handle (more
    than two players, a target above one line, a board too large). For hints and reviews: the
    score says who wins and how soon (see the module docstring), 0 a draw."""
    try:
        return solve(game, seconds=seconds, stop=stop)
    except UnsupportedGame:
        return None


def score_within(game: Game, budget: Budget, *, kernel: bool = True) -> int | None:
    """`solve` of a supported game that is not over, within `budget` (which may cap nodes)."""
    if kernel and compiled.fits(game.rules):
        known = book.known_score(game)
        if known is not None:
            return known
        score, _ = compiled.solve(game, budget)
        return score
    return _within(game, budget, Search.solve)


def move_within(game: Game, budget: Budget, *, kernel: bool = True) -> Cell | None:
    """`perfect_move` of a supported game that is not over, within `budget`."""
    if kernel and compiled.fits(game.rules):
        move = book.book_move(game)
        if move is not None:
            return move
        found, _ = compiled.best_move(game, budget, book.known_score(game))
        return None if found is None else found[0]
    return _within(game, budget, Search.best_move)


def _within(game: Game, budget: Budget, job: Callable[[Search], _T]) -> _T | None:
    """`job` run on the pure-Python search for `game`, or None when `budget` runs out."""
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
