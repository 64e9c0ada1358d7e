"""Proven values of positions, and moves that keep them: the Connect Four opening book, the
exact solver (compiled for 2D gravity boards, pure Python for small boards), the solver again
late in the game, threat-space proofs and the strategy book of the first player's win (Qubic),
in that order, each within the time it is given."""

from __future__ import annotations

import math

from engine.ai.analysis import proof_search, values
from engine.ai.analysis.threat_lines import takes, threat_line, winner_moves
from engine.ai.analysis.work import for_python, spend
from engine.ai.budget import Budget
from engine.ai.proof import book_verdicts as strategy
from engine.ai.solver import book, compiled, move_within, score_within
from engine.ai.solver.compiled import bitboards, column_cell
from engine.ai.threat_board import threat_board
from engine.game import EMPTY, Game
from engine.record.analysis_data import PositionValue, Result, Source
from engine.rules import Cell

SMALL_BOARD_CELLS = 27
"""Boards this small (tic-tac-toe, cube-3) the pure-Python solver solves from the first move in
some 10 ms: their every position is proven."""
SOLVER_EMPTY_CELLS = 16
"""On other boards without the compiled solver, the pure-Python solver is tried from this many
empty cells down (it rarely finishes with more in the time of one position)."""
SOLVER_SHARE = 0.5
"""Its share of a position's time there; threat-space search has the rest."""
EXACT_SHARE = 0.5
"""On the compiled solver's boards, the share of the time the weak solve (the result) leaves
for the exact score (the distance): where the result took long, the distance would take
longer, and a position's time is better spent on the next result."""


def exact_board(game: Game) -> bool:
    """True when the solver proves every position of this game in the usual time: the compiled
    solver's boards (Connect Four and its relatives), and the small boards."""
    rules = game.rules
    if rules.players != 2 or rules.target != 1:
        return False
    return compiled.fits(rules) or rules.cell_count <= SMALL_BOARD_CELLS


def proven_value(game: Game, budget: Budget) -> PositionValue | None:
    """The value of `game` for the side to move, proven within `budget`: its outcome once it is
    over; with two players and the first line winning, by the book, the solver or a forced win
    by threats. None when nothing proves it in time."""
    if game.is_over():
        return values.from_outcome(game, game.to_move)
    if not takes(game):
        return None
    in_book = _by_book(game)
    if in_book is not None:
        return in_book
    if compiled.fits(game.rules):
        solved = _by_compiled_solver(game, budget)
        if solved is None and book.won_past_the_book(game):
            # Where the solver ran out of time one stone past the book: the win a lost
            # position before it leaves to the side to move now (with time, the distance too).
            return values.from_result(1, Source.BOOK)
        return solved
    if game.rules.cell_count <= SMALL_BOARD_CELLS:
        score = score_within(game, for_python(budget))
        return None if score is None else values.from_score(score, game, Source.SOLVER)
    if game.board.count(EMPTY) <= SOLVER_EMPTY_CELLS:
        score = score_within(game, for_python(budget.part(SOLVER_SHARE)))
        if score is not None:
            return values.from_score(score, game, Source.SOLVER)
    line = threat_line(threat_board(game), budget)
    if line is not None:
        return values.threat_win(winner_moves(line))
    # Then the strategy book (Qubic): it proves the result where the threats above found no
    # win for the side to move, but says nothing of the distance they give.
    proven = strategy.known_result(game)
    if proven is not None:
        return values.from_result(proven, Source.BOOK)
    # Last, off the book's line, the proof search of the first player's win.
    searched = proof_search.proven_result(game, budget)
    return None if searched is None else values.from_result(searched, Source.PROOF)


def _by_book(game: Game) -> PositionValue | None:
    """The Connect Four book's word where it has the position: the exact score where it knows
    it, else the result (its exact score would take the solver minutes so early)."""
    known = book.known_score(game)
    if known is not None:
        return values.from_score(known, game, Source.BOOK)
    result = book.known_result(game)
    return None if result is None else values.from_result(result, Source.BOOK)


def _by_compiled_solver(game: Game, budget: Budget) -> PositionValue | None:
    """The weak solve's result first, then the exact score in a share of the time left."""
    from engine.ai._kernel import connect

    seconds = kernel_seconds(budget)
    if seconds == 0.0:
        return None
    weak, nodes = connect.solve(
        *bitboards(game), weak=True, seconds=seconds, max_nodes=budget.max_nodes, stop=budget.stop
    )
    spend(budget, nodes)
    if weak is None:
        return None
    score, nodes = compiled.solve(game, budget.part(EXACT_SHARE))
    spend(budget, nodes)
    if score is None:
        return values.from_result(weak, Source.SOLVER)
    return values.from_score(score, game, Source.SOLVER)


def keeping_move(game: Game, value: PositionValue, budget: Budget) -> Cell | None:
    """A move of `game` that keeps its proven `value` (a win or a draw for the side to move),
    found by what proved it; None when none is found within `budget`."""
    if value.result not in (Result.WIN, Result.DRAW):
        return None
    if value.source is Source.THREATS:
        board = threat_board(game)
        line = threat_line(board, budget)
        return None if line is None else game.geometry.cells[line[0]]
    known = book.book_move(game) or strategy.winning_move(game)
    if known is not None:
        return known
    if value.source is Source.PROOF:
        return proof_search.winning_move(game)
    if compiled.fits(game.rules):
        from engine.ai._kernel import connect

        found, _ = connect.best_move(
            *bitboards(game),
            1 if value.result is Result.WIN else 0,
            weak=True,
            seconds=kernel_seconds(budget),
            max_nodes=budget.max_nodes,
            stop=budget.stop,
        )
        if found is None:
            return None
        return game.landing(column_cell(game.rules, found[0]))
    return move_within(game, for_python(budget))


def kernel_seconds(budget: Budget) -> float | None:
    """The time left in `budget` as the compiled solver takes it (None: no deadline)."""
    left = budget.remaining()
    return None if math.isinf(left) else left
