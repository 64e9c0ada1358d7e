"""Where the 3D view draws each cell: a unit grid centred on the origin, one w-slice at a time
or all w-slices side by side. Pure numpy, no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from engine import Cell

SLICE_GAP = 1.0
"""Empty space between w-slices laid side by side, in cell pitches."""


def world_offset(shape: tuple[int, ...], all_slices: bool) -> np.ndarray:
    """The translation that centres the drawn board (one slice, or all slices side by side)."""
    return -0.5 * (extent(shape, all_slices) - 1.0)


def extent(shape: tuple[int, ...], all_slices: bool) -> np.ndarray:
    """Size of the drawn board along world x, y, z, in cell pitches."""
    size = np.ones(3)
    if len(shape) == 2:
        size[0], size[2] = shape  # a 2D board stands upright: its rows go up the screen
    else:
        size[: min(3, len(shape))] = shape[:3]
    slices = shape[3] if all_slices and len(shape) > 3 else 1
    size[0] = slices * size[0] + (slices - 1) * SLICE_GAP
    return size


def cell_positions(
    cells: np.ndarray, shape: tuple[int, ...], all_slices: bool = False
) -> np.ndarray:
    """World centres of `cells` (an (n, axes) integer array) as an (n, 3) array.

    x, y, z map to world x, y, z; a 2D board maps (x, y) to world (x, z) so it stands facing the
    default camera with its rows going up, the way the slice panel draws it; a 1D board is a row
    along x. The w axis does not move a cell in the single-slice view (each w-slice is drawn in
    the same place, one at a time); with `all_slices` the w-slices lie side by side along x.
    Axes beyond w never move a cell: the app has a single slider, so the view shows index 0 of
    those axes (see `visible_cells`).
    """
    cells = np.asarray(cells, dtype=float).reshape(-1, len(shape))
    xyz = np.zeros((len(cells), 3))
    if len(shape) == 2:
        xyz[:, 0] = cells[:, 0]
        xyz[:, 2] = cells[:, 1]
    else:
        axes = min(3, len(shape))
        xyz[:, :axes] = cells[:, :axes]
    if all_slices and len(shape) > 3:
        xyz[:, 0] += cells[:, 3] * (shape[0] + SLICE_GAP)
    centred: np.ndarray = xyz + world_offset(shape, all_slices)
    return centred


@dataclass(frozen=True, eq=False)
class Layout:
    """The cells one view shows and their world centres, in the same order."""

    shape: tuple[int, ...]
    all_slices: bool
    cells: tuple[Cell, ...]
    centres: np.ndarray
    index: dict[Cell, int]

    def centre(self, cell: Cell) -> np.ndarray | None:
        """World centre of `cell`, or None when this layout does not show it."""
        i = self.index.get(cell)
        return None if i is None else self.centres[i]


def shown_w(shape: tuple[int, ...], w: int) -> int:
    """The w-slice a view shows for the slider value `w`: kept on the board, since a new game
    can have fewer w-slices than the slider still says, and 0 for boards without w."""
    return min(max(w, 0), shape[3] - 1) if len(shape) > 3 else 0


def visible_cells(shape: tuple[int, ...], w: int, all_slices: bool) -> list[Cell]:
    """The cells the view shows: the w-slice `w` (every w with `all_slices`) of a board.

    Axes beyond w are held at 0: there is one slider, and a board with more than four axes is a
    custom oddity that the slice panel and the engine's notation still cover in full.
    """
    axes = [range(n) for n in shape[:3]]
    w = shown_w(shape, w)
    if len(shape) > 3:
        axes.append(range(shape[3]) if all_slices else range(w, w + 1))
        axes.extend(range(1) for _ in shape[4:])
    grids = np.meshgrid(*axes, indexing="ij")
    stacked = np.stack([g.ravel() for g in grids], axis=1)
    return [tuple(int(v) for v in row) for row in stacked]


def board_layout(shape: tuple[int, ...], w: int = 0, all_slices: bool = False) -> Layout:
    """The `Layout` of the board `shape` showing w-slice `w`, or all slices side by side."""
    cells = visible_cells(shape, w, all_slices)
    centres = cell_positions(np.array(cells), shape, all_slices)
    return Layout(shape, all_slices, tuple(cells), centres, {c: i for i, c in enumerate(cells)})
