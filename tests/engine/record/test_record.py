"""Game files: round trips, strict validation with messages that say what and where, fuzzing,
and atomic saves."""

from __future__ import annotations

import copy
import json
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import PRESETS, Game, RecordError, Rules, record
from engine.players import PlayerInfo, SeatKind
from engine.record import GameRecord
from tests.support.games import random_game, same_game


def qubic_data() -> dict[str, Any]:
    """The JSON data of a qubic game of 6 moves with 2 of them undone."""
    game = random_game(PRESETS["qubic"], seed=7, moves=6, undo=2)
    data: dict[str, Any] = json.loads(record.dumps(game))
    return data


# -- round trips ----------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_round_trips_at_every_stage(name: str) -> None:
    rules = PRESETS[name]
    for moves, undo in ((0, 0), (5, 2), (None, 0), (None, 3)):
        game = random_game(rules, seed=len(name), moves=moves, undo=undo)
        assert same_game(record.loads(record.dumps(game)), game)


def test_players_and_timestamps_round_trip() -> None:
    rules = Rules((3, 3, 3, 3), 3, players=3, blocked=frozenset({(1, 1, 1, 1)}), target=9)
    game = random_game(rules, seed=3, moves=10, undo=1)
    seats = (
        PlayerInfo("Ann"),
        PlayerInfo("Bot", SeatKind.CPU, "hard"),
        PlayerInfo("Cy", SeatKind.HUMAN),
    )
    created = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    saved = datetime(2026, 1, 3, 4, 5, 6, tzinfo=UTC)
    loaded = record.loads_record(record.dumps(game, seats, created=created, saved=saved))
    assert isinstance(loaded, GameRecord)
    assert loaded.players == seats
    assert loaded.created == created and loaded.saved == saved
    assert loaded.rules == rules
    assert same_game(loaded.game, game)


def test_the_file_is_the_design_format_with_zero_based_cells() -> None:
    game = Game(PRESETS["connect-four"])
    game.play((3, 0))
    game.play((3, 1))
    game.undo()
    data = json.loads(record.dumps(game))
    assert list(data) == list(record.data._TOP_KEYS)
    assert data["format"] == "hyperrow" and data["version"] == 1
    assert data["rules"] == {
        "shape": [7, 6],
        "k": 4,
        "gravity": 1,
        "players": 2,
        "blocked": [],
        "target": 1,
    }
    assert data["players"][1] == {"name": "Player 2", "kind": "human", "level": None}
    assert data["moves"] == [[3, 0]]
    assert data["redo"] == [[3, 1]]
    assert datetime.fromisoformat(data["saved"]).tzinfo is not None


def test_bytes_with_a_byte_order_mark_load() -> None:
    text = record.dumps(random_game(PRESETS["qubic"], seed=1, moves=3))
    assert record.loads(("\ufeff" + text).encode()).moves == record.loads(text).moves


# -- what is wrong and where ----------------------------------------------------------------


def mutated(change: Any) -> str:
    data = qubic_data()
    change(data)
    return json.dumps(data)


def set_path(*args: Any) -> Any:
    """A change that sets the value at a path: set_path("rules", "k", 5)."""
    path, value = args[:-1], args[-1]

    def change(data: Any) -> None:
        for key in path[:-1]:
            data = data[key]
        data[path[-1]] = value

    return change


def delete_path(*path: Any) -> Any:
    def change(data: Any) -> None:
        for key in path[:-1]:
            data = data[key]
        del data[path[-1]]

    return change


BAD_FIELDS = [
    (set_path("version", 2), "version 2 is newer than this hyperrow understands (1)"),
    (set_path("version", 0), "version: 0 is out of range, expected 1 or more"),
    (set_path("version", "1"), "version: expected a whole number, got a string"),
    (set_path("version", True), "version: expected a whole number, got true"),
    (delete_path("version"), "version: missing"),
    (set_path("format", "chess"), "format: 'chess', expected \"hyperrow\""),
    (delete_path("format"), 'not a hyperrow game file: no "format" field'),
    (delete_path("moves"), "moves: missing"),
    (set_path("extra", 1), "extra: unknown field"),
    (set_path("rules", "k", 5), "rules.k: 5, expected a whole number from 2 to 4"),
    (set_path("rules", "k", 4.0), "rules.k: expected a whole number, got the number 4.0"),
    (set_path("rules", "k", False), "rules.k: expected a whole number, got false"),
    (set_path("rules", "shape", [4, 4, 40]), "rules.shape: size 40 on axis z, expected 1 to 19"),
    (set_path("rules", "shape", [19, 19, 19, 19]), "rules.shape: 19×19×19×19 has 130,321 cells"),
    (set_path("rules", "shape", [2] * 7), "rules.shape: 7 axes, expected 1 to 6"),
    (set_path("rules", "shape", [4, "4", 4]), "rules.shape[1]: expected a whole number"),
    (set_path("rules", "shape", {}), "rules.shape: expected a list, got an object"),
    (set_path("rules", "gravity", 3), "rules.gravity: 3 is out of range, expected 0 to 2"),
    (set_path("rules", "players", 5), "rules.players: 5, expected 2 to 4"),
    (set_path("rules", "target", 0), "rules.target: 0 is out of range, expected 1 or more"),
    (set_path("rules", "blocked", [[1, 1]]), "rules.blocked[0]: 2 coordinates, expected 3"),
    (set_path("rules", "blocked", [[4, 1, 1]]), "rules.blocked: (4, 1, 1) is not a cell"),
    (delete_path("rules", "target"), "rules.target: missing"),
    (set_path("rules", "colour", "red"), "rules.colour: unknown field"),
    (set_path("players", 1, "kind", "robot"), "players[1].kind: 'robot', expected one of"),
    (set_path("players", 1, "level", 3), "players[1].level: a human player has no level"),
    (set_path("players", 0, "name", ""), "players[0].name: expected a text of 1 to 100"),
    (set_path("players", [{"name": "A", "kind": "human", "level": None}]), "players: 1 listed"),
    (set_path("created", "yesterday"), "created: 'yesterday' is not an ISO-8601 time"),
    (set_path("saved", 5), "saved: expected an ISO-8601 time, got the number 5"),
    (
        set_path("moves", 3, [4, 0, 0]),
        "moves[3] (the 4th move): cell 5,1,1 is outside the 4×4×4 board (cells count from 1)",
    ),
    (
        set_path("moves", 2, [-1, 0, 0]),
        "moves[2] (the 3rd move): cell 0,1,1 is outside the 4×4×4 board",
    ),
    (set_path("moves", 1, [0, 0]), "moves[1]: 2 coordinates, expected 3"),
    (set_path("moves", 1, [0, True, 0]), "moves[1][1]: expected a whole number, got true"),
    (set_path("moves", 1, "1,1,1"), "moves[1]: expected a list, got a string"),
    (set_path("moves", "all"), "moves: expected a list, got a string"),
    (
        set_path("redo", 0, [9, 9, 9]),
        "redo[0] (the 1st undone move): cell 10,10,10 is outside the 4×4×4 board",
    ),
]


@pytest.mark.parametrize(("change", "message"), BAD_FIELDS)
def test_bad_fields_say_what_and_where(change: Any, message: str) -> None:
    with pytest.raises(RecordError, match="^" + re.escape(message)):
        record.loads(mutated(change))


def test_a_move_on_a_taken_cell_names_the_move_and_the_owner() -> None:
    data = qubic_data()
    data["moves"][3] = data["moves"][0]
    first = ",".join(str(c + 1) for c in data["moves"][0])
    with pytest.raises(
        RecordError,
        match=re.escape(f"moves[3] (the 4th move): cell {first} is taken by player 1"),
    ):
        record.loads(json.dumps(data))


def test_a_redo_move_must_be_legal_after_the_moves() -> None:
    data = qubic_data()
    data["redo"][0] = data["moves"][1]
    with pytest.raises(
        RecordError, match=r"^redo\[0\] \(the 1st undone move\): cell .* is taken by player 2$"
    ):
        record.loads(json.dumps(data))


def test_floating_and_blocked_moves() -> None:
    game = Game(PRESETS["score-four"])
    data = json.loads(record.dumps(game))
    data["moves"] = [[0, 0, 0], [1, 1, 1]]
    with pytest.raises(
        RecordError,
        match=re.escape(
            "moves[1] (the 2nd move): cell 2,2,2 is floating: the cell under it, 2,2,1, is empty"
        ),
    ):
        record.loads(json.dumps(data))
    data = json.loads(record.dumps(Game(PRESETS["tesseract"])))
    data["moves"] = [[0, 0, 0, 0], [1, 1, 1, 1]]
    with pytest.raises(
        RecordError, match=re.escape("moves[1] (the 2nd move): cell 2,2,2,2 is blocked")
    ):
        record.loads(json.dumps(data))


def test_nothing_after_the_end() -> None:
    data = json.loads(record.dumps(Game(PRESETS["tic-tac-toe"])))
    data["moves"] = [[0, 0], [0, 1], [1, 1], [0, 2], [2, 2], [2, 0]]
    with pytest.raises(
        RecordError,
        match=re.escape("moves[5] (the 6th move): cell 3,1 comes after the end (player 1 won"),
    ):
        record.loads(json.dumps(data))
    data["moves"] = data["moves"][:5]
    data["redo"] = [[2, 0]]
    with pytest.raises(
        RecordError, match=re.escape("redo[0] (the 1st undone move): cell 3,1 comes after the end")
    ):
        record.loads(json.dumps(data))


def test_a_cpu_needs_a_level() -> None:
    with pytest.raises(RecordError, match=r"^players\[0\]\.level: a CPU player needs a level"):
        record.loads(mutated(set_path("players", 0, {"name": "B", "kind": "cpu", "level": None})))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "the file is empty"),
        ("   \n", "the file is empty"),
        ("[1, 2]", "not a hyperrow game file: expected an object, got a list"),
        ('{"format": "hyperrow", "version": 1,', "the file is cut short: not valid JSON at line 1"),
        ('{"format": "hyperrow"} x', "not valid JSON at line 1, column 24: Extra data"),
        ('{"format": NaN}', "NaN is not allowed in a game file"),
        ('{"a": 1, "a": 2}', "the key 'a' appears twice in one object"),
        ("[" * 100_000, "not a game file: the JSON is nested too deeply"),
        ("[" * 100_000 + "]" * 100_000, "not a game file: the JSON is nested too deeply"),
        ('{"v": ' + "9" * 5000 + "}", "a number of 5,000 digits at line 1, column 7: no field"),
    ],
)
def test_text_that_is_not_a_game_file(text: str, message: str) -> None:
    with pytest.raises(RecordError, match="^" + re.escape(message)):
        record.loads(text)


def test_truncated_files_say_where_they_stop() -> None:
    text = record.dumps(random_game(PRESETS["qubic"], seed=2, moves=10))
    for cut in range(1, len(text) - 2, 7):
        with pytest.raises(RecordError, match=r"line \d+, column \d+"):
            record.loads(text[:cut])


def test_non_utf8_bytes_are_refused_with_their_offset() -> None:
    data = record.dumps(Game(PRESETS["qubic"])).encode().replace(b"Player 1", b"Pl\xe9yer 1")
    offset = data.index(b"\xe9")
    with pytest.raises(RecordError, match=f"^not UTF-8 text: byte 0xe9 at offset {offset}$"):
        record.loads(data)


def test_oversized_files_are_refused_before_parsing(tmp_path: Path) -> None:
    path = tmp_path / "huge.hyperrow"
    path.write_bytes(b" " * (record.MAX_BYTES + 1))
    with pytest.raises(RecordError, match="larger than 10,000,000 bytes"):
        record.load(path)
    with pytest.raises(RecordError, match="larger than 10,000,000 bytes"):
        record.loads(" " * (record.MAX_BYTES + 1))


def test_more_moves_than_cells_are_refused_before_playing() -> None:
    data = json.loads(record.dumps(Game(PRESETS["tic-tac-toe"])))
    data["moves"] = [[0, 0]] * 10
    with pytest.raises(RecordError, match=r"^moves: 10 moves, more than the 9 cells"):
        record.loads(json.dumps(data))


# -- fuzzing --------------------------------------------------------------------------------

SEEDS = [
    record.dumps(random_game(PRESETS["qubic"], seed=11, undo=2)),
    record.dumps(random_game(PRESETS["connect-four"], seed=12, moves=9, undo=1)),
    record.dumps(
        random_game(Rules((3, 3, 3, 3), 3, players=3, blocked={(1, 1, 1, 1)}, target=9), 13)
    ),
    record.dumps(random_game(PRESETS["tic-tac-toe"], seed=14)),
]


def accepts_or_refuses(text: str | bytes) -> None:
    """`loads` gives a Game that round-trips, or a RecordError; never anything else."""
    try:
        game = record.loads(text)
    except RecordError as error:
        assert str(error)
        return
    assert isinstance(game, Game)
    assert same_game(record.loads(record.dumps(game)), game)


FUZZ = settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.slow
@FUZZ
@given(st.sampled_from(SEEDS), st.data())
def test_fuzz_truncations_and_byte_flips(seed: str, data: st.DataObject) -> None:
    raw = bytearray(seed.encode())
    for _ in range(data.draw(st.integers(1, 4))):
        position = data.draw(st.integers(0, len(raw) - 1))
        action = data.draw(st.sampled_from(["flip", "delete", "insert", "truncate"]))
        if action == "flip":
            raw[position] ^= 1 << data.draw(st.integers(0, 7))
        elif action == "delete":
            del raw[position]
        elif action == "insert":
            raw.insert(position, data.draw(st.integers(0, 255)))
        else:
            del raw[position:]
        if not raw:
            break
    accepts_or_refuses(bytes(raw))


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 25)
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text(max_size=12)
    | st.sampled_from(["hyperrow", "human", "cpu", "random", "2026-01-01T00:00:00"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=10,
)


def json_paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    paths = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            paths += json_paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            paths += json_paths(item, (*path, index))
    return paths


@pytest.mark.slow
@FUZZ
@given(st.sampled_from(SEEDS), st.data())
def test_fuzz_json_values_types_and_keys(seed: str, data: st.DataObject) -> None:
    document = json.loads(seed)
    for _ in range(data.draw(st.integers(1, 3))):
        paths = json_paths(document)
        path = data.draw(st.sampled_from(paths))
        action = data.draw(st.sampled_from(["replace", "delete", "add", "nudge", "duplicate"]))
        if not path:
            action = "add" if action != "replace" else action
        parent = document
        for key in path[:-1]:
            parent = parent[key]
        target = parent[path[-1]] if path else document
        if action == "replace" and path:
            parent[path[-1]] = data.draw(JSON_VALUES)
        elif action == "replace":
            document = data.draw(JSON_VALUES)
            break
        elif action == "delete" and path:
            del parent[path[-1]]
        elif action == "add" and isinstance(target, dict):
            target[data.draw(st.text(max_size=8))] = data.draw(JSON_VALUES)
        elif action == "add" and isinstance(target, list):
            target.append(copy.deepcopy(data.draw(st.sampled_from(target or [0]))))
        elif action == "nudge" and isinstance(target, int) and path:
            parent[path[-1]] = target + data.draw(st.integers(-2, 2))
        elif action == "duplicate" and isinstance(target, list) and target:
            target.insert(data.draw(st.integers(0, len(target))), copy.deepcopy(target[0]))
    accepts_or_refuses(json.dumps(document))
