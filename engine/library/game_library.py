"""The library of every game played: each game its own file in the data folder's `games/` (the
record, engine.record), indexed in `games.sqlite3` beside it (engine.library.library_index).

The files are the truth; the index may lag and catches up from them. Each time the library lists
its games (and before its first other answer), it looks at the games folder's modification
time; when the folder changed since the index was last level with it, it compares each file's
size and modification time with the index and reads only the files that changed. (A file
rewritten in place, which leaves its folder's time as it was, is seen at the folder's next
change, or by `rebuild`; the library's own writes replace files by renaming, which the folder's
time shows.) An index that is missing is built from the files; one that is damaged is moved
aside to `games.sqlite3.unreadable` and rebuilt, and the caller is told once (`take_problems`).
When the index cannot be written (a full disk, a read-only folder) the library goes on with an
index in memory, built from the files; when a game's file cannot be written, `keep` says so as
a value. Nothing here raises for what the disk does.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import secrets
import sqlite3
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType

from engine.atomic_files import write_text_atomic
from engine.library.library_index import GameRow, LibraryIndex, Stamp
from engine.library.library_problems import LibraryProblem, LibraryProblemKind
from engine.library.opening_explorer import Exploration, explore
from engine.players import PlayerInfo, SeatKind
from engine.record import (
    EXTENSION,
    GameRecord,
    RecordError,
    load_record,
    loads_record,
    rules_from_data,
)
from engine.record.files import read_game_bytes
from engine.rules import Cell, Rules

log = logging.getLogger(__name__)

GAMES_FOLDER = "games"
INDEX_NAME = "games.sqlite3"
DAMAGED_SUFFIX = ".unreadable"
SETTLED_NS = 2_000_000_000
"""How long ago the games folder must have changed for its time to stand for its contents: a
file system's clock ticks in milliseconds, and a file renamed in within the same tick would
leave the time as it was."""

_ID = re.compile(r"[^\s/\\.:\x00][^/\\:\x00]{0,199}")
"""A game's id is the name of its file without the extension: no folder in it, not hidden."""
_DAMAGED = (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)


class LibraryIdError(ValueError):
    """A game id that cannot name a file of the library; the message says which."""


@dataclass(frozen=True)
class Kept:
    """What `keep` did: the game's id, and the problem when its file could not be written (then
    the game is not in the library, and keeping it again with the same id may work later)."""

    game_id: str
    problem: LibraryProblem | None = None


@dataclass(frozen=True)
class Deleted:
    """A game taken out of the library, with its file's text for `restore` (Undo); `problem`
    when it could not be deleted (then `text` is empty and the game is still there)."""

    game_id: str
    text: str
    problem: LibraryProblem | None = None


@dataclass(frozen=True)
class LibraryEntry:
    """One game of the library as the index knows it."""

    game_id: str
    folder: Path
    """The games folder the game's file is in (see `file`)."""
    file_name: str
    rules: Rules
    preset: str | None
    """The name of the rules' preset, None for other rules."""
    players: tuple[PlayerInfo, ...]
    moves: int
    winners: tuple[int, ...] | None
    """The seats that won (none: a draw); None while the game goes on."""
    created: datetime
    saved: datetime
    analysed: bool

    @property
    def file(self) -> Path:
        """The game's file."""
        return self.folder / self.file_name

    @property
    def finished(self) -> bool:
        """True when the game has ended on the board."""
        return self.winners is not None


def entries_of(rows: Sequence[GameRow], folder: Path) -> list[LibraryEntry]:
    """The index's `rows` of games kept in `folder` as entries (each set of rules and of seats
    read once)."""
    rules: dict[str, Rules] = {}
    seats: dict[str, tuple[PlayerInfo, ...]] = {}
    entries = []
    for row in rows:
        if row.rules not in rules:
            rules[row.rules] = rules_from_data(json.loads(row.rules))
        if row.players not in seats:
            seats[row.players] = tuple(
                PlayerInfo(p["name"], SeatKind(p["kind"]), p["level"])
                for p in json.loads(row.players)
            )
        winners = (
            None if row.winners is None else tuple(int(w) for w in row.winners.split(",") if w)
        )
        entries.append(
            LibraryEntry(
                row.game_id,
                folder,
                row.file,
                rules[row.rules],
                row.preset,
                seats[row.players],
                row.moves,
                winners,
                datetime.fromisoformat(row.created),
                datetime.fromisoformat(row.saved),
                row.analysed,
            )
        )
    return entries


@dataclass(frozen=True)
class Unreadable:
    """A file of the games folder that is no game: its path and what is wrong with it."""

    file: Path
    detail: str


def new_game_id(created: datetime) -> str:
    """An id for a game created at `created`: its UTC time to the second and six random hex
    digits (`20261129-071314-3fa2c1`)."""
    return f"{created.astimezone(UTC).strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}"


def check_game_id(game_id: str) -> str:
    """`game_id` when it can name a file of the library; raises LibraryIdError."""
    if not _ID.fullmatch(game_id):
        raise LibraryIdError(
            f"game id {game_id!r}: expected a file name without a folder, not starting with a dot"
        )
    return game_id


class GameLibrary:
    """The games kept in the data folder `data_dir`. Use it from one thread; close it (or use
    it as a context manager) when done."""

    def __init__(self, data_dir: str | os.PathLike[str]) -> None:
        self.data_dir = Path(data_dir)
        self.folder = self.data_dir / GAMES_FOLDER
        self.index_path = self.data_dir / INDEX_NAME
        self._problems: list[LibraryProblem] = []
        self._told: set[LibraryProblemKind] = set()
        self._synced = False
        self._index = self._open()

    # -- the index --------------------------------------------------------------------------

    def _open(self) -> LibraryIndex:
        """The index on disk, set aside and made again when damaged, else one in memory."""
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
            return LibraryIndex(self.index_path)
        except OSError as error:
            self._tell(LibraryProblem.of_os_error(_NOT_SAVED, self.index_path, error))
        except sqlite3.Error as error:
            if not _is_damage(error):
                self._tell(LibraryProblem.of_sqlite_error(_NOT_SAVED, self.index_path, error))
            elif self._set_aside(error):
                return self._open()
        return LibraryIndex(":memory:")

    def _set_aside(self, error: sqlite3.Error) -> bool:
        """Move the damaged index aside; False when it cannot be moved."""
        log.info("the library's index %s is damaged (%s): rebuilt", self.index_path, error)
        kept = self.index_path.with_name(self.index_path.name + DAMAGED_SUFFIX)
        try:
            self.index_path.replace(kept)
            for suffix in ("-wal", "-shm"):
                self.index_path.with_name(self.index_path.name + suffix).unlink(missing_ok=True)
        except OSError as move_error:
            self._tell(LibraryProblem.of_os_error(_NOT_SAVED, self.index_path, move_error))
            return False
        damaged = LibraryProblemKind.INDEX_DAMAGED
        self._tell(LibraryProblem(damaged, str(self.index_path), None, str(error), str(kept)))
        return True

    def _tell(self, problem: LibraryProblem) -> None:
        """Keep `problem` for the caller, once per kind a session (a full disk fails every
        write the same way)."""
        if problem.kind in self._told and problem.kind is not LibraryProblemKind.INDEX_DAMAGED:
            return
        self._told.add(problem.kind)
        self._problems.append(problem)

    def take_problems(self) -> list[LibraryProblem]:
        """What went wrong with the index since last asked (each told once): a damaged index set
        aside, or an index that cannot be written and lives in memory this session."""
        problems, self._problems = self._problems, []
        return problems

    def _write(self, change: Callable[[LibraryIndex], object]) -> None:
        """Make `change` to the index in a transaction; when the database fails, the library
        goes on with an index made again from the files (a damaged one set aside) or kept in
        memory, and makes the change there."""
        try:
            with self._index.transaction():
                change(self._index)
            return
        except sqlite3.Error as error:
            self._recover(error)
        with self._index.transaction():
            change(self._index)

    def _recover(self, error: sqlite3.Error) -> None:
        """Leave the failing database for one made again (damaged) or one in memory."""
        with contextlib.suppress(sqlite3.Error):
            self._index.close()
        if _is_damage(error) and self._set_aside(error):
            self._index = self._open()
        else:
            if self._index.path != ":memory:":
                self._tell(LibraryProblem.of_sqlite_error(_NOT_SAVED, self.index_path, error))
            self._index = LibraryIndex(":memory:")
        self._sync()

    def close(self) -> None:
        """Close the index."""
        self._index.close()

    def __enter__(self) -> GameLibrary:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    # -- the files --------------------------------------------------------------------------

    def path_of(self, game_id: str) -> Path:
        """The file of the game `game_id`."""
        return self.folder / (check_game_id(game_id) + EXTENSION)

    def _on_disk(self) -> dict[str, Stamp]:
        """The game files of the folder by name, with their stamps."""
        found: dict[str, Stamp] = {}
        try:
            entries = list(os.scandir(self.folder))
        except OSError:
            return found
        for entry in entries:
            name = entry.name
            if not name.endswith(EXTENSION) or name.startswith(".") or len(name) == len(EXTENSION):
                continue
            try:
                if entry.is_file():
                    info = entry.stat()
                    found[name] = Stamp(info.st_size, info.st_mtime_ns)
            except OSError:
                continue
        return found

    def _sync(self) -> None:
        """Bring the index level with the folder: read the files that are new or changed,
        forget the ones gone."""
        self._synced = True
        try:
            self._sync_once()
        except sqlite3.Error as error:
            self._recover(error)

    def _sync_first(self) -> None:
        """Bring the index level with the folder if it was not since the library opened."""
        if not self._synced:
            self._sync()

    def _sync_once(self) -> None:
        try:
            folder_time: int | None = self.folder.stat().st_mtime_ns
        except OSError:
            folder_time = None
        if folder_time is not None and folder_time == self._index.folder_stamp():
            return
        on_disk = self._on_disk()
        known = self._index.stamps()
        changed = [name for name, stamp in on_disk.items() if known.get(name) != stamp]
        gone = [name for name in known if name not in on_disk]
        # A folder changed within the last moments may change again within the same tick of
        # its clock, which its time would not show: such a time is not trusted.
        settled = folder_time is not None and time.time_ns() - folder_time > SETTLED_NS
        with self._index.transaction():
            self._index.forget(gone)
            for name in changed:
                self._index_file(name, on_disk[name])
            self._index.set_folder_stamp(folder_time if settled else None)

    def _index_file(self, name: str, stamp: Stamp) -> None:
        path = self.folder / name
        try:
            record = loads_record(read_game_bytes(path))
        except RecordError as error:
            self._index.put_unreadable(name, stamp, str(error))
            return
        except OSError as error:
            self._index.put_unreadable(name, stamp, error.strerror or str(error))
            return
        self._index.put_game(name[: -len(EXTENSION)], name, stamp, record)

    def rebuild(self) -> list[Unreadable]:
        """Make the index again from the files alone; returns the files that are no game."""
        self._write(LibraryIndex.clear)
        self._sync()
        return self.unreadable()

    def unreadable(self) -> list[Unreadable]:
        """The files of the games folder that are no game, with what is wrong with each."""
        self._sync_first()
        try:
            rows = self._index.unreadable()
        except sqlite3.Error as error:
            self._recover(error)
            rows = self._index.unreadable()
        return [Unreadable(self.folder / file, detail) for file, detail in rows]

    # -- keeping ----------------------------------------------------------------------------

    def keep(self, text: str, game_id: str | None = None) -> Kept:
        """Write the game file `text` (engine.record.dumps) to the library, as the game `game_id`
        (a new game, with a new id, when None), and index it. The file is written atomically;
        a failure is told in `Kept.problem`. Raises RecordError when `text` is no game file and
        LibraryIdError for an id that cannot name a file."""
        record = loads_record(text)
        if game_id is None:
            game_id = new_game_id(record.created)
            while self.path_of(game_id).exists():  # never another game's file
                game_id = new_game_id(record.created)
        path = self.path_of(game_id)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_text_atomic(path, text)
            info = path.stat()
        except OSError as error:
            log.info("could not keep the game %s: %s", path, error)
            return Kept(game_id, LibraryProblem.of_os_error(_NOT_KEPT, path, error))
        stamp = Stamp(info.st_size, info.st_mtime_ns)
        self._write(lambda index: index.put_game(game_id, path.name, stamp, record))
        return Kept(game_id)

    def delete(self, game_id: str) -> Deleted:
        """Take the game `game_id` out of the library (its file and its rows); the returned
        value can `restore` it."""
        path = self.path_of(game_id)
        try:
            text = read_game_bytes(path).decode("utf-8", errors="replace")
            path.unlink()
        except FileNotFoundError:
            problem = LibraryProblem(LibraryProblemKind.NO_SUCH_GAME, str(path))
            return Deleted(game_id, "", problem)
        except (OSError, RecordError) as error:
            detail = error.strerror if isinstance(error, OSError) else None
            number = error.errno if isinstance(error, OSError) else None
            problem = LibraryProblem(_NOT_DELETED, str(path), number, detail or str(error))
            return Deleted(game_id, "", problem)
        self._write(lambda index: index.drop_game(game_id))
        return Deleted(game_id, text)

    def restore(self, deleted: Deleted) -> Kept:
        """Put a deleted game back, with its id (Undo of `delete`)."""
        return self.keep(deleted.text, deleted.game_id)

    # -- reading ----------------------------------------------------------------------------

    def games(self, rules: Rules | None = None, finished: bool | None = None) -> list[LibraryEntry]:
        """The games kept, newest first: all of them, or only those of `rules`, or only those
        finished (True) or going on (False). The index is brought level with the files first."""
        self._sync()
        try:
            rows = self._index.game_rows(rules, finished)
        except sqlite3.Error as error:
            self._recover(error)
            rows = self._index.game_rows(rules, finished)
        return entries_of(rows, self.folder)

    def explore(self, rules: Rules, moves: Sequence[Cell]) -> Exploration:
        """The moves the library's games played from the position after `moves` on the board of
        `rules` (engine.library.opening_explorer), as the index knows them (level with the
        files since the library opened); raises ValueError for a move off the board."""
        self._sync_first()
        try:
            return explore(self._index, rules, moves)
        except sqlite3.Error as error:
            self._recover(error)
            return explore(self._index, rules, moves)

    def load(self, game_id: str) -> GameRecord:
        """Everything the file of the game `game_id` holds; raises RecordError for a damaged
        file and OSError when it cannot be read."""
        return load_record(self.path_of(game_id))

    @property
    def index(self) -> LibraryIndex:
        """The index in use (on disk, or in memory when the disk one cannot be written)."""
        return self._index


def _is_damage(error: sqlite3.Error) -> bool:
    code = getattr(error, "sqlite_errorcode", None)
    return isinstance(code, int) and code & 0xFF in _DAMAGED


_NOT_SAVED = LibraryProblemKind.INDEX_NOT_SAVED
_NOT_KEPT = LibraryProblemKind.GAME_NOT_KEPT
_NOT_DELETED = LibraryProblemKind.GAME_NOT_DELETED
