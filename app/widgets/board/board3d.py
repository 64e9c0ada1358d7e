"""The 3D view: the cells of the current w-slice (or all slices side by side), stones, hover,
last move, completed lines and the camera, drawn by a few batched pyqtgraph items.

The view observes a GameSession and a ViewState and never changes the game itself except
through `session.play`: a stone appears only after the session's `moved` signal.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyqtgraph.opengl as gl
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QWidget

from app.model.session.game_session import GameSession
from app.model.view.view_state import ViewState
from app.scene import guides, layout, meshes, motion_shapes, palette
from app.scene.guides import rgba
from app.scene.highlight import line_bars, shown_lines
from app.scene.pieces import BLOCKED_HALF, DOT_RADIUS, STONE_RADIUS, pieces
from app.widgets.board.board_view import BoardView
from app.widgets.board.corner_words_painted import paint_corner
from app.widgets.board.ghost_items import GhostItems
from app.widgets.board.gl_camera import (
    OVERLAY,
    OVERLAY_BLEND,
    SOLID,
    TRANSLUCENT,
    BoardCamera,
    set_mesh,
)
from app.widgets.board.gl_probe import probe_gl, samples_for
from app.widgets.board.gl_surface import GlHost
from app.widgets.board.label_items import LabelItems
from app.widgets.board.lit_balls import LitBalls
from app.widgets.board.motion_items import MotionItems
from app.widgets.board.move_order import MoveOrder
from app.widgets.board.painting import board_picture, paint_focus_frame
from app.widgets.board.review_mark import paint_review_mark
from app.widgets.board.text_scale import text_scale
from app.widgets.board.threat_items import ThreatItems
from app.widgets.words.access_words import view_3d_word
from engine import Cell, Line

MARK_HALF = 0.4
BAR_HALF = 0.07
ROD_ALPHA = 0.45
CROWDED = 4  # lines on view above which bars are drawn thinner
CLICK_SLOP = 5
"""Pixels the mouse may move between press and release and still count as a click."""
# pyqtgraph caches compiled shader programs across widgets, which is only valid when every GL
# widget shares one context group: without this a second view (a new window, the next test)
# draws with programs from a dead context and crashes. It must be set before the QApplication
# exists, so it is set when this module is imported (app.startup.main imports it first).
if QCoreApplication.instance() is None:
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)


class Board3D(BoardView, GlHost):
    """The rotatable 3D board. Items are public attributes so tests can read what is drawn;
    `failed` says once why OpenGL raised while drawing (DrawGuard). `samples` is the
    multisampling to ask for; by default what the window asks of this renderer (none from a
    software rasteriser, where 4 samples doubled the frame time: benchmarks/gui_speed.py)."""

    def __init__(
        self,
        session: GameSession,
        view_state: ViewState,
        parent: QWidget | None = None,
        samples: int | None = None,
    ) -> None:
        if samples is None:
            samples = samples_for(probe_gl().renderer)
        super().__init__(parent, samples)
        self._init_board_view(session, view_state)
        self.setBackgroundColor(QColor.fromRgbF(*self.colours.scheme.background))
        self.setMouseTracking(True)
        self.setMinimumSize(240, 200)
        self.cell_layout = layout.board_layout(self.game.rules.shape)
        self.motion = view_state.motion
        self.camera = BoardCamera(
            self,
            self.motion,
            game=lambda: self.game,
            cell_layout=lambda: self.cell_layout,
            reshade=self._pull_pieces,
        )
        """Once the player moves the camera (`touched`), resizing the view no longer refits it."""
        self.stone_cells: tuple[Cell, ...] = ()
        """The cells whose stones are drawn, in the order of the stone mesh, then the one on its
        way there (drawn by `motion_items`), if any."""
        self.marker_radii = np.zeros(0)
        """Per cell of `cell_layout`, the radius of its drawn stone or dot (0: blocked)."""
        self.line_segments = np.zeros((0, 2, 3))
        """Start and end of every drawn line bar, for tests and the slice panel's agreement."""
        self.line_colours = np.zeros((0, 4))
        self.corner_texts: list[str] = []
        self.corner_colours: list[palette.RGB] = []
        """What the corner text said in the last frame, part by part."""
        self._press: QPointF | None = None
        self._dragged = False
        self.shaded_from = np.zeros(3)
        """The direction toward the viewer the stones' depth shading was worked out for."""
        self._dot_size = 0.0

        self.stones_item = self._add(LitBalls(SOLID), 0)
        """The stones that are balls (all of them unless Symbols on stones is on)."""
        self.solid_stones_item = self._add(gl.GLMeshItem(glOptions=SOLID, computeNormals=False), 0)
        """With Symbols on stones, the stones of other shapes."""
        self.blocked_item = self._add(gl.GLMeshItem(glOptions=SOLID, computeNormals=False), 0)
        self.wireframe_item = self._add(gl.GLLinePlotItem(mode="lines", glOptions=TRANSLUCENT), 1)
        self.rods_item = self._add(gl.GLLinePlotItem(mode="lines", glOptions=TRANSLUCENT), 1)
        self.dots_item = self._add(gl.GLScatterPlotItem(pxMode=True, glOptions=TRANSLUCENT), 2)
        self.ghosts = GhostItems(self._add)
        self.bars_item = self._add(gl.GLMeshItem(glOptions=OVERLAY, computeNormals=False), 4)
        self.line_cells_item = self._add(gl.GLLinePlotItem(mode="lines", glOptions=OVERLAY), 5)
        self.mark_items: dict[str, gl.GLLinePlotItem] = {}
        """One outline item per highlight layer (see BoardView.marks), by the layer's name."""
        self.labels = LabelItems()
        self.threat_items = ThreatItems(self._add, OVERLAY_BLEND)
        self.camera.follow_slices(self._slices(), slide=False)
        self.motion_items = MotionItems(self.motion, self._add)
        self.motion.changed.connect(self._on_motion_changed)
        self.motion.frame.connect(self._on_motion_frame)

        # The changes that redraw the whole board (the camera refitted), its layout, its style.
        # A move after the motion cues have heard of it (MoveOrder), undo and review at once.
        MoveOrder.of(session).views.connect(self._on_moved)
        for moved in (session.undone, session.review.changed):
            moved.connect(self._on_moved)
        for relaid in (view_state.all_slices_changed, view_state.spread_changed):
            relaid.connect(self._on_layout_changed)
        for restyled in (view_state.symbols_changed, view_state.ghost_slices_changed):
            restyled.connect(self._on_style_changed)
        session.reset.connect(self._on_reset)
        text_scale().changed.connect(self._on_text_scale)
        view_state.slice_changed.connect(self._on_slice_changed)
        # Methods, not lambdas: Qt lets go of a method's connection when the view is deleted
        # (OpenGL failed) while the view state lives on.
        view_state.hover_changed.connect(self._on_hover_changed)
        view_state.cursor_changed.connect(self._on_cursor_changed)
        view_state.show_coordinates_changed.connect(self._on_coordinates_changed)
        view_state.colour_choice.changed.connect(self.pull_colours)
        view_state.show_threats_changed.connect(self._pull_threats)

        self._pull_all(camera_reset=True)

    def _add(self, item: Any, depth: float) -> Any:
        item.setDepthValue(depth)
        self.guard.wrap(item)
        self.addItem(item)
        return item

    # -- events from the models --------------------------------------------------------------

    def _on_moved(self, *_: object) -> None:
        self._pull_pieces()
        self._pull_hover()
        self.refresh_marks()
        self._pull_threats()

    def _on_motion_changed(self) -> None:
        """A cue started or ended: the stone on its way leaves the stones' mesh or joins it."""
        if self.cell_layout.shape != self.game.rules.shape:
            return  # a new game ended the cues: its own reset redraws everything next
        self.camera.move_on()
        self._pull_pieces()
        self._pull_wireframe()
        self.update()

    def _on_motion_frame(self) -> None:
        self.camera.move_on()
        self._pull_moving()
        self._pull_lines(self._visible_lines())
        if self.motion.cue("draw") is not None:
            self._pull_wireframe()
        self.update()

    def _pull_moving(self) -> None:
        self.motion_items.pull_stone(
            self.game, self.cell_layout, self.colours, self.shaded_from, self.view_state.symbols
        )

    def _pull_threats(self, *_: object) -> None:
        self.threat_items.pull(self._shown_threats(), self.cell_layout, self.colours)

    def _on_slice_changed(self, _axis: int, _index: int) -> None:
        # With every w-slice on view there is nothing to slide in.
        self.camera.follow_slices(self._slices(), slide=not self.view_state.all_slices)
        self._pull_all()

    def _on_reset(self) -> None:
        self.camera.follow_slices(self._slices(), slide=False)
        self._pull_all(camera_reset=True)

    def _on_layout_changed(self, *_: object) -> None:
        self._pull_all(camera_reset=not self.camera.touched)

    def _on_style_changed(self, *_: object) -> None:
        self._pull_pieces()
        self._pull_hover()
        self.refresh_marks()

    def pull_colours(self) -> None:
        """Redraw everything in the colours now chosen (light or dark, the players' colours)."""
        self.setBackgroundColor(QColor.fromRgbF(*self.colours.scheme.background))
        self._pull_all()

    # -- model → items -----------------------------------------------------------------------

    def _pull_all(self, camera_reset: bool = False) -> None:
        shape = self.game.rules.shape
        self.cell_layout = layout.board_layout(
            shape, self.view_state.slices, self.view_state.all_slices, self.view_state.spread
        )
        self._pull_wireframe()
        self._pull_labels()
        if camera_reset:
            self.camera.reset()  # it pulls the pieces, shaded for the new direction
        else:
            self._pull_pieces()
        self._pull_hover()
        self.refresh_marks()
        self._pull_threats()

    def _pull_pieces(self) -> None:
        """Stones, dots, blocked cells and the completed lines."""
        lines = self._visible_lines()
        self.shaded_from = self.camera.toward_viewer()
        moving = self.motion_items.hidden_cell(self.cell_layout)
        drawn = pieces(
            self.game,
            self.cell_layout,
            lines,
            self.colours,
            toward_viewer=self.shaded_from,
            symbols=self.view_state.symbols,
            hidden=moving,
        )
        self._pull_moving()
        self.stone_cells = drawn.stone_cells + ((moving,) if moving is not None else ())
        self.marker_radii = drawn.marker_radii
        centres, rgb = drawn.balls()
        self.stones_item.set_balls(centres, STONE_RADIUS, rgb)
        set_mesh(self.solid_stones_item, drawn.solids())
        set_mesh(self.blocked_item, drawn.blocked)
        if len(drawn.dots):
            self.dots_item.setData(pos=drawn.dots, color=drawn.dot_colours, size=self._dot_size)
        self.dots_item.setVisible(bool(len(drawn.dots)))
        self._pull_lines(lines)
        self.ghosts.pull_slices(
            self.game, self.cell_layout, self._w(), self.colours, self.view_state.ghost_slices
        )

    def _visible_lines(self) -> list[tuple[int, Line]]:
        """The shown lines that touch the cells on view."""
        index = self.cell_layout.index
        return [(p, line) for p, line in shown_lines(self.game) if any(c in index for c in line)]

    def _pull_lines(self, lines: list[tuple[int, Line]]) -> None:
        """Bars through the shown lines wholly on view; outlines round the cells on view of
        lines that leave the shown w-slice."""
        bars = line_bars(self.cell_layout, lines, self.game.rules.target, self.colours)
        self.line_segments, self.line_colours, widths = self.motion_items.lines(
            lines, self.cell_layout, bars.segments, bars.colours
        )
        set_mesh(
            self.bars_item,
            meshes.bars(
                self.line_segments[:, 0],
                self.line_segments[:, 1],
                # Many lines (a counted game) get thinner bars so they do not bury the stones.
                widths * (BAR_HALF if len(lines) <= CROWDED else BAR_HALF * 0.6),
                self.line_colours,
            ),
        )
        marks = bars.marks
        if len(marks):
            edges = meshes.box_edges(marks, MARK_HALF)
            edge_colours = np.repeat(bars.mark_colours, 24, axis=0)
            self.line_cells_item.setData(pos=edges, color=edge_colours, width=2.5)
        self.line_cells_item.setVisible(bool(len(marks)))

    def _on_hover_changed(self, _cell: object) -> None:
        self._pull_hover()

    def _on_cursor_changed(self, _cell: object) -> None:
        self.refresh_marks()

    def _on_coordinates_changed(self, _on: bool) -> None:
        self._pull_labels()
        self.update()  # at once, not at the pointer's next move

    def _pull_hover(self) -> None:
        self.ghosts.pull_hover(self.game, self.cell_layout, self.view_state.hover, self.colours)

    def refresh_marks(self) -> None:
        """Outline the cells of every highlight layer (last move, hint, cursor, and the
        layers of `mark_sources`) that are on view; a layer's item is reused by name."""
        layers = self.marks()
        names = {layer.name for layer in layers}
        for name, item in self.mark_items.items():
            if name not in names:
                item.setVisible(False)
        for order, layer in enumerate(layers):
            centres = [self.cell_layout.centre(cell) for cell in layer.cells]
            shown = np.array([c for c in centres if c is not None]).reshape(-1, 3)
            item = self.mark_items.get(layer.name)
            if item is None:
                item = self._add(
                    gl.GLLinePlotItem(mode="lines", glOptions=OVERLAY_BLEND), 6 + order * 0.01
                )
                self.mark_items[layer.name] = item
            if not len(shown):
                item.setVisible(False)
                continue
            item.setData(
                pos=meshes.box_edges(shown, MARK_HALF + layer.grow),
                color=rgba(layer.colour, layer.alpha),
                width=layer.width,
            )
            item.setVisible(True)

    def _pull_wireframe(self) -> None:
        segments, colours = guides.wireframe(self.cell_layout, self.colours)
        glow = self.motion_items.frame_glow()
        if glow:
            colours = motion_shapes.glowing(colours, glow)
        self.wireframe_item.setData(pos=segments, color=colours, width=1.5)
        rods = guides.gravity_rods(self.cell_layout, self.game.rules.gravity)
        if len(rods):
            self.rods_item.setData(
                pos=rods, color=rgba(self.colours.scheme.wireframe, ROD_ALPHA), width=3.0
            )
        self.rods_item.setVisible(bool(len(rods)))

    def _pull_labels(self) -> None:
        coordinates = self.view_state.show_coordinates
        scale = text_scale().factor
        self.labels.pull(
            self.cell_layout, self._w(), coordinates, self.colours, self.font(), scale=scale
        )

    def _on_text_scale(self, _factor: float) -> None:
        """Larger or smaller text: the axis labels and the corner text with the window's."""
        self._pull_labels()
        self.update()

    # -- drawing -------------------------------------------------------------------------------

    def _paint_frame(self) -> None:
        # The dots are point sprites sized in framebuffer pixels: follow the zoom.
        size = 2 * DOT_RADIUS * self.camera.pixels_per_unit() * self.surface.devicePixelRatio()
        if abs(size - self._dot_size) > 0.25:
            self._dot_size = size
            self.dots_item.setData(size=size)
        self.camera.reshade_when_turned(self.shaded_from)
        self.surface.draw_scene()
        # Over the scene, on the surface (the widget under it never shows).
        self.labels.paint(
            self.surface, self.camera.mvp(), (self.surface.width(), self.surface.height())
        )
        paint_focus_frame(self, self.colours, on=self.surface)
        paint_review_mark(self, self.session, self.colours, on=self.surface)
        found = paint_corner(self, self.cell_layout, self.surface, self.font())
        self.corner_texts, self.corner_colours = found

    # -- mouse and keys --------------------------------------------------------------------

    def mousePressEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self._press = ev.position()
        self._dragged = False
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(ev)

    def mouseMoveEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if ev.buttons() == Qt.MouseButton.NoButton:
            self.view_state.set_hover(self._target_at(ev.position()))
            return
        if self._press is not None:
            moved = ev.position() - self._press
            if abs(moved.x()) + abs(moved.y()) > CLICK_SLOP:
                self._dragged = True
                self.camera.touched = True
        super().mouseMoveEvent(ev)

    def mouseReleaseEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        click = ev.button() == Qt.MouseButton.LeftButton and not self._dragged
        self._press = None
        if not click:
            return
        cell = self.cell_at(ev.position())
        if cell is not None:
            self.session.person.play_at(cell)

    def wheelEvent(self, ev: Any) -> None:  # noqa: N802 (Qt override)
        self.camera.touched = True
        super().wheelEvent(ev)

    def leaveEvent(self, ev: Any) -> None:  # noqa: N802 (Qt override)
        self.view_state.set_hover(None)
        super().leaveEvent(ev)

    def resizeEvent(self, ev: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(ev)
        self.camera.refit()

    def keyPressEvent(self, ev: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if not self.handle_board_key(ev):
            super().keyPressEvent(ev)

    def cell_at(self, pos: QPointF) -> Cell | None:
        """The cell whose drawn marker (stone, dot or blocked box) is nearest the viewer under
        widget position `pos`, or None where no marker is drawn."""
        return self.camera.marker_at(pos, self.marker_radii, BLOCKED_HALF)

    def _target_at(self, pos: QPointF) -> Cell | None:
        """The cell a click at `pos` would play (where a dropped stone lands), or None."""
        return self.session.person.landing(self.cell_at(pos))

    def cell_screen_pos(self, cell: Cell) -> QPointF:
        """The projected centre of a shown `cell` in widget coordinates."""
        centre = self.cell_layout.centre(cell)
        if centre is None:
            raise ValueError(f"cell {cell} is not on view")
        return self.camera.project(centre)

    def access_view_name(self) -> str:
        return view_3d_word()

    def cell_rect(self, cell: Cell) -> QRectF | None:
        """A square round the projected centre of `cell`, as wide as a highlight mark round it."""
        centre = self.cell_layout.centre(cell)
        return None if centre is None else self.camera.square_round(centre, MARK_HALF)

    # -- export ------------------------------------------------------------------------------

    def export_image(self, path: str) -> bool:
        """Save a frame of the board alone as an image file; False if it could not be written."""
        return bool(board_picture(self, self.refresh_marks, self.grabFramebuffer).save(path))
