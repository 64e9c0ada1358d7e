"""The 3D view: the cells of the current w-slice (or all slices side by side), stones, hover,
last move, completed lines and the camera, drawn by a few batched pyqtgraph items.

The view observes a GameSession and a ViewState and never changes the game itself except
through `session.play`: a stone appears only after the session's `moved` signal.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyqtgraph.opengl as gl
from OpenGL import GL
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QFont, QMatrix4x4, QMouseEvent, QPainter, QVector3D
from PySide6.QtWidgets import QWidget

from app.model.session import GameSession
from app.model.viewstate import ViewState
from app.scene import guides, layout, meshes, palette, picking
from app.scene.camera import fit_distance, read_camera_state
from app.scene.guides import rgba
from app.scene.highlight import line_bars, shown_lines, shows_hover
from app.scene.pieces import STONE_RADIUS, pieces
from app.widgets.boardview import BoardView
from app.widgets.painting import qcolor
from app.widgets.translate import tr
from engine import Cell, Line

PICK_HALF = 0.33
"""Half size of the box a click must hit: about a stone, leaving gaps to reach inner cells."""
MARK_HALF = 0.44
BAR_HALF = 0.07
CROSSING_BAR_HALF = 0.04
SHADOW_ALPHA = 0.55
"""Bars of lines that leave the shown w-slice are thin and translucent: they are the line's
shadow in this slice, not a line of it."""
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


def corner_words(part: guides.CornerPart) -> str:
    """A part of the corner text in the current language."""
    if part.kind == guides.SLICE:
        w, count = part.values
        return tr("w = %1 of %2").replace("%1", str(w)).replace("%2", str(count))
    if part.kind == guides.TARGET:
        return tr("lines (target %1):").replace("%1", str(part.values[0]))
    player, lines = part.values
    return tr("P%1 %2").replace("%1", str(player + 1)).replace("%2", str(lines))


class Board3D(BoardView, gl.GLViewWidget):  # type: ignore[misc]
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
        self.cell_layout = layout.board_layout(self.game.rules.shape)
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

    def pull_colours(self) -> None:
        """Redraw everything in the colours of the palette now in use (light or dark)."""
        self.setBackgroundColor(QColor.fromRgbF(*palette.BACKGROUND))
        self._pull_all()

    # -- model → items -----------------------------------------------------------------------

    def _pull_all(self) -> None:
        shape = self.game.rules.shape
        self.cell_layout = layout.board_layout(shape, self.view_state.w, self.view_state.all_slices)
        self._pull_wireframe()
        self._pull_labels()
        self._pull_pieces()
        self._pull_hover()
        self._pull_hint()

    def _pull_pieces(self) -> None:
        """Stones, empty and blocked cells, the last move and the completed lines."""
        lines = self._visible_lines()
        drawn = pieces(self.game, self.cell_layout, lines)
        self.stone_cells = drawn.stone_cells
        self._set_mesh(self.stones_item, drawn.stones)
        self._set_mesh(self.empty_item, drawn.empty)
        self._set_mesh(self.blocked_item, drawn.blocked)
        last = self.game.last_move
        last_centre = None if last is None else self.cell_layout.centre(last)
        if last_centre is None:
            self.last_move_item.setVisible(False)
        else:
            self.last_move_item.setData(
                pos=meshes.box_edges(last_centre, MARK_HALF),
                color=rgba(palette.LAST_MOVE),
                width=2.0,
            )
            self.last_move_item.setVisible(True)
        self._pull_lines(lines)

    def _visible_lines(self) -> list[tuple[int, Line]]:
        """The shown lines that touch the cells on view."""
        index = self.cell_layout.index
        return [(p, line) for p, line in shown_lines(self.game) if any(c in index for c in line)]

    def _pull_lines(self, lines: list[tuple[int, Line]]) -> None:
        """Bars through the shown lines: solid for a line wholly on view, thin and translucent
        for one that leaves the shown w-slice (its shadow here), and outlines round its cells."""
        bars = line_bars(self.cell_layout, lines, self.game.rules.target)
        self.line_segments, self.line_colours, self.line_whole = (
            bars.segments,
            bars.colours,
            bars.whole,
        )
        marks = bars.marks
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
        if len(marks):
            edges = meshes.box_edges(marks, MARK_HALF)
            edge_colours = np.repeat(bars.mark_colours, 24, axis=0)
            self.line_cells_item.setData(pos=edges, color=edge_colours, width=2.0)
        self.line_cells_item.setVisible(bool(len(marks)))

    def _pull_hover(self) -> None:
        cell = self.view_state.hover
        shown = cell is not None and shows_hover(self.game, cell)
        centre = self.cell_layout.centre(cell) if cell is not None and shown else None
        if centre is None:
            self.hover_item.setVisible(False)
            self.ghost_item.setVisible(False)
            return
        colour = palette.player(self.game.to_move)
        self.hover_item.setData(
            pos=meshes.box_edges(centre, MARK_HALF),
            color=rgba(palette.lighten(colour, 0.4)),
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
            color=rgba(palette.HIGHLIGHT, 0.8),
            width=3.0,
        )
        self.hint_item.setVisible(True)

    def _pull_wireframe(self) -> None:
        segments, colours = guides.wireframe(self.cell_layout)
        self.wireframe_item.setData(pos=segments, color=colours, width=1.5)

    def _pull_labels(self) -> None:
        for item in self.label_items:
            self.removeItem(item)
        self.label_items = []
        font = QFont(self.font())
        font.setPointSize(11)
        small = QFont(self.font())
        small.setPointSize(9)
        colour = QColor.fromRgbF(*palette.LABEL)
        for label in guides.labels(self.cell_layout, self._w(), self.view_state.show_coordinates):
            self._label(label.position, label.text, small if label.small else font, colour)

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
        text = guides.corner_text(self.game, self.cell_layout, self._w())
        if not text:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        font = QFont(self.font())
        font.setPointSize(11)
        painter.setFont(font)
        x = 10
        for corner in text:
            part = corner_words(corner)
            painter.setPen(qcolor(corner.colour))
            painter.drawText(x, 22, part)
            x += painter.fontMetrics().horizontalAdvance(part) + 14
        painter.end()

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
            self.session.play_at(cell)

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
        return self.session.landing(self.cell_at(pos))

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
        # A flat board's axis labels sit beside its edges, in the plane the camera faces:
        # leave room for them (and the coordinates), or they fall off the view's edges.
        size = layout.extent(self.game.rules.shape, wide) + (2.0 if flat else 0.8)
        aspect = self.height() / max(1, self.width())
        distance = fit_distance(_matrix(self.viewMatrix()), size, self.opts["fov"], aspect)
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
        values = read_camera_state(state)
        self.setCameraPosition(
            pos=None if values.center is None else QVector3D(*values.center),
            distance=values.distance,
            elevation=values.elevation,
            azimuth=values.azimuth,
        )
        self._camera_touched = True

    def export_image(self, path: str) -> bool:
        """Save the current frame as an image file; False if it could not be written."""
        return bool(self.grabFramebuffer().save(path))
