"""A book build's checkpoint (see book_build): reading back the leaves a stopped build solved,
and what can be wrong with the file.

The checkpoint is text: a first line of JSON (width, height, k, plies, and "exact": true in an
exact build), then a line `key result column seconds` per solved leaf (column -1 in a lost
position), with the exact score after them in an exact build.
"""

from __future__ import annotations

import json
from enum import Enum
from pathlib import Path


class CheckpointProblem(Enum):
    """What is wrong with a checkpoint file."""

    NO_HEADER = "line 1 is not a checkpoint header"
    ANOTHER_BUILD = "a checkpoint of another build"
    DAMAGED_LINE = "a damaged line"


class CheckpointError(ValueError):
    """A checkpoint that does not belong to this build or is damaged: `problem` says which, in
    the file `path`, with the `line` number and its `text` (the header of another build, or the
    start of a damaged line); the message says it in English."""

    def __init__(self, path: Path, problem: CheckpointProblem, line: int, text: str) -> None:
        self.path = path
        self.problem = problem
        self.line = line
        self.text = text
        super().__init__(self.describe())

    def describe(self) -> str:
        """The problem as an English sentence."""
        if self.problem is CheckpointProblem.NO_HEADER:
            return f"{self.path}: line 1 is not a checkpoint header"
        if self.problem is CheckpointProblem.ANOTHER_BUILD:
            return (
                f"{self.path}: a checkpoint of another build ({self.text}); "
                "remove it or build the book it belongs to"
            )
        return f"{self.path}: line {self.line} is damaged: {self.text!r}"


Found = tuple[int, int, float, int | None]
"""What is known of a solved leaf: its result, the column of a move that keeps it (-1 in a lost
position), the seconds it took and its exact score (None in a weak build)."""


def read_checkpoint(path: Path, header: dict[str, int | bool]) -> dict[int, Found]:
    """The leaves a checkpoint holds: key -> (result, column, seconds, score). An unfinished
    last line (the build stopped while writing it) is dropped; anything else wrong raises
    CheckpointError."""
    text = path.read_text(encoding="ascii", errors="replace")
    lines = text.split("\n")
    if not text.endswith("\n"):
        lines = lines[:-1]  # cut off mid-line
    if not lines or not lines[0]:
        return {}
    try:
        found = json.loads(lines[0])
    except ValueError:
        raise CheckpointError(path, CheckpointProblem.NO_HEADER, 1, lines[0][:60]) from None
    if found != header:
        raise CheckpointError(path, CheckpointProblem.ANOTHER_BUILD, 1, lines[0])
    exact = bool(header.get("exact"))
    solved: dict[int, Found] = {}
    for number, line in enumerate(lines[1:], 2):
        if not line:
            continue
        try:
            key, result, column, seconds, *score = line.split()
            if len(score) != exact:
                raise ValueError(line)
            solved[int(key)] = (
                int(result),
                int(column),
                float(seconds),
                int(score[0]) if exact else None,
            )
        except ValueError:
            raise CheckpointError(path, CheckpointProblem.DAMAGED_LINE, number, line[:60]) from None
    return solved
