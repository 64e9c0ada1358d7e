"""Game files: versioned JSON, strict validation, atomic save.

A file holds the rules, who plays, the moves (cells as 0-based lists of ints), the redo stack and
two timestamps:

    {"format": "hyperrow", "version": 1, "rules": {...}, "players": [{"name", "kind", "level"}],
     "moves": [[x, y, ...], ...], "redo": [...], "created": ISO-8601, "saved": ISO-8601}

Loading checks everything (types, ranges, the limits of `Rules`, every move legal in turn, nothing
after the end) before it builds a `Game`, and every problem raises `RecordError` with a message
that says what is wrong and where (`moves[12]: cell (4, 0, 0) is outside the 4×4×4 board`).
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from engine.game import Game
from engine.rules import MAX_AXES, Cell, Rules, format_shape

FORMAT = "hyperrow"
VERSION = 1
EXTENSION = ".hyperrow"
MAX_BYTES = 10_000_000
"""Files above this size are refused before they are parsed: a real game is a few kilobytes."""
MAX_NAME = 100
KINDS = ("human", "cpu")

_TOP_KEYS = ("format", "version", "rules", "players", "moves", "redo", "created", "saved")
_RULES_KEYS = ("shape", "k", "gravity", "players", "blocked", "target")
_PLAYER_KEYS = ("name", "kind", "level")


class RecordError(ValueError):
    """A game file that cannot be loaded; the message says what is wrong and where."""


@dataclass(frozen=True)
class PlayerInfo:
    """Who plays a seat: a `name`, the `kind` ("human" or "cpu") and the CPU `level` (None for
    a human)."""

    name: str
    kind: str = "human"
    level: str | None = None


@dataclass(frozen=True)
class GameRecord:
    """Everything a game file holds; `game` carries the moves and the redo stack."""

    game: Game
    players: tuple[PlayerInfo, ...]
    created: datetime
    saved: datetime

    @property
    def rules(self) -> Rules:
        """The rules of the recorded game."""
        return self.game.rules


def default_players(count: int) -> tuple[PlayerInfo, ...]:
    """`count` human seats named "Player 1", "Player 2", …"""
    return tuple(PlayerInfo(f"Player {p + 1}") for p in range(count))


# -- writing --------------------------------------------------------------------------------


def _now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


def to_data(
    game: Game,
    players: Sequence[PlayerInfo] | None = None,
    created: datetime | None = None,
    saved: datetime | None = None,
) -> dict[str, Any]:
    """The JSON-ready dict of a game file for `game` (see `dumps`)."""
    rules = game.rules
    seats = default_players(rules.players) if players is None else tuple(players)
    if len(seats) != rules.players:
        raise ValueError(f"players: {len(seats)} given for a game of {rules.players} players")
    saved = _now() if saved is None else saved
    created = saved if created is None else created
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": {
            "shape": list(rules.shape),
            "k": rules.k,
            "gravity": rules.gravity,
            "players": rules.players,
            "blocked": [list(c) for c in sorted(rules.blocked)],
            "target": rules.target,
        },
        "players": [{"name": s.name, "kind": s.kind, "level": s.level} for s in seats],
        "moves": [list(c) for c in game.moves],
        "redo": [list(c) for c in game.redo_moves],
        "created": created.isoformat(),
        "saved": saved.isoformat(),
    }


def dumps(
    game: Game,
    players: Sequence[PlayerInfo] | None = None,
    created: datetime | None = None,
    saved: datetime | None = None,
) -> str:
    """The text of a game file for `game`. `players` defaults to human seats, `saved` to now and
    `created` to `saved`. One move per line, so files read well and diff well."""
    data = to_data(game, players, created, saved)
    moves = data.pop("moves")
    redo = data.pop("redo")
    created_text = data.pop("created")
    saved_text = data.pop("saved")
    parts = [f"  {json.dumps(key)}: {json.dumps(value)}" for key, value in data.items()]
    parts.append(f'  "moves": {_cell_list(moves)}')
    parts.append(f'  "redo": {_cell_list(redo)}')
    parts.append(f'  "created": {json.dumps(created_text)}')
    parts.append(f'  "saved": {json.dumps(saved_text)}')
    return "{\n" + ",\n".join(parts) + "\n}\n"


def _cell_list(cells: list[list[int]]) -> str:
    if not cells:
        return "[]"
    return "[\n" + ",\n".join(f"    {json.dumps(c)}" for c in cells) + "\n  ]"


def save(
    game: Game,
    path: str | os.PathLike[str],
    players: Sequence[PlayerInfo] | None = None,
    created: datetime | None = None,
) -> None:
    """Write `game` to `path` atomically: a temporary file in the same folder, flushed to disk,
    then renamed over `path`, so a crash leaves either the old file or the new one."""
    text = dumps(game, players, created)
    target = Path(path)
    # mkstemp makes the file private (0600); keep the mode of the file being replaced, or give a
    # new file the usual 0644.
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        mode = 0o644
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp, mode)
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)


def _sync_folder(folder: Path) -> None:
    """Flush the rename to disk where the platform allows opening a folder (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# -- reading --------------------------------------------------------------------------------


def load(path: str | os.PathLike[str]) -> Game:
    """The game saved at `path`; raises RecordError for a bad file, OSError if it can't be read."""
    return load_record(path).game


def load_record(path: str | os.PathLike[str]) -> GameRecord:
    """Everything saved at `path`; raises RecordError for a bad file, OSError if unreadable."""
    with open(path, "rb") as handle:
        # Read one byte past the cap so an oversized file is refused without reading it all.
        data = handle.read(MAX_BYTES + 1)
    return loads_record(data)


def loads(text: str | bytes) -> Game:
    """The game in the game-file `text`; raises RecordError saying what is wrong and where."""
    return loads_record(text).game


def loads_record(text: str | bytes) -> GameRecord:
    """Everything in the game-file `text` (str, or UTF-8 bytes); raises RecordError."""
    if len(text) > MAX_BYTES:
        raise RecordError(f"the file is larger than {MAX_BYTES:,} bytes; no game is that long")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as error:
            raise RecordError(
                f"not UTF-8 text: byte 0x{text[error.start]:02x} at offset {error.start}"
            ) from None
    data = _parse_json(text)
    return _build(data)


def _reject_constant(name: str) -> None:
    raise RecordError(f"{name} is not allowed in a game file")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise RecordError(f"the key {key!r} appears twice in one object")
        result[key] = value
    return result


def _parse_json(text: str) -> Any:
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text.strip():
        raise RecordError("the file is empty")
    try:
        return json.loads(text, object_pairs_hook=_unique_keys, parse_constant=_reject_constant)
    except RecordError:
        raise
    except json.JSONDecodeError as error:
        where = f"line {error.lineno}, column {error.colno}"
        what = error.msg.replace("starting at", "starting here")
        if _is_cut_short(text):
            raise RecordError(f"the file is cut short: not valid JSON at {where}: {what}") from None
        raise RecordError(f"not valid JSON at {where}: {what}") from None
    except RecursionError:
        raise RecordError("not a game file: the JSON is nested too deeply") from None
    except ValueError as error:
        # Only the integer-size guard of int() reaches here: a number with thousands of digits.
        raise RecordError(f"not valid JSON: {error}") from None


def _is_cut_short(text: str) -> bool:
    """True if `text` ends inside a string or with brackets still open: a truncated file."""
    depth = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
        elif char in "]}":
            depth -= 1
    return in_string or depth > 0


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _type_name(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, int | float):
        return f"the number {value!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _expect_int(value: object, where: str, low: int, high: int | None = None) -> int:
    if not _is_int(value):
        raise RecordError(f"{where}: expected a whole number, got {_type_name(value)}")
    assert isinstance(value, int)
    if value < low or (high is not None and value > high):
        upper = f" to {high}" if high is not None else " or more"
        raise RecordError(f"{where}: {value} is out of range, expected {low}{upper}")
    return value


def _expect_list(value: object, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(f"{where}: expected a list, got {_type_name(value)}")
    return value


def _expect_keys(data: object, where: str, keys: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise RecordError(f"{where}: expected an object, got {_type_name(data)}")
    prefix = f"{where}." if where else ""
    for key in keys:
        if key not in data:
            raise RecordError(f"{prefix}{key}: missing")
    for key in data:
        if key not in keys:
            raise RecordError(f"{prefix}{key}: unknown field")
    return data


def _build(data: object) -> GameRecord:
    if not isinstance(data, dict):
        raise RecordError(f"not a hyperrow game file: expected an object, got {_type_name(data)}")
    if "format" not in data:
        raise RecordError('not a hyperrow game file: no "format" field')
    if data["format"] != FORMAT:
        raise RecordError(
            f'format: {data["format"]!r}, expected "{FORMAT}": not a hyperrow game file'
        )
    if "version" not in data:
        raise RecordError("version: missing")
    version = _expect_int(data["version"], "version", 1)
    if version > VERSION:
        raise RecordError(
            f"version {version} is newer than this hyperrow understands ({VERSION}); "
            "update hyperrow to open this file"
        )
    _expect_keys(data, "", _TOP_KEYS)
    rules = _build_rules(data["rules"])
    players = _build_players(data["players"], rules)
    created = _timestamp(data["created"], "created")
    saved = _timestamp(data["saved"], "saved")
    moves = _cells(data["moves"], "moves", rules)
    redo = _cells(data["redo"], "redo", rules)

    game = Game(rules)
    for i, cell in enumerate(moves):
        _play(game, cell, f"moves[{i}]")
    for i, cell in enumerate(redo):
        _play(game, cell, f"redo[{i}]")
    for _ in redo:
        game.undo()
    return GameRecord(game, players, created, saved)


def _build_rules(data: object) -> Rules:
    fields = _expect_keys(data, "rules", _RULES_KEYS)
    shape = _expect_list(fields["shape"], "rules.shape")
    if not 1 <= len(shape) <= MAX_AXES:
        raise RecordError(f"rules.shape: {len(shape)} axes, expected 1 to {MAX_AXES}")
    for axis, size in enumerate(shape):
        _expect_int(size, f"rules.shape[{axis}]", 1)
    _expect_int(fields["k"], "rules.k", 2)
    if fields["gravity"] is not None:
        _expect_int(fields["gravity"], "rules.gravity", 0, len(shape) - 1)
    _expect_int(fields["players"], "rules.players", 2)
    _expect_int(fields["target"], "rules.target", 1)
    blocked = _expect_list(fields["blocked"], "rules.blocked")
    for i, cell in enumerate(blocked):
        _cell_values(cell, f"rules.blocked[{i}]", len(shape))
    try:
        return Rules(
            shape=tuple(shape),
            k=fields["k"],
            gravity=fields["gravity"],
            players=fields["players"],
            blocked=frozenset(tuple(c) for c in blocked),
            target=fields["target"],
        )
    except ValueError as error:
        raise RecordError(f"rules.{error}") from None


def _build_players(data: object, rules: Rules) -> tuple[PlayerInfo, ...]:
    seats = _expect_list(data, "players")
    if len(seats) != rules.players:
        raise RecordError(
            f"players: {len(seats)} listed, but the rules are for {rules.players} players"
        )
    result = []
    for i, seat in enumerate(seats):
        where = f"players[{i}]"
        fields = _expect_keys(seat, where, _PLAYER_KEYS)
        name, kind, level = fields["name"], fields["kind"], fields["level"]
        if not isinstance(name, str) or not 1 <= len(name) <= MAX_NAME:
            raise RecordError(
                f"{where}.name: expected a text of 1 to {MAX_NAME} characters, "
                f"got {_type_name(name) if not isinstance(name, str) else len(name)}"
            )
        if kind not in KINDS:
            raise RecordError(f"{where}.kind: {kind!r}, expected one of {', '.join(KINDS)}")
        if kind == "human" and level is not None:
            raise RecordError(f"{where}.level: a human player has no level, got {level!r}")
        if kind == "cpu" and (not isinstance(level, str) or not 1 <= len(level) <= MAX_NAME):
            raise RecordError(f"{where}.level: a CPU player needs a level name, got {level!r}")
        result.append(PlayerInfo(name, kind, level))
    return tuple(result)


def _timestamp(value: object, where: str) -> datetime:
    if not isinstance(value, str):
        raise RecordError(f"{where}: expected an ISO-8601 time, got {_type_name(value)}")
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        raise RecordError(f"{where}: {value!r} is not an ISO-8601 time") from None


def _cell_values(value: object, where: str, ndim: int) -> list[int]:
    cell = _expect_list(value, where)
    if len(cell) != ndim:
        raise RecordError(f"{where}: {len(cell)} coordinates, expected {ndim}")
    for axis, coordinate in enumerate(cell):
        if not _is_int(coordinate):
            raise RecordError(
                f"{where}[{axis}]: expected a whole number, got {_type_name(coordinate)}"
            )
    return cell


def _cells(data: object, where: str, rules: Rules) -> list[Cell]:
    items = _expect_list(data, where)
    if len(items) > rules.cell_count:
        raise RecordError(
            f"{where}: {len(items)} moves, more than the {rules.cell_count} cells of the board"
        )
    result = []
    for i, item in enumerate(items):
        cell = tuple(_cell_values(item, f"{where}[{i}]", rules.ndim))
        if not all(0 <= c < n for c, n in zip(cell, rules.shape, strict=True)):
            raise RecordError(
                f"{where}[{i}]: cell {cell} is outside the {format_shape(rules.shape)} board"
            )
        result.append(cell)
    return result


def _play(game: Game, cell: Cell, where: str) -> None:
    """Play `cell` with the reasons for refusing it in the file's own 0-based terms."""
    if game.is_over():
        outcome = game.outcome()
        assert outcome is not None
        if outcome.winners:
            result = " and ".join(f"player {p + 1}" for p in outcome.winners) + " won"
        else:
            result = "a draw"
        raise RecordError(f"{where}: cell {cell} comes after the end ({result} at move {game.ply})")
    reason = game.refusal(cell, str)
    if reason is not None:
        raise RecordError(f"{where}: cell {reason}")
    game.play(cell)
