"""The board editor's board: every cell of the board in flat grids (the slice panel's pages, a
4D board's w-slices as its table), where a click cycles a cell through empty, each player's
stone and empty again; from the keyboard the arrows move a cursor in the layer (Page Up and
Page Down go up and down the layers, with Ctrl along w) and Space cycles its cell. The position
is data (`stones`: cell → player); blocked cells take no stone."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.model.view.view_state import colour_choice
from app.widgets.board.painting import palette_of, qcolor
from app.widgets.slices.slice_grid import Grid, paint_blocked, paint_grid, paint_stone
from app.widgets.slices.slice_layout import LABELS, arrange_pages, arrange_table, label_points
from app.widgets.words import tr
from app.widgets.words.window_words import colour_name
from engine.rules import Cell, Rules

# The keys that move the cursor: the axis and the step.
_MOVES: dict[Qt.Key, tuple[int, int]] = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Down: (1, -1),
    Qt.Key.Key_Up: (1, 1),
    Qt.Key.Key_PageDown: (2, -1),
    Qt.Key.Key_PageUp: (2, 1),
}

ROOM = QSize(520, 420)
"""The size the grids are first fitted to."""


class SetUpBoard(QWidget):
    """The cells of `rules`' board to set stones on; `changed` after each click."""

    changed = Signal()

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("set-up-board")
        self.setMinimumSize(QSize(240, 200))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.rules = rules
        self.stones: dict[Cell, int] = {}
        self.grids: list[Grid] = []
        self.key_cell: Cell = (0,) * rules.ndim
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._arrange()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return ROOM

    def set_rules(self, rules: Rules) -> None:
        """Another board (or number of players): the stones that still fit are kept."""
        self.rules = rules
        self.key_cell = (0,) * rules.ndim
        self.stones = {
            cell: player
            for cell, player in self.stones.items()
            if player < rules.players
            and len(cell) == rules.ndim
            and all(c < n for c, n in zip(cell, rules.shape, strict=True))
            and cell not in rules.blocked
        }
        self._arrange()
        self.update()
        self.changed.emit()

    def set_stones(self, stones: dict[Cell, int]) -> None:
        self.stones = dict(stones)
        self.update()
        self.changed.emit()

    def _board(self) -> tuple[int, int, int]:
        shape = (*self.rules.shape, 1, 1)
        return shape[0], shape[1], self.rules.shape[2] if self.rules.ndim > 2 else 1

    def _arrange(self) -> None:
        room = (float(max(self.width(), 240)), float(max(self.height(), 200)))
        if self.rules.ndim > 3:
            arranged = arrange_table(self._board(), self.rules.shape[3], room, 1.0)
        else:
            arranged = arrange_pages(self._board(), room, 1.0, self.rules.ndim > 2)
        self.grids = arranged.grids

    def resizeEvent(self, event: object) -> None:  # noqa: N802 (Qt override)
        self._arrange()

    def cell_at(self, point: QPointF) -> Cell | None:
        """The cell under `point`, if any."""
        for grid in self.grids:
            place = grid.at(point)
            if place is not None:
                return self._cell(grid, *place)
        return None

    def centre_of(self, cell: Cell) -> QPointF:
        """Where `cell` is drawn (for the tests' clicks and the screen's)."""
        for grid in self.grids:
            if self._cell(grid, cell[0], cell[1] if self.rules.ndim > 1 else 0) == cell:
                return grid.rect(cell[0], cell[1] if self.rules.ndim > 1 else 0).center()
        raise ValueError(cell)

    def _cell(self, grid: Grid, x: int, y: int) -> Cell:
        return (x, y, grid.z or 0, grid.w or 0)[: self.rules.ndim]

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.button() != Qt.MouseButton.LeftButton:
            return
        cell = self.cell_at(event.position())
        if cell is not None:
            self.key_cell = cell
            self.cycle(cell)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        key = Qt.Key(event.key())
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.cycle(self.key_cell)
            return
        move = _MOVES.get(key)
        if move is None:
            super().keyPressEvent(event)
            return
        axis, step = move
        if axis == 2 and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            axis = 3
        if axis >= self.rules.ndim:
            super().keyPressEvent(event)
            return
        spot = list(self.key_cell)
        spot[axis] = max(0, min(self.rules.shape[axis] - 1, spot[axis] + step))
        self.key_cell = tuple(spot)
        self._describe()
        self.update()

    def _describe(self) -> None:
        """The cursor's cell and what is on it, for a screen reader."""
        self.setAccessibleDescription(self.describe(self.key_cell))

    def describe(self, cell: Cell) -> str:
        where = ",".join(str(c + 1) for c in cell)
        if cell in self.rules.blocked:
            return tr("%1: blocked").replace("%1", where)
        if cell in self.stones:
            return tr("%1: %2").replace("%1", where).replace("%2", colour_name(self.stones[cell]))
        return tr("%1: empty").replace("%1", where)

    def cycle(self, cell: Cell) -> None:
        """The next stone on `cell`: empty → the first player → … → the last → empty."""
        if cell in self.rules.blocked:
            return
        player = self.stones.get(cell, -1) + 1
        if player >= self.rules.players:
            del self.stones[cell]
        else:
            self.stones[cell] = player
        self._describe()
        self.update()
        self.changed.emit()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = palette_of(colour_choice())
        scheme = colours.scheme
        painter.fillRect(self.rect(), qcolor(scheme.panel_background))
        font = QFont(self.font())
        if self.grids:
            font.setPointSizeF(label_points(self.grids[0].cell, 1.0))
        for grid in self.grids:
            area = paint_grid(painter, grid, scheme, font, (LABELS.left, LABELS.bottom))
            title = self._title(grid)
            if title:
                place = QRectF(area.left(), area.top() - LABELS.title, area.width() + 40, 17)
                painter.drawText(place, Qt.AlignmentFlag.AlignLeft, title)
            for x in range(grid.columns):
                for y in range(grid.rows):
                    cell = self._cell(grid, x, y)
                    rect = grid.rect(x, y)
                    if cell in self.rules.blocked:
                        paint_blocked(painter, rect, scheme)
                    elif cell in self.stones:
                        player = self.stones[cell]
                        paint_stone(
                            painter, rect, colours.player(player), 1.0, "ball", colours=colours
                        )
                    if cell == self.key_cell and self.hasFocus():
                        painter.setPen(QPen(qcolor(scheme.label), 2))
                        painter.drawRect(rect.adjusted(2, 2, -2, -2))
        painter.end()

    def _title(self, grid: Grid) -> str:
        parts = []
        if grid.w is not None:
            parts.append(f"w = {grid.w + 1}")
        if grid.z is not None:
            parts.append(f"z = {grid.z + 1}")
        return " · ".join(parts)
