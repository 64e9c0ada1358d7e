"""The 3D view: the cells of the current w-slice (or all slices side by side), stones, hover,
last move, completed lines and the camera, drawn by a few batched pyqtgraph items.

The view observes a GameSession and a ViewState and never changes the game itself except
through `session.play`: a stone appears only after the session's `moved` signal.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pyqtgraph.opengl as gl
from OpenGL import GL
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QFont, QMatrix4x4, QMouseEvent, QPainter, QVector3D
from PySide6.QtWidgets import QWidget

from app import meshes, palette, picking
from app.highlight import dims_stones, shown_lines, shows_hover
from app.session import GameSession
from app.viewstate import ViewState
from engine import BLOCKED, EMPTY, Cell, Game, Line

STONE_RADIUS = 0.33
EMPTY_HALF = 0.1
BLOCKED_HALF = 0.3
PICK_HALF = 0.33
"""Half size of the box a click must hit: about a stone, leaving gaps to reach inner cells."""
MARK_HALF = 0.44
BAR_HALF = 0.07
CROSSING_BAR_HALF = 0.04
SHADOW_ALPHA = 0.55
"""Bars of lines that leave the shown w-slice are thin and translucent: they are the line's
shadow in this slice, not a line of it."""
BAR_OVERHANG = 0.3
CROWDED = 4  # lines on view above which bars are drawn thinner
FIELD_OF_VIEW = 38
CLICK_SLOP = 5
"""Pixels the mouse may move between press and release and still count as a click."""

OPAQUE = "opaque"
TRANSLUCENT = "translucent"
# Faint empty cells: translucent, and only their front faces, so no back edge shows through.
FAINT = {
    GL.GL_DEPTH_TEST: True,
    GL.GL_BLEND: True,
    GL.GL_CULL_FACE: True,
    "glCullFace": (GL.GL_BACK,),
    "glBlendFuncSeparate": (
        GL.GL_SRC_ALPHA,
        GL.GL_ONE_MINUS_SRC_ALPHA,
        GL.GL_ONE,
        GL.GL_ONE_MINUS_SRC_ALPHA,
    ),
}
# Bars and marks are drawn over everything so stones never hide a line; flat colours, no blend.
OVERLAY = {GL.GL_DEPTH_TEST: False, GL.GL_BLEND: False, GL.GL_CULL_FACE: False}
OVERLAY_BLEND = {
    GL.GL_DEPTH_TEST: False,
    GL.GL_BLEND: True,
    GL.GL_CULL_FACE: False,
    # Keep the frame's alpha at 1: Qt composes the GL widget with its alpha channel.
    "glBlendFuncSeparate": (GL.GL_SRC_ALPHA, GL.GL_ONE_MINUS_SRC_ALPHA, GL.GL_ZERO, GL.GL_ONE),
}

# pyqtgraph caches compiled shader programs across widgets, which is only valid when every GL
# widget shares one context group: without this a second view (a new window, the next test)
# draws with programs from a dead context and crashes. It must be set before the QApplication
# exists, so it is set when this module is imported (app.main imports it first).
if QCoreApplication.instance() is None:
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)


def _matrix(m: QMatrix4x4) -> np.ndarray:
    """A QMatrix4x4 as a numpy array acting on column vectors (Qt stores column-major)."""
    return np.array(m.data(), dtype=float).reshape(4, 4).T


def _rgba(colour: palette.RGB, alpha: float = 1.0) -> tuple[float, float, float, float]:
    return (colour[0], colour[1], colour[2], alpha)


class Board3D(gl.GLViewWidget):  # type: ignore[misc]
    """The rotatable 3D board. Items are public attributes so tests can read what is drawn."""

    def __init__(
        self, session: GameSession, view_state: ViewState, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.view_state = view_state
        self.setBackgroundColor(QColor.fromRgbF(*palette.BACKGROUND))
        self.setMouseTracking(True)
        self.setMinimumSize(240, 200)
        self.cell_layout = picking.layout(self.game.rules.shape)
        self.hint_cell: Cell | None = None
        self.stone_cells: tuple[Cell, ...] = ()
        """The cells whose stones are drawn, in the order of the stone mesh."""
        self.line_segments = np.zeros((0, 2, 3))
        """Start and end of every drawn line bar, for tests and the slice panel's agreement."""
        self.line_colours = np.zeros((0, 4))
        self.line_whole = np.zeros(0, dtype=bool)
        """Per drawn line, whether all its cells are on view (else it crosses w-slices)."""
        self._press: QPointF | None = None
        self._dragged = False
        self._camera_touched = False
        """Once the player moves the camera, resizing the view no longer refits it."""

        self.stones_item = self._add(gl.GLMeshItem(glOptions=OPAQUE, computeNormals=False), 0)
        self.blocked_item = self._add(gl.GLMeshItem(glOptions=OPAQUE, computeNormals=False), 0)
        self.wireframe_item = self._add(gl.GLLinePlotItem(mode="lines", glOptions=TRANSLUCENT), 1)
        self.empty_item = self._add(gl.GLMeshItem(glOptions=FAINT, computeNormals=False), 2)
        self.ghost_item = self._add(gl.GLMeshItem(glOptions=TRANSLUCENT, computeNormals=False), 3)
        self.bars_item = self._add(gl.GLMeshItem(glOptions=OVERLAY, computeNormals=False), 4)
        self.shadow_bars_item = self._add(
            gl.GLMeshItem(glOptions=OVERLAY_BLEND, computeNormals=False), 4
        )
        self.line_cells_item = self._add(gl.GLLinePlotItem(mode="lines", glOptions=OVERLAY), 5)
        self.last_move_item = self._add(gl.GLLinePlotItem(mode="lines", glOptions=OVERLAY), 6)
        self.hint_item = self._add(gl.GLLinePlotItem(mode="lines", glOptions=OVERLAY_BLEND), 6)
        self.hover_item = self._add(gl.GLLinePlotItem(mode="lines", glOptions=OVERLAY), 7)
        self.label_items: list[gl.GLTextItem] = []

        session.moved.connect(self._on_moved)
        session.undone.connect(self._on_moved)
        session.reset.connect(self._on_reset)
        session.hint.connect(self._on_hint)
        view_state.w_changed.connect(self._on_slice_changed)
        view_state.all_slices_changed.connect(self._on_all_slices_changed)
        view_state.hover_changed.connect(self._on_hover_changed)
        view_state.show_coordinates_changed.connect(self._on_coordinates_changed)

        self._pull_all()
        self.reset_camera()

    @property
    def game(self) -> Game:
        return self.session.game

    def _w(self) -> int:
        return picking.shown_w(self.game.rules.shape, self.view_state.w)

    def _add(self, item: Any, depth: int) -> Any:
        item.setDepthValue(depth)
        self.addItem(item)
        return item

    # -- events from the models --------------------------------------------------------------

    def _on_moved(self, *_: object) -> None:
        self._pull_pieces()
        self._pull_hover()

    def _on_reset(self) -> None:
        self.hint_cell = None
        self._pull_all()
        self.reset_camera()

    def _on_hint(self, cell: Cell | None) -> None:
        self.hint_cell = cell
        self._pull_hint()

    def _on_slice_changed(self, _w: int) -> None:
        self._pull_all()

    def _on_all_slices_changed(self, _on: bool) -> None:
        self._pull_all()
        self.reset_camera()

    def _on_hover_changed(self, _cell: object) -> None:
        self._pull_hover()

    def _on_coordinates_changed(self, _on: bool) -> None:
        self._pull_labels()

    # -- model → items -----------------------------------------------------------------------

    def _pull_all(self) -> None:
        shape = self.game.rules.shape
        self.cell_layout = picking.layout(shape, self.view_state.w, self.view_state.all_slices)
        self._pull_wireframe()
        self._pull_labels()
        self._pull_pieces()
        self._pull_hover()
        self._pull_hint()

    def _pull_pieces(self) -> None:
        """Stones, empty and blocked cells, the last move and the completed lines."""
        board = self.game.board_array()
        values = np.array([board[c] for c in self.cell_layout.cells], dtype=int)
        centres = self.cell_layout.centres
        lines = self._visible_lines()
        on_line = {cell for _, line in lines for cell in line}
        dim = dims_stones(self.game)

        stone = values >= 0
        self.stone_cells = tuple(c for c, s in zip(self.cell_layout.cells, stone, strict=True) if s)
        colours = []
        for cell, value in zip(self.cell_layout.cells, values, strict=True):
            if value >= 0:
                colour = palette.player(int(value))
                if dim and cell not in on_line:
                    colour = palette.dim(colour)
                colours.append(colour)
        self._set_mesh(
            self.stones_item, meshes.spheres(centres[stone], STONE_RADIUS, np.array(colours))
        )
        empty = values == EMPTY
        self._set_mesh(
            self.empty_item,
            meshes.boxes(centres[empty], EMPTY_HALF, np.array([*palette.EMPTY_CELL, 0.35])),
        )
        blocked = values == BLOCKED
        self._set_mesh(
            self.blocked_item,
            meshes.boxes(centres[blocked], BLOCKED_HALF, np.array(palette.BLOCKED_CELL)),
        )
        last = self.game.last_move
        last_centre = None if last is None else self.cell_layout.centre(last)
        if last_centre is None:
            self.last_move_item.setVisible(False)
        else:
            self.last_move_item.setData(
                pos=meshes.box_edges(last_centre, MARK_HALF),
                color=_rgba(palette.LAST_MOVE),
                width=2.0,
            )
            self.last_move_item.setVisible(True)
        self._pull_lines(lines)

    def _visible_lines(self) -> list[tuple[int, Line]]:
        """The shown lines that touch the cells on view."""
        index = self.cell_layout.index
        return [(p, line) for p, line in shown_lines(self.game) if any(c in index for c in line)]

    def _pull_lines(self, lines: list[tuple[int, Line]]) -> None:
        """Bars through the shown lines. A line wholly on view gets a solid bar; a line that
        leaves the shown w-slice gets a thin translucent bar (its shadow in this slice, which
        may pass cells that are not on it) and, in one-line games, outlines round its cells
        in this slice."""
        target = self.game.rules.target
        shape = self.game.rules.shape
        segments, colours, whole, marks, mark_colours = [], [], [], [], []
        for player, line in lines:
            ends = picking.cell_positions(
                np.array([line[0], line[-1]]), shape, self.cell_layout.all_slices
            )
            direction = ends[1] - ends[0]
            length = float(np.linalg.norm(direction))
            overhang = direction / length * BAR_OVERHANG if length > 0 else np.zeros(3)
            segments.append([ends[0] - overhang, ends[1] + overhang])
            colour = palette.line_colour(player, target)
            colours.append(_rgba(colour))
            whole.append(all(c in self.cell_layout.index for c in line))
            # Outlines point out the cells of a winning line that leaves the slice; in a game
            # of counted lines (tesseract) dozens of them would bury the board.
            if not whole[-1] and target <= 1:
                for cell in line:
                    centre = self.cell_layout.centre(cell)
                    if centre is not None:
                        marks.append(centre)
                        mark_colours.append(_rgba(colour))
        self.line_segments = np.array(segments, dtype=float).reshape(-1, 2, 3)
        self.line_colours = np.array(colours, dtype=float).reshape(-1, 4)
        self.line_whole = np.array(whole, dtype=bool)
        solid = self.line_whole
        self._set_mesh(
            self.bars_item,
            meshes.bars(
                self.line_segments[solid, 0],
                self.line_segments[solid, 1],
                # Many lines (a counted game) get thinner bars so they do not bury the stones.
                BAR_HALF if len(lines) <= CROWDED else BAR_HALF * 0.6,
                self.line_colours[solid],
            ),
        )
        shadow_colours = self.line_colours[~solid].copy()
        shadow_colours[:, 3] = SHADOW_ALPHA
        self._set_mesh(
            self.shadow_bars_item,
            meshes.bars(
                self.line_segments[~solid, 0],
                self.line_segments[~solid, 1],
                CROSSING_BAR_HALF,
                shadow_colours,
            ),
        )
        if marks:
            edges = meshes.box_edges(np.array(marks), MARK_HALF)
            edge_colours = np.repeat(np.array(mark_colours), 24, axis=0)
            self.line_cells_item.setData(pos=edges, color=edge_colours, width=2.0)
        self.line_cells_item.setVisible(bool(marks))

    def _pull_hover(self) -> None:
        cell = self.view_state.hover
        centre = self.cell_layout.centre(cell) if shows_hover(self.game, cell) else None
        if centre is None:
            self.hover_item.setVisible(False)
            self.ghost_item.setVisible(False)
            return
        colour = palette.player(self.game.to_move)
        self.hover_item.setData(
            pos=meshes.box_edges(centre, MARK_HALF),
            color=_rgba(palette.lighten(colour, 0.4)),
            width=2.0,
        )
        self.hover_item.setVisible(True)
        self._set_mesh(
            self.ghost_item,
            meshes.spheres(centre[None], STONE_RADIUS, np.array([*colour, 0.7])),
        )

    def _pull_hint(self) -> None:
        centre = None if self.hint_cell is None else self.cell_layout.centre(self.hint_cell)
        if centre is None:
            self.hint_item.setVisible(False)
            return
        self.hint_item.setData(
            pos=meshes.box_edges(centre, MARK_HALF + 0.04),
            color=_rgba(palette.HIGHLIGHT, 0.8),
            width=3.0,
        )
        self.hint_item.setVisible(True)

    def _pull_wireframe(self) -> None:
        shape = self.game.rules.shape
        slices = range(shape[3]) if self.cell_layout.all_slices and len(shape) > 3 else range(1)
        segments, colours = [], []
        for w in slices:
            low, high = self._slice_bounds(w)
            box = meshes.box_edges((low + high) / 2, (high - low)[None] / 2)
            segments.append(box)
            colours.append(np.tile(_rgba(palette.WIREFRAME, 0.9), (len(box), 1)))
            floor = self._floor_grid(low, high)
            segments.append(floor)
            colours.append(np.tile(_rgba(palette.WIREFRAME, 0.35), (len(floor), 1)))
        self.wireframe_item.setData(
            pos=np.concatenate(segments), color=np.concatenate(colours), width=1.5
        )

    def _slice_bounds(self, w: int) -> tuple[np.ndarray, np.ndarray]:
        """World corners of the box around one w-slice (the only slice in single-slice mode)."""
        shape = self.game.rules.shape
        first = np.zeros((1, len(shape)), dtype=int)
        last = np.array([[n - 1 for n in shape]])
        if len(shape) > 3:
            first[0, 3] = last[0, 3] = w
            last[0, 4:] = 0
        corners = picking.cell_positions(
            np.vstack([first, last]), shape, self.cell_layout.all_slices
        )
        low, high = corners.min(axis=0) - 0.5, corners.max(axis=0) + 0.5
        return low, high

    def _floor_grid(self, low: np.ndarray, high: np.ndarray) -> np.ndarray:
        """Lines between the cells on the floor of a 3D slice, or on the plane of a 2D board."""
        shape = self.game.rules.shape
        if len(shape) == 2:
            return meshes.grid_lines(low, high, (0, 2), (shape[0], shape[1]))
        if len(shape) == 1:
            return np.zeros((0, 3))
        top = high.copy()
        top[2] = low[2]
        return meshes.grid_lines(low, top, (0, 1), (shape[0], shape[1]))

    def _pull_labels(self) -> None:
        for item in self.label_items:
            self.removeItem(item)
        self.label_items = []
        shape = self.game.rules.shape
        coordinates = self.view_state.show_coordinates
        low, high = self._slice_bounds(0 if self.cell_layout.all_slices else self._w())
        font = QFont("DejaVu Sans", 11)
        small = QFont("DejaVu Sans", 9)
        colour = QColor.fromRgbF(*palette.LABEL)
        for world, axis, edge, outward in self._axis_edges(low, high):
            middle = edge.copy()
            middle[world] = (low[world] + high[world]) / 2
            self._label(middle + outward * (1.9 if coordinates else 1.2), "xyz"[axis], font, colour)
            if coordinates:
                for i in range(shape[axis]):
                    tick = edge.copy()
                    tick[world] = low[world] + 0.5 + i
                    self._label(tick + outward * 0.8, str(i + 1), small, colour)
        if self.cell_layout.all_slices and len(shape) > 3:
            for w in range(shape[3]):
                w_low, w_high = self._slice_bounds(w)
                # Above the back top edge: seen from above, that is clear of every stone.
                top = np.array([(w_low[0] + w_high[0]) / 2, w_high[1], w_high[2] + 0.6])
                self._label(top, f"w = {w + 1}", font, colour)

    def _axis_edges(
        self, low: np.ndarray, high: np.ndarray
    ) -> list[tuple[int, int, np.ndarray, np.ndarray]]:
        """Per labelled axis: (world axis, board axis, a point on the box edge that carries its
        labels, the outward direction of the labels). The edges are the ones nearest the
        default camera (in front, to the right, above), so labels never sit behind stones."""
        shape = self.game.rules.shape
        if len(shape) <= 2:
            # A 2D board stands upright: x along the bottom, y up the left side.
            edges = [(0, 0, low.copy(), np.array([0.0, 0.0, -0.5]))]
            if len(shape) == 2:
                edges.append((2, 1, low.copy(), np.array([-0.5, 0.0, 0.0])))
            return edges
        right = low.copy()
        # The right end of the whole board (the last slice when all slices are shown).
        right[0] = picking.extent(shape, self.cell_layout.all_slices)[0] / 2
        return [
            (0, 0, low.copy(), np.array([0.0, -0.45, -0.3])),
            (1, 1, right, np.array([0.45, 0.0, -0.3])),
            (2, 2, low.copy(), np.array([-0.4, -0.4, 0.0])),
        ]

    def _label(self, pos: np.ndarray, text: str, font: QFont, colour: QColor) -> None:
        item = gl.GLTextItem(
            pos=pos,
            text=text,
            font=font,
            color=colour,
            alignment=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
        )
        item.setDepthValue(8)
        self.addItem(item)
        self.label_items.append(item)

    @staticmethod
    def _set_mesh(item: Any, mesh: tuple[np.ndarray, np.ndarray, np.ndarray]) -> None:
        vertices, faces, colours = mesh
        if not len(faces):
            item.setVisible(False)
            return
        item.setMeshData(vertexes=vertices, faces=faces, vertexColors=colours)
        item.setVisible(True)

    # -- drawing extras ----------------------------------------------------------------------

    def paintGL(self) -> None:  # noqa: N802 (Qt override)
        super().paintGL()
        text = self._overlay_text()
        if not text:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setFont(QFont("DejaVu Sans", 11))
        x = 10
        for part, colour in text:
            painter.setPen(palette.qcolor(colour))
            painter.drawText(x, 22, part)
            x += painter.fontMetrics().horizontalAdvance(part) + 14
        painter.end()

    def _overlay_text(self) -> list[tuple[str, palette.RGB]]:
        """Corner text: the w-slice on view, and the lines per player when lines are counted."""
        rules = self.game.rules
        parts: list[tuple[str, palette.RGB]] = []
        if len(rules.shape) > 3 and not self.cell_layout.all_slices:
            parts.append((f"w = {self._w() + 1} of {rules.shape[3]}", palette.LABEL))
        if rules.target > 1:
            parts.append((f"lines (target {rules.target}):", palette.LABEL))
            for player, score in enumerate(self.game.scores):
                parts.append((f"P{player + 1} {score}", palette.player(player)))
        return parts

    # -- mouse -------------------------------------------------------------------------------

    def mousePressEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self._press = ev.position()
        self._dragged = False
        super().mousePressEvent(ev)

    def mouseMoveEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if ev.buttons() == Qt.MouseButton.NoButton:
            self.view_state.set_hover(self._target_at(ev.position()))
            return
        if self._press is not None:
            moved = ev.position() - self._press
            if abs(moved.x()) + abs(moved.y()) > CLICK_SLOP:
                self._dragged = True
                self._camera_touched = True
        super().mouseMoveEvent(ev)

    def mouseReleaseEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        click = ev.button() == Qt.MouseButton.LeftButton and not self._dragged
        self._press = None
        if not click:
            return
        cell = self.cell_at(ev.position())
        if cell is not None:
            landing = self.game.landing(cell)
            # A click on a taken or blocked cell still goes to the session, which says why
            # it cannot be played.
            self.session.play(cell if landing is None else landing)

    def wheelEvent(self, ev: Any) -> None:  # noqa: N802 (Qt override)
        self._camera_touched = True
        super().wheelEvent(ev)

    def leaveEvent(self, ev: Any) -> None:  # noqa: N802 (Qt override)
        self.view_state.set_hover(None)
        super().leaveEvent(ev)

    def cell_at(self, pos: QPointF) -> Cell | None:
        """The cell whose box is nearest under widget position `pos`, or None."""
        found = picking.pick(
            self.mvp(),
            self.getViewport(),
            (pos.x(), pos.y()),
            self.cell_layout.centres,
            PICK_HALF,
        )
        return None if found is None else self.cell_layout.cells[found]

    def _target_at(self, pos: QPointF) -> Cell | None:
        """The cell a click at `pos` would play (where a dropped stone lands), or None."""
        cell = self.cell_at(pos)
        return None if cell is None else self.game.landing(cell)

    def mvp(self) -> np.ndarray:
        """The current projection × view matrix as numpy (column vectors)."""
        viewport = self.getViewport()
        return _matrix(self.projectionMatrix(viewport, viewport) * self.viewMatrix())

    def cell_screen_pos(self, cell: Cell) -> QPointF:
        """The projected centre of a shown `cell` in widget coordinates."""
        centre = self.cell_layout.centre(cell)
        if centre is None:
            raise ValueError(f"cell {cell} is not on view")
        x, y = picking.project(self.mvp(), self.getViewport(), centre)
        return QPointF(x, y)

    # -- camera and export -------------------------------------------------------------------

    def reset_camera(self) -> None:
        """Look at the whole board from the front, a little above and to the right, at the
        distance where the board just fills the view."""
        flat = len(self.game.rules.shape) <= 2
        wide = self.cell_layout.all_slices
        # A narrower field of view than pyqtgraph's 60° keeps the far slices and layers from
        # shrinking too much next to the near ones.
        self.opts["fov"] = FIELD_OF_VIEW
        self.setCameraPosition(
            pos=QVector3D(0, 0, 0),
            distance=0.0,
            elevation=0 if flat else 24,
            azimuth=-90 if flat else -75 if wide else -62,
        )
        # With the camera at the centre, the view matrix maps each corner of the board's box to
        # (x, y, z) relative to the camera; a corner fits once the camera backs off to where
        # |x| / (distance - z) stays within the half-width of the field of view, and likewise y.
        # A flat board's axis labels sit beside its edges, in the plane the camera faces:
        # leave room for them (and the coordinates), or they fall off the view's edges.
        size = picking.extent(self.game.rules.shape, wide) + (2.0 if flat else 0.8)
        corners = np.array(np.meshgrid(*[[-s / 2, s / 2] for s in size], indexing="ij"))
        corners = corners.reshape(3, -1).T
        view = _matrix(self.viewMatrix())[:3]
        x, y, z = view @ np.hstack([corners, np.ones((len(corners), 1))]).T
        tan_x = math.tan(math.radians(self.opts["fov"]) / 2)
        tan_y = tan_x * self.height() / max(1, self.width())
        distance = float(np.max(np.maximum(np.abs(x) / tan_x, np.abs(y) / tan_y) + z))
        self.setCameraPosition(distance=distance * 1.04)

    def resizeEvent(self, ev: Any) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(ev)
        if not self._camera_touched:
            self.reset_camera()

    def camera_state(self) -> dict[str, Any]:
        """The camera as plain values for settings."""
        centre = self.opts["center"]
        return {
            "distance": float(self.opts["distance"]),
            "elevation": float(self.opts["elevation"]),
            "azimuth": float(self.opts["azimuth"]),
            "center": [centre.x(), centre.y(), centre.z()],
        }

    def set_camera_state(self, state: dict[str, Any]) -> None:
        """Restore `camera_state()` output; values that are missing or not numbers are left as
        they are (settings files can be stale or edited by hand)."""

        def number(key: str) -> float | None:
            value = state.get(key)
            ok = isinstance(value, (int, float)) and not isinstance(value, bool)
            return float(value) if ok and math.isfinite(value) else None

        distance = number("distance")
        centre = state.get("center")
        pos = None
        if (
            isinstance(centre, (list, tuple))
            and len(centre) == 3
            and all(isinstance(v, (int, float)) and math.isfinite(v) for v in centre)
        ):
            pos = QVector3D(*(float(v) for v in centre))
        self.setCameraPosition(
            pos=pos,
            distance=distance if distance and distance > 0 else None,
            elevation=number("elevation"),
            azimuth=number("azimuth"),
        )
        self._camera_touched = True

    def export_image(self, path: str) -> bool:
        """Save the current frame as an image file; False if it could not be written."""
        return bool(self.grabFramebuffer().save(path))
