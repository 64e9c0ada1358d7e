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
from pathlib import Path
from typing import Any

Record = dict[str, Any]


class CheckpointError(ValueError):
    """A checkpoint of another build, or a damaged one; the message says which."""


def read_checkpoint(path: Path) -> tuple[dict[str, Any], list[Record]]:
    """The header and records of the checkpoint at `path`, read without writing to it (a build
    may be adding to it: a last line cut off mid-way is left out, not truncated)."""
    lines = path.read_bytes().decode("ascii", errors="replace").split("\n")[:-1]
    try:
        header = json.loads(lines[0])
        records = [json.loads(line) for line in lines[1:]]
    except (IndexError, ValueError):
        raise CheckpointError(f"{path}: not a whole checkpoint") from None
    if not isinstance(header, dict) or not all(isinstance(r, dict) for r in records):
        raise CheckpointError(f"{path}: not a whole checkpoint")
    return header, records


class Checkpoint:
    """The checkpoint file at `path` of the build described by `header`."""

    def __init__(self, path: Path, header: dict[str, Any]) -> None:
        self.path = path
        self.header = header
        self.records: list[Record] = []
        if path.exists():
            self.records = self._read()
        self._handle = path.open("a", encoding="ascii")
        if self._handle.tell() == 0:
            self._write(header)

    def _read(self) -> list[Record]:
        data = self.path.read_bytes()
        if data and not data.endswith(b"\n"):
            data = data[: data.rfind(b"\n") + 1]
            with self.path.open("r+b") as handle:
                handle.truncate(len(data))
        lines = data.decode("ascii", errors="replace").splitlines()
        if not lines:
            return []
        try:
            found = json.loads(lines[0])
        except ValueError:
            raise CheckpointError(f"{self.path}: line 1 is not a checkpoint header") from None
        if found != self.header:
            raise CheckpointError(
                f"{self.path}: a checkpoint of another build ({lines[0][:120]}); remove it or "
                "build the book it belongs to"
            )
        records = []
        for number, line in enumerate(lines[1:], 2):
            try:
                record = json.loads(line)
                if not isinstance(record, dict):
                    raise ValueError(line)
            except ValueError:
                raise CheckpointError(f"{self.path}: line {number} is damaged") from None
            records.append(record)
        return records

    def _write(self, record: Record) -> None:
        self._handle.write(json.dumps(record, separators=(",", ":")) + "\n")
        self._handle.flush()

    def add(self, record: Record) -> None:
        """Keep `record` at once."""
        self.records.append(record)
        self._write(record)

    def close(self) -> None:
        """Close the file (the records stay)."""
        self._handle.close()
