"""The scene's colours as Qt colours, for the widgets that paint with QPainter, and the palette
of the colours the application has chosen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPaintDevice, QPainter, QPen
from PySide6.QtWidgets import QWidget

from app.model.view.view_state import ColourChoice
from app.scene.palette import RGB, Palette, contrast, palette_for

FOCUS_FRAME = 2.0
"""Pixels: the width of the frame round the board view that has the keyboard."""
PICTURE = "board-picture"
"""A board view's property, true while it draws a picture of the board alone (File → Export
image): no keyboard cursor, focus frame or review mark, which are the window's, not the game's."""


def board_picture(view: QWidget, refresh: Callable[[], None], grab: Callable[[], QImage]) -> QImage:
    """What `grab` makes of `view` with the board alone on it; `refresh` redraws its marks."""
    view.setProperty(PICTURE, True)
    refresh()
    try:
        return grab()
    finally:
        view.setProperty(PICTURE, False)
        refresh()


def palette_of(choice: ColourChoice) -> Palette:
    """The colours `choice` stands for now (read at each draw: the choice may change)."""
    return palette_for(choice.theme, choice.players)


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


def paint_focus_frame(widget: QWidget, colours: Palette, *, on: QPaintDevice | None = None) -> None:
    """A frame round the part of `widget` on view (inside the paint event of `on`, by default
    `widget`, the device it shows through) when it has the keyboard: which of the two board
    views the keys play in."""
    if not widget.hasFocus() or widget.property(PICTURE):
        return
    shown = widget.visibleRegion().boundingRect()
    if shown.isEmpty():
        shown = widget.rect()
    painter = QPainter(widget if on is None else on)
    painter.setPen(QPen(qcolor(colours.scheme.label, 0.9), FOCUS_FRAME))
    painter.drawRect(QRectF(shown).adjusted(1, 1, -1, -1))
    painter.end()


def readable_on(fill: RGB, colours: Palette) -> RGB:
    """The one of the background and label colours of `colours` that reads better on `fill`."""
    scheme = colours.scheme
    return max((scheme.background, scheme.label), key=lambda text: contrast(text, fill))


def paint_slice_chips(
    painter: QPainter, bottom_left: QPointF, chips: dict[int, RGB], colours: Palette
) -> dict[int, QRectF]:
    """Small boxes numbered with the (1-based) slices of `chips`, filled in their colours, in a
    row from `bottom_left`: where a highlighted line goes on beyond the slice on view. The
    numbers are in whichever of the text and background colours of `colours` reads on the
    fill. Returns the boxes, by slice."""
    size = 14.0
    x = bottom_left.x()
    boxes = {}
    for index in sorted(chips):
        box = QRectF(x, bottom_left.y() - size, size, size)
        painter.fillRect(box, qcolor(chips[index]))
        painter.setPen(qcolor(readable_on(chips[index], colours)))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(index + 1))
        boxes[index] = box
        x += size + 3
    return boxes
