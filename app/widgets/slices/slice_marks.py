"""Marks on the slice panel's flat grids: threats, drawn with the same colours as the 3D view
(`app.scene.threat_marks`), and completed lines."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from app.scene import palette
from app.scene.threat_marks import threat_colour
from app.widgets.board.painting import qcolor
from engine import Cell, Threat

PULSE_LIGHT = 0.6  # how far toward white a pulsing line goes at the top of a breath
PULSE_WIDEN = 0.6  # and how much wider it is then, as a part of its width
RING = 0.42  # radius of the rings on the cells of a line across layers, in cells


class GridLike(Protocol):
    """What a grid of the slice panel offers: the square of a column and row."""

    @property
    def cell(self) -> float:
        """The side of a square, in pixels."""
        ...

    def rect(self, x: int, y: int) -> QRectF: ...


Place = Callable[[Cell], "tuple[GridLike, int, int] | None"]
"""Where the panel draws a cell: its grid, column and row, or None when it is not on view."""


def paint_threats(
    painter: QPainter, threats: tuple[Threat, ...], place: Place, colours: palette.Palette
) -> None:
    """A square in the player's colour of `colours` inside each threatened cell on view; a
    double threat gets a filled centre too; a gravity threat not yet playable is faint."""
    for threat in threats:
        spot = place(threat.cell)
        if spot is None:
            continue
        grid, x, y = spot
        rect = grid.rect(x, y)
        r, g, b, a = threat_colour(threat, colours)
        colour = QColor.fromRgbF(r, g, b, a)
        inset = rect.width() * 0.22
        painter.setPen(QPen(colour, max(2.0, rect.width() * 0.07)))
        painter.setBrush(QColor(0, 0, 0, 0))
        painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))
        if threat.double:
            core = rect.width() * 0.36
            painter.fillRect(rect.adjusted(core, core, -core, -core), colour)


def paint_lines(
    painter: QPainter,
    lines: Sequence[tuple[int, Sequence[Cell]]],
    target: int,
    place: Place,
    colours: palette.Palette,
    *,
    motion: Callable[[Sequence[Cell]], tuple[float, float]] = lambda _line: (1.0, 0.0),
) -> None:
    """A bar through a line that lies in one grid; rings on the cells of a line that crosses
    layers or w-slices (it cannot be drawn whole on a flat grid). `lines`: (player, cells),
    drawn in the line colours of `colours`; `motion` says how much of a line is drawn yet and
    how lit it is (a line growing or pulsing)."""
    for player, line in lines:
        share, glow = motion(line)
        if share <= 0.0:
            continue
        colour = qcolor(palette.lighten(colours.line_colour(player, target), PULSE_LIGHT * glow))
        shown = [spot for spot in map(place, line) if spot is not None]
        if not shown:
            continue
        cell = shown[0][0].cell
        if len(shown) == len(line) and len({id(spot[0]) for spot in shown}) == 1:
            grid = shown[0][0]
            start = grid.rect(shown[0][1], shown[0][2]).center()
            end = grid.rect(shown[-1][1], shown[-1][2]).center()
            along = end - start
            length = math.hypot(along.x(), along.y())
            overhang = along * (0.3 * cell / length) if length else QPointF()
            pen = QPen(colour, max(3.0, cell * 0.14) * (1.0 + PULSE_WIDEN * glow))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            first = start - overhang
            painter.drawLine(first, first + (end + overhang - first) * share)
        else:
            painter.setPen(QPen(colour, max(2.0, cell * 0.08)))
            for grid, x, y in shown[: math.ceil(share * len(shown))]:
                painter.drawEllipse(grid.rect(x, y).center(), cell * RING, cell * RING)
