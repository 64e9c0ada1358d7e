"""A board's symmetries, for showing a puzzle fresh each time: the permutations of axes of the
same length and the reversals of axes, leaving the gravity axis as it is (stones fall the same
way in every image). Four-d has 384, Qubic 48, Score Four and gomoku 8, Connect Four 2."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from engine.rules import Cell, Rules


@dataclass(frozen=True)
class Symmetry:
    """One image of the board: the new axis i is old axis `axes[i]`, reversed where `flips[i]`."""

    axes: tuple[int, ...]
    flips: tuple[bool, ...]

    def apply(self, cell: Cell, shape: tuple[int, ...]) -> Cell:
        """The image of `cell` on a board of `shape`."""
        return tuple(
            shape[old] - 1 - cell[old] if flip else cell[old]
            for old, flip in zip(self.axes, self.flips, strict=True)
        )


def symmetries(rules: Rules) -> tuple[Symmetry, ...]:
    """Every symmetry of `rules`' board (blocked cells ignored: no puzzle board has any), the
    identity first."""
    shape = rules.shape
    free = [axis for axis in range(len(shape)) if axis != rules.gravity]
    found = []
    for order in itertools.permutations(free):
        if any(shape[old] != shape[new] for old, new in zip(order, free, strict=True)):
            continue
        axes = list(range(len(shape)))
        for new, old in zip(free, order, strict=True):
            axes[new] = old
        for flips in itertools.product((False, True), repeat=len(free)):
            flipped = [False] * len(shape)
            for axis, flip in zip(free, flips, strict=True):
                flipped[axis] = flip
            found.append(Symmetry(tuple(axes), tuple(flipped)))
    return tuple(found)
