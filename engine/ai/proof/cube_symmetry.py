"""The symmetries of a board the proofs fold positions by (a cubic board, or a board with gravity;
nothing blocked): the permutations of its cells that carry every winning line onto a winning line
and, with gravity, every column onto a column with its order kept (the cell under a cell goes to
the cell under its image), so that a legal position's image is legal and has the same moves.

The candidates are the box's own maps (axes permuted among axes of the same length, each axis
reversed or not) combined, on a cubic board, with one more kind that only exists from n = 4 on:
the same permutation π of 0..n-1 applied to every coordinate, where π commutes with reversal
(π(n-1-t) = n-1-π(t)); a line's cells then stay a line. On Qubic (4×4×4) that gives the 192
symmetries of Allis and Patashnik; on 3×3×3 the cube's 48. Gravity keeps only the maps that fix
the gravity axis without reversing it: Score Four's are the square's 8 (of Qubic's 192, no other
keeps the columns, which the tests check by computation). Each candidate is checked to keep the
set of lines (and gravity), so none that does not is ever used.

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

    def split(self, key: int) -> tuple[int, int]:
        """The two players' stone bitmasks of a key (`key`'s inverse)."""
        return split_key(key, self.cells)

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


def split_key(key: int, cells: int) -> tuple[int, int]:
    """The first and the second player's stone bitmasks of the key of a position on a board of
    `cells` cells (`first | second << cells`)."""
    return key & ((1 << cells) - 1), key >> cells


def stone_cells(mask: int) -> list[int]:
    """The cell indices of the stones of bitmask `mask` (bit i for cell index i), ascending."""
    cells = []
    while mask:
        low = mask & -mask
        cells.append(low.bit_length() - 1)
        mask ^= low
    return cells


def cubic(rules: Rules) -> bool:
    """True when `rules` is a cubic board these symmetries take: every side equal, no gravity,
    nothing blocked, two players, the first line wins."""
    return len(set(rules.shape)) == 1 and rules.gravity is None and foldable(rules)


def foldable(rules: Rules) -> bool:
    """True when `rules` is a board these symmetries take: cubic (see `cubic`), or any board
    with gravity; nothing blocked, two players, the first line wins."""
    return (
        (len(set(rules.shape)) == 1 or rules.gravity is not None)
        and not rules.blocked
        and rules.players == 2
        and rules.target == 1
    )


def keeps_gravity(perm: tuple[int, ...], below: tuple[int, ...] | list[int]) -> bool:
    """True when the cell permutation `perm` carries every column onto a column in the same
    order: the cell under each cell goes to the cell under its image (none under a floor cell:
    a floor cell goes to a floor cell). `below[c]` is the cell under c, -1 on the floor."""
    return all(
        below[perm[c]] == (-1 if under < 0 else perm[under]) for c, under in enumerate(below)
    )


def _candidates(
    shape: tuple[int, ...],
) -> list[tuple[tuple[int, ...], tuple[bool, ...], tuple[int, ...] | None]]:
    """The maps to try: axes permuted (each onto an axis of the same length), each reversed or
    not, and on a cubic board each reversal-commuting permutation π of the coordinates (None:
    the identity)."""
    d = len(shape)
    n = shape[0]
    inner: list[tuple[int, ...] | None] = [None]
    if len(set(shape)) == 1:
        inner += [
            perm
            for perm in itertools.permutations(range(n))
            if perm != tuple(range(n)) and all(perm[n - 1 - t] == n - 1 - perm[t] for t in range(n))
        ]
    found = []
    for axes in itertools.permutations(range(d)):
        if any(shape[a] != shape[i] for i, a in enumerate(axes)):
            continue
        for flips in itertools.product((False, True), repeat=d):
            found += [(axes, flips, pi) for pi in inner]
    return found


@functools.cache
def symmetries(rules: Rules) -> Symmetries:
    """The symmetries of the board of `rules` (see `foldable`): those that keep its lines and,
    with gravity, its columns."""
    if not foldable(rules):
        raise ValueError(
            f"{rules.describe()}: symmetries are folded on cubic boards and boards with "
            "gravity only"
        )
    geo = geometry(rules)
    shape = rules.shape
    index = geo.index
    lines = {frozenset(line) for line in geo.lines}
    found: dict[tuple[int, ...], None] = {}
    for axes, flips, pi in _candidates(shape):
        perm = []
        for cell in geo.cells:
            moved = [cell[a] if pi is None else pi[cell[a]] for a in axes]
            moved = [
                shape[i] - 1 - v if f else v
                for i, (v, f) in enumerate(zip(moved, flips, strict=True))
            ]
            perm.append(index[tuple(moved)])
        mapped = tuple(perm)
        if rules.gravity is not None and not keeps_gravity(mapped, geo.below):
            continue
        if all(frozenset(mapped[c] for c in line) in lines for line in lines):
            found[mapped] = None
    identity = tuple(range(geo.size))
    maps = [identity] + [m for m in found if m != identity]
    return Symmetries(geo.size, tuple(maps))
