"""One damaged game file for every reason a file cannot be opened, for the tests of each
wording: `damaged_files(folder)` writes them and names the problem each has."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine import PRESETS, Game, record
from engine.record import RecordProblemKind

Kind = RecordProblemKind


def _game_data() -> dict[str, Any]:
    game = Game(PRESETS["qubic"])
    for cell in ((0, 0, 0), (1, 1, 1), (2, 2, 2)):
        game.play(cell)
    game.undo()
    return record.to_data(game)


def _edited(change: Callable[[dict[str, Any]], None]) -> bytes:
    data = _game_data()
    change(data)
    return json.dumps(data).encode()


def _tic_tac_toe(moves: list[list[int]]) -> bytes:
    data = record.to_data(Game(PRESETS["tic-tac-toe"]))
    data["moves"] = moves
    return json.dumps(data).encode()


_CONTENTS: dict[RecordProblemKind, bytes] = {
    Kind.TOO_LARGE: b" " * (record.MAX_BYTES + 1),
    Kind.NOT_UTF8: json.dumps(_game_data()).encode().replace(b"Player 1", b"Pl\xe9yer 1"),
    Kind.EMPTY: b"",
    Kind.NOT_JSON: b'{"format": "hyperrow"} x',
    Kind.CUT_SHORT: b'{"format": "hyperrow", "version": 1,',
    Kind.TOO_DEEP: b"[" * 100_000,
    Kind.NUMBER_TOO_LONG: b'{"format": "hyperrow", "version": ' + b"9" * 5000 + b"}",
    Kind.CONSTANT: b'{"format": NaN}',
    Kind.DUPLICATE_KEY: b'{"format": "hyperrow", "format": "hyperrow"}',
    Kind.NOT_AN_OBJECT: b"[1, 2, 3]",
    Kind.NO_FORMAT: b'{"version": 1}',
    Kind.WRONG_FORMAT: _edited(lambda d: d.update(format="chess")),
    Kind.NEWER_VERSION: _edited(lambda d: d.update(version=2)),
    Kind.MISSING: _edited(lambda d: d.pop("created")),
    Kind.UNKNOWN_FIELD: _edited(lambda d: d.update(colour="red")),
    Kind.NOT_WHOLE_NUMBER: _edited(lambda d: d["rules"].update(k="4")),
    Kind.OUT_OF_RANGE: _edited(lambda d: d["rules"].update(gravity=3)),
    Kind.NOT_A_LIST: _edited(lambda d: d.update(moves="all")),
    Kind.NOT_AN_OBJECT_FIELD: _edited(lambda d: d.update(rules=[4, 4, 4])),
    Kind.NOT_A_TIME: _edited(lambda d: d.update(saved=5)),
    Kind.BAD_TIME: _edited(lambda d: d.update(created="yesterday")),
    Kind.COORDINATES: _edited(lambda d: d["moves"].__setitem__(1, [0, 0])),
    Kind.RULES: _edited(lambda d: d["rules"].update(shape=[19, 19, 19, 19])),
    Kind.SEAT_COUNT: _edited(lambda d: d["players"].pop()),
    Kind.NAME: _edited(lambda d: d["players"][0].update(name="")),
    Kind.SEAT_KIND: _edited(lambda d: d["players"][1].update(kind="robot")),
    Kind.LEVEL_NOT_ALLOWED: _edited(lambda d: d["players"][1].update(level="hard")),
    Kind.LEVEL_NEEDED: _edited(lambda d: d["players"][1].update(kind="cpu")),
    Kind.LEVEL_COUNT: _edited(lambda d: d.update(levels=["easy"])),
    Kind.MOVE_LEVEL: _edited(lambda d: d.update(levels=[None, 3, None])),
    Kind.ANALYSIS: _edited(lambda d: d.update(analysis=[{}] * 5)),
    Kind.CLOCK: _edited(lambda d: d.update(clock={"control": "5+3", "used": [1]})),
    Kind.TOO_MANY_MOVES: _tic_tac_toe([[0, 0]] * 10),
    Kind.OFF_BOARD: _edited(lambda d: d["moves"].__setitem__(1, [4, 0, 0])),
    Kind.AFTER_THE_END: _tic_tac_toe([[0, 0], [0, 1], [1, 1], [0, 2], [2, 2], [2, 0]]),
    Kind.REFUSED: _edited(lambda d: d["redo"].__setitem__(0, [1, 1, 1])),
}


def damaged_files(folder: Path) -> dict[RecordProblemKind, Path]:
    """A path in `folder` for every kind of problem, each opening with that problem: a folder
    (NOT_A_FILE), a file that is not there (UNREADABLE) and a file of each other kind."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = {Kind.UNREADABLE: folder / "gone.hyperrow", Kind.NOT_A_FILE: folder / "a-folder"}
    paths[Kind.NOT_A_FILE].mkdir(exist_ok=True)
    for kind, contents in _CONTENTS.items():
        path = folder / f"{kind.name.lower()}.hyperrow"
        path.write_bytes(contents)
        paths[kind] = path
    assert set(paths) == set(RecordProblemKind)
    return paths


def problem_in(path: Path) -> record.RecordError:
    """The RecordError that opening `path` gives (an unreadable file's included)."""
    try:
        record.load_record(path)
    except record.RecordError as error:
        return error
    except OSError as error:
        return record.RecordError(record.cannot_read(error))
    raise AssertionError(f"{path} opened")
