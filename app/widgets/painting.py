"""The scene's colours as Qt colours, for the widgets that paint with QPainter."""

from __future__ import annotations

from PySide6.QtGui import QColor

from app.scene.palette import RGB


def qcolor(colour: RGB, alpha: float = 1.0) -> QColor:
    """`colour` as a QColor for QPainter."""
    return QColor.fromRgbF(colour[0], colour[1], colour[2], alpha)
