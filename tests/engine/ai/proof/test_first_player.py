"""Expert as the first player on 3×3×3 plays the strategy book, then the forced win: it wins
every game, against hard, expert (with ten times its time) and random (several seeds); the
hints and the proven results say so."""

from __future__ import annotations

import pytest

from engine.ai import choose_move
from engine.ai.levels import DEFAULT_SECONDS
from engine.ai.proof.known import known_result, winning_move
from engine.game import Game
from engine.rules import PRESETS

OPPONENTS = [
    ("hard", None, 0),
    ("expert", 10 * DEFAULT_SECONDS["expert"], 0),
    *(("random", None, seed) for seed in range(1, 6)),
]


@pytest.mark.parametrize(("level", "seconds", "seed"), OPPONENTS)
def test_expert_first_on_cube_3_wins_every_game(
    level: str, seconds: float | None, seed: int
) -> None:
    game = Game(PRESETS["cube-3"])
    while not game.is_over():
        if game.to_move == 0:
            assert known_result(game) == 1
            cell = choose_move(game, "expert", seed=seed)
            assert cell == winning_move(game)
        else:
            cell = choose_move(game, level, seconds=seconds, seed=seed)
        game.play(cell)
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.winners == (0,)


def test_the_second_player_is_proven_to_lose_after_the_centre() -> None:
    game = Game(PRESETS["cube-3"])
    game.play((1, 1, 1))
    assert known_result(game) == -1
    assert winning_move(game) is None


def test_nothing_is_claimed_once_the_first_player_leaves_the_strategy() -> None:
    game = Game(PRESETS["cube-3"])
    game.play((0, 0, 0))  # a corner: the second player holds it (the search disproves it)
    assert known_result(game) is None
    assert known_result(Game(PRESETS["qubic"])) in (None, 1)
    assert known_result(Game(PRESETS["tic-tac-toe"])) is None
