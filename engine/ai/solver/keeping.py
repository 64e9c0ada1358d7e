"""Expert's Connect Four (any board the compiled solver takes): a move that keeps the game's
result (a win stays a win, a draw a draw) within a time budget, and where none is found in
time, the moves not proven to lose.

In order: the opening book; a quick round of short weak solves of each move's position (shallow
wins and losses); a weak solve of the position with a
move that keeps its result (twice as quick as the exact score), then, with the time left, the
exact score for the quickest win or slowest loss; and where the weak solve does not finish,
more weak solves of each move's position with growing time slices, stopping at the first move
proven to win. The solver's table is kept from
one call to the next (the CPU process plays one game, whose positions share their subtrees), and
each slice goes on where the last one left off. Under a node cap the table is emptied once per
move, so capped play repeats.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.ai.budget import Budget
from engine.ai.solver import book
from engine.ai.solver.compiled import bitboards, cell_bit, column_cell
from engine.game import Game
from engine.rules import Cell

# Shares of the time: a first quick round of probes of each move (shallow wins and losses, and
# it fills the table for what follows), the weak solve of the position, and after it the exact
# one (of what is left); the probes of the moves get their share of what the weak solve leaves.
QUICK_SHARE = 0.1
WEAK_SHARE = 0.85
EXACT_SHARE = 0.8
PROBE_SHARE = 0.75
# The first slice of a move's probe; each round doubles it.
FIRST_SLICE_SECONDS = 0.004
FIRST_SLICE_NODES = 20_000


@dataclass(frozen=True)
class Keeping:
    """What the solver found in its time."""

    move: Cell | None
    """A move that keeps the result, None when none was found in time."""
    candidates: tuple[Cell, ...]
    """Without a move: the legal moves not proven to lose (all of them if every one does)."""
    results: dict[Cell, int]
    """The moves whose result (for the side to move) is known: 1 win, 0 draw, -1 loss."""


def keeping_move(game: Game, budget: Budget) -> Keeping:
    """A move of `game` (not over, on a board `compiled.fits`) that keeps its result, found
    within `budget`; see the module docstring."""
    from engine.ai._kernel import connect

    legal = tuple(game.legal_moves())
    known = book.book_move(game)
    if known is not None:
        return Keeping(known, legal, {})
    if budget.max_nodes is not None:
        connect.clear_table()
    position = bitboards(game)  # width, height, k, current, mask
    result = book.known_result(game)
    results, used = probe(game, budget.part(QUICK_SHARE))
    if budget.expired(used):
        return _undecided(legal, results)  # stopped: answer within the promised 50 ms
    if 1 in results.values():
        result = 1  # a win: the weak solve finds its move at once, then the quickest one
    seconds, max_nodes = _limits(budget.part(WEAK_SHARE, used), used)
    found, nodes = connect.best_move(
        *position, result, seconds=seconds, max_nodes=max_nodes, stop=budget.stop, weak=True
    )
    used += nodes
    if found is not None:
        column, result = found
        move = _landing(game, column)
        if result != 0:
            # The quickest win, or the slowest loss, if the exact score follows in time.
            seconds, max_nodes = _limits(budget.part(EXACT_SHARE, used), used)
            better, _ = connect.best_move(
                *position, seconds=seconds, max_nodes=max_nodes, stop=budget.stop
            )
            if better is not None:
                move = _landing(game, better[0])
        return Keeping(move, legal, {move: result})
    if budget.expired(used):
        return _undecided(legal, results)
    more, used = probe(game, budget.part(PROBE_SHARE, used), used, results)
    results.update(more)
    wins = [cell for cell in legal if results.get(cell) == 1]
    if wins:
        return Keeping(wins[0], legal, results)
    if result is not None and result < 0:
        return Keeping(None, legal, results)  # lost whatever the move: the search resists
    if len(results) == len(legal):
        best = max(results.values())
        return Keeping(next(c for c in legal if results[c] == best), legal, results)
    draws = [cell for cell in legal if results.get(cell) == 0]
    if result == 0 and draws:
        return Keeping(draws[0], legal, results)
    return _undecided(legal, results)


def _undecided(legal: tuple[Cell, ...], results: dict[Cell, int]) -> Keeping:
    """No move found: the moves not proven to lose (all if every one is) and what is known."""
    if 1 in results.values():
        return Keeping(next(c for c in legal if results.get(c) == 1), legal, results)
    safe = tuple(cell for cell in legal if results.get(cell, 0) >= 0) or legal
    return Keeping(None, safe, results)


def probe(
    game: Game, budget: Budget, used: int = 0, known: dict[Cell, int] | None = None
) -> tuple[dict[Cell, int], int]:
    """The result for the side to move after each legal move of `game` (but those `known`)
    that weak solves find within `budget` (of whose node cap `used` are spent): all of them in
    slices that double each round, the moves nearest the centre first, until every move is
    known, a winning move is found or the budget ends. Also returns `used` plus the nodes
    searched."""
    from engine.ai._kernel import connect

    width, height, k, current, mask = bitboards(game)
    gravity = game.rules.gravity
    assert gravity is not None
    legal = sorted(game.legal_moves(), key=lambda c: abs(2 * c[1 - gravity] - (width - 1)))
    results: dict[Cell, int] = dict(known or {})
    round_ = 0
    while len(results) < len(legal):
        for cell in legal:
            if cell in results:
                continue
            if budget.expired(used):
                return results, used
            bit = cell_bit(game.rules, cell)
            seconds, max_nodes = _slice(budget, round_, used)
            score, nodes = connect.solve(
                width,
                height,
                k,
                current ^ mask,
                mask | bit,
                seconds=seconds,
                max_nodes=max_nodes,
                stop=budget.stop,
                weak=True,
            )
            used += nodes
            if score is not None:
                results[cell] = -score
                if score < 0:
                    return results, used
        round_ += 1
    return results, used


def _slice(budget: Budget, round_: int, used: int) -> tuple[float | None, int | None]:
    """One probe's time and node limits in round `round_` (0 first), within `budget`."""
    left = budget.remaining()
    seconds = None if math.isinf(left) else min(left, FIRST_SLICE_SECONDS * 2**round_)
    max_nodes = None
    if budget.max_nodes is not None:
        max_nodes = max(1, min(budget.max_nodes - used, FIRST_SLICE_NODES * 2**round_))
    if seconds is None and max_nodes is None:
        return None, None
    return seconds, max_nodes


def _limits(budget: Budget, used: int) -> tuple[float | None, int | None]:
    """The kernel's time and node limits for a call within `budget`, `used` nodes of its cap
    spent."""
    left = budget.remaining()
    cap = budget.max_nodes
    return (None if math.isinf(left) else left), (None if cap is None else max(1, cap - used))


def _landing(game: Game, column: int) -> Cell:
    landing = game.landing(column_cell(game.rules, column))
    assert landing is not None
    return landing
