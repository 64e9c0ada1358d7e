"""One drawn layer of the slice panel: where its cells are."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF


@dataclass(frozen=True)
class Grid:
    """One drawn layer: its z (None for a 1D or 2D board), its w (None: the w-slice on view,
    or a board without w), and where its cells are."""

    z: int | None
    w: int | None
    left: float
    top: float
    cell: float
    columns: int
    rows: int

    def rect(self, x: int, y: int) -> QRectF:
        """The square of column x, row y (row 0 at the bottom)."""
        return QRectF(
            self.left + x * self.cell,
            self.top + (self.rows - 1 - y) * self.cell,
            self.cell,
            self.cell,
        )

    def at(self, point: QPointF) -> tuple[int, int] | None:
        """(column, row) under `point`, or None outside the grid."""
        x = math.floor((point.x() - self.left) / self.cell)
        row = math.floor((point.y() - self.top) / self.cell)
        if 0 <= x < self.columns and 0 <= row < self.rows:
            return x, self.rows - 1 - row
        return None
