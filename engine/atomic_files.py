"""Writing a file whole or not at all: the one atomic write every file the engine and the window
keep goes through (game files, autosaves, books, records, statistics)."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Replace the file at `path` with `text` in UTF-8, as `write_bytes_atomic` does."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace the file at `path` with `data`: a temporary file in the same folder, flushed to
    disk, renamed over `path`, and the rename flushed too, so a crash leaves either the old file
    or the new one, never half of one. Raises OSError when it cannot be written (and leaves no
    temporary file behind)."""
    target = Path(path)
    # mkstemp makes the file private (0600); keep the mode of the file being replaced, or give a
    # new file the usual 0644.
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        mode = 0o644
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
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
