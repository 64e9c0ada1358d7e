"""Where the slice panel puts its grids: the layers of the w-slice on view as pages, in the
columns × rows that give the biggest cells; or, with every w-slice shown, a table of them, one
w-slice a column and one layer a row (or the other way round when that fits the room better),
numbered only along its outer edges so that the four slices of a 4×4×4×4 board fit a panel of
the window's default size."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QRectF

from app.widgets.slices.slice_grid import Grid

GAP = 14  # pixels between pages
TABLE_GAP = 8  # pixels between the grids of the all-slices table
MARGIN = 6  # pixels round the whole panel
MAX_CELL = 56
MIN_CELL = 16.0
"""Pixels: below this a cell is too small to aim at; a big board scrolls instead."""


@dataclass(frozen=True)
class Margins:
    """The room for the labels round the grids, in pixels, at the desktop's text size:
    `scaled` gives them for larger or smaller text."""

    title: float = 20  # above a grid for "w = 1 · z = 2"
    header: float = 22  # above the columns of the all-slices table for "w = 1"
    left: float = 20  # left of a grid for the row numbers
    bottom: float = 18  # below a grid for the column numbers

    def scaled(self, factor: float) -> Margins:
        return Margins(
            self.title * factor, self.header * factor, self.left * factor, self.bottom * factor
        )

    def around(self, grid: Grid) -> QRectF:
        """The part of the panel `grid` paints in: its cells, numbers and title."""
        return QRectF(
            grid.left - self.left,
            grid.top - self.title,
            self.left + grid.columns * grid.cell,
            self.title + grid.rows * grid.cell + self.bottom,
        )


LABELS = Margins()
"""The margins at the desktop's text size."""


def label_points(cell: float, factor: float) -> float:
    """The point size of the numbers and titles round grids of `cell` pixels, at the text size
    `factor` of the desktop's."""
    return max(7, min(10, int(cell * 0.3))) * factor


@dataclass(frozen=True)
class Arrangement:
    """The grids in drawing order (w-slice by w-slice, layer by layer), the size they need,
    and for the table whether the w-slices run across it (else its layers do)."""

    grids: list[Grid]
    width: int
    height: int
    w_across: bool = True


def arrange_pages(
    board: tuple[int, int, int],
    room: tuple[float, float],
    zoom: float,
    has_z: bool,
    margins: Margins = LABELS,
) -> Arrangement:
    """The `board`'s (columns, rows, layers) layers of one w-slice as pages, each with its
    title and numbers in `margins`, fitted to `room` (width, height) and scaled by `zoom`; they
    start at the top of the room, centred across it."""
    columns, rows, layers = board
    width, height = room[0] - 2 * MARGIN, room[1] - 2 * MARGIN

    def cell_for(across: int) -> float:
        down = math.ceil(layers / across)
        return min(
            (width - across * (margins.left + GAP)) / (across * columns),
            (height - down * (margins.title + margins.bottom + GAP)) / (down * rows),
        )

    # The fewest columns among equals: max keeps the first of equal cells.
    cell, across = max(((cell_for(n), n) for n in range(1, layers + 1)), key=lambda o: o[0])
    cell = fitted(cell, zoom)
    down = math.ceil(layers / across)
    block_w = margins.left + columns * cell + GAP
    block_h = margins.title + rows * cell + margins.bottom + GAP
    x0 = MARGIN + max(0.0, (width - across * block_w + GAP) / 2)
    grids = [
        Grid(
            z if has_z else None,
            None,
            x0 + (z % across) * block_w + margins.left,
            MARGIN + (z // across) * block_h + margins.title,
            cell,
            columns,
            rows,
        )
        for z in range(layers)
    ]
    return Arrangement(
        grids,
        math.ceil(across * block_w - GAP + 2 * MARGIN),
        math.ceil(down * block_h - GAP + 2 * MARGIN),
    )


def arrange_table(
    board: tuple[int, int, int],
    slices: int,
    room: tuple[float, float],
    zoom: float,
    margins: Margins = LABELS,
) -> Arrangement:
    """Every layer of each of the `slices` w-slices of `board` (columns, rows, layers) as a
    table fitted to `room`: w-slices across and layers down, or layers across and w-slices
    down when that gives bigger cells. Headers name the columns, titles over the first column
    name the rows, the row numbers run down its left and the column numbers along the bottom."""
    columns, rows, layers = board
    width, height = room[0] - 2 * MARGIN, room[1] - 2 * MARGIN

    def cell_for(across: int, down: int) -> float:
        return min(
            (width - margins.left - (across - 1) * TABLE_GAP) / (across * columns),
            (
                height
                - margins.header
                - margins.bottom
                - down * margins.title
                - (down - 1) * TABLE_GAP
            )
            / (down * rows),
        )

    w_across = cell_for(slices, layers) >= cell_for(layers, slices)
    across, down = (slices, layers) if w_across else (layers, slices)
    cell = fitted(cell_for(across, down), zoom)
    block_w = columns * cell + TABLE_GAP
    block_h = margins.title + rows * cell + TABLE_GAP
    table_w = margins.left + across * block_w - TABLE_GAP
    x0 = MARGIN + max(0.0, (width - table_w) / 2) + margins.left
    grids = []
    for w in range(slices):
        for z in range(layers):
            column, row = (w, z) if w_across else (z, w)
            grids.append(
                Grid(
                    z,
                    w,
                    x0 + column * block_w,
                    MARGIN + margins.header + row * block_h + margins.title,
                    cell,
                    columns,
                    rows,
                    x_numbers=row == down - 1,
                    y_numbers=column == 0,
                    titled=column == 0,
                    header=row == 0,
                )
            )
    return Arrangement(
        grids,
        math.ceil(table_w + 2 * MARGIN),
        math.ceil(margins.header + down * block_h - TABLE_GAP + margins.bottom + 2 * MARGIN),
        w_across,
    )


def fitted(cell: float, zoom: float) -> float:
    """A cell size kept within MIN_CELL and MAX_CELL, then zoomed."""
    return max(MIN_CELL, min(MAX_CELL, cell)) * zoom
