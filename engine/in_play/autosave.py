"""Whether a game in play is being kept: the file it is rewritten to after every change, and the
state of those writes, told once when they break and once when they work again, never once a
move (a full disk or a folder that became read-only makes every write fail the same way)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from engine.atomic_files import write_text_atomic


@dataclass(frozen=True)
class WriteFailure:
    """Why writing `path` failed: the system's error number and its own words for it."""

    path: str
    errno: int | None
    reason: str

    @classmethod
    def of(cls, path: str | os.PathLike[str], error: OSError) -> WriteFailure:
        return cls(str(path), error.errno, error.strerror or str(error))


class KeepChange(Enum):
    """What one write changed in whether the game is kept."""

    SAME = "same"  # kept as before, or failing as before
    BROKE = "broke"  # the write failed, and it did not before (or failed another way)
    MENDED = "mended"  # the write worked after failing


class Autosave:
    """The file a game is rewritten to after every change (None: not kept), and whether that
    works (`failure`)."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.failure: WriteFailure | None = None
        """Why the last write failed; None when it worked (or there was none)."""

    @property
    def failing(self) -> bool:
        """True when the latest change is not on disk: the write failed, or is disabled."""
        return self.failure is not None

    def disable(self, failure: WriteFailure) -> None:
        """Keep nothing (the folder cannot be written, as `failure` says)."""
        self.path = None
        self.failure = failure

    def write(self, text: str) -> KeepChange:
        """Rewrite the autosave with `text` (nothing without a path); raises nothing."""
        if self.path is None:
            return KeepChange.SAME
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_text_atomic(self.path, text)
        except OSError as error:
            failure = WriteFailure.of(self.path, error)
            changed = failure != self.failure
            self.failure = failure
            return KeepChange.BROKE if changed else KeepChange.SAME
        if self.failure is not None:
            self.failure = None
            return KeepChange.MENDED
        return KeepChange.SAME
