"""The symmetries of a cubic board (every side n, any dimension, no gravity, nothing blocked): the
permutations of its cells that carry every winning line onto a winning line.

They are the cube's own (axes permuted, each axis reversed or not) combined with one more kind
that only exists from n = 4 on: the same permutation π of 0..n-1 applied to every coordinate,
where π commutes with reversal (π(n-1-t) = n-1-π(t)); a line's cells then stay a line. On Qubic
(4×4×4) that gives the 192 symmetries of Allis and Patashnik; on 3×3×3 the cube's 48. Each
candidate is checked to keep the set of lines, so none that does not is ever used.

A position is folded to its canonical key: the smallest, over the symmetries, of the key
`first's stones | second's stones << cells` (bit i for cell index i), so that positions that are
the same up to a symmetry are searched and stored once.
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass

from engine.geometry import geometry
from engine.rules import Rules


@dataclass(frozen=True)
class Symmetries:
    """The line-preserving cell permutations of a board, each as a tuple `p` with cell i going
    to p[i]; the identity first."""

    cells: int
    maps: tuple[tuple[int, ...], ...]

    def key(self, first: int, second: int) -> int:
        """The key of a position given as the two players' stone bitmasks."""
        return first | second << self.cells

    def canonical(self, first: int, second: int) -> tuple[int, int]:
        """The canonical key of the position and the index of a symmetry that carries the
        position onto it (cell i of the position is cell maps[s][i] of the canonical one)."""
        best, best_index = -1, 0
        cells = stone_cells(first | second)
        for index, perm in enumerate(self.maps):
            key = 0
            for c in cells:
                key |= 1 << (perm[c] + (0 if first >> c & 1 else self.cells))
            if best < 0 or key < best:
                best, best_index = key, index
        return best, best_index


def stone_cells(mask: int) -> list[int]:
    """The cell indices of the stones of bitmask `mask` (bit i for cell index i), ascending."""
    cells = []
    while mask:
        low = mask & -mask
        cells.append(low.bit_length() - 1)
        mask ^= low
    return cells


def cubic(rules: Rules) -> bool:
    """True when `rules` is a board these symmetries take: every side equal, no gravity,
    nothing blocked, two players, the first line wins."""
    return (
        len(set(rules.shape)) == 1
        and rules.gravity is None
        and not rules.blocked
        and rules.players == 2
        and rules.target == 1
    )


@functools.cache
def symmetries(rules: Rules) -> Symmetries:
    """The symmetries of the cubic board of `rules` (see `cubic`)."""
    if not cubic(rules):
        raise ValueError(f"{rules.describe()}: symmetries are folded on cubic boards only")
    geo = geometry(rules)
    n, d = rules.shape[0], rules.ndim
    index = geo.index
    lines = {frozenset(line) for line in geo.lines}
    inner = [
        perm
        for perm in itertools.permutations(range(n))
        if all(perm[n - 1 - t] == n - 1 - perm[t] for t in range(n))
    ]
    found: dict[tuple[int, ...], None] = {}
    for axes in itertools.permutations(range(d)):
        for flips in itertools.product((False, True), repeat=d):
            for pi in inner:
                perm = []
                for cell in geo.cells:
                    moved = [pi[cell[a]] for a in axes]
                    moved = [n - 1 - v if f else v for v, f in zip(moved, flips, strict=True)]
                    perm.append(index[tuple(moved)])
                mapped = tuple(perm)
                if all(frozenset(mapped[c] for c in line) in lines for line in lines):
                    found[mapped] = None
    identity = tuple(range(geo.size))
    maps = [identity] + [m for m in found if m != identity]
    return Symmetries(geo.size, tuple(maps))
