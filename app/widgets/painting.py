"""The scene's colours as Qt colours, for the widgets that paint with QPainter, and the window
icon painted with them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

from app.scene import palette
from app.scene.palette import RGB


def qcolor(colour: RGB, alpha: float = 1.0) -> QColor:
    """`colour` as a QColor for QPainter."""
    return QColor.fromRgbF(colour[0], colour[1], colour[2], alpha)


def app_icon() -> QIcon:
    """The window icon, drawn at run time: four stones of the player colours in a row."""
    pixmap = QPixmap(64, 64)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor.fromRgbF(*palette.BACKGROUND))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(0, 0, 64, 64, 12, 12)
    for step in range(4):
        painter.setBrush(QColor.fromRgbF(*palette.player(step % 2)))
        painter.drawEllipse(6 + step * 13, 44 - step * 13, 14, 14)
    painter.end()
    return QIcon(pixmap)
