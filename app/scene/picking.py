"""Where cells sit in the 3D view, and which cell the mouse points at. Pure numpy, no Qt.

The view places every cell on a unit grid centred on the origin. Picking is geometry on the model
side (as DESIGN.md asks): unproject the mouse position at the near and far planes through the
inverse of the view's projection × view matrix, and slab-test the ray against the axis-aligned
boxes of the candidate cells, all at once. OpenGL's own selection (`itemsAt`) is not used.

Matrices are numpy 4×4 arrays acting on column vectors (`clip = mvp @ [x, y, z, 1]`). A viewport
is `(x0, y0, width, height)` in widget coordinates, y growing downwards as mouse positions do.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from engine import Cell

SLICE_GAP = 1.0
"""Empty space between w-slices laid side by side, in cell pitches."""

Viewport = tuple[float, float, float, float]


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
    return xyz + world_offset(shape, all_slices)


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


def layout(shape: tuple[int, ...], w: int = 0, all_slices: bool = False) -> Layout:
    """The `Layout` of the board `shape` showing w-slice `w`, or all slices side by side."""
    cells = visible_cells(shape, w, all_slices)
    centres = cell_positions(np.array(cells), shape, all_slices)
    return Layout(shape, all_slices, tuple(cells), centres, {c: i for i, c in enumerate(cells)})


def project(mvp: np.ndarray, viewport: Viewport, point: np.ndarray) -> tuple[float, float]:
    """Widget coordinates (x right, y down) of the world `point`."""
    clip = mvp @ np.append(np.asarray(point, dtype=float), 1.0)
    ndc = clip[:3] / clip[3]
    x0, y0, width, height = viewport
    return (x0 + (ndc[0] + 1.0) * 0.5 * width, y0 + (1.0 - ndc[1]) * 0.5 * height)


def unproject(
    inverse_mvp: np.ndarray, viewport: Viewport, x: float, y: float, depth: float
) -> np.ndarray:
    """The world point under widget position (x, y) at normalised depth -1 (near) to 1 (far)."""
    x0, y0, width, height = viewport
    ndc = np.array([2.0 * (x - x0) / width - 1.0, 1.0 - 2.0 * (y - y0) / height, depth, 1.0])
    world = inverse_mvp @ ndc
    return world[:3] / world[3]


def mouse_ray(mvp: np.ndarray, viewport: Viewport, x: float, y: float) -> tuple[np.ndarray, ...]:
    """The ray under the mouse: (origin on the near plane, unit direction away from the eye)."""
    inverse = np.linalg.inv(mvp)
    near = unproject(inverse, viewport, x, y, -1.0)
    far = unproject(inverse, viewport, x, y, 1.0)
    direction = far - near
    return near, direction / np.linalg.norm(direction)


def ray_box_distances(
    origin: np.ndarray, direction: np.ndarray, low: np.ndarray, high: np.ndarray
) -> np.ndarray:
    """Per box (rows of `low`/`high`), the ray parameter where the ray enters it; inf on a miss.

    The slab test: the ray is inside a box between the largest entry and the smallest exit over
    the three axes. A zero direction component gives ±inf parameters, which the comparisons
    handle (a ray parallel to a slab is inside it for all t or for none).
    """
    with np.errstate(divide="ignore", invalid="ignore"):
        inverse = 1.0 / direction
        t1 = (low - origin) * inverse
        t2 = (high - origin) * inverse
    # 0 * inf is nan when the origin lies exactly on a slab plane of a parallel ray; that ray
    # grazes the box, so count the slab as all of t.
    t_low = np.nan_to_num(np.minimum(t1, t2), nan=-np.inf)
    t_high = np.nan_to_num(np.maximum(t1, t2), nan=np.inf)
    enter = np.maximum(t_low.max(axis=1), 0.0)
    leave = t_high.min(axis=1)
    return np.where(enter <= leave, enter, np.inf)


def pick(
    mvp: np.ndarray,
    viewport: Viewport,
    point: tuple[float, float],
    centres: np.ndarray,
    half_sizes: np.ndarray | float,
) -> int | None:
    """Index of the nearest box (centre ± half size, one or one per box) under the widget
    position `point`, or None."""
    if not len(centres):
        return None
    origin, direction = mouse_ray(mvp, viewport, *point)
    half = np.broadcast_to(np.asarray(half_sizes, dtype=float).reshape(-1, 1), (len(centres), 3))
    distances = ray_box_distances(origin, direction, centres - half, centres + half)
    nearest = int(np.argmin(distances))
    return nearest if np.isfinite(distances[nearest]) else None
