"""Game files on disk: the text of a file (one move a line), atomic save, and reading with a
size cap before anything is parsed."""

from __future__ import annotations

import json
import os
import stat
import tempfile
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from engine.game import Game
from engine.players import PlayerInfo
from engine.record.checks import RecordError, parse_json
from engine.record.data import GameRecord, record_from_data, to_data

EXTENSION = ".hyperrow"
MAX_BYTES = 10_000_000
"""Files above this size are refused before they are parsed: a real game is a few kilobytes."""


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
    data = parse_json(text)
    return record_from_data(data)
