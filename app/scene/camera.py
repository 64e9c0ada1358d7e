"""The 3D view's camera as numbers: the default direction, the parallel projection, how far back
it must stand to see the whole board, and camera settings read back from a file. Pure numpy.

The view is a parallel (orthographic) projection. With perspective the near layers of a cube
grow and the far ones shrink, so no one direction keeps every cell's marker clear of the markers
in front of it; in a parallel projection the cells form an exact lattice on the screen, and the
default direction below was chosen (by a search over elevation, azimuth and layer spread) so that
no two cell centres of a 4×4×4 or 3×3×3 slice, alone or with all w-slices side by side, come
closer than 0.45 cell pitches on the screen: a stone (radius 0.3) never covers the centre of
another cell's dot. Distance still zooms: it sets how much of the world the view spans.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

DEFAULT_ELEVATION = 25.0
DEFAULT_AZIMUTH = -79.0
"""Degrees, as pyqtgraph's GLViewWidget counts them: from the front (-y), a little to the right
and above."""
FLAT_ELEVATION = 0.0
FLAT_AZIMUTH = -90.0
"""A 1D or 2D board stands upright, facing the camera square on."""
DEPTH_RANGE = 1000.0
"""The clipping planes sit this many camera distances in front and behind: nothing is cut."""


def orthographic(
    distance: float,
    fov_degrees: float,
    region: tuple[float, ...],
    viewport: tuple[float, ...],
) -> np.ndarray:
    """The parallel projection (4×4, column vectors) of a view that spans across its width what
    a perspective camera `distance` away with a field of view of `fov_degrees` sees at the
    point it looks at, so zooming (changing the distance) works as before. `region` is the part
    (x0, y0, width, height) of the `viewport` to draw, as pyqtgraph passes them."""
    x0, y0, width, height = viewport[:4]
    half_width = distance * np.tan(np.radians(fov_degrees) / 2)
    half_height = half_width * height / width
    left = half_width * ((region[0] - x0) * 2 / width - 1)
    right = half_width * ((region[0] + region[2] - x0) * 2 / width - 1)
    bottom = half_height * ((region[1] - y0) * 2 / height - 1)
    top = half_height * ((region[1] + region[3] - y0) * 2 / height - 1)
    near, far = -distance * DEPTH_RANGE, distance * DEPTH_RANGE
    return np.array(
        [
            [2 / (right - left), 0, 0, -(right + left) / (right - left)],
            [0, 2 / (top - bottom), 0, -(top + bottom) / (top - bottom)],
            [0, 0, -2 / (far - near), -(far + near) / (far - near)],
            [0, 0, 0, 1],
        ]
    )


def toward_viewer(elevation: float, azimuth: float) -> np.ndarray:
    """The unit direction from the point looked at toward a camera at `elevation` and
    `azimuth` (degrees, as pyqtgraph counts them)."""
    up, around = np.radians(elevation), np.radians(azimuth)
    return np.array([np.cos(up) * np.cos(around), np.cos(up) * np.sin(around), np.sin(up)])


def pixels_per_unit(width: float, distance: float, fov_degrees: float) -> float:
    """Pixels per world unit across a view `width` pixels wide drawn by `orthographic`."""
    span = 2 * distance * float(np.tan(np.radians(fov_degrees) / 2))
    return float(width) / max(span, 1e-9)


def fit_parallel(view: np.ndarray, size: np.ndarray, fov_degrees: float, aspect: float) -> float:
    """The distance at which `orthographic` shows a box of `size` centred on the origin, seen
    through the rotation `view` (4×4), just filling a view of `aspect` (height / width)."""
    corners = np.array(np.meshgrid(*[[-s / 2, s / 2] for s in size], indexing="ij"))
    corners = corners.reshape(3, -1).T
    x, y, _ = view[:3, :3] @ corners.T
    tan_x = np.tan(np.radians(fov_degrees) / 2)
    return float(max(np.abs(x).max() / tan_x, np.abs(y).max() / (tan_x * aspect)))


@dataclass(frozen=True)
class CameraValues:
    """The usable part of saved camera settings; None where a value was missing or wrong."""

    center: tuple[float, float, float] | None
    distance: float | None
    elevation: float | None
    azimuth: float | None


def read_camera_state(state: dict[str, Any]) -> CameraValues:
    """The values of a saved camera state that can be used: numbers, finite, a positive
    distance, a centre of three numbers (settings files can be stale or edited by hand)."""

    def number(value: object) -> float | None:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return None
        return float(value) if math.isfinite(value) else None

    centre = state.get("center")
    point = None
    if isinstance(centre, (list, tuple)) and len(centre) == 3:
        values = [number(v) for v in centre]
        if all(v is not None for v in values):
            point = (float(values[0] or 0), float(values[1] or 0), float(values[2] or 0))
    distance = number(state.get("distance"))
    return CameraValues(
        point,
        distance if distance is not None and distance > 0 else None,
        number(state.get("elevation")),
        number(state.get("azimuth")),
    )
