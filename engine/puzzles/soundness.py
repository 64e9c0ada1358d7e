"""What makes a puzzle sound, checked two ways: `line_problem`, cheap enough for every pack
load (the moves and the solution legal, the solution's line ending as it says, its first move
winning in win_in and no sooner, or not losing within win_in; the proof one the board can
have), and `proof_problem`, the whole proof the builder and the tests run: the answer unique
under the puzzle's proof, the line's replies the longest defence, win_in exact.

Under an exact proof (engine.puzzles.exact, on EXACT_BOARDS) a win's first move is the only
move that wins at all and a defence's move the only one that does not lose. Under "depth D"
(engine.puzzles.proof, the bounded search) no other first move wins within D of the mover's
moves, and after the saving move the other side has no forced win within D while after any
other it has one within win_in."""

from __future__ import annotations

from engine.game import Game
from engine.geometry import geometry
from engine.puzzles.exact import exact_board, move_result, move_results
from engine.puzzles.proof import Prover
from engine.puzzles.puzzle import Kind, Puzzle

DEFEND_HORIZON = 3
"""The other side's moves within which a saving move is proven to leave it no forced win, on
boards without the exact solver."""
WIN_MARGIN = 3
"""On boards without the exact solver, a win in N is proven the only first move that wins
within N + 1 to N + WIN_MARGIN of the mover's moves (the builder proves as far as it can)."""
MIN_CHOICES = 3
"""The fewest legal moves a puzzle's position offers (with fewer there is nothing to find)."""


def line_problem(puzzle: Puzzle) -> str | None:
    """What is wrong with `puzzle`'s position and line, found without a search beyond its
    first move; None when nothing is."""
    depth = puzzle.proof.depth
    if depth is None and not exact_board(puzzle.board):
        return f"an exact proof, but {puzzle.board} has no exact solver"
    if depth is not None and puzzle.kind is Kind.WIN and depth <= puzzle.win_in:
        return f"a proof to depth {depth} says nothing beyond the win in {puzzle.win_in}"
    if depth is not None and depth < puzzle.win_in:
        return f"a proof to depth {depth} cannot prove a loss in {puzzle.win_in}"
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
    if puzzle.win_in > 1 and prover.move_wins_within(first, puzzle.win_in - 1):
        return f"the first move wins sooner than in {puzzle.win_in}"
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


def proof_problem(puzzle: Puzzle, max_nodes: int | None = None) -> str | None:
    """The whole proof of `puzzle` under its proof: None when it holds, else what fails.
    `max_nodes` caps the bounded search's positions (ProofTooLong past them)."""
    problem = line_problem(puzzle)
    if problem is not None:
        return problem
    game = puzzle.game()
    if len(game.legal_moves()) < MIN_CHOICES:
        return "too few moves to choose from"
    if puzzle.proof.depth is None:
        return _exact_problem(game, puzzle)
    return _depth_problem(Prover(game, max_nodes), puzzle, puzzle.proof.depth)


def _exact_problem(game: Game, puzzle: Puzzle) -> str | None:
    results = move_results(game)
    first = puzzle.solution[0]
    if puzzle.kind is Kind.DEFEND:
        holding = [cell for cell, result in results.items() if result >= 0]
        if holding != [first]:
            return f"the moves that do not lose are {_listed(holding)}, not the solution alone"
        slowest = max(-result for result in results.values() if result < 0)
        if slowest != puzzle.win_in:
            return f"the other moves lose within {slowest}, not {puzzle.win_in}"
        return None
    winning = [cell for cell, result in results.items() if result > 0]
    if winning != [first]:
        return f"the moves that win are {_listed(winning)}, not the solution alone"
    if results[first] != puzzle.win_in:
        return f"the first move wins in {results[first]}, not {puzzle.win_in}"
    left = puzzle.win_in
    for i in range(1, len(puzzle.solution), 2):
        game.play(puzzle.solution[i - 1])
        left -= 1
        reply = puzzle.solution[i]
        if move_result(game, reply) != -left:
            return f"solution[{i}] is not the longest defence"
        game.play(reply)
        if move_result(game, puzzle.solution[i + 1]) != left:
            return f"solution[{i + 1}] is not the quickest win"
    return None


def _depth_problem(prover: Prover, puzzle: Puzzle, depth: int) -> str | None:
    index = geometry(puzzle.rules).index
    first = index[puzzle.solution[0]]
    if puzzle.kind is Kind.DEFEND:
        return _defence_problem(prover, first, puzzle.win_in, depth)
    if puzzle.win_in > 1 and prover.wins_within(puzzle.win_in - 1):
        return f"the side to move wins sooner than in {puzzle.win_in}"
    if prover.winning_moves(depth, limit=2) != [first]:
        return f"the first move is not the only one that wins within {depth}"
    # Each reply in the line must be a best defence: the win takes the moves left, no fewer.
    left = puzzle.win_in
    for i in range(1, len(puzzle.solution), 2):
        prover.push(index[puzzle.solution[i - 1]])
        prover.push(index[puzzle.solution[i]])
        left -= 1
        if prover.distance(left) != left:
            return f"solution[{i}] is not the longest defence"
    return None


def _defence_problem(prover: Prover, save: int, win_in: int, depth: int) -> str | None:
    if prover.wins_within(1):
        return "the side to move wins at once: nothing to defend"
    longest = 0
    for move in prover.board.legal():
        prover.push(move)
        try:
            if move == save:
                if prover.wins_within(depth):
                    return f"the saving move loses within {depth} too"
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


def _listed(cells: list[tuple[int, ...]]) -> str:
    return ", ".join(str(list(cell)) for cell in cells) or "none"
