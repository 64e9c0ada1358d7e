"""What a CPU player reports while it thinks."""

from __future__ import annotations

from dataclasses import dataclass

from engine.rules import Cell


@dataclass(frozen=True)
class SearchInfo:
    """One completed search iteration: the `depth` reached, `nodes` visited so far, the `best`
    move found, its `score` for the side to move (positive is good for it; about ±1e6 is a forced
    win or loss) and the seconds `elapsed` since the CPU started thinking."""

    depth: int
    nodes: int
    best: Cell | None
    score: float
    elapsed: float
