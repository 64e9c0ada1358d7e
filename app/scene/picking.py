"""Which cell the mouse points at, and where a world point lands on screen. Pure numpy, no Qt.

Cells sit where app.scene.layout puts them. Picking is geometry on the model side, not a GL
query: unproject the mouse position at the near and far planes through the inverse of the view's
projection × view matrix, and intersect the ray with what is drawn for each cell, all at once: a
ball for a stone or an empty cell's dot (`ray_sphere_distances`), a box for a blocked cell
(`ray_box_distances`). The first marker the ray meets is the one drawn under the pointer, so a
click plays what the player sees there, and nothing where no marker is drawn. OpenGL's own
selection (`itemsAt`) is not used.

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


def ray_sphere_distances(
    origin: np.ndarray, direction: np.ndarray, centres: np.ndarray, radii: np.ndarray | float
) -> np.ndarray:
    """Per ball (rows of `centres`, one radius or one each), the ray parameter where the unit
    `direction` ray from `origin` first meets it; inf on a miss. A ray is inside a ball's
    outline on screen exactly when it meets the ball, so this is the projected disc test."""
    to_centre = centres - origin
    along = to_centre @ direction
    squared_miss = np.einsum("ij,ij->i", to_centre, to_centre) - along * along
    radius = np.broadcast_to(np.asarray(radii, dtype=float), (len(centres),))
    inside = radius * radius - squared_miss
    hit = inside >= 0
    enter = along - np.sqrt(np.where(hit, inside, 0.0))
    return np.where(hit & (along + np.sqrt(np.where(hit, inside, 0.0)) >= 0), enter, np.inf)


def pick_marker(
    mvp: np.ndarray,
    viewport: Viewport,
    point: tuple[float, float],
    balls: tuple[np.ndarray, np.ndarray],
    boxes: tuple[np.ndarray, float] | None = None,
) -> tuple[str, int] | None:
    """What is drawn nearest under the widget position `point`: ("ball", i) for ball i of
    `balls` (centres, radii) or ("box", j) for box j of `boxes` (centres, one half size);
    None where the pointer is over no marker."""
    origin, direction = mouse_ray(mvp, viewport, *point)
    centres, radii = balls
    best: tuple[str, int] | None = None
    nearest = np.inf
    if len(centres):
        distances = ray_sphere_distances(origin, direction, centres, radii)
        i = int(np.argmin(distances))
        if np.isfinite(distances[i]):
            best, nearest = ("ball", i), float(distances[i])
    if boxes is not None and len(boxes[0]):
        box_centres, half = boxes
        distances = ray_box_distances(origin, direction, box_centres - half, box_centres + half)
        j = int(np.argmin(distances))
        if distances[j] < nearest:
            best = ("box", j)
    return best
