"""Games for the analysis tests and the value the analysis must find: expert games with random
slips, a Qubic game with a missed forced win, and the exact solver (or the opening book) as the
oracle of a position's value."""

from __future__ import annotations

import random

from engine import PRESETS, Game, Rules
from engine.ai import choose_move, forced_win, solve
from engine.ai.analysis.values import from_score
from engine.ai.budget import Budget
from engine.ai.levels import think
from engine.ai.solver import book
from engine.record.analysis_data import PositionValue, Result, Source

CONNECT_FOUR = PRESETS["connect-four"]
QUBIC = PRESETS["qubic"]


def slipping_game(rules: Rules, seed: int, slipper: int, slip: float = 0.3) -> Game:
    """Expert against expert (node-capped, so repeatable), where player `slipper` plays a random
    move instead with probability `slip`."""
    rng = random.Random(seed)
    game = Game(rules)
    while not game.is_over():
        if game.to_move == slipper and rng.random() < slip:
            game.play(rng.choice(game.legal_moves()))
        else:
            game.play(think(game, "expert", Budget(None, max_nodes=30_000), seed=seed))
    return game


RESULTS = {1: Result.WIN, 0: Result.DRAW, -1: Result.LOSS}


def solver_value(game: Game) -> PositionValue:
    """The exact solver's value of `game` for the side to move."""
    score = solve(game)
    assert score is not None
    return from_score(score, game, Source.SOLVER)


def oracle(game: Game) -> PositionValue:
    """The value the analysis must find for the side to move: the solver's; in the positions of
    the opening book (up to 8 stones, whose exact solve takes seconds) the book's, which
    tests/engine/ai/solver/test_book.py holds to the solver."""
    known = book.known_result(game) if game.rules == CONNECT_FOUR else None
    if known is None:
        return solver_value(game)
    score = book.known_score(game)
    if score is not None:
        return from_score(score, game, Source.BOOK)
    return PositionValue.proven_result(RESULTS[known], None, Source.BOOK)


def missed_win() -> tuple[Game, int]:
    """A game of medium and random moves (seeded) up to the first position where the side to
    move has a forced win by threats of two moves or more and a move elsewhere lets the
    opponent force a win by threats; then that move, and the opponent's win played out. The
    game and the ply of the position."""
    for seed in range(40):
        rng = random.Random(seed)
        game = Game(QUBIC)
        while not game.is_over():
            win = forced_win(game)
            if win is not None and win.source is Source.THREATS and len(win.moves) >= 3:
                for cell in game.legal_moves():
                    after = game.copy()
                    after.play(cell)
                    theirs = forced_win(after)
                    if cell != win.moves[0] and theirs is not None and len(theirs.moves) >= 3:
                        ply = game.ply
                        for move in (cell, *theirs.moves):
                            game.play(move)
                        return game, ply
            if rng.random() < 0.5:
                game.play(rng.choice(game.legal_moves()))
            else:
                game.play(choose_move(game, "medium", seed=seed))
    raise AssertionError("no game with a missed win among the seeds")
