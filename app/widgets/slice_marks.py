"""Threat marks on the slice panel's flat grids, drawn with the same colours as the 3D
view (`app.scene.threat_marks`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from app.scene.threat_marks import threat_colour
from engine import Cell, Threat


class GridLike(Protocol):
    """What a grid of the slice panel offers: the square of a column and row."""

    def rect(self, x: int, y: int) -> QRectF: ...


Place = Callable[[Cell], "tuple[GridLike, int, int] | None"]
"""Where the panel draws a cell: its grid, column and row, or None when it is not on view."""


def paint_threats(painter: QPainter, threats: tuple[Threat, ...], place: Place) -> None:
    """A square in the player's colour inside each threatened cell on view; a double threat
    gets a filled centre too; a gravity threat not yet playable is faint."""
    for threat in threats:
        spot = place(threat.cell)
        if spot is None:
            continue
        grid, x, y = spot
        rect = grid.rect(x, y)
        r, g, b, a = threat_colour(threat)
        colour = QColor.fromRgbF(r, g, b, a)
        inset = rect.width() * 0.22
        painter.setPen(QPen(colour, max(2.0, rect.width() * 0.07)))
        painter.setBrush(QColor(0, 0, 0, 0))
        painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))
        if threat.double:
            core = rect.width() * 0.36
            painter.fillRect(rect.adjusted(core, core, -core, -core), colour)
