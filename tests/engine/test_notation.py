"""Cells as text: 1-based, comma-separated, and the short forms of gravity games."""

from __future__ import annotations

import re

import pytest

from engine import (
    PRESETS,
    Game,
    NotationError,
    Rules,
    format_cell,
    format_moves,
    parse_cell,
    parse_move,
)


def test_format_cell_is_one_based_in_axis_order() -> None:
    assert format_cell((1, 2, 0, 3)) == "2,3,1,4"
    assert format_moves([(0, 0), (2, 1)]) == "1,1 3,2"
    assert format_moves(()) == ""


@pytest.mark.parametrize("text", ["2,3,1,4", " 2, 3, 1, 4 ", "2 3 1 4", "2;3;1;4"])
def test_parse_cell_accepts_commas_and_spaces(text: str) -> None:
    assert parse_cell(text, PRESETS["four-d"]) == (1, 2, 0, 3)


def test_parse_and_format_round_trip_on_every_cell() -> None:
    rules = Rules((3, 4, 2), 2)
    for cell in Game(rules).legal_moves():
        assert parse_cell(format_cell(cell), rules) == cell


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty move: expected 3 numbers x,y,z (1-based) for the 4×4×4 board"),
        ("1,2", "'1,2' has 2 numbers, expected 3 numbers x,y,z (1-based) for the 4×4×4 board"),
        ("1,2,3,4", "'1,2,3,4' has 4 numbers, expected 3 numbers"),
        ("1,b,3", "'1,b,3': 'b' is not a whole number"),
        ("1.5,2,3", "'1.5,2,3': '1.5' is not a whole number"),
        ("5,1,1", "'5,1,1': x = 5 is out of range, expected 1 to 4"),
        ("1,0,1", "'1,0,1': y = 0 is out of range, expected 1 to 4"),
        ("1,1,-2", "'1,1,-2': z = -2 is out of range, expected 1 to 4"),
    ],
)
def test_parse_errors_say_what_was_expected(text: str, message: str) -> None:
    with pytest.raises(NotationError, match="^" + re.escape(message)):
        parse_cell(text, PRESETS["qubic"])


def test_connect_four_takes_a_column_and_drops_the_stone() -> None:
    game = Game(PRESETS["connect-four"])
    assert parse_move("4", game) == (3, 0)
    game.play(parse_move("4", game))
    assert parse_move("4", game) == (3, 1)
    assert parse_move("4,2", game) == (3, 1), "the full form still works"
    for _ in range(5):
        game.play(parse_move("4", game))
    with pytest.raises(NotationError, match=r"^'4': that column is full$"):
        parse_move("4", game)
    with pytest.raises(NotationError, match="'8': x = 8 is out of range, expected 1 to 7"):
        parse_move("8", game)


def test_score_four_takes_x_and_y_and_lands_on_z() -> None:
    game = Game(PRESETS["score-four"])
    game.play(parse_move("3,4", game))
    assert game.moves == ((2, 3, 0),)
    assert parse_move("3,4", game) == (2, 3, 1)
    with pytest.raises(NotationError, match="or x,y to drop a stone along z"):
        parse_move("3", game)


def test_gravity_along_x_leaves_out_x() -> None:
    game = Game(Rules((4, 3), 3, gravity=0))
    assert parse_move("2", game) == (0, 1)
    game.play((0, 1))
    assert parse_move("2", game) == (1, 1)


def test_without_gravity_every_coordinate_is_needed() -> None:
    with pytest.raises(NotationError, match="has 2 numbers"):
        parse_move("1,1", Game(PRESETS["qubic"]))


def test_a_number_too_long_for_int_is_refused_with_a_short_message() -> None:
    game = Game(PRESETS["qubic"])
    with pytest.raises(NotationError) as caught:
        parse_move("9" * 5000 + ",1,1", game)
    message = str(caught.value)
    assert message == "a number of 5,000 digits is far too large: coordinates go from 1 to 4"
    with pytest.raises(NotationError) as caught:
        parse_move(",".join(["1", "2"] * 1500) + ",1", game)
    # The text is quoted cut in the middle, not all 6,000 characters of it.
    assert re.fullmatch(
        r"'[12,]{20}…[12,]{20}' has 3001 numbers, expected 3 numbers .*", str(caught.value)
    )
    assert caught.value.details["text"] == caught.value.args[0][1:42]


def test_a_notation_error_carries_what_is_wrong_as_data() -> None:
    from engine import NotationError, NotationProblem

    rules = PRESETS["qubic"]
    with pytest.raises(NotationError) as out_of_range:
        parse_cell("1,9,1", rules)
    assert out_of_range.value.problem is NotationProblem.OUT_OF_RANGE
    assert out_of_range.value.details == {"text": "1,9,1", "axis": "y", "value": 9, "size": 4}
    with pytest.raises(NotationError) as word:
        parse_cell("1,b,1", rules)
    assert word.value.problem is NotationProblem.NOT_A_NUMBER
    assert word.value.details["part"] == "b"
    with pytest.raises(NotationError) as count:
        parse_cell("1,1", rules)
    assert (count.value.problem, count.value.details["count"]) == (NotationProblem.COUNT, 2)
    with pytest.raises(NotationError) as empty:
        parse_cell("  ", rules)
    assert empty.value.problem is NotationProblem.EMPTY
