"""The scene's colours as Qt colours, for the widgets that paint with QPainter."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPaintDevice, QPainter

from app.scene.palette import BACKGROUND, RGB


def qcolor(colour: RGB, alpha: float = 1.0) -> QColor:
    """`colour` as a QColor for QPainter."""
    return QColor.fromRgbF(colour[0], colour[1], colour[2], alpha)


def paint_corner_text(device: QPaintDevice, parts: list[tuple[str, RGB]], font: QFont) -> None:
    """Coloured `parts` of text in a row at the top left of `device`, in `font`."""
    if not parts:
        return
    painter = QPainter(device)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setFont(font)
    x = 10
    for part, colour in parts:
        painter.setPen(qcolor(colour))
        painter.drawText(x, 22, part)
        x += painter.fontMetrics().horizontalAdvance(part) + 14
    painter.end()


def paint_slice_chips(painter: QPainter, bottom_left: QPointF, chips: dict[int, RGB]) -> None:
    """Small boxes numbered with the (1-based) slices of `chips`, filled in their colours, in a
    row from `bottom_left`: where a highlighted line goes on beyond the slice on view."""
    size = 14.0
    x = bottom_left.x()
    for index in sorted(chips):
        box = QRectF(x, bottom_left.y() - size, size, size)
        painter.fillRect(box, qcolor(chips[index]))
        painter.setPen(qcolor(BACKGROUND))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(index + 1))
        x += size + 3
