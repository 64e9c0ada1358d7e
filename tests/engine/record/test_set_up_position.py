"""A position set up by hand becomes moves that reach it (engine/record/set_up_position.py):
random positions of every preset rebuilt from their stones alone, and each kind of position no
game reaches refused with its reason."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import PRESETS, Game, Rules
from engine.record.set_up_position import (
    PositionError,
    SetUpProblemKind,
    expected_counts,
    game_for,
    moves_for,
)
from engine.rules import PRESET_TABLE, Cell

PROPERTY = settings(max_examples=60, deadline=None)
SEATED = [(name, players) for name, preset in PRESET_TABLE.items() for players in preset.players()]


def stones_of(game: Game) -> dict[Cell, int]:
    """The stones on `game`'s board, their order forgotten."""
    return {
        cell: player for cell in game.geometry.cells if (player := game.stone_at(cell)) is not None
    }


def random_position(rules: Rules, picks: list[int]) -> Game:
    """A game of random legal moves that is not over (its last move taken back if it ended)."""
    game = Game(rules)
    for pick in picks:
        legal = game.legal_moves()
        game.play(legal[pick % len(legal)])
        if game.is_over():
            game.undo()
            break
    return game


@pytest.mark.parametrize(("name", "players"), SEATED)
@PROPERTY
@given(picks=st.lists(st.integers(0, 10**6), max_size=60))
def test_a_random_position_is_rebuilt_from_its_stones(
    name: str, players: int, picks: list[int]
) -> None:
    rules = replace(PRESETS[name], players=players)
    played = random_position(rules, picks)
    rebuilt = game_for(rules, stones_of(played), played.to_move)
    assert rebuilt.board_array().tolist() == played.board_array().tolist()
    assert rebuilt.to_move == played.to_move
    assert rebuilt.ply == played.ply
    assert not rebuilt.is_over()
    replay = Game(rules)
    for cell in rebuilt.moves:
        replay.play(cell)
    assert replay.board_array().tolist() == played.board_array().tolist()


def refused(rules: Rules, stones: dict[Cell, int], to_move: int) -> SetUpProblemKind:
    with pytest.raises(PositionError) as caught:
        moves_for(rules, stones, to_move)
    return caught.value.problem.kind


def test_counts_that_do_not_alternate_for_the_side_to_move() -> None:
    rules = PRESETS["qubic"]
    assert refused(rules, {(0, 0, 0): 0, (1, 0, 0): 0}, 0) is SetUpProblemKind.COUNTS
    assert refused(rules, {(0, 0, 0): 0}, 0) is SetUpProblemKind.COUNTS
    with pytest.raises(PositionError) as caught:
        moves_for(rules, {(0, 0, 0): 0, (1, 0, 0): 0, (2, 0, 0): 1}, 0)
    assert caught.value.problem.counts == (2, 1)
    assert caught.value.problem.expected == (2, 2)
    assert expected_counts(3, 2, 1) == (2, 1)
    assert expected_counts(3, 2, 0) is None


@given(picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=30))
@PROPERTY
def test_the_other_side_to_move_is_always_refused(picks: list[int]) -> None:
    played = random_position(PRESETS["connect-four"], picks)
    wrong = 1 - played.to_move
    assert refused(played.rules, stones_of(played), wrong) is SetUpProblemKind.COUNTS


def test_a_floating_stone() -> None:
    rules = PRESETS["connect-four"]
    assert refused(rules, {(0, 0): 0, (3, 1): 1}, 0) is SetUpProblemKind.FLOATING


def test_stacked_stones_in_an_order_no_game_plays() -> None:
    # Blue's stone under Orange's, with Orange to move: Blue moved last, and is not on top.
    rules = PRESETS["connect-four"]
    assert refused(rules, {(0, 0): 1, (0, 1): 0}, 0) is SetUpProblemKind.NO_ORDER
    assert moves_for(rules, {(0, 0): 0, (0, 1): 1}, 0) == ((0, 0), (0, 1))


def test_a_finished_line() -> None:
    rules = PRESETS["tic-tac-toe"]
    stones: dict[Cell, int] = {(0, 0): 0, (1, 0): 0, (2, 0): 0, (0, 1): 1, (1, 1): 1}
    with pytest.raises(PositionError) as caught:
        moves_for(rules, stones, 1)
    assert caught.value.problem.kind is SetUpProblemKind.FINISHED_LINE
    assert caught.value.problem.player == 0
    assert set(caught.value.problem.line or ()) == {(0, 0), (1, 0), (2, 0)}


def test_a_full_board() -> None:
    rules = PRESETS["tic-tac-toe"]
    # A drawn board: X O X / X O O / O X X.
    rows = ["XOX", "XOO", "OXX"]
    stones: dict[Cell, int] = {(x, y): "XO".index(rows[y][x]) for x in range(3) for y in range(3)}
    assert refused(rules, stones, 1) is SetUpProblemKind.FULL


def test_the_tesseracts_blocked_centre() -> None:
    rules = PRESETS["tesseract"]
    assert refused(rules, {(1, 1, 1, 1): 0, (0, 0, 0, 0): 1}, 0) is SetUpProblemKind.BLOCKED


def test_the_tesseract_won_on_lines() -> None:
    # The tesseract is won with nine lines: a player who has them ended the game.
    rules = PRESETS["tesseract"]
    played = Game(rules)
    while not played.is_over():
        played.play(played.legal_moves()[0])
    last = played.undo()
    stones = stones_of(played)
    stones[last] = played.to_move
    assert refused(rules, stones, (played.ply + 1) % 2) in {
        SetUpProblemKind.FINISHED_TARGET,
        SetUpProblemKind.FULL,
    }


def test_a_stone_of_no_player_and_a_cell_off_the_board() -> None:
    rules = PRESETS["qubic"]
    assert refused(rules, {(0, 0, 0): 2}, 1) is SetUpProblemKind.NO_SUCH_PLAYER
    assert refused(rules, {(4, 0, 0): 0}, 1) is SetUpProblemKind.OFF_BOARD


def test_an_empty_board_with_the_first_player_to_move() -> None:
    assert moves_for(PRESETS["score-four"], {}, 0) == ()
