"""The shapes of the board's motion: how long each cue lasts, how it eases, and where a stone is
on its way. Pure numpy, no Qt and no clock: the views ask with a progress from 0 to 1 (the
model's `Motion` keeps the time), so every frame of an animation can be worked out in a test.
"""

from __future__ import annotations

import numpy as np

from engine import Cell

DROP_MS = 220.0
"""A stone falling down its column in a gravity game (the whole column, whatever its height)."""
APPEAR_MS = 170.0
"""A stone placed where there is no gravity: it grows into its cell."""
GROW_MS = 380.0
"""A completed line drawn from its first cell to its last."""
PULSE_MS = 2100.0
"""The winning line pulsing after it has grown: PULSES slow breaths, then it stays lit."""
PULSES = 3
CUE_MS = 650.0
"""A draw: the board's frame glows once and fades."""
CAMERA_MS = 260.0
"""The camera gliding to a new place (Reset camera)."""
SLIDE_MS = 240.0
"""Another w-slice sliding in (a hint or a review step there, or the slider)."""
SLIDE_CELLS = 1.5
"""How far to the side it starts, in cell pitches."""
APPEAR_FROM = 0.35
"""How large a placed stone starts, as a part of its full size."""
PULSE_LIGHTEN = 0.6
"""How far toward white a pulsing line goes at the top of a breath."""
PULSE_WIDEN = 0.6
"""How much wider a pulsing line is at the top of a breath, as a part of its width."""


def ease_in(t: float) -> float:
    """Falling: slow at the top, fastest where it lands."""
    t = min(max(t, 0.0), 1.0)
    return t * t


def ease_out(t: float) -> float:
    """Arriving: fast at first, settling gently."""
    t = min(max(t, 0.0), 1.0)
    return 1.0 - (1.0 - t) * (1.0 - t)


def ease_in_out(t: float) -> float:
    """Gliding from one place to another: gentle at both ends."""
    t = min(max(t, 0.0), 1.0)
    return t * t * (3.0 - 2.0 * t)


def fall_path(cell: Cell, gravity: int | None, shape: tuple[int, ...]) -> list[Cell]:
    """The cells a stone played at `cell` passes on its way, from the top of its column down to
    `cell` itself; just `cell` without gravity (or when it lands on top)."""
    if gravity is None:
        return [cell]
    path = []
    for level in range(shape[gravity] - 1, cell[gravity] - 1, -1):
        passed = list(cell)
        passed[gravity] = level
        path.append(tuple(passed))
    return path


def along(points: np.ndarray, t: float) -> np.ndarray:
    """The point a share `t` (0 to 1) of the way along the polyline `points` (n, d), by
    equal steps between its points (a falling stone passes each cell of its column)."""
    points = np.asarray(points, dtype=float)
    if len(points) == 1:
        first: np.ndarray = points[0].copy()
        return first
    where = min(max(t, 0.0), 1.0) * (len(points) - 1)
    step = min(int(where), len(points) - 2)
    part = where - step
    point: np.ndarray = points[step] + (points[step + 1] - points[step]) * part
    return point


def fall_point(points: np.ndarray, t: float) -> np.ndarray:
    """Where a falling stone is drawn at progress `t` along `points` (top of the column first):
    it falls faster and faster, as a dropped disc does."""
    return along(points, ease_in(t))


def appear_scale(t: float) -> float:
    """The size of a stone placed without gravity at progress `t`, as a part of its full size."""
    return APPEAR_FROM + (1.0 - APPEAR_FROM) * ease_out(t)


def grown_segments(segments: np.ndarray, t: float) -> np.ndarray:
    """Bars (n, 2, d) drawn from their start a share of their length at progress `t`."""
    grown = np.array(segments, dtype=float)
    grown[:, 1] = grown[:, 0] + (grown[:, 1] - grown[:, 0]) * ease_out(t)
    return grown


def pulse_glow(t: float) -> float:
    """How lit a pulsing line is at progress `t` of its pulsing: 0 (its own colour) to 1 (the
    top of a breath), PULSES breaths that start and end at 0."""
    t = min(max(t, 0.0), 1.0)
    return float(0.5 - 0.5 * np.cos(2.0 * np.pi * PULSES * t))


def glowing(colours: np.ndarray, glow: float) -> np.ndarray:
    """RGBA `colours` (n, 4) lightened toward white by `glow` (0 to 1) of PULSE_LIGHTEN."""
    lit = np.array(colours, dtype=float)
    lit[:, :3] += (1.0 - lit[:, :3]) * (PULSE_LIGHTEN * glow)
    return lit


def cue_glow(t: float) -> float:
    """How strongly a one-off cue (a draw) shows at progress `t`: up quickly, fading slowly."""
    t = min(max(t, 0.0), 1.0)
    rise = 0.2
    return t / rise if t < rise else 1.0 - (t - rise) / (1.0 - rise)
