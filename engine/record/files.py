"""Game files on disk: the text of a file (one move a line), atomic save, and reading regular
files only, with a size cap checked before anything is read."""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Sequence
from datetime import datetime
from typing import Unpack

from engine.atomic_files import write_text_atomic
from engine.game import Game
from engine.players import PlayerInfo
from engine.record.analysis_data import GameAnalysis
from engine.record.checks import parse_json
from engine.record.data import FileFacts, GameRecord, record_from_data, to_data
from engine.record.problems import FileKind, RecordError, RecordProblem, RecordProblemKind

EXTENSION = ".hyperrow"
MAX_BYTES = 10_000_000
"""Files above this size are refused before they are parsed: a real game is a few kilobytes."""


def dumps(
    game: Game, players: Sequence[PlayerInfo] | None = None, **facts: Unpack[FileFacts]
) -> str:
    """The text of a game file for `game`: `players` defaults to human seats, the `facts` to
    theirs (`FileFacts`). One move per line (and one analysed move), so files read well and diff
    well."""
    data = to_data(game, players, **facts)
    moves = data.pop("moves")
    redo = data.pop("redo")
    created_text = data.pop("created")
    saved_text = data.pop("saved")
    analysed = data.pop("analysis", None)
    parts = [f"  {json.dumps(key)}: {json.dumps(value)}" for key, value in data.items()]
    parts.append(f'  "moves": {_cell_list(moves)}')
    parts.append(f'  "redo": {_cell_list(redo)}')
    parts.append(f'  "created": {json.dumps(created_text)}')
    parts.append(f'  "saved": {json.dumps(saved_text)}')
    if analysed is not None:
        lines = ",\n".join(f"    {json.dumps(entry)}" for entry in analysed)
        parts.append(f'  "analysis": [\n{lines}\n  ]' if lines else '  "analysis": []')
    return "{\n" + ",\n".join(parts) + "\n}\n"


def _cell_list(cells: list[list[int]]) -> str:
    if not cells:
        return "[]"
    # Cells are lists of ints, which json.dumps writes as "[1, 2, 3]": joined directly, a
    # full 19×19×19 game (6,859 moves) is written in a fraction of the time.
    return "[\n" + ",\n".join(f"    [{', '.join(map(str, c))}]" for c in cells) + "\n  ]"


def save(
    game: Game,
    path: str | os.PathLike[str],
    players: Sequence[PlayerInfo] | None = None,
    created: datetime | None = None,
    analysis: GameAnalysis | None = None,
) -> None:
    """Write `game` (with its `analysis`, if given) to `path` atomically (see
    engine.atomic_files)."""
    write_text_atomic(path, dumps(game, players, created=created, analysis=analysis))


# -- reading --------------------------------------------------------------------------------


def load(path: str | os.PathLike[str]) -> Game:
    """The game saved at `path`; raises RecordError for a bad file, OSError if it can't be read."""
    return load_record(path).game


def load_record(path: str | os.PathLike[str]) -> GameRecord:
    """Everything saved at `path`; raises RecordError for a bad file, OSError if unreadable."""
    return loads_record(read_game_bytes(path))


def _kind_of(mode: int) -> FileKind | None:
    """What a non-regular file is; None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return FileKind.FOLDER
    if stat.S_ISFIFO(mode):
        return FileKind.PIPE
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return FileKind.DEVICE
    if stat.S_ISSOCK(mode):
        return FileKind.SOCKET
    return FileKind.OTHER


def read_game_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of the game file at `path`, read only if it is a regular file of at most
    MAX_BYTES: a named pipe, a device or a folder is refused before anything is read (a pipe
    would block until a writer appears, /dev/zero would never end). Raises RecordError for
    those, OSError if the file cannot be opened."""
    # O_NONBLOCK: opening a named pipe for reading would otherwise wait for a writer.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        kind = _kind_of(info.st_mode)
        if kind is not None:
            raise RecordError(RecordProblem(RecordProblemKind.NOT_A_FILE, file_kind=kind))
        if info.st_size > MAX_BYTES:
            raise RecordError(_too_large())
    except BaseException:
        os.close(fd)
        raise
    with os.fdopen(fd, "rb", buffering=0) as handle:
        # Read one byte past the cap: a file that grew since fstat is still refused.
        chunks = []
        left = MAX_BYTES + 1
        while left > 0:
            chunk = handle.read(left)
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    return b"".join(chunks)


def _too_large() -> RecordProblem:
    return RecordProblem(RecordProblemKind.TOO_LARGE, high=MAX_BYTES)


def loads(text: str | bytes) -> Game:
    """The game in the game-file `text`; raises RecordError saying what is wrong and where."""
    return loads_record(text).game


def loads_record(text: str | bytes) -> GameRecord:
    """Everything in the game-file `text` (str, or UTF-8 bytes); raises RecordError."""
    if len(text) > MAX_BYTES:
        raise RecordError(_too_large())
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as error:
            raise RecordError(
                RecordProblem(
                    RecordProblemKind.NOT_UTF8, found=text[error.start], offset=error.start
                )
            ) from None
    data = parse_json(text)
    return record_from_data(data)
