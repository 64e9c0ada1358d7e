"""Slower wins in Connect Four puzzles, for the tests that answer one (engine, terminal and
window alike)."""

from __future__ import annotations

from engine.puzzles.exact import move_results
from engine.puzzles.puzzle import Kind, Puzzle
from engine.rules import Cell


def slower_win(puzzle: Puzzle) -> tuple[Cell, int] | None:
    """After the puzzle's first move and the engine's reply, a move that wins too but in more
    of the player's moves than are left, and how many; None when the puzzle has none there."""
    if puzzle.kind is not Kind.WIN or puzzle.win_in < 2:
        return None
    game = puzzle.game()
    game.play(puzzle.solution[0])
    game.play(puzzle.solution[1])
    left = puzzle.win_in - 1
    slower = [(cell, r) for cell, r in move_results(game).items() if r > left]
    return slower[0] if slower else None
