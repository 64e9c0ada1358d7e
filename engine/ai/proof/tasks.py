"""What a build's worker does: prove one first-player position with a capped proof search and
hand back what it found. Runs in dask workers (any machine with the project) or in the client's
own process; it takes and returns plain data, nothing of the client's state.

The search is the compiled kernel's depth-first proof-number search (engine/ai/_kernel/proof.c),
the same tree as the pure-Python reference engine.ai.proof.pns searched in another order; its
table (PROOF_TABLE_BITS) is allocated once per process and each task starts it afresh, so a task
proves the same on any worker."""

from __future__ import annotations

import functools
import time
from dataclasses import dataclass

from engine.ai import compiled_search
from engine.ai._kernel import search as _kernel
from engine.ai.proof.boards import LEAF_THREATS, stones_game
from engine.ai.proof.cube_symmetry import symmetries
from engine.rules import PRESETS

PROOF_TABLE_BITS = 22
"""The compiled proof search's table: 2^22 entries of 32 bytes, 128 MiB per process (mapped as
it is written)."""
STATUS = {0: "unknown", 1: "proven", 2: "disproven"}
"""The kernel's status codes."""


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


@functools.cache
def prover(game: str) -> _kernel.Prover:
    """The compiled proof search of the preset `game` (a cubic board of up to 64 cells), one per
    process."""
    table = symmetries(PRESETS[game])
    return _kernel.Prover(table.cells, table.maps, PROOF_TABLE_BITS)


def prove(task: Task) -> Outcome:
    """Run `task`'s capped proof search."""
    began = time.monotonic()
    cells = symmetries(PRESETS[task.game]).cells
    first, second = task.key & ((1 << cells) - 1), task.key >> cells
    board = compiled_search.board(stones_game(PRESETS[task.game], first, second))
    found, move, expansions, strategy = prover(task.game).prove(
        board, task.excluded, task.expansions, LEAF_THREATS
    )
    entries = {mine | theirs << cells: at for mine, theirs, at in strategy}
    return Outcome(task, STATUS[found], entries, move, expansions, time.monotonic() - began)
