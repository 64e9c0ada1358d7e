"""Everything derived from a `Rules` once: cell numbering, the k-lines, the cell→lines incidence,
the cells below and above each cell for gravity, and Zobrist keys. Cached per distinct `Rules`.

Cells are numbered in C order over the shape (the last axis varies fastest), so the index of a
cell is `sum(c * stride)`. The engine works on these indices; cells as tuples appear only at the
API boundary.

This module reads a `Rules` through the `Board` protocol and imports nothing of the engine:
`engine.rules` builds on it (`Rules.lines`), never the other way round.
"""

from __future__ import annotations

import gc
import itertools
import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

import numpy as np

Cell = tuple[int, ...]
"""A cell: one 0-based coordinate per axis, in axis order (x, y, z, w, …)."""
Line = tuple[Cell, ...]
"""A line: its k cells in order along it."""


class Board(Protocol):
    """What the geometry reads of a `Rules` (hashable, as the cache needs)."""

    @property
    def shape(self) -> tuple[int, ...]: ...
    @property
    def k(self) -> int: ...
    @property
    def gravity(self) -> int | None: ...
    @property
    def players(self) -> int: ...
    @property
    def blocked(self) -> frozenset[Cell]: ...
    @property
    def target(self) -> int: ...


@dataclass(frozen=True, eq=False)
class Geometry:
    """The derived, immutable facts of one `Rules`."""

    rules: Board
    cells: tuple[Cell, ...]
    """Cell tuple per index."""
    index: dict[Cell, int]
    """Index per cell tuple."""
    lines: tuple[tuple[int, ...], ...]
    """Each line as the indices of its k cells, in order along the line."""
    cell_lines: tuple[tuple[int, ...], ...]
    """Per cell index, the ids of the lines through it."""
    below: tuple[int, ...]
    """Per cell index, the index of the cell under it along the gravity axis; -1 on the floor or
    without gravity."""
    above: tuple[int, ...]
    """Per cell index, the index of the cell on top of it along the gravity axis; -1 at the
    top or without gravity."""
    blocked: frozenset[int]
    zobrist: tuple[tuple[int, ...], ...]
    """Per player, per cell index, a random 64-bit key."""
    line_cells: tuple[Line, ...]
    """Each line as cell tuples (the public form of `lines`)."""

    @property
    def size(self) -> int:
        """Number of cells."""
        return len(self.cells)


def _directions(ndim: int) -> list[tuple[int, ...]]:
    """Every step in {-1, 0, 1}^ndim except 0, keeping one of d and -d (first non-zero is +1)."""
    result = []
    for d in itertools.product((-1, 0, 1), repeat=ndim):
        first = next((c for c in d if c != 0), 0)
        if first == 1:
            result.append(d)
    return result


def _enumerate_lines(shape: tuple[int, ...], k: int) -> np.ndarray:
    """All k-lines of an empty board as an array (lines, k) of cell indices."""
    strides = np.array([int(np.prod(shape[i + 1 :])) for i in range(len(shape))], dtype=np.int64)
    chunks = []
    for d in _directions(len(shape)):
        # Starts whose last cell s + (k-1)d stays on the board, per axis.
        ranges = []
        for n, step in zip(shape, d, strict=True):
            if step == 0:
                ranges.append(np.arange(n))
            elif step == 1:
                ranges.append(np.arange(n - k + 1))
            else:
                ranges.append(np.arange(k - 1, n))
        if any(len(r) == 0 for r in ranges):
            continue
        grid = np.stack(np.meshgrid(*ranges, indexing="ij"), axis=-1).reshape(-1, len(shape))
        start = grid @ strides
        offset = int(np.dot(d, strides))
        chunks.append(start[:, None] + offset * np.arange(k)[None, :])
    if not chunks:
        return np.zeros((0, k), dtype=np.int64)
    return np.concatenate(chunks)


@contextmanager
def _no_cyclic_gc() -> Iterator[None]:
    """Pause the cycle collector: building a big board's hundreds of thousands of tuples (none
    of them in a cycle) would otherwise trigger it over and over, more than doubling the time."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


@lru_cache(maxsize=16)
def geometry(rules: Board) -> Geometry:
    """The `Geometry` of `rules`, computed once and cached."""
    with _no_cyclic_gc():
        return _build(rules)


def _build(rules: Board) -> Geometry:
    shape = rules.shape
    cells = tuple(itertools.product(*(range(n) for n in shape)))
    index = {cell: i for i, cell in enumerate(cells)}
    blocked = frozenset(index[c] for c in rules.blocked)

    array = _enumerate_lines(shape, rules.k)
    if blocked:
        keep = ~np.isin(array, np.fromiter(blocked, dtype=np.int64)).any(axis=1)
        array = array[keep]
    # tolist() gives Python ints in one C loop: on 19×19×19 with k = 2 (79,758 lines) a
    # per-item int() took most of the time of opening such a game. zip() then makes each line's
    # tuple from the columns, again without a Python step per line.
    columns = array.T.tolist()
    lines = tuple(zip(*columns, strict=True))

    # The lines through each cell, in increasing line id: sort the (cell, line) incidences by
    # cell in numpy rather than appending them one by one.
    flat = array.ravel()
    order = np.argsort(flat, kind="stable")
    line_ids = (order // max(rules.k, 1)).tolist()
    bounds = np.concatenate(([0], np.cumsum(np.bincount(flat, minlength=len(cells))))).tolist()
    through = [line_ids[bounds[i] : bounds[i + 1]] for i in range(len(cells))]

    below = [-1] * len(cells)
    if rules.gravity is not None:
        stride = int(np.prod(shape[rules.gravity + 1 :]))
        for i, cell in enumerate(cells):
            if cell[rules.gravity] > 0:
                below[i] = i - stride

    above = [-1] * len(cells)
    for i, j in enumerate(below):
        if j >= 0:
            above[j] = i

    # Fixed seed: hash keys must be the same in every process (the CPU runs in another one).
    rng = random.Random(0x68797065)
    zobrist = tuple(tuple(rng.getrandbits(64) for _ in cells) for _ in range(rules.players))
    return Geometry(
        rules=rules,
        cells=cells,
        index=index,
        lines=lines,
        cell_lines=tuple(tuple(t) for t in through),
        below=tuple(below),
        above=tuple(above),
        blocked=blocked,
        zobrist=zobrist,
        line_cells=tuple(zip(*(map(cells.__getitem__, column) for column in columns), strict=True)),
    )
