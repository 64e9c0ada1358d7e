"""The slice panel's moving things, from the shared `Motion` clock: the stone on its way (falling
down its column through the rows, or through the layers' grids when z is down, or growing into
its cell) and how far each cued line has grown or how lit it is by its pulse."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from app.model.view.motion import LineCue, Motion
from app.scene import motion_shapes as shapes
from app.scene import palette
from app.widgets.board.motion_cues import StoneCue
from app.widgets.slices.slice_grid import paint_stone
from app.widgets.slices.slice_marks import GridLike, Place
from engine import Cell


def moving_stone(motion: Motion) -> StoneCue | None:
    """The stone on its way, if one is."""
    cue = motion.cue("stone")
    return cue.subject if cue is not None and isinstance(cue.subject, StoneCue) else None


def hidden_cell(motion: Motion) -> Cell | None:
    """The cell whose stone the panel leaves to `paint_moving_stone`."""
    stone = moving_stone(motion)
    return None if stone is None else stone.cell


def paint_moving_stone(
    painter: QPainter,
    motion: Motion,
    place: Place,
    symbol: Callable[[int], str],
    colours: palette.Palette,
) -> QPointF | None:
    """Paint the stone on its way where it is now; returns its centre (None: none on view)."""
    stone = moving_stone(motion)
    t = motion.progress("stone")
    if stone is None or t is None:
        return None
    spots = [spot for spot in map(place, stone.path) if spot is not None]
    landing = place(stone.cell)
    if landing is None or not spots:
        return None
    grid, x, y = landing
    rect = grid.rect(x, y)
    if len({id(spot[0]) for spot in spots}) > 1:
        # Down through the layers (z is down in Score Four): each layer's grid is elsewhere in
        # the panel, so the stone shows in one layer after another rather than sliding across.
        step = min(int(shapes.ease_in(t) * len(spots)), len(spots) - 1)
        spots = [spots[step]]
        t = 0.0
    centres = np.array([[*centre_of(spot)] for spot in spots])
    cx, cy = shapes.fall_point(centres, t)
    side = rect.width() * (1.0 if stone.falls else shapes.appear_scale(t))
    drawn = QRectF(cx - side / 2, cy - side / 2, side, side)
    paint_stone(
        painter, drawn, colours.player(stone.player), 1.0, symbol(stone.player), colours=colours
    )
    return QPointF(cx, cy)


def centre_of(spot: tuple[GridLike, int, int]) -> tuple[float, float]:
    """The centre of a spot's square in the panel."""
    grid, x, y = spot
    centre = grid.rect(x, y).center()
    return centre.x(), centre.y()


def line_motion(motion: Motion) -> Callable[[Sequence[Cell]], tuple[float, float]]:
    """For a shown line: how much of it is drawn (0 to 1) and how lit by its pulse (0 to 1)."""
    cue = motion.cue("grow") or motion.cue("pulse")
    subject = cue.subject if cue is not None else None
    t = motion.progress(cue.kind) if cue is not None else None

    def of(line: Sequence[Cell]) -> tuple[float, float]:
        if cue is None or t is None or not isinstance(subject, LineCue):
            return 1.0, 0.0
        if tuple(line) not in subject.lines:
            return 1.0, 0.0
        if cue.kind == "grow":
            return shapes.ease_out(t), 0.0
        return 1.0, shapes.pulse_glow(t)

    return of
