"""Inputs hyperrow refuses, one for every reason, for the tests of each wording: a damaged game
file for every reason a file cannot be opened (`damaged_files(folder)` writes them and names the
problem each has), and rules for every reason rules cannot be played (`every_rules_problem`)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine import PRESETS, Game, record
from engine.record import RecordProblemKind
from engine.rules import Rules, RulesError, RulesProblem, RulesProblemKind, centre

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
    Kind.ENDING: _edited(lambda d: d.update(ending={"kind": "resigned", "seat": 9})),
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


BAD_RULES: dict[RulesProblemKind, dict[str, object]] = {
    RulesProblemKind.SHAPE_TYPE: {"shape": (4, "4"), "k": 2},
    RulesProblemKind.AXES: {"shape": (2,) * 7, "k": 2},
    RulesProblemKind.SIZE: {"shape": (4, 20), "k": 2},
    RulesProblemKind.CELLS: {"shape": (19, 19, 19, 19), "k": 4},
    RulesProblemKind.K: {"shape": (4, 4), "k": 5},
    RulesProblemKind.GRAVITY: {"shape": (4, 4), "k": 3, "gravity": 2},
    RulesProblemKind.PLAYERS: {"shape": (4, 4), "k": 3, "players": 5},
    RulesProblemKind.TARGET: {"shape": (4, 4), "k": 3, "target": 0},
    RulesProblemKind.BLOCKED_TYPE: {"shape": (4, 4), "k": 3, "blocked": 7},
    RulesProblemKind.BLOCKED_CELL: {"shape": (4, 4), "k": 3, "blocked": {(4, 0)}},
    RulesProblemKind.ALL_BLOCKED: {"shape": (2,), "k": 2, "blocked": {(0,), (1,)}},
    # 7,488 cells, within the limit, but 207,896 lines of two.
    RulesProblemKind.LINES: {"shape": (4, 8, 13, 18), "k": 2},
}


def problem_of(kind: RulesProblemKind) -> RulesProblem:
    """The problem the bad rules of `kind` raise (NO_CENTRE: the centre of a 4×4 board)."""
    try:
        if kind is RulesProblemKind.NO_CENTRE:
            centre((4, 4))
        else:
            Rules(**BAD_RULES[kind])  # type: ignore[arg-type]
    except RulesError as error:
        assert error.problem.kind is kind, error
        return error.problem
    raise AssertionError(f"no problem: {kind}")


def every_rules_problem() -> list[RulesProblem]:
    """One problem of every kind."""
    return [problem_of(kind) for kind in RulesProblemKind]
