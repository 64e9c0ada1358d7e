"""What makes a puzzle sound, checked two ways: `line_problem`, cheap enough for every pack
load (the moves and the solution legal, the solution's line ending as it says, its first move
winning, or not losing within win_in), and `proof_problem`, the whole proof the builder and the
tests run (the first move the only one that wins within win_in, or the only one that saves; the
win forced against every defence; win_in exact).

"Saves" is proven to a horizon: after the saving move the other side has no forced win within
DEFEND_HORIZON of its moves, while after any other move it has one within win_in."""

from __future__ import annotations

from engine.game import Game
from engine.puzzles.proof import Prover
from engine.puzzles.puzzle import Kind, Puzzle

DEFEND_HORIZON = 3
"""The other side's moves within which a saving move is proven to leave it no forced win."""
MIN_CHOICES = 3
"""The fewest legal moves a puzzle's position offers (with fewer there is nothing to find)."""


def line_problem(puzzle: Puzzle) -> str | None:
    """What is wrong with `puzzle`'s position and line, found without a search beyond its
    first move; None when nothing is."""
    try:
        game = puzzle.game()
    except ValueError as error:
        return f"the position: {error}"
    if game.is_over():
        return "the position is already over"
    prover = Prover(game)
    first = game.geometry.index.get(puzzle.solution[0]) if puzzle.solution else None
    if first is None or first not in prover.board.legal():
        return "the solution's first move is not a legal move"
    if puzzle.kind is Kind.DEFEND:
        if len(puzzle.solution) != 1:
            return "a defence's solution is one move"
        prover.push(first)
        saved = not prover.wins_within(puzzle.win_in)
        prover.pop()
        return None if saved else f"the saving move loses within {puzzle.win_in} too"
    if len(puzzle.solution) != 2 * puzzle.win_in - 1:
        return f"a win in {puzzle.win_in} takes {2 * puzzle.win_in - 1} moves"
    if not prover.move_wins_within(first, puzzle.win_in):
        return f"the first move does not win in {puzzle.win_in}"
    return _replay_problem(game, puzzle)


def _replay_problem(game: Game, puzzle: Puzzle) -> str | None:
    """Whether the solution plays legally to the mover's win with its last stone."""
    winner = game.to_move
    for i, cell in enumerate(puzzle.solution):
        if game.is_over():
            return f"solution[{i}]: the game is already over"
        if not game.is_legal(cell):
            return f"solution[{i}]: {list(cell)} is not a legal move"
        game.play(cell)
    outcome = game.outcome()
    if outcome is None or outcome.winners != (winner,):
        return "the solution does not end in the mover's win"
    return None


def proof_problem(puzzle: Puzzle) -> str | None:
    """The whole proof of `puzzle`: None when it holds, else what fails."""
    problem = line_problem(puzzle)
    if problem is not None:
        return problem
    game = puzzle.game()
    prover = Prover(game)
    if len(prover.board.legal()) < MIN_CHOICES:
        return "too few moves to choose from"
    index = game.geometry.index
    first = index[puzzle.solution[0]]
    if puzzle.kind is Kind.DEFEND:
        return _defence_problem(prover, first, puzzle.win_in)
    if puzzle.win_in > 1 and prover.wins_within(puzzle.win_in - 1):
        return f"the side to move wins sooner than in {puzzle.win_in}"
    if prover.winning_moves(puzzle.win_in, limit=2) != [first]:
        return f"the first move is not the only one that wins in {puzzle.win_in}"
    # Each reply in the line must be a best defence: the win takes the moves left, no fewer.
    left = puzzle.win_in
    for i in range(1, len(puzzle.solution), 2):
        prover.push(index[puzzle.solution[i - 1]])
        prover.push(index[puzzle.solution[i]])
        left -= 1
        if prover.distance(left) != left:
            return f"solution[{i}] is not the longest defence"
    return None


def _defence_problem(prover: Prover, save: int, win_in: int) -> str | None:
    if prover.wins_within(1):
        return "the side to move wins at once: nothing to defend"
    longest = 0
    for move in prover.board.legal():
        prover.push(move)
        try:
            if move == save:
                if prover.wins_within(DEFEND_HORIZON):
                    return "the saving move loses too"
                continue
            loss = prover.distance(win_in)
        finally:
            prover.pop()
        if loss is None:
            return f"another move saves too ({list(prover.cell(move))})"
        longest = max(longest, loss)
    if longest != win_in:
        return f"the other moves lose within {longest}, not {win_in}"
    return None
