"""The slice panel: the layers (z) of the current w-slice as flat grids, like a printed board.

Columns are x and rows are y, numbered from 1, with row 1 at the bottom so that stones fall
down in gravity games. For a 2D game the one grid is the board itself. With "show all
w-slices" on, every w-slice is shown as well, one column of layers per w, side by side like
the 3D view. Clicking a cell plays there through the session; hovering writes ViewState.hover,
which the 3D view shares.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QWheelEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.model.session.game_session import GameSession
from app.model.view.view_state import ViewState
from app.scene.highlight import continuing_slices, dims_stones, shown_lines, shows_hover
from app.scene.palette import RGB, Palette, Scheme, lighten
from app.scene.pieces import SYMBOLS
from app.widgets.board.board_view import BoardView
from app.widgets.board.painting import paint_focus_frame, paint_slice_chips, qcolor
from app.widgets.board.review_mark import paint_review_mark, review_mark_room
from app.widgets.board.text_scale import text_scale
from app.widgets.slices import slice_motion
from app.widgets.slices.slice_grid import Grid, paint_blocked, paint_grid, paint_stone
from app.widgets.slices.slice_layout import (
    GAP,
    LABELS,
    Margins,
    arrange_pages,
    arrange_table,
    label_points,
)
from app.widgets.slices.slice_marks import paint_lines, paint_threats
from app.widgets.words.access_words import slice_panel_word
from engine import BLOCKED, EMPTY, Cell

MIN_ZOOM, MAX_ZOOM, ZOOM_STEP = 1.0, 4.0, 1.15
MIN_TITLE_POINTS = 6.0


class SlicePanel(BoardView, QWidget):
    """Flat grids of the layers on view; observes the session and the view state."""

    def __init__(
        self, session: GameSession, view_state: ViewState, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._init_board_view(session, view_state)
        self.setMouseTracking(True)
        self.setMinimumSize(160, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._pressed: Cell | None = None
        self.grids: list[Grid] = []
        self.w_across = True
        """In the all-slices table: the w-slices run across it (else its layers do)."""
        self.zoom = 1.0
        """Cell size over the size that fits the panel's room; Ctrl+wheel changes it."""
        self.room: QSize | None = None
        """The room the grids are fitted to: the scroll area's viewport, or the panel."""
        self.chip_boxes: dict[int, QRectF] = {}
        """Where the chips after the first title were drawn last, by slice (for tests)."""
        self.moving_centre: QPointF | None = None
        """Where the stone on its way was painted last (None: none was), for tests."""

        for redraw in (
            session.changed,
            view_state.slice_changed,
            view_state.hover_changed,
            view_state.cursor_changed,
            view_state.symbols_changed,
            view_state.colour_choice.changed,
            view_state.show_threats_changed,
            view_state.motion.frame,
            view_state.motion.changed,
        ):
            redraw.connect(self._on_changed)
        self.text_scale = text_scale()
        """The window's text size: the labels round the grids follow it."""
        for regrid in (session.reset, view_state.all_slices_changed, self.text_scale.changed):
            regrid.connect(self._on_reset)
        session.review.changed.connect(self._on_reset)  # the review mark's room comes and goes
        self._pull_grids()

    @property
    def margins(self) -> Margins:
        """The room for the labels round the grids, at the window's text size."""
        return LABELS.scaled(self.text_scale.factor)

    @property
    def all_slices(self) -> bool:
        """True when every w-slice is on view (the board has a w axis and the view asks)."""
        return self.view_state.all_slices and len(self.game.rules.shape) > 3

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(360, 260)

    # -- events from the models --------------------------------------------------------------

    def _on_changed(self, *_: object) -> None:
        self.update()

    def refresh_marks(self) -> None:
        self.update()

    def _on_reset(self) -> None:
        self._pull_grids()
        self.update()

    def resizeEvent(self, ev: Any) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(ev)
        self._pull_grids()

    # -- geometry ----------------------------------------------------------------------------

    def _board_size(self) -> tuple[int, int, int]:
        """(columns, rows, layers) of the grids: x, y and z, each 1 if the board lacks it."""
        shape = self.game.rules.shape
        padded = (*shape, 1, 1)
        return padded[0], padded[1], shape[2] if len(shape) > 2 else 1

    def _pull_grids(self) -> None:
        """Arrange the grids for the room (slice_layout): the layers of the w-slice on view,
        or with all slices the table of every w-slice. Cells are never under MIN_CELL pixels:
        a big board makes the panel larger than its room, and the scroll area round it
        scrolls."""
        room = self.room if self.room is not None else self.size()
        foot = review_mark_room(self.session, room.width())  # the review mark's, under the grids
        space = (float(room.width()), float(room.height() - foot))
        board = self._board_size()
        if self.all_slices:
            arranged = arrange_table(
                board, self.game.rules.shape[3], space, self.zoom, self.margins
            )
        else:
            has_z = len(self.game.rules.shape) > 2
            arranged = arrange_pages(board, space, self.zoom, has_z, self.margins)
        if self.room is not None:
            self.setMinimumSize(QSize(arranged.width, arranged.height + foot))
        self.grids = arranged.grids
        self.w_across = arranged.w_across

    def set_room(self, room: QSize) -> None:
        """Fit the grids to `room` (the scroll area's viewport the panel sits in)."""
        self.room = room
        self._pull_grids()
        self.update()

    def set_zoom(self, zoom: float) -> None:
        """Draw the cells `zoom` times the size that fits (MIN_ZOOM to MAX_ZOOM)."""
        self.zoom = min(max(zoom, MIN_ZOOM), MAX_ZOOM)
        self._pull_grids()
        self.update()

    def wheelEvent(self, ev: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        if ev.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = ev.angleDelta().y() / 120
            self.set_zoom(self.zoom * ZOOM_STEP**steps)
            ev.accept()
            return
        ev.ignore()  # the scroll area scrolls

    def _cell(self, grid: Grid, x: int, y: int) -> Cell:
        """The board cell drawn at column x, row y of `grid`."""
        shape = self.game.rules.shape
        cell = [x, y, grid.z or 0][: len(shape)]
        if len(shape) > 3:
            # The sliders choose the slice of every axis beyond z, as in the 3D view.
            slices = list(self._slices())
            if grid.w is not None:
                slices[0] = grid.w
            cell += slices
        return tuple(cell)

    def _place(self, cell: Cell) -> tuple[Grid, int, int] | None:
        """Where `cell` is drawn, or None if it is not on view."""
        shape = self.game.rules.shape
        slices = self._slices()
        if len(shape) > 3 and (
            tuple(cell[4:]) != slices[1:] or (cell[3] != slices[0] and not self.all_slices)
        ):
            return None
        z = cell[2] if len(shape) > 2 else 0
        y = cell[1] if len(shape) > 1 else 0
        layers = shape[2] if len(shape) > 2 else 1
        grid = self.grids[(cell[3] * layers if self.all_slices else 0) + z]
        return grid, cell[0], y

    def cell_centre(self, cell: Cell) -> QPointF:
        """Centre of `cell` in widget coordinates; ValueError if it is not on view."""
        place = self._place(cell)
        if place is None:
            raise ValueError(f"cell {cell} is not in the shown w-slice")
        grid, x, y = place
        return grid.rect(x, y).center()

    def access_view_name(self) -> str:
        return slice_panel_word()

    def cell_rect(self, cell: Cell) -> QRectF | None:
        place = self._place(cell)
        if place is None:
            return None
        grid, x, y = place
        return grid.rect(x, y)

    def cell_at(self, point: QPointF) -> Cell | None:
        """The cell under widget position `point`, or None."""
        for grid in self.grids:
            spot = grid.at(point)
            if spot is not None:
                return self._cell(grid, *spot)
        return None

    # -- mouse -------------------------------------------------------------------------------

    def mouseMoveEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self.view_state.set_hover(self.session.person.landing(self.cell_at(ev.position())))

    def mousePressEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self._pressed = self.cell_at(ev.position())
        self.setFocus(Qt.FocusReason.MouseFocusReason)

    def keyPressEvent(self, ev: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if not self.handle_board_key(ev):
            super().keyPressEvent(ev)

    def mouseReleaseEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        cell = self.cell_at(ev.position())
        pressed, self._pressed = self._pressed, None
        if ev.button() == Qt.MouseButton.LeftButton and cell is not None and cell == pressed:
            self.session.person.play_at(cell)

    def leaveEvent(self, ev: Any) -> None:  # noqa: N802 (Qt override)
        self.view_state.set_hover(None)
        super().leaveEvent(ev)

    # -- drawing -----------------------------------------------------------------------------

    def paintEvent(self, ev: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = self.colours
        self.chip_boxes = {}
        painter.fillRect(self.rect(), qcolor(colours.scheme.panel_background))
        if not self.grids:
            return
        game = self.game
        lines = shown_lines(game)
        on_line = {cell for _, line in lines for cell in line}
        dim = dims_stones(game)
        label_font = QFont("DejaVu Sans")
        label_font.setPointSizeF(label_points(self.grids[0].cell, self.text_scale.factor))
        if self.all_slices:
            self._paint_headers(painter, label_font, colours.scheme)
        board = game.board_array()
        exposed = QRectF(ev.rect())
        motion = self.view_state.motion
        hidden = slice_motion.hidden_cell(motion)
        for number, grid in enumerate(self.grids):
            # A big board's panel is far larger than the scroll area showing it: paint only the
            # grids in the exposed part (the first always, for the chips after its title).
            if number and not self.margins.around(grid).intersects(exposed):
                continue
            self._paint_grid(painter, grid, label_font, colours)
            values = board[self._grid_index(grid)]
            xs, ys = np.nonzero(values != EMPTY)
            for x, y, stone in zip(xs.tolist(), ys.tolist(), values[xs, ys].tolist(), strict=True):
                rect = grid.rect(x, y)
                if stone == BLOCKED:
                    paint_blocked(painter, rect, colours.scheme)
                    continue
                cell = self._cell(grid, x, y)
                if cell == hidden:
                    continue
                colour = colours.player(stone)
                if dim and cell not in on_line:
                    colour = colours.dim(colour)
                paint_stone(painter, rect, colour, 1.0, self._symbol(stone), colours=colours)
        self.moving_centre = slice_motion.paint_moving_stone(
            painter, motion, self._place, self._symbol, colours
        )
        paint_lines(
            painter,
            lines,
            self.game.rules.target,
            self._place,
            colours,
            motion=slice_motion.line_motion(motion),
        )
        paint_threats(painter, self._shown_threats(), self._place, colours)
        self._paint_marks(painter, colours)
        painter.end()
        paint_focus_frame(self, colours)
        paint_review_mark(self, self.session, colours, bottom=True)

    def _grid_index(self, grid: Grid) -> tuple[int | slice | None, ...]:
        """The index into the board array (as `Game.board_array`) of the cells `grid` draws,
        so that the result is indexed [x, y] like the grid's columns and rows."""
        shape = self.game.rules.shape
        index: list[int | slice | None] = [slice(None)] * min(2, len(shape))
        if len(shape) > 2:
            index.append(grid.z or 0)
        if len(shape) > 3:
            index.extend(self._cell(grid, 0, 0)[3:])
        if len(shape) == 1:
            index.append(np.newaxis)
        return tuple(index)

    def _paint_grid(self, painter: QPainter, grid: Grid, font: QFont, colours: Palette) -> None:
        margins = (self.margins.left, self.margins.bottom)
        area = paint_grid(painter, grid, colours.scheme, font, margins)
        title = self._title(grid)
        if title:
            title_font = QFont(font)
            title_font.setBold(True)
            # Over the grid and the gap after it; a title longer than that (large text on small
            # cells) is drawn smaller, never cut.
            room = min(area.width() + GAP, self.width() - area.left())
            while (
                QFontMetricsF(title_font).horizontalAdvance(title) > room
                and title_font.pointSizeF() > MIN_TITLE_POINTS
            ):
                title_font.setPointSizeF(title_font.pointSizeF() - 0.5)
            painter.setFont(title_font)
            place = QRectF(
                area.left(), area.top() - self.margins.title, room, self.margins.title - 3
            )
            painter.drawText(
                place, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, title
            )
            if grid.w is None and grid.z in (None, 0):
                end = place.left() + painter.fontMetrics().horizontalAdvance(title) + 8
                self.chip_boxes = paint_slice_chips(
                    painter, QPointF(end, place.bottom()), self.continuing(), colours
                )

    def _paint_headers(self, painter: QPainter, font: QFont, scheme: Scheme) -> None:
        """The "w = 1", "w = 2", … headers above the columns of the all-slices table ("z = 1",
        … when its layers run across)."""
        header_font = QFont(font)
        header_font.setBold(True)
        header_font.setPointSize(font.pointSize() + 1)
        painter.setFont(header_font)
        painter.setPen(qcolor(scheme.label))
        for grid in self.grids:
            if not grid.header:  # one header per column, over its first grid
                continue
            top = grid.top - self.margins.title - self.margins.header
            named = f"w = {(grid.w or 0) + 1}" if self.w_across else f"z = {(grid.z or 0) + 1}"
            painter.drawText(
                QRectF(grid.left, top, grid.columns * grid.cell, self.margins.header),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                named,
            )

    def continuing(self) -> dict[int, RGB]:
        """The other w-slices a shown line with a cell in the slice on view continues into,
        with its colour (the headers say so, as the w slider's boxes do)."""
        rules = self.game.rules
        if rules.ndim <= 3 or self.all_slices:
            return {}
        return continuing_slices(
            shown_lines(self.game), self._slices(), 3, rules.target, self.colours
        )

    def _title(self, grid: Grid) -> str:
        """What is over `grid`: its w-slice and layer; in the all-slices table, over the first
        column only, what its row is (the headers say what each column is)."""
        if not grid.titled:
            return ""
        if self.all_slices:
            return f"z = {(grid.z or 0) + 1}" if self.w_across else f"w = {(grid.w or 0) + 1}"
        shape = self.game.rules.shape
        parts = []
        if len(shape) > 3 and grid.w is None:
            parts.append(f"w = {self._w() + 1}")
        if grid.z is not None:
            parts.append(f"z = {grid.z + 1}")
        return " · ".join(parts)

    def _symbol(self, player: int) -> str:
        """How `player`'s stones are drawn: a disc, or with "Symbols on stones" the player's own
        shape (as the 3D view's ball, cube, octahedron and spike)."""
        return SYMBOLS[player % len(SYMBOLS)] if self.view_state.symbols else "ball"

    def _paint_marks(self, painter: QPainter, colours: Palette) -> None:
        """The highlight layers (last move, hint, cursor… as in the 3D view) and the hover
        ghost."""
        for layer in self.marks():
            pen = QPen(qcolor(layer.colour, layer.alpha), layer.width)
            painter.setPen(pen)
            if layer.fill:
                painter.setBrush(qcolor(layer.colour, layer.fill))
            else:
                painter.setBrush(Qt.BrushStyle.NoBrush)
            for cell in layer.cells:
                place = self._place(cell)
                if place is None:
                    continue
                grid, x, y = place
                inset = 1.5 - layer.grow * grid.cell
                painter.drawRect(grid.rect(x, y).adjusted(inset, inset, -inset, -inset))
        hover = self.view_state.hover
        shown = hover is not None and shows_hover(self.game, hover)
        place = self._place(hover) if hover is not None and shown else None
        if place is not None:
            grid, x, y = place
            player = self.game.to_move
            colour = colours.player(player)
            rect = grid.rect(x, y)
            paint_stone(painter, rect, colour, 0.5, self._symbol(player), colours=colours)
            painter.setPen(QPen(qcolor(lighten(colour, 0.4)), 2))
            painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5))
