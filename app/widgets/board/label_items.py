"""The 3D view's labels: the axes' names, with Show coordinates on each row's number, and with
all slices on view a "w = n" over each slice, placed in the scene where
`app.scene.guides.labels` puts them, so they turn with the board.

They are painted over the frame with one QPainter, after the GL items: a pyqtgraph text item
per label began and ended a QPainter of its own on the GL surface, each a flush of the GL
state, which cost the all-slices view (16 labels with coordinates) a tenth of its frame."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPaintDevice, QPainter

from app.scene import guides
from app.scene.layout import Layout
from app.scene.palette import Palette

SIZE, SMALL_SIZE = 11, 9  # points: the axes' names, the coordinates


@dataclass(frozen=True)
class ShownLabel:
    """A label as it is painted: where in the scene (`pos`), its text, its font, and the offset
    from its projected point to its text's baseline that centres the text there."""

    pos: np.ndarray
    text: str
    font: QFont
    offset: QPointF


class LabelItems:
    """The labels of the layout on view, painted over each frame by `paint`."""

    def __init__(self) -> None:
        self.items: list[ShownLabel] = []
        self.colour = QColor()

    def pull(
        self,
        layout: Layout,
        w: int,
        coordinates: bool,
        colours: Palette,
        base: QFont,
        *,
        scale: float = 1.0,
    ) -> None:
        """The labels of `layout` with w-slice `w` on view, in the view's font `base`, `scale`
        times their size (View → Larger text)."""
        font, small = QFont(base), QFont(base)
        font.setPointSizeF(SIZE * scale)
        small.setPointSizeF(SMALL_SIZE * scale)
        self.colour = QColor.fromRgbF(*colours.scheme.label)
        self.items = []
        for label in guides.labels(layout, w, coordinates):
            chosen = small if label.small else font
            box = QFontMetricsF(chosen).tightBoundingRect(label.text)
            offset = QPointF(-box.width() / 2, box.height() / 2)
            self.items.append(ShownLabel(label.position, label.text, chosen, offset))

    def paint(self, device: QPaintDevice, mvp: np.ndarray, size: tuple[int, int]) -> None:
        """Paint the labels on `device` (the view's surface, `size` pixels) as the camera
        `mvp` (projection × view, column vectors) sees them."""
        if not self.items:
            return
        width, height = size
        points = np.array([item.pos for item in self.items], dtype=float)
        clip = np.hstack([points, np.ones((len(points), 1))]) @ mvp.T
        ndc = clip[:, :2] / clip[:, 3:4]
        xs = (ndc[:, 0] + 1.0) * 0.5 * width
        ys = (1.0 - ndc[:, 1]) * 0.5 * height
        painter = QPainter(device)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        painter.setPen(self.colour)
        font = None
        for item, x, y in zip(self.items, xs.tolist(), ys.tolist(), strict=True):
            if item.font is not font:
                font = item.font
                painter.setFont(font)
            painter.drawText(QPointF(x, y) + item.offset, item.text)
        painter.end()
