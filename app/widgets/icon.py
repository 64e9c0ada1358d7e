"""The window icon."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

from app.scene import palette


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
