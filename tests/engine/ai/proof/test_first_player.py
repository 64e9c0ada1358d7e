"""Expert as the first player on 3×3×3 and on Qubic plays the strategy book, then the forced win:
it wins every game, against hard, expert (with ten times its time) and random (several seeds),
and so it does on Score Four from the shallowest position its build has proven;
the hints and the proven results say so at every move, and `hyperrow analyse --json` of each
game reports every move proven: "win" before each of the first player's moves, "loss" before
each of the second's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import record
from engine.ai import choose_move
from engine.ai.levels import DEFAULT_SECONDS
from engine.ai.proof import strategy_book
from engine.ai.proof.boards import stones_game
from engine.ai.proof.book_verdicts import known_result, winning_move
from engine.ai.proof.cube_symmetry import split_key
from engine.game import Game
from engine.rules import PRESETS
from tests.support.terminal_games import play

OPPONENTS = [
    ("hard", None, 0),
    # Minutes on Qubic: expert thinks ten times its time on every move.
    pytest.param("expert", 10 * DEFAULT_SECONDS["expert"], 0, marks=pytest.mark.slow),
    *(("random", None, seed) for seed in range(1, 6)),
]


@pytest.mark.parametrize("board", ["cube-3", "qubic"])
@pytest.mark.parametrize(("level", "seconds", "seed"), OPPONENTS)
def test_expert_first_wins_every_game_and_the_analysis_proves_every_move(
    board: str, level: str, seconds: float | None, seed: int, tmp_path: Path
) -> None:
    game = Game(PRESETS[board])
    expert_wins_as_first(game, level, seconds, seed)
    assert_analysis_proves(game, 0, tmp_path)


def expert_wins_as_first(game: Game, level: str, seconds: float | None, seed: int) -> None:
    """Play `game` to its end, expert as the first player against `level`: every position of
    it is proven, won for the first player to move and lost for the second, and expert plays
    the proven win."""
    while not game.is_over():
        if game.to_move == 0:
            assert known_result(game) == 1
            cell = choose_move(game, "expert", seed=seed)
            assert cell == winning_move(game)
        else:
            assert known_result(game) == -1
            cell = choose_move(game, level, seconds=seconds, seed=seed)
        game.play(cell)
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.winners == (0,)


def assert_analysis_proves(game: Game, start: int, tmp_path: Path) -> None:
    """`hyperrow analyse --json` of the saved `game` reports every move from ply `start` on
    proven: "win" before each of the first player's moves, "loss" before the second's."""
    path = tmp_path / "game.hyperrow"
    record.save(game, path)
    code, output = play(["analyse", str(path), "--json"], [])
    assert code == 0
    moves = json.loads(output)["moves"][start:]
    assert len(moves) == game.ply - start
    assert all(move["proven"] for move in moves)
    assert [move["result_before"] for move in moves] == [
        "win" if ply % 2 == 0 else "loss" for ply in range(start, game.ply)
    ]


def test_the_second_player_is_proven_to_lose_after_the_centre() -> None:
    game = Game(PRESETS["cube-3"])
    game.play((1, 1, 1))
    assert known_result(game) == -1
    assert winning_move(game) is None


def test_the_second_player_is_proven_to_lose_after_the_books_first_move() -> None:
    game = Game(PRESETS["qubic"])
    assert known_result(game) == 1
    cell = winning_move(game)
    assert cell is not None
    game.play(cell)
    assert known_result(game) == -1


def test_nothing_is_claimed_once_the_first_player_leaves_the_strategy() -> None:
    game = Game(PRESETS["cube-3"])
    game.play((0, 0, 0))  # a corner: the second player holds it (the search disproves it)
    assert known_result(game) is None
    assert known_result(Game(PRESETS["tic-tac-toe"])) is None


def shallowest_proven_score_four() -> Game:
    """The position of the shipped Score Four book with the fewest stones (the first player to
    move): Score Four is unsolved, and its book proves the positions its build has settled."""
    book = strategy_book.loads(strategy_book.book_path("score-four").read_bytes())
    key = min(book.moves, key=lambda key: (key.bit_count(), key))
    return stones_game(PRESETS["score-four"], *split_key(key, 64))


@pytest.mark.parametrize(("level", "seconds", "seed"), OPPONENTS)
def test_expert_first_wins_score_four_from_its_shallowest_proven_position(
    level: str, seconds: float | None, seed: int, tmp_path: Path
) -> None:
    game = shallowest_proven_score_four()
    start = game.ply
    expert_wins_as_first(game, level, seconds, seed)
    assert_analysis_proves(game, start, tmp_path)
