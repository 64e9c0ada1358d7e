"""What a build's worker does: prove one first-player position with a capped proof search and
hand back what it found. Runs in dask workers (any machine with the project) or in the client's
own process; it takes and returns plain data, nothing of the client's state.

The search is the compiled kernel's depth-first proof-number search (engine/ai/_kernel/proof.c),
the same tree as the pure-Python reference engine.ai.proof.pns searched in another order; its
table (sized by the task's node cap: `table_bits`) is allocated once per process and each task
starts it afresh, so a task proves the same on any worker. Without the compiled kernel (an
install with no C compiler) the reference search proves the task on pure-Python boards, many
times slower."""

from __future__ import annotations

import dataclasses
import functools
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.ai import compiled_search
from engine.ai.proof.boards import LEAF_THREATS, from_stones, stones_game
from engine.ai.proof.cube_symmetry import split_key, symmetries
from engine.ai.proof.guide import guided_move
from engine.ai.proof.pns import ProofSearch, Status
from engine.ai.proof.strategy_book import board_rules

if TYPE_CHECKING:
    from engine.ai._kernel.search import Prover

SMALLEST_TABLE_BITS, LARGEST_TABLE_BITS = 18, 25
"""The compiled proof search's table: 2^bits entries of 32 bytes (8 MiB to 1 GiB per process,
mapped as it is written), sized by the tasks' node cap (`table_bits`)."""
STATUS = {0: "unknown", 1: "proven", 2: "disproven"}
"""The kernel's status codes."""


@dataclass(frozen=True)
class Task:
    """Prove the position `key` (canonical, first player to move) of the preset `game` without
    the root moves `excluded`, expanding at most `expansions` nodes. With a `guide` of N nodes
    (the guided build), a position left open is split on expert's move at N nodes
    (engine.ai.proof.guide) instead of the proof search's most promising one."""

    game: str
    key: int
    excluded: tuple[int, ...]
    expansions: int
    guide: int = 0


@dataclass(frozen=True)
class Outcome:
    """A worker's answer to `task`: `status` ("proven", "disproven" or "unknown"); when proven,
    the strategy's `entries` (canonical key -> move); when unknown, the most promising `move`
    to split the position on (-1 otherwise) and the root moves the search `refuted` on the way
    (each loses the win: the build sets them aside at once, where a proof of the position
    without the split move would have to find them again); the nodes expanded and the seconds
    it took."""

    task: Task
    status: str
    entries: dict[int, int]
    move: int
    expansions: int
    seconds: float
    refuted: tuple[int, ...] = ()


def table_bits(expansions: int) -> int:
    """The table for tasks of `expansions` nodes: about 32 entries a node, which holds a proof's
    solved positions to the end of the search instead of overwriting the ones its strategy is
    read from."""
    return min(LARGEST_TABLE_BITS, max(SMALLEST_TABLE_BITS, (expansions * 32).bit_length()))


@functools.cache
def prover(game: str, bits: int = SMALLEST_TABLE_BITS) -> Prover:
    """The compiled proof search of the preset `game` (a cubic board of up to 64 cells) with a
    table of 2^`bits` entries, one per process; only with the compiled kernel."""
    from engine.ai._kernel.search import Prover

    table = symmetries(board_rules(game))
    return Prover(table.cells, table.maps, bits)


def prove(task: Task) -> Outcome:
    """Run `task`'s capped proof search: the compiled one, or the reference without the kernel;
    a guided task left open names expert's move to split on (the time it takes counted)."""
    began = time.monotonic()
    outcome = _prove(task, began)
    if task.guide and outcome.status == "unknown":
        aside = {*task.excluded, *outcome.refuted}
        move = guided_move(task.game, task.key, aside, task.guide)
        if move >= 0:
            spent = time.monotonic() - began
            outcome = dataclasses.replace(outcome, move=move, seconds=spent)
    return outcome


def _prove(task: Task, began: float) -> Outcome:
    if not compiled_search.AVAILABLE:
        return _prove_by_reference(task, began)
    cells = symmetries(board_rules(task.game)).cells
    first, second = split_key(task.key, cells)
    board = compiled_search.board(stones_game(board_rules(task.game), first, second))
    found, move, expansions, strategy, refuted = prover(
        task.game, table_bits(task.expansions)
    ).prove(board, task.excluded, task.expansions, LEAF_THREATS)
    entries = {mine | theirs << cells: at for mine, theirs, at in strategy}
    spent = time.monotonic() - began
    return Outcome(task, STATUS[found], entries, move, expansions, spent, tuple(sorted(refuted)))


def _prove_by_reference(task: Task, began: float) -> Outcome:
    """`task` proved by engine.ai.proof.pns on the pure-Python boards."""
    rules = board_rules(task.game)
    search = ProofSearch(
        symmetries(rules),
        lambda mine, theirs: from_stones(rules, mine, theirs, compiled=False),
        excluded=frozenset(task.excluded),
    )
    found = search.run(task.key, task.expansions)
    entries = search.strategy(task.key) if found is Status.PROVEN else {}
    unknown = found is Status.UNKNOWN
    move = search.most_proving_move(task.key) if unknown else -1
    refuted = tuple(search.refuted_moves(task.key)) if unknown else ()
    spent = time.monotonic() - began
    return Outcome(task, found.value, entries, move, search.expansions, spent, refuted)
