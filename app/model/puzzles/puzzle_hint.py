"""A hint inside a puzzle: the move to play now (the solution's while the player follows it,
else a quickest win the puzzle's proof finds), given in two steps on boards of three axes or
more: first the slice it lies in (the layer along the last axis stones do not fall along: z
on Qubic, y on Score Four, w on 4D), then the cell. Data only: the window words and draws it."""

from __future__ import annotations

from dataclasses import dataclass

from engine.game import Game
from engine.puzzles.attempt import PuzzleRun
from engine.puzzles.exact import move_results
from engine.puzzles.proof import Prover
from engine.puzzles.puzzle import Kind
from engine.rules import Cell, Rules


@dataclass(frozen=True)
class Hint:
    """What a hint shows: `cell`, the move, and how much of it: the whole cell, or only
    `axis`'s index of it (the slice), with the `cells` to play in that slice."""

    cell: Cell
    axis: int | None
    """The axis of the slice named, None when the cell itself is shown."""
    cells: tuple[Cell, ...]
    """The cells the hint marks: the moves of the slice, or the cell alone."""


def slice_axis(rules: Rules) -> int | None:
    """The axis whose slice a first hint names: the last one stones do not fall along, on
    boards of three axes or more; None on flat boards (the cell at once)."""
    if rules.ndim < 3:
        return None
    return max(axis for axis in range(rules.ndim) if axis != rules.gravity)


def next_move(run: PuzzleRun) -> Cell:
    """The move the player should play now in `run` (the player to move, not finished)."""
    puzzle, game = run.puzzle, run.game
    played = game.moves[len(puzzle.moves) :]
    if puzzle.kind is Kind.DEFEND or played == puzzle.solution[: len(played)]:
        return puzzle.solution[len(played)]
    if puzzle.proof.exact:
        results = move_results(game)
        wins = [cell for cell, result in results.items() if result > 0]
        return min(wins, key=lambda cell: results[cell])
    prover = Prover(game)
    return game.geometry.cells[prover.winning_moves(run.left, limit=1)[0]]


def hint_for(run: PuzzleRun, level: int) -> Hint:
    """The hint at `level` (1: the first press, 2 and on: the cell) for the move to play."""
    cell = next_move(run)
    axis = slice_axis(run.game.rules)
    if level >= 2 or axis is None:
        return Hint(cell, None, (cell,))
    return Hint(cell, axis, _moves_in_slice(run.game, axis, cell[axis]))


def _moves_in_slice(game: Game, axis: int, index: int) -> tuple[Cell, ...]:
    return tuple(cell for cell in game.legal_moves() if cell[axis] == index)
