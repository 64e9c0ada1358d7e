"""A game file's clock: the time control and each move's seconds written and read back, older
files without it still open, and a damaged one refused naming the place in both languages."""

from __future__ import annotations

import json

import pytest

from engine import PRESETS, Game, record
from engine.clocks import TimeControl
from engine.record import RecordError
from engine.record.move_times import MoveTimes
from engine.record.problems import RecordProblemKind
from wording.language import use_language
from wording.record_words import record_text


def game_of(moves: int) -> Game:
    game = Game(PRESETS["tic-tac-toe"])
    for cell in [(0, 0), (1, 0), (0, 1), (1, 1)][:moves]:
        game.play(cell)
    return game


def test_the_clock_is_written_and_read_back() -> None:
    times = MoveTimes(TimeControl(5, 3), (1.5, 12.25, 0.0))
    text = record.dumps(game_of(3), clock=times)
    assert json.loads(text)["clock"] == {"control": "5+3", "used": [1.5, 12.25, 0.0]}
    assert record.loads_record(text).clock == times


def test_a_file_without_a_clock_opens_without_one() -> None:
    text = record.dumps(game_of(2))
    assert "clock" not in json.loads(text)
    assert record.loads_record(text).clock is None


def test_times_for_other_moves_are_not_written() -> None:
    with pytest.raises(ValueError, match="2 times given for 3 moves"):
        record.dumps(game_of(3), clock=MoveTimes(TimeControl(1), (1.0, 2.0)))


@pytest.mark.parametrize(
    ("clock", "place"),
    [
        ("5+3", "clock"),
        ({"control": "5+3"}, "clock"),
        ({"control": "5+3", "used": [1, 2], "extra": 1}, "clock"),
        ({"control": 5, "used": [1, 2]}, "clock.control"),
        ({"control": "soon", "used": [1, 2]}, "clock.control"),
        ({"control": "5+3", "used": [1]}, "clock.used"),
        ({"control": "5+3", "used": "12"}, "clock.used"),
        ({"control": "5+3", "used": [1, "2"]}, "clock.used[1]"),
        ({"control": "5+3", "used": [1, True]}, "clock.used[1]"),
        ({"control": "5+3", "used": [-1, 2]}, "clock.used[0]"),
        ({"control": "5+3", "used": [1, 1e300]}, "clock.used[1]"),
    ],
)
def test_a_damaged_clock_is_refused_naming_the_place(clock: object, place: str) -> None:
    data = json.loads(record.dumps(game_of(2)))
    data["clock"] = clock
    with pytest.raises(RecordError) as caught:
        record.loads_record(json.dumps(data))
    problem = caught.value.problem
    assert problem.kind is RecordProblemKind.CLOCK and problem.place == place
    use_language("en")
    assert "the clock kept with the game does not fit its moves" in record_text(
        caught.value.problem
    )
    use_language("ja")
    try:
        assert "持ち時間" in record_text(caught.value.problem)
    finally:
        use_language("en")
