"""Where a shared picture draws each cell of a board of one to six axes, flat.

The first two axes make a grid, x to the right and y up (as the window's slice panel draws
them, so Connect Four's stones rest at the bottom). Each further axis repeats the picture so far,
a gap between the copies that widens with the axis: the z-layers side by side in a row, the
w-slices (each its row of layers) under each other, then the fifth and sixth axes' copies in the
grids that give the biggest cells. A row of layers or a column of w-slices that would make the
picture more than MAX_ASPECT times as long as it is high (or high as it is long) is wrapped into
the grid nearest a square instead.

The cell's size fits the picture in PREFERRED_SIDE pixels (never bigger than MAX_CELL), and an
animation's frames together in FRAME_PIXELS, down to MIN_CELL; a game too long for that is
refused with `PictureTooLarge`."""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import product

from engine.rules import Cell

PREFERRED_SIDE = 720
"""Pixels: the longer side of a picture, unless MAX_CELL makes it smaller or MIN_CELL bigger."""
MAX_CELL = 64
MIN_CELL = 4
"""Pixels a cell takes, at most and at least."""
MAX_ASPECT = 5.0
"""How much longer than high (or higher than long) a row (or column) of copies may make the
picture before it is wrapped: Qubic's four layers in a row are 4.4."""
GAP_CELLS = 0.5
"""The gap between the copies of the z-axis, in cells; each axis after it adds as much again."""
MIN_GAP = 3
"""Pixels: the narrowest gap between two copies, so that slices never touch."""
FRAME_PIXELS = 200_000_000
"""The pixels of an animation's frames together: Pillow holds them all until it writes the
GIF, a byte a pixel."""


class PictureTooLarge(ValueError):
    """A game whose animation would not fit in FRAME_PIXELS even with cells of MIN_CELL:
    `moves` it has, `most` an animation of its board can hold."""

    def __init__(self, moves: int, most: int) -> None:
        super().__init__(
            f"an animation of {moves} moves does not fit in memory; the most on this board is "
            f"{most}"
        )
        self.moves = moves
        self.most = most


@dataclass(frozen=True)
class Copies:
    """How an axis beyond the first two lays out its slices: `columns` across (then as many
    rows as needed), `gap` cells apart."""

    columns: int
    gap: float


@dataclass(frozen=True)
class PictureLayout:
    """Where each cell of a board of `shape` is drawn, in pixels: `cell` a side, the picture
    `width` × `height` with a `margin` round the slices."""

    shape: tuple[int, ...]
    cell: int
    margin: int
    width: int
    height: int
    pitches: tuple[tuple[int, int, int], ...]
    """Per axis beyond the first two: its columns, and how far one copy is from the next
    across and down."""

    @property
    def columns(self) -> int:
        """The cells across one slice (the x-axis)."""
        return self.shape[0]

    @property
    def rows(self) -> int:
        """The cells up one slice (the y-axis; 1 for a board of one axis)."""
        return self.shape[1] if len(self.shape) > 1 else 1

    @property
    def slice_size(self) -> tuple[int, int]:
        """The pixels of one slice's grid, width and height."""
        return self.columns * self.cell, self.rows * self.cell

    def slice_origin(self, outer: tuple[int, ...]) -> tuple[int, int]:
        """The top left pixel of the slice at `outer`, the coordinates beyond the first two."""
        left = top = self.margin
        for index, (columns, across, down) in zip(outer, self.pitches, strict=True):
            left += index % columns * across
            top += index // columns * down
        return left, top

    def slices(self) -> Iterator[tuple[int, ...]]:
        """Each slice's coordinates beyond the first two, in order."""
        return product(*(range(size) for size in self.shape[2:]))

    def cell_box(self, cell: Cell) -> tuple[int, int, int, int]:
        """The pixels of `cell`: left, top, right, bottom (the last two outside it)."""
        left, top = self.slice_origin(tuple(cell[2:]))
        x = left + cell[0] * self.cell
        y = top + (self.rows - 1 - (cell[1] if len(cell) > 1 else 0)) * self.cell
        return x, y, x + self.cell, y + self.cell

    def centre(self, cell: Cell) -> tuple[int, int]:
        """The pixel at the middle of `cell`."""
        left, top, right, bottom = self.cell_box(cell)
        return (left + right) // 2, (top + bottom) // 2


def arrangement(shape: tuple[int, ...]) -> tuple[Copies, ...]:
    """How each axis beyond the first two lays out its slices (see the module's docstring)."""
    block = (float(shape[0]), float(shape[1]) if len(shape) > 1 else 1.0)
    copies = []
    for axis in range(2, min(len(shape), 4)):
        count, gap = shape[axis], _gap(axis)
        preferred = count if axis == 2 else 1  # the layers in a row, the w-slices in a column
        long, short = sorted(_copied(block, count, gap, preferred), reverse=True)
        if long <= MAX_ASPECT * short:
            columns = preferred
        else:
            fits = {n: _squareness(block, count, gap, n, preferred) for n in range(1, count + 1)}
            columns = min(fits, key=fits.__getitem__)
        copies.append(Copies(columns, gap))
        block = _copied(block, count, gap, columns)
    outer = shape[4:]
    if outer:
        # The fifth and sixth axes: the grids of copies that give the biggest cells.
        choices = product(*(range(1, count + 1) for count in outer))
        best = min(choices, key=lambda choice: _outer_size(block, outer, choice))
        copies += [Copies(columns, _gap(axis)) for axis, columns in enumerate(best, start=4)]
    return tuple(copies)


def _squareness(
    block: tuple[float, float], count: int, gap: float, columns: int, preferred: int
) -> tuple[float, int, int]:
    """How far from a square `count` copies of `block` are in `columns`, then the places they
    leave empty, then how far `columns` is from the `preferred`: the least is chosen."""
    width, height = _copied(block, count, gap, columns)
    return abs(math.log(width / height)), _empty(count, columns), abs(columns - preferred)


def _outer_size(
    block: tuple[float, float], counts: tuple[int, ...], choice: tuple[int, ...]
) -> tuple[float, int, int]:
    """The longer side of `block` copied for the fifth (and sixth) axis of `counts` copies in
    the `choice` of columns, then the places left empty, then fewer columns for the fifth: the
    least is chosen."""
    size = block
    for axis, (count, columns) in enumerate(zip(counts, choice, strict=True), start=4):
        size = _copied(size, count, _gap(axis), columns)
    empty = sum(_empty(count, columns) for count, columns in zip(counts, choice, strict=True))
    return max(size), empty, -choice[0]


def _gap(axis: int) -> float:
    return GAP_CELLS * (axis - 1)


def _copied(size: tuple[float, float], count: int, gap: float, columns: int) -> tuple[float, float]:
    """The size of `count` copies of a block of `size`, `columns` across, `gap` apart."""
    rows = math.ceil(count / columns)
    return columns * size[0] + (columns - 1) * gap, rows * size[1] + (rows - 1) * gap


def _empty(count: int, columns: int) -> int:
    """The places left empty in a grid of `count` copies `columns` across."""
    return columns * math.ceil(count / columns) - count


def picture_layout(shape: tuple[int, ...], frames: int = 1) -> PictureLayout:
    """The layout of a picture of a board of `shape`, of a size that `frames` of it fit in
    FRAME_PIXELS; raises PictureTooLarge when even the smallest cells do not."""
    copies = arrangement(shape)
    largest = _sized(shape, copies, MAX_CELL)
    longest = max(largest.width, largest.height) / MAX_CELL
    cell = max(MIN_CELL, min(MAX_CELL, math.floor(PREFERRED_SIDE / longest)))
    while True:
        layout = _sized(shape, copies, cell)
        if frames * layout.width * layout.height <= FRAME_PIXELS:
            return layout
        if cell == MIN_CELL:
            most = FRAME_PIXELS // (layout.width * layout.height)
            raise PictureTooLarge(frames - 1, max(0, most - 1))
        cell -= 1


def _sized(shape: tuple[int, ...], copies: tuple[Copies, ...], cell: int) -> PictureLayout:
    margin = max(MIN_GAP * 2, cell // 2)
    width = shape[0] * cell
    height = (shape[1] if len(shape) > 1 else 1) * cell
    pitches = []
    for count, copy in zip(shape[2:], copies, strict=True):
        gap = max(MIN_GAP, round(copy.gap * cell))
        pitches.append((copy.columns, width + gap, height + gap))
        rows = math.ceil(count / copy.columns)
        width = copy.columns * width + (copy.columns - 1) * gap
        height = rows * height + (rows - 1) * gap
    return PictureLayout(
        shape, cell, margin, width + 2 * margin, height + 2 * margin, tuple(pitches)
    )
