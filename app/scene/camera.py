"""The 3D view's camera as numbers: how far back it must stand to see the whole board, and
camera settings read back from a file. Pure numpy, no Qt."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np


def fit_distance(view: np.ndarray, size: np.ndarray, fov_degrees: float, aspect: float) -> float:
    """How far a camera looking at the origin along `view` (a 4×4 view matrix for distance 0)
    must back off so a box of `size` centred on the origin just fills a view of `fov_degrees`
    across and `aspect` (height / width).

    The view matrix maps each corner of the box to (x, y, z) relative to the camera; a corner
    fits once the camera backs off to where |x| / (distance - z) stays within the half-width
    of the field of view, and likewise y.
    """
    corners = np.array(np.meshgrid(*[[-s / 2, s / 2] for s in size], indexing="ij"))
    corners = corners.reshape(3, -1).T
    x, y, z = view[:3] @ np.hstack([corners, np.ones((len(corners), 1))]).T
    tan_x = np.tan(np.radians(fov_degrees) / 2)
    tan_y = tan_x * aspect
    return float(np.max(np.maximum(np.abs(x) / tan_x, np.abs(y) / tan_y) + z))


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
