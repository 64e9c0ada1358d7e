"""Exact results for puzzles, from hyperrow's exact solver (engine.ai.solve): what each move
leads to with best play, counted in moves. Connect Four is solved by the compiled kernel, 3×3×3
by the pure-Python search; both take a puzzle's position in milliseconds. `kernel=False` asks
the pure-Python reference search alone, the independent check of the compiled one.

A result is a whole number: +d when the mover wins with its d-th move (the move itself counted),
-d when the other side wins with its d-th move after it, 0 for a draw.
"""

from __future__ import annotations

from engine.ai.solver import solve
from engine.ai.solver.engine_board import playable_cells
from engine.game import Game
from engine.rules import Cell

EXACT_BOARDS = ("connect-four", "cube-3")
"""The boards whose puzzles the exact solver proves."""


def exact_board(board: str) -> bool:
    """True when the puzzles of the preset `board` are proven by the exact solver."""
    return board in EXACT_BOARDS


def distance(game: Game, *, kernel: bool = True) -> int:
    """The exact result of `game` (not over) for the side to move: +d wins with its d-th move,
    -d loses to the other side's d-th move, 0 a draw."""
    return _moves(game, solve(game, kernel=kernel), game.ply)


def move_result(game: Game, cell: Cell, *, kernel: bool = True) -> int:
    """The exact result of the side to move playing `cell` (legal), counted from its move:
    +d it wins with its d-th move (1: at once), -d the other side wins with its d-th move
    after it, 0 a draw. `game` is left as it was."""
    game.play(cell)
    try:
        if game.is_over():
            outcome = game.outcome()
            return 0 if outcome is None or outcome.is_draw else 1
        after = distance(game, kernel=kernel)
    finally:
        game.undo()
    # The other side's loss to the mover's d-th move after this one is the mover's (d+1)-th.
    return 1 - after if after < 0 else -after


def move_results(game: Game, *, kernel: bool = True) -> dict[Cell, int]:
    """`move_result` of every legal move, in the order of `game.legal_moves()`."""
    return {cell: move_result(game, cell, kernel=kernel) for cell in game.legal_moves()}


def _moves(game: Game, score: int | None, ply: int) -> int:
    """The solver's score (engine.ai.solver's convention: a side that wins with n stones on the
    board before its last scores (C + 1 - n) // 2, a loss the negative of the winner's score)
    in moves: the mover's d-th move from `ply` is stone ply + 2(d - 1), the other side's
    stone ply + 2d - 1."""
    if score is None:
        raise RuntimeError("the exact solver stopped without a score")
    cells = playable_cells(game.rules)
    if score > 0:
        return (cells + 3 - ply) // 2 - score
    if score < 0:
        return -((cells + 2 - ply) // 2 + score)
    return 0
