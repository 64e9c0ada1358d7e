"""Which cell the mouse points at, and where a world point lands on screen. Pure numpy, no Qt.

Cells sit where app.scene.layout puts them. Picking is geometry on the model
side (as DESIGN.md asks): unproject the mouse position at the near and far planes through the
inverse of the view's projection × view matrix, and slab-test the ray against the axis-aligned
boxes of the candidate cells, all at once. OpenGL's own selection (`itemsAt`) is not used.

Matrices are numpy 4×4 arrays acting on column vectors (`clip = mvp @ [x, y, z, 1]`). A viewport
is `(x0, y0, width, height)` in widget coordinates, y growing downwards as mouse positions do.
"""

from __future__ import annotations

import numpy as np

Viewport = tuple[float, float, float, float]


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
    point: np.ndarray = world[:3] / world[3]
    return point


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
