"""engine.scoreboard: who "you" are and whom you played, each result, a game counted once,
the file written and read back, and every kind of damage refused with where it is."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from engine import PRESETS, Rules
from engine.players import PlayerInfo, SeatKind
from engine.record.analysis_data import Result
from engine.scoreboard import (
    Opponent,
    Scoreboard,
    StatisticsError,
    Tally,
    board_of,
    game_identity,
    load_scoreboard,
    result_for,
    save_scoreboard,
)

ME = PlayerInfo("Me", SeatKind.HUMAN)
FRIEND = PlayerInfo("Friend", SeatKind.HUMAN)
FAR = PlayerInfo("Far", SeatKind.REMOTE)
HARD = PlayerInfo("CPU 2", SeatKind.CPU, "hard")
EASY = PlayerInfo("CPU 3", SeatKind.CPU, "easy")
WHEN = datetime(2026, 11, 25, 17, 0, 0, 123456, tzinfo=UTC)


def ended(*winners: int) -> tuple[int, ...]:
    """The winners of a game (none: a draw)."""
    return winners


def test_each_result_as_seat_you_sees_it() -> None:
    assert result_for(ended(0), 0) is Result.WIN
    assert result_for(ended(1), 0) is Result.LOSS
    assert result_for(ended(), 0) is Result.DRAW
    assert result_for(ended(0, 2), 0) is Result.DRAW  # a shared win
    assert result_for(ended(1, 2), 0) is Result.LOSS


def test_a_game_counts_once_against_the_opponent_it_had() -> None:
    board = Scoreboard()
    qubic = PRESETS["qubic"]
    identity = game_identity(qubic, WHEN)
    assert board.count(identity, qubic, (ME, HARD), ended(0)) is not None
    assert board.count(identity, qubic, (ME, HARD), ended(1)) is None
    board.count(game_identity(qubic, WHEN.replace(microsecond=0)), qubic, (HARD, ME), ended(0))
    board.count("b", qubic, (ME, FRIEND), ended(1))
    board.count("c", qubic, (ME, FAR, FRIEND), ended())
    board.count("d", Rules((5, 5), 4), (ME, HARD, EASY), ended(2))
    board.count("e", qubic, (HARD, EASY), ended(0))  # nobody here: not counted
    assert [(r.board, r.opponent.key(), r.tally) for r in board.rows()] == [
        ("qubic", "cpu:hard", Tally(1, 0, 1)),
        ("qubic", "people", Tally(0, 0, 1)),
        ("qubic", "network", Tally(0, 1, 0)),
        ("custom", "cpu:mixed", Tally(0, 0, 1)),  # boards of no preset after the presets
    ]
    assert game_identity(qubic, WHEN) != game_identity(PRESETS["score-four"], WHEN)
    assert board_of(PRESETS["connect-four"]) == "connect-four"


def test_rows_follow_the_presets_the_levels_weakest_first_then_people() -> None:
    board = Scoreboard()
    ttt, qubic = PRESETS["tic-tac-toe"], PRESETS["qubic"]
    for number, (rules, other) in enumerate(
        [(qubic, FAR), (qubic, FRIEND), (qubic, HARD), (qubic, EASY), (ttt, HARD)]
    ):
        board.count(str(number), rules, (ME, other), ended(0))
    board.count("x", Rules((4, 4), 3), (ME, EASY), ended(0))
    board.count("y", qubic, (ME, HARD, EASY), ended(0))
    levels = ("random", "easy", "medium", "hard", "expert")
    assert [(r.board, r.opponent.key()) for r in board.rows(levels)] == [
        ("tic-tac-toe", "cpu:hard"),
        ("qubic", "cpu:easy"),
        ("qubic", "cpu:hard"),
        ("qubic", "cpu:mixed"),
        ("qubic", "people"),
        ("qubic", "network"),
        ("custom", "cpu:easy"),
    ]


def test_the_file_is_read_back_as_written_and_clearing_keeps_what_was_counted(
    tmp_path: Path,
) -> None:
    path = tmp_path / "statistics.json"
    assert load_scoreboard(path).rows() == []  # no file yet
    board = Scoreboard()
    board.count("a", PRESETS["gomoku"], (ME, EASY), ended(0))
    save_scoreboard(path, board)
    read = load_scoreboard(path)
    assert read.rows() == board.rows() and read.counted == {"a"}
    read.clear()
    save_scoreboard(path, read)
    again = load_scoreboard(path)
    assert again.rows() == [] and again.counted == {"a"}
    assert again.count("a", PRESETS["gomoku"], (ME, EASY), ended(0)) is None


def good() -> dict[str, object]:
    return {
        "format": "hyperrow-statistics",
        "version": 1,
        "rows": [{"board": "qubic", "opponent": "cpu:hard", "wins": 1, "draws": 0, "losses": 2}],
        "counted": ["x"],
    }


@pytest.mark.parametrize(
    ("damage", "detail"),
    [
        ("{not json", "not JSON"),
        (json.dumps([1]), "not a hyperrow statistics file"),
        (json.dumps(good() | {"version": 9}), "version 9 is not 1"),
        (json.dumps(good() | {"rows": {}}), "rows and counted must be lists"),
        (json.dumps(good() | {"rows": [3]}), "rows[0] is not an object"),
        (json.dumps(good() | {"rows": [{"board": "", "opponent": "people"}]}), "rows[0].board"),
        (json.dumps(good() | {"rows": [{"board": "q", "opponent": "cat"}]}), "names no opponent"),
        (
            json.dumps(good() | {"rows": [{"board": "q", "opponent": "people", "wins": -1}]}),
            "rows[0].wins must be a whole number",
        ),
        (json.dumps(good() | {"counted": [1]}), "counted: every game's identity"),
    ],
)
def test_a_damaged_file_is_refused_saying_where(tmp_path: Path, damage: str, detail: str) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(damage, encoding="utf-8")
    with pytest.raises(StatisticsError) as raised:
        load_scoreboard(path)
    assert detail in raised.value.detail and raised.value.path == path


def test_opponent_keys_round_trip() -> None:
    for key in ("cpu:hard", "cpu:mixed", "people", "network"):
        opponent = Opponent.from_key(key)
        assert opponent is not None and opponent.key() == key
    assert Opponent.from_key("cpu:") is None


def test_a_cpus_win_among_people_and_cpus_is_a_loss_to_that_cpu_not_to_the_people() -> None:
    """A tesseract of two people and two CPUs, won by CPU (medium): the first person here lost
    to the CPU; a person's win in the same company stays one over the people here."""
    tesseract = PRESETS["tesseract"]
    medium = PlayerInfo("CPU (medium)", SeatKind.CPU, "medium")
    seats = (ME, FRIEND, medium, HARD)
    board = Scoreboard()
    board.count("cpu won", tesseract, seats, ended(2))
    board.count("friend won", tesseract, seats, ended(1))
    board.count("two cpus shared", tesseract, seats, ended(2, 3))
    assert [(r.opponent.key(), r.tally) for r in board.rows()] == [
        ("cpu:medium", Tally(0, 0, 1)),
        ("cpu:mixed", Tally(0, 0, 1)),
        ("people", Tally(0, 0, 1)),
    ]
