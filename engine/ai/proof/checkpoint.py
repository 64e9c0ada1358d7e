"""A strategy build's checkpoint: every finding the client accepts, one JSON line each, written
and flushed as soon as it is accepted, so a stopped build (or a lost worker) loses nothing
proven: the next build with the same checkpoint replays it and goes on.

Line 1 is the build's header (game, root key, expansions per task); then records:
`{"proven": key, "entries": [[key, move], ...]}`, `{"split": key, "move": m}` (the position is
to be proven move by move below `m`), `{"exclude": key, "move": m}` (`m` fails there) and
`{"disproven": key}`. A last line cut off mid-way is dropped and the file truncated to the last
whole line.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any, BinaryIO

Record = dict[str, Any]
TAIL_CHUNK = 1 << 16  # bytes read at a time looking back for the last whole line


class CheckpointError(ValueError):
    """A checkpoint of another build, or a damaged one; the message says which."""


def read_checkpoint(path: Path) -> tuple[dict[str, Any], Iterator[Record]]:
    """The header and the records of the checkpoint at `path`, read without writing to it (a
    build may be adding to it: a last line cut off mid-way is left out, not truncated). The
    records are read one by one as they are asked for: a long build's checkpoint holds
    gigabytes of strategies, which the reader then never holds at once. Raises CheckpointError
    (also while the records are read) for a file that is not a whole checkpoint."""
    handle = path.open("rb")
    try:
        header = json.loads(handle.readline())
    except ValueError:
        handle.close()
        raise CheckpointError(f"{path}: not a whole checkpoint") from None
    if not isinstance(header, dict):
        handle.close()
        raise CheckpointError(f"{path}: not a whole checkpoint")
    return header, _records(path, handle)


def _records(path: Path, handle: BinaryIO) -> Iterator[Record]:
    """The records of the open checkpoint `handle`, read past its header: whole lines only."""
    with handle:
        for number, line in enumerate(handle, 2):
            if not line.endswith(b"\n"):
                return  # cut off mid-way
            try:
                record = json.loads(line)
            except ValueError:
                raise CheckpointError(f"{path}: line {number} is damaged") from None
            if not isinstance(record, dict):
                raise CheckpointError(f"{path}: line {number} is damaged")
            yield record


class Checkpoint:
    """The checkpoint file at `path` of the build described by `header`."""

    def __init__(self, path: Path, header: dict[str, Any]) -> None:
        self.path = path
        self.header = header
        if path.exists():
            self._check()
        self._handle = path.open("a", encoding="ascii")
        if self._handle.tell() == 0:
            self._write(header)

    def _check(self) -> None:
        """Drop a last line cut off mid-way (a build stopped while writing it), and refuse the
        checkpoint of another build."""
        with self.path.open("r+b") as handle:
            end = keep = handle.seek(0, os.SEEK_END)
            while keep > 0:  # back from the end to the last line break
                start = max(0, keep - TAIL_CHUNK)
                handle.seek(start)
                cut = handle.read(keep - start).rfind(b"\n")
                keep = start if cut < 0 else start + cut + 1
                if cut >= 0:
                    break
            if keep < end:
                handle.truncate(keep)
            handle.seek(0)
            first = handle.readline()
        if not first:
            return
        try:
            found = json.loads(first)
        except ValueError:
            raise CheckpointError(f"{self.path}: line 1 is not a checkpoint header") from None
        if found != self.header:
            shown = first[:120].decode("ascii", errors="replace").rstrip()
            raise CheckpointError(
                f"{self.path}: a checkpoint of another build ({shown}); remove it or build the "
                "book it belongs to"
            )

    def records(self) -> Iterator[Record]:
        """The records kept so far, read from the file one by one (CheckpointError for a
        damaged line)."""
        handle = self.path.open("rb")
        handle.readline()  # the header, checked
        return _records(self.path, handle)

    def _write(self, record: Record) -> None:
        self._handle.write(json.dumps(record, separators=(",", ":")) + "\n")
        self._handle.flush()

    def add(self, record: Record) -> None:
        """Keep `record` at once."""
        self._write(record)

    def close(self) -> None:
        """Close the file."""
        self._handle.close()
