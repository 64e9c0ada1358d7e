"""What a build's worker does: prove one first-player position with a capped proof-number
search and hand back what it found. Runs in dask workers (any machine with the project) or in
the client's own process; it takes and returns plain data, nothing of the client's state."""

from __future__ import annotations

import time
from dataclasses import dataclass

from engine.ai.proof.boards import from_stones
from engine.ai.proof.cube_symmetry import symmetries
from engine.ai.proof.pns import ProofSearch, Status
from engine.rules import PRESETS


@dataclass(frozen=True)
class Task:
    """Prove the position `key` (canonical, first player to move) of the preset `game` without
    the root moves `excluded`, expanding at most `expansions` nodes."""

    game: str
    key: int
    excluded: tuple[int, ...]
    expansions: int


@dataclass(frozen=True)
class Outcome:
    """A worker's answer to `task`: `status` ("proven", "disproven" or "unknown"); when proven,
    the strategy's `entries` (canonical key -> move); when unknown, the most promising `move`
    to split the position on (-1 otherwise); the nodes expanded and the seconds it took."""

    task: Task
    status: str
    entries: dict[int, int]
    move: int
    expansions: int
    seconds: float


def prove(task: Task) -> Outcome:
    """Run `task`'s capped proof search (on the compiled kernel's board)."""
    began = time.monotonic()
    rules = PRESETS[task.game]
    search = ProofSearch(
        symmetries(rules),
        lambda first, second: from_stones(rules, first, second),
        excluded=frozenset(task.excluded),
    )
    found = search.run(task.key, task.expansions)
    entries = search.strategy(task.key) if found is Status.PROVEN else {}
    move = search.most_proving_move(task.key) if found is Status.UNKNOWN else -1
    return Outcome(task, found.value, entries, move, search.expansions, time.monotonic() - began)
