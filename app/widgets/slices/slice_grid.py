"""One drawn layer of the slice panel: where its cells are, and its pieces: a stone (a disc or
the player's symbol) and a blocked cell, each drawn in the rectangle of its cell."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPen, QPolygonF

from app.scene import palette
from app.widgets.board.painting import qcolor


@dataclass(frozen=True)
class Grid:
    """One drawn layer: its z (None for a 1D or 2D board), its w (None: the w-slice on view,
    or a board without w), where its cells are, and which of its labels are drawn: the
    column numbers under it, the row numbers left of it, the title over it and the header
    over that (a grid of the all-slices table has only those on the table's edges)."""

    z: int | None
    w: int | None
    left: float
    top: float
    cell: float
    columns: int
    rows: int
    x_numbers: bool = True
    y_numbers: bool = True
    titled: bool = True
    header: bool = False

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


def paint_grid(
    painter: QPainter, grid: Grid, scheme: palette.Scheme, font: QFont, margins: tuple[float, float]
) -> QRectF:
    """`grid`'s empty board: its background, its lines, and its numbers in `font` in the
    `margins` (left, bottom) pixels beside it. Returns the grid's area."""
    area = QRectF(grid.left, grid.top, grid.columns * grid.cell, grid.rows * grid.cell)
    painter.fillRect(area, qcolor(scheme.background))
    painter.setPen(QPen(qcolor(scheme.wireframe, 0.8), 1))
    for x in range(grid.columns + 1):
        left = grid.left + x * grid.cell
        painter.drawLine(QPointF(left, area.top()), QPointF(left, area.bottom()))
    for y in range(grid.rows + 1):
        top = grid.top + y * grid.cell
        painter.drawLine(QPointF(area.left(), top), QPointF(area.right(), top))
    painter.setFont(font)
    painter.setPen(qcolor(scheme.label, 0.85))
    paint_numbers(painter, grid, *margins)
    return area


def paint_numbers(painter: QPainter, grid: Grid, left: float, bottom: float) -> None:
    """The column numbers in the `bottom` pixels under `grid` and the row numbers in the `left`
    pixels left of it, those it has (see Grid), with the painter's font and pen."""
    centre = Qt.AlignmentFlag.AlignCenter
    base = grid.top + grid.rows * grid.cell
    for x in range(grid.columns if grid.x_numbers else 0):
        rect = grid.rect(x, 0)
        painter.drawText(QRectF(rect.left(), base, rect.width(), bottom), centre, str(x + 1))
    for y in range(grid.rows if grid.rows > 1 and grid.y_numbers else 0):
        rect = grid.rect(0, y)
        place = QRectF(grid.left - left, rect.top(), left - 3, rect.height())
        painter.drawText(place, centre, str(y + 1))


STONE = 0.38  # stone radius, in cells


def paint_stone(
    painter: QPainter,
    rect: QRectF,
    colour: palette.RGB,
    alpha: float,
    symbol: str,
    *,
    colours: palette.Palette,
) -> None:
    """A stone in the cell `rect`: a disc for "ball", else the shape of the 3D view's `symbol`
    (a square for the cube, a diamond for the octahedron, a triangle for the spike), edged
    toward the background of `colours`."""
    radius = rect.width() * STONE
    painter.setPen(QPen(qcolor(colours.dim(colour, 0.4), alpha), 1.2))
    painter.setBrush(qcolor(colour, alpha))
    centre = rect.center()
    if symbol == "ball":
        painter.drawEllipse(centre, radius, radius)
    elif symbol == "cube":
        side = radius * 0.85
        painter.drawRect(QRectF(centre.x() - side, centre.y() - side, 2 * side, 2 * side))
    else:
        corners = (
            [(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)]
            if symbol == "octahedron"
            else [(0.0, -1.0), (0.87, 0.6), (-0.87, 0.6)]
        )
        painter.drawPolygon(
            QPolygonF([centre + QPointF(dx * radius, dy * radius) for dx, dy in corners])
        )
    painter.setBrush(Qt.BrushStyle.NoBrush)


def paint_blocked(painter: QPainter, rect: QRectF, scheme: palette.Scheme) -> None:
    """A blocked cell: a filled square with a cross, inside the cell `rect`, in `scheme`."""
    inner = rect.adjusted(2, 2, -2, -2)
    painter.fillRect(inner, qcolor(scheme.blocked_cell))
    painter.setPen(QPen(qcolor(scheme.blocked_edge), 1.5))
    painter.drawLine(inner.topLeft(), inner.bottomRight())
    painter.drawLine(inner.topRight(), inner.bottomLeft())
