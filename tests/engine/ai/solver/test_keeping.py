"""Expert's Connect Four move within a budget (engine.ai.solver.keeping) against the pure-Python
solver: with time enough it keeps the exact score; with little, every result it claims is the
oracle's, a move it names keeps the result, and the moves it leaves to the search are those not
proven to lose. Node caps, no clocks."""

from __future__ import annotations

import random

import pytest

from engine import Game, Rules
from engine.ai.budget import Budget
from engine.ai.solver import solve
from engine.ai.solver.keeping import keeping_move, probe
from tests.support.games import random_position

BOARDS = [
    pytest.param(Rules((5, 4), 4, gravity=1), 3, id="5x4-four"),
    pytest.param(Rules((6, 5), 4, gravity=1), 10, id="6x5-four"),
]


def result_after(game: Game, cell: tuple[int, ...]) -> int:
    """The oracle's result for the side to move in `game` after `cell`."""
    after = game.copy()
    after.play(cell)
    score = solve(after, kernel=False)
    assert score is not None
    return -((score > 0) - (score < 0))


@pytest.mark.parametrize(("rules", "low"), BOARDS)
def test_with_time_enough_the_exact_score_is_kept(rules: Rules, low: int) -> None:
    rng = random.Random(7)
    for _ in range(8):
        game = random_position(rules, rng, low, low + 6)
        score = solve(game, kernel=False)
        found = keeping_move(game, Budget(None))
        assert found.move is not None
        game.play(found.move)
        assert solve(game, kernel=False) == -(score or 0), game.moves


@pytest.mark.parametrize(("rules", "low"), BOARDS)
@pytest.mark.parametrize("nodes", [300, 3_000, 30_000])
def test_with_little_time_what_it_says_is_true(rules: Rules, low: int, nodes: int) -> None:
    rng = random.Random(nodes)
    undecided = 0
    for _ in range(10):
        game = random_position(rules, rng, low, low + 4)
        score = solve(game, kernel=False)
        assert score is not None
        result = (score > 0) - (score < 0)
        found = keeping_move(game, Budget(None, None, nodes))
        for cell, claimed in found.results.items():
            assert claimed == result_after(game, cell), (game.moves, cell)
        if found.move is not None:
            assert result_after(game, found.move) == result, game.moves
            continue
        undecided += 1
        legal = game.legal_moves()
        assert set(found.candidates) <= set(legal)
        proven_losing = {c for c, r in found.results.items() if r < 0}
        if len(proven_losing) < len(legal):
            assert not proven_losing & set(found.candidates)
        else:
            assert set(found.candidates) == set(legal)
    if nodes == 300:
        assert undecided  # the small cap leaves some positions to the search


def test_probes_stop_at_a_proven_win_and_keep_to_their_node_cap() -> None:
    rules = Rules((5, 4), 4, gravity=1)
    rng = random.Random(3)
    wins = 0
    for _ in range(12):
        game = random_position(rules, rng, 4, 10)
        capped, used = probe(game, Budget(None, None, 5_000))
        assert used <= 5_000
        results, _ = probe(game, Budget(None))
        for cell, claimed in capped.items():
            assert claimed == result_after(game, cell)
        if 1 in results.values():
            wins += 1
            assert list(results.values()).count(1) == 1  # the first win ends the probes
        else:
            assert set(results) == set(game.legal_moves())
        for cell, claimed in results.items():
            assert claimed == result_after(game, cell)
    assert wins
