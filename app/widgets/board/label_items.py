"""The 3D view's labels: the axes' names, with Show coordinates on each row's number, and with
all slices on view a "w = n" over each slice, as text items placed in the scene where
`app.scene.guides.labels` puts them, so they turn with the board."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pyqtgraph.opengl as gl
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont

from app.scene import guides
from app.scene.layout import Layout
from app.scene.palette import Palette

DEPTH = 8  # over every mark
SIZE, SMALL_SIZE = 11, 9  # points: the axes' names, the coordinates


class LabelItems:
    """One text item per label; `add(item, depth)` puts an item into the view, `remove(item)`
    takes it out."""

    def __init__(self, add: Callable[[Any, float], Any], remove: Callable[[Any], None]) -> None:
        self._add, self._remove = add, remove
        self.items: list[gl.GLTextItem] = []

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
        for item in self.items:
            self._remove(item)
        font, small = QFont(base), QFont(base)
        font.setPointSizeF(SIZE * scale)
        small.setPointSizeF(SMALL_SIZE * scale)
        colour = QColor.fromRgbF(*colours.scheme.label)
        middle = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
        self.items = [
            self._add(
                gl.GLTextItem(
                    pos=label.position,
                    text=label.text,
                    font=small if label.small else font,
                    color=colour,
                    alignment=middle,
                ),
                DEPTH,
            )
            for label in guides.labels(layout, w, coordinates)
        ]
