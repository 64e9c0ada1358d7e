"""Expert plays exactly where the solver reaches: Connect Four from the book and the compiled
solver, tic-tac-toe and cube-3 from the first move. Node caps, no clocks: the games repeat."""

from __future__ import annotations

import random

import pytest

from engine import PRESETS, Game
from engine.ai import known_value, solve
from engine.ai.budget import Budget
from engine.ai.levels import think
from engine.ai.solver.book import connect_four_book, known_result

# Enough for the compiled solver to finish from 12 stones on (some 10^6 nodes at most there).
EXPERT_NODES = 20_000_000


def expert(game: Game, nodes: int = EXPERT_NODES) -> tuple[int, ...]:
    return think(game, "expert", Budget(None, None, nodes), seed=1)


def random_games(count: int, plies: int) -> list[list[Game]]:
    """`count` random Connect Four games, as their positions at plies 0..`plies`."""
    games = []
    for seed in range(count):
        rng = random.Random(seed)
        game = Game(PRESETS["connect-four"])
        positions = [game.copy()]
        while game.ply < plies:
            game.play(rng.choice(game.legal_moves()))
            if game.is_over():
                break
            positions.append(game.copy())
        games.append(positions)
    return games


@pytest.mark.slow
def test_expert_keeps_the_value_of_connect_four_in_and_after_the_book() -> None:
    # Positions whose moves lead into the book keep the book's result, those of 12 to 20 stones
    # the compiled solver's exact score; the plies in between take the solver seconds to
    # minutes a move (benchmarks/expert_connect4.py measures them).
    book = connect_four_book()
    assert book is not None
    checked = 0
    for positions in random_games(4, 20):
        for game in positions:
            after = game.copy()
            if game.ply < book.plies:
                after.play(expert(game))
                assert known_result(after) == -(known_result(game) or 0), game.moves
            elif game.ply >= 12:
                score = solve(game)
                assert score is not None
                after.play(expert(game))
                assert solve(after) == -score, game.moves
            else:
                continue
            checked += 1
    assert checked >= 4 * book.plies + 20


@pytest.mark.parametrize("opponent", ["random", "medium", "hard", "expert"])
def test_expert_always_wins_cube_3_as_the_first_player(opponent: str) -> None:
    for seed in range(3):
        game = Game(PRESETS["cube-3"])
        rng = random.Random(seed)
        while not game.is_over():
            if game.to_move == 0:
                # The side to move keeps a won position all along.
                assert (solve(game) or 0) > 0
                game.play(expert(game, 200_000))
            else:
                budget = Budget(None, None, 20_000)
                game.play(think(game, opponent, budget, seed=rng.randrange(1 << 30)))
        outcome = game.outcome()
        assert outcome is not None
        assert outcome.winners == (0,), (opponent, seed, game.moves)


def test_expert_never_loses_tic_tac_toe() -> None:
    for seats in ((0, 1), (1, 0)):
        for seed in range(4):
            game = Game(PRESETS["tic-tac-toe"])
            rng = random.Random(seed)
            while not game.is_over():
                if game.to_move == seats[0]:
                    game.play(expert(game, 100_000))
                else:
                    game.play(rng.choice(game.legal_moves()))
            outcome = game.outcome()
            assert outcome is not None
            assert seats[1] not in outcome.winners


def test_known_value_reads_the_book_solves_or_says_none() -> None:
    empty = Game(PRESETS["connect-four"])
    book = connect_four_book()
    assert book is not None
    # The empty board is in the book: known at once, even with no time at all.
    assert (known_value(empty, 0.0) or 0) > 0
    late = random_games(1, 30)[0][-1]
    assert known_value(late, 5.0) == solve(late)
    assert known_value(Game(PRESETS["tesseract"]), 1.0) is None  # nine lines to win: no solver
    assert known_value(Game(PRESETS["qubic"]), 0.05) is None  # out of time
