"""What the library tells its caller, as values the front ends word: a game that could not be
written, an index that was damaged and set aside, an index that cannot be written. None of them
loses a game: each game's file is the truth, and the index is rebuilt from the files."""

from __future__ import annotations

import errno
import sqlite3
from dataclasses import dataclass
from enum import Enum


class LibraryProblemKind(Enum):
    """What went wrong in the library."""

    GAME_NOT_KEPT = "a game could not be written to the library"  # `path`, `error_number`
    INDEX_DAMAGED = "the library's index was damaged"  # set aside as `kept_as`, rebuilt
    INDEX_NOT_SAVED = "the library's index cannot be written"  # kept in memory this session
    GAME_NOT_DELETED = "a game could not be deleted"  # `path`, `error_number`
    NO_SUCH_GAME = "there is no such game in the library"  # `path`: the game's file


@dataclass(frozen=True)
class LibraryProblem:
    """What went wrong, where (`path`), and why: the system's error number (for the front ends
    to word: a full disk, a read-only folder) and its own words for it (`detail`); `kept_as`,
    where a damaged index was moved."""

    kind: LibraryProblemKind
    path: str
    error_number: int | None = None
    detail: str = ""
    kept_as: str = ""

    @classmethod
    def of_os_error(cls, kind: LibraryProblemKind, path: object, error: OSError) -> LibraryProblem:
        """The problem `kind` that the system's `error` caused at `path`."""
        return cls(kind, str(path), error.errno, error.strerror or str(error))

    @classmethod
    def of_sqlite_error(
        cls, kind: LibraryProblemKind, path: object, error: sqlite3.Error
    ) -> LibraryProblem:
        """The problem `kind` that SQLite's `error` caused at `path`, with the system's error
        number where SQLite's says the same (a full disk, a read-only file)."""
        code = getattr(error, "sqlite_errorcode", None)
        number = _SYSTEM_ERRORS.get(code & 0xFF) if isinstance(code, int) else None
        return cls(kind, str(path), number, str(error))


_SYSTEM_ERRORS = {
    sqlite3.SQLITE_FULL: errno.ENOSPC,
    sqlite3.SQLITE_READONLY: errno.EROFS,
    sqlite3.SQLITE_PERM: errno.EACCES,
    sqlite3.SQLITE_CANTOPEN: errno.EACCES,
}
"""SQLite's primary result codes that mean what a system error means."""
