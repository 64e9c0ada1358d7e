"""A move keeps the CPU level that chose it: the optional "levels" field of a game file, written
only where a move was played at a level its seat no longer has, read back, inferred from the
seats for a file without it, and checked as strictly as every other field."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from engine import PRESETS, Game, RecordError, record
from engine.players import PlayerInfo, SeatKind

QUBIC = PRESETS["qubic"]
PERSON = PlayerInfo("Player 1")
HARD = PlayerInfo("CPU 2", SeatKind.CPU, "hard")


def played(moves: int, undone: int = 0) -> Game:
    game = Game(QUBIC)
    for cell in QUBIC_CELLS[:moves]:
        game.play(cell)
    for _ in range(undone):
        game.undo()
    return game


QUBIC_CELLS = [(0, 0, 0), (1, 1, 1), (2, 0, 0), (3, 3, 3), (0, 2, 0), (2, 2, 2)]


def test_levels_that_differ_from_the_seats_are_written_and_read_back() -> None:
    game = played(6, undone=2)
    levels = (None, "easy", None, "easy", None, "hard")  # moves, then the redo list
    text = record.dumps(game, (PERSON, HARD), levels=levels)
    assert json.loads(text)["levels"] == list(levels)
    loaded = record.loads_record(text)
    assert loaded.levels == levels
    assert loaded.game.moves == game.moves and loaded.game.redo_moves == game.redo_moves


def test_levels_the_seats_already_say_are_not_written() -> None:
    game = played(4)
    text = record.dumps(game, (PERSON, HARD), levels=(None, "hard", None, "hard"))
    assert "levels" not in json.loads(text)
    assert record.loads_record(text).levels == (None, "hard", None, "hard")


def test_a_file_without_levels_plays_each_move_at_its_seats_level() -> None:
    game = played(5, undone=1)
    text = record.dumps(game, (HARD, PERSON))
    assert "levels" not in json.loads(text)
    assert record.loads_record(text).levels == ("hard", None, "hard", None, "hard")
    assert record.loads_record(record.dumps(game)).levels == (None,) * 5


def test_dumps_refuses_levels_for_another_number_of_moves() -> None:
    with pytest.raises(ValueError, match="levels: 2 given for 3 moves"):
        record.dumps(played(3), (PERSON, HARD), levels=(None, "easy"))


def with_levels(levels: Any) -> str:
    data = json.loads(record.dumps(played(4, undone=1), (PERSON, HARD)))
    data["levels"] = levels
    return json.dumps(data)


@pytest.mark.parametrize(
    ("levels", "message"),
    [
        ("easy", "levels: expected a list, got a string"),
        (
            [None, "easy", None],
            "levels: 3 entries, but the file has 4 moves (moves and redo): one level, or null "
            "for a person's move, per move",
        ),
        (
            [None, 3, None, "hard"],
            "levels[1] (the 2nd move): expected a CPU level name of 1 to 100 characters or null, "
            "got the number 3",
        ),
        ([None, "", None, "hard"], "levels[1] (the 2nd move): expected a CPU level name"),
        (
            [None, "x" * 101, None, "hard"],
            "levels[1] (the 2nd move): expected a CPU level name of 1 to 100 characters or "
            "null, got 101 characters",
        ),
        ([None, ["easy"], None, "hard"], "levels[1] (the 2nd move): expected a CPU level name"),
    ],
)
def test_bad_levels_say_what_and_where(levels: Any, message: str) -> None:
    with pytest.raises(RecordError, match="^" + re.escape(message)):
        record.loads(with_levels(levels))


def test_the_other_fields_stay_strict_beside_levels() -> None:
    data = json.loads(with_levels([None, "easy", None, "hard"]))
    data["level"] = ["easy"]
    with pytest.raises(RecordError, match=r"^level: unknown field"):
        record.loads(json.dumps(data))
    del data["level"]
    del data["moves"]
    with pytest.raises(RecordError, match=r"^moves: missing"):
        record.loads(json.dumps(data))
