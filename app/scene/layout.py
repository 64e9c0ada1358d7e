"""Where the 3D view draws each cell: a grid centred on the origin, one w-slice at a time or all
w-slices side by side, with the z layers pulled apart by the spread. Pure numpy, no Qt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from engine import Cell

SLICE_GAP = 1.0
"""Empty space between w-slices laid side by side, in cell pitches."""
EXTRA_AXES = 3
"""The first axis beyond x, y, z: w; then v and u. Each has its own slider."""


def world_offset(shape: tuple[int, ...], all_slices: bool, spread: float = 1.0) -> np.ndarray:
    """The translation that centres the drawn board (one slice, or all slices side by side)."""
    return -0.5 * (extent(shape, all_slices, spread) - 1.0)


def extent(shape: tuple[int, ...], all_slices: bool, spread: float = 1.0) -> np.ndarray:
    """Size of the drawn board along world x, y, z, in cell pitches (one cell's width at each
    end, the centres' span between)."""
    size = np.ones(3)
    if len(shape) == 2:
        size[0], size[2] = shape  # a 2D board stands upright: its rows go up the screen
    else:
        size[: min(3, len(shape))] = shape[:3]
        if len(shape) > 2:
            size[2] = (shape[2] - 1) * spread + 1
    slices = shape[3] if all_slices and len(shape) > 3 else 1
    size[0] = slices * size[0] + (slices - 1) * SLICE_GAP
    return size


def cell_positions(
    cells: np.ndarray, shape: tuple[int, ...], all_slices: bool = False, spread: float = 1.0
) -> np.ndarray:
    """World centres of `cells` (an (n, axes) integer array) as an (n, 3) array.

    x, y, z map to world x, y, z, with the z layers `spread` pitches apart; a 2D board maps
    (x, y) to world (x, z) so it stands facing the default camera with its rows going up, the
    way the slice panel draws it; a 1D board is a row along x. The w axis does not move a cell
    in the single-slice view (each w-slice is drawn in the same place, one at a time); with
    `all_slices` the w-slices lie side by side along x. Axes beyond w never move a cell: their
    sliders choose which cells are on view (see `visible_cells`).
    """
    cells = np.asarray(cells, dtype=float).reshape(-1, len(shape))
    xyz = np.zeros((len(cells), 3))
    if len(shape) == 2:
        xyz[:, 0] = cells[:, 0]
        xyz[:, 2] = cells[:, 1]
    else:
        axes = min(3, len(shape))
        xyz[:, :axes] = cells[:, :axes]
        xyz[:, 2] *= spread
    if all_slices and len(shape) > 3:
        xyz[:, 0] += cells[:, 3] * (shape[0] + SLICE_GAP)
    centred: np.ndarray = xyz + world_offset(shape, all_slices, spread)
    return centred


@dataclass(frozen=True, eq=False)
class Layout:
    """The cells one view shows and their world centres, in the same order."""

    shape: tuple[int, ...]
    all_slices: bool
    cells: tuple[Cell, ...]
    centres: np.ndarray
    index: dict[Cell, int]
    spread: float = 1.0

    @cached_property
    def flat_indices(self) -> np.ndarray:
        """Per cell on view, its index in the engine's numbering (C order over the shape, as
        `Game.board` holds the cells)."""
        if not self.cells:
            return np.zeros(0, dtype=np.intp)
        flat: np.ndarray = np.ravel_multi_index(np.array(self.cells).T, self.shape)
        return flat

    def centre(self, cell: Cell) -> np.ndarray | None:
        """World centre of `cell`, or None when this layout does not show it."""
        i = self.index.get(cell)
        return None if i is None else self.centres[i]

    def positions(self, cells: np.ndarray) -> np.ndarray:
        """World centres of any `cells` as this layout would place them, shown or not."""
        return cell_positions(cells, self.shape, self.all_slices, self.spread)


def shown_w(shape: tuple[int, ...], w: int) -> int:
    """The w-slice a view shows for the slider value `w`: kept on the board, since a new game
    can have fewer w-slices than the slider still says, and 0 for boards without w."""
    return min(max(w, 0), shape[3] - 1) if len(shape) > 3 else 0


def shown_slices(shape: tuple[int, ...], slices: int | Sequence[int]) -> tuple[int, ...]:
    """The index on view of every axis beyond z (w, v, u), from the sliders' values (one int is
    w alone, the others at 0), each kept on the board."""
    values = [slices] if isinstance(slices, int) else list(slices)
    values += [0] * (len(shape) - EXTRA_AXES - len(values))
    return tuple(
        min(max(value, 0), size - 1)
        for value, size in zip(values, shape[EXTRA_AXES:], strict=False)
    )


def visible_cells(
    shape: tuple[int, ...], slices: int | Sequence[int], all_slices: bool
) -> list[Cell]:
    """The cells the view shows: the slice chosen by `slices` (the w, v, u sliders), every w
    of it with `all_slices`."""
    axes = [range(n) for n in shape[:EXTRA_AXES]]
    for offset, value in enumerate(shown_slices(shape, slices)):
        every = all_slices and offset == 0
        axes.append(range(shape[EXTRA_AXES]) if every else range(value, value + 1))
    grids = np.meshgrid(*axes, indexing="ij")
    stacked = np.stack([g.ravel() for g in grids], axis=1)
    return list(map(tuple, stacked.tolist()))  # tolist(): plain ints, in one C loop


def board_layout(
    shape: tuple[int, ...],
    slices: int | Sequence[int] = 0,
    all_slices: bool = False,
    spread: float = 1.0,
) -> Layout:
    """The `Layout` of the board `shape` showing the slice `slices` (w, or w, v, u), or all
    w-slices side by side, with z layers `spread` pitches apart."""
    cells = visible_cells(shape, slices, all_slices)
    centres = cell_positions(np.array(cells), shape, all_slices, spread)
    index = {c: i for i, c in enumerate(cells)}
    return Layout(shape, all_slices, tuple(cells), centres, index, spread)
