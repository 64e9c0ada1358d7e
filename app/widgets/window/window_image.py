"""The whole window as a picture, for --screenshot and the tests that look at it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, QSizeF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QWidget

from app.widgets.board.board3d import Board3D
from app.widgets.board.painting import board_picture
from app.widgets.slices.slice_panel import SlicePanel


def export_board(board: Board3D | None, slices: SlicePanel, path: str) -> bool:
    """Write a picture of the board alone to `path` (File → Export image): the 3D view's, or the
    slice panel's where there is none; False if it could not be written."""
    if board is not None:
        return board.export_image(path)
    picture = board_picture(slices, slices.refresh_marks, lambda: slices.grab().toImage())
    return picture.save(path)


def window_image(window: QWidget, board: Board3D | None) -> QImage:
    """`window` as the player sees it.

    QWidget.grab takes the 3D view from its last composed texture, without what the view
    paints over the GL scene with QPainter (axis labels, the "w = 2 of 4" and line-count
    corner text), so a fresh frame of the view is painted over its place."""
    image = window.grab().toImage()
    if board is None:
        return image
    frame = board.grabFramebuffer()
    painter = QPainter(image)
    # Logical coordinates on both sides: drawImage scales by the device pixel ratios.
    place = QRectF(QPointF(board.mapTo(window, QPoint(0, 0))), QSizeF(board.size()))
    painter.drawImage(place, frame)
    painter.end()
    return image
