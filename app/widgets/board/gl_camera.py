"""The 3D view's camera: the default view that just fits the board, glides and slides of it,
and the camera as plain values for the settings (an object the 3D view holds, over its GL host
and the board it frames; the parallel projection is the GL surface's,
app/widgets/board/gl_surface.py); how the 3D view's GL items draw (pyqtgraph glOptions) and
Qt's matrices as numpy."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from OpenGL import GL
from PySide6.QtCore import QPointF, QRectF, QTimer
from PySide6.QtGui import QMatrix4x4, QVector3D

from app.model.view.motion import Motion
from app.scene import camera, layout, picking
from app.scene import motion_shapes as shapes
from app.scene.camera import fit_parallel, read_camera_state
from app.widgets.board.gl_surface import GlHost
from engine import Cell, Game

FIELD_OF_VIEW = 38
RESHADE_DEGREES = 4.0
RESHADE_DELAY_MS = 150
"""Once the camera has turned this far, the depth shading is worked out again this long after
the last frame that turned it."""


class BoardCamera:
    """The camera of `host`, a GL view of the board: it frames `game()` as laid out by
    `cell_layout()`, glides and slides on `motion`'s cues, and has the board drawn again
    (`reshade`) when it comes to rest facing another way. `touched` says the player moved it, so
    a resize leaves it where the player put it."""

    def __init__(
        self,
        host: GlHost,
        motion: Motion,
        *,
        game: Callable[[], Game],
        cell_layout: Callable[[], layout.Layout],
        reshade: Callable[[], None],
    ) -> None:
        self.host = host
        self.motion = motion
        self._game = game
        self._cell_layout = cell_layout
        self._reshade = reshade
        self._reshade_later = QTimer(host)
        self._reshade_later.setSingleShot(True)
        self._reshade_later.timeout.connect(reshade)
        self.touched = False
        self._glide: tuple[dict[str, Any], dict[str, Any]] | None = None
        """Where a running glide of the camera started and where it goes."""
        self._slide: tuple[dict[str, Any], int] | None = None
        self._slides_from: tuple[int, ...] | None = None
        """Where the camera rests when a running slide of a new slice ends, and its side."""

    def pixels_per_unit(self) -> float:
        """Widget pixels per world unit (one cell pitch) at the current zoom."""
        host = self.host
        return camera.pixels_per_unit(host.width(), host.opts["distance"], host.opts["fov"])

    def mvp(self) -> np.ndarray:
        """The current projection × view matrix as numpy (column vectors)."""
        viewport = self.host.getViewport()
        return matrix(self.host.projectionMatrix(viewport, viewport) * self.host.viewMatrix())

    def toward_viewer(self) -> np.ndarray:
        """The unit vector from the board toward the viewer."""
        return camera.toward_viewer(self.host.opts["elevation"], self.host.opts["azimuth"])

    def reshade_when_turned(self, shaded_from: np.ndarray) -> None:
        """Depth shading follows the camera once it stops turning: worked out again on every
        frame it would cost a 19×19×19 board half its frame rate. A frame calls this with the
        direction the board was shaded for."""
        if self.toward_viewer() @ shaded_from < np.cos(np.radians(RESHADE_DEGREES)):
            self._reshade_later.start(RESHADE_DELAY_MS)

    def project(self, centre: np.ndarray) -> QPointF:
        """Where the world point `centre` is drawn, in widget coordinates."""
        x, y = picking.project(self.mvp(), self.host.getViewport(), centre)
        return QPointF(x, y)

    def square_round(self, centre: np.ndarray, half: float) -> QRectF:
        """A square round the projected `centre`, as wide as `half` world units each side."""
        at = self.project(centre)
        edge = self.project(centre + np.array([half, 0.0, 0.0]))
        side = max(2.0, float(np.hypot(edge.x() - at.x(), edge.y() - at.y())))
        return QRectF(at.x() - side, at.y() - side, 2 * side, 2 * side)

    def marker_at(self, pos: QPointF, radii: np.ndarray, box_half: float) -> Cell | None:
        """The cell whose drawn marker (a ball of its radius in `radii`, or where that is 0 a
        box of `box_half`) is nearest the viewer under widget position `pos`, or None."""
        cells = self._cell_layout()
        balls = np.flatnonzero(radii > 0)
        boxes = np.flatnonzero(radii <= 0)
        found = picking.pick_marker(
            self.mvp(),
            self.host.getViewport(),
            (pos.x(), pos.y()),
            (cells.centres[balls], radii[balls]),
            (cells.centres[boxes], box_half),
        )
        if found is None:
            return None
        kind, i = found
        return cells.cells[int((balls if kind == "ball" else boxes)[i])]

    def reset(self) -> None:
        """Look at the whole board from the default direction (see app.scene.camera), at the
        distance where the board just fills the view."""
        host, shape = self.host, self._game().rules.shape
        flat = len(shape) <= 2
        host.opts["fov"] = FIELD_OF_VIEW
        host.setCameraPosition(
            pos=QVector3D(0, 0, 0),
            distance=1.0,
            elevation=camera.FLAT_ELEVATION if flat else camera.DEFAULT_ELEVATION,
            azimuth=camera.FLAT_AZIMUTH if flat else camera.DEFAULT_AZIMUTH,
        )
        # A flat board's axis labels sit beside its edges, in the plane the camera faces:
        # leave room for them (and the coordinates), or they fall off the view's edges.
        cells = self._cell_layout()
        size = layout.extent(shape, cells.all_slices, cells.spread)
        size = size + (2.0 if flat else 1.2)
        aspect = host.height() / max(1, host.width())
        distance = fit_parallel(matrix(host.viewMatrix()), size, host.opts["fov"], aspect)
        host.setCameraPosition(distance=distance * 1.02)
        self.touched = False
        self._reshade()  # shaded for the new direction

    def glide_to_default(self) -> None:
        """Reset the camera, gliding there over CAMERA_MS unless motion is reduced (then, or
        when another cue ends it early, it is there at once)."""
        self._slide_camera(finish=True)
        start = self.state()
        self.reset()
        target = self.state()
        self.motion.start("camera", shapes.CAMERA_MS)
        if self.motion.cue("camera") is not None:
            self._glide = (start, target)
            self._place(start)

    def move_on(self) -> None:
        """Put the camera where a running glide or slide has it now (a frame of the motion)."""
        self._glide_camera()
        self._slide_camera()

    def _glide_camera(self) -> None:
        """Put the camera where a running glide has it now; at its end, where it goes."""
        if self._glide is None:
            return
        start, target = self._glide
        progress = self.motion.progress("camera")
        if progress is None:
            self._glide = None
            self._place(target)
            self._reshade()  # shaded for where the camera came to rest
            return
        t = shapes.ease_in_out(progress)
        turn = (target["azimuth"] - start["azimuth"] + 180.0) % 360.0 - 180.0
        centre = [a + (b - a) * t for a, b in zip(start["center"], target["center"], strict=True)]
        self._place(
            {
                "distance": start["distance"] + (target["distance"] - start["distance"]) * t,
                "elevation": start["elevation"] + (target["elevation"] - start["elevation"]) * t,
                "azimuth": start["azimuth"] + turn * t,
                "center": centre,
            }
        )

    def follow_slices(self, shown: tuple[int, ...], slide: bool = True) -> None:
        """The slices on view are now `shown`: with `slide`, others than before slide in from
        their side."""
        if slide and self._slides_from is not None and shown != self._slides_from:
            self.slide_in(1 if shown > self._slides_from else -1)
        self._slides_from = shown

    def slide_in(self, direction: int) -> None:
        """Another slice came on view: it slides in from the side it lies on (`direction` +1:
        from the right, -1: from the left), so a hint or a review step in another w-slice
        moves the view instead of swapping it."""
        self._slide_camera(finish=True)
        self.motion.start("slide", shapes.SLIDE_MS)
        if self.motion.cue("slide") is not None:
            self._slide = (self.state(), direction)
            self._slide_camera()

    def _slide_camera(self, finish: bool = False) -> None:
        """Put the camera where a running slide has it now; at its end, back where it was."""
        if self._slide is None:
            return
        rest, direction = self._slide
        progress = None if finish else self.motion.progress("slide")
        if progress is None:
            self._slide = None
            self._place(rest)
            return
        offset = (1.0 - shapes.ease_out(progress)) * shapes.SLIDE_CELLS * direction
        centre = list(rest["center"])
        # The board seen moving the other way: the camera is put to the far side of it.
        centre[0] -= offset
        self._place({**rest, "center": centre})

    def _place(self, state: dict[str, Any]) -> None:
        touched = self.touched
        self.set_state(state)
        self.touched = touched

    def refit(self) -> None:
        """The view was resized: fit the board again unless the player moved the camera.

        A new game of other rules can resize the view before the view has laid its board out
        (the result banner of a finished game shows first): the view's own reset fits the
        camera to the new board next, and the old layout must not meet the new game."""
        if not self.touched and self._cell_layout().shape == self._game().rules.shape:
            self.reset()

    def state(self) -> dict[str, Any]:
        """The camera as plain values for settings."""
        opts = self.host.opts
        centre = opts["center"]
        return {
            "distance": float(opts["distance"]),
            "elevation": float(opts["elevation"]),
            "azimuth": float(opts["azimuth"]),
            "center": [centre.x(), centre.y(), centre.z()],
        }

    def set_state(self, state: dict[str, Any]) -> None:
        """Restore `state()` output; values that are missing or not numbers are left as they
        are (settings files can be stale or edited by hand)."""
        values = read_camera_state(state)
        self.host.setCameraPosition(
            pos=None if values.center is None else QVector3D(*values.center),
            distance=values.distance,
            elevation=values.elevation,
            azimuth=values.azimuth,
        )
        self.touched = True


OPAQUE = "opaque"
SOLID = {GL.GL_DEPTH_TEST: True, GL.GL_BLEND: False, GL.GL_CULL_FACE: True}
"""Opaque closed solids wound counter-clockwise seen from outside (app.scene.meshes): their
back faces are always hidden, so the GL skips them instead of shading and depth-testing them
(half the triangles of a full 19×19×19 board's 6,859 stones)."""
TRANSLUCENT = "translucent"
# Bars and marks are drawn over everything so stones never hide a line; flat colours, no blend.
OVERLAY = {GL.GL_DEPTH_TEST: False, GL.GL_BLEND: False, GL.GL_CULL_FACE: False}
OVERLAY_BLEND = {
    GL.GL_DEPTH_TEST: False,
    GL.GL_BLEND: True,
    GL.GL_CULL_FACE: False,
    # Keep the frame's alpha at 1: Qt composes the GL widget with its alpha channel.
    "glBlendFuncSeparate": (GL.GL_SRC_ALPHA, GL.GL_ONE_MINUS_SRC_ALPHA, GL.GL_ZERO, GL.GL_ONE),
}


def matrix(m: QMatrix4x4) -> np.ndarray:
    """A QMatrix4x4 as a numpy array acting on column vectors (Qt stores column-major)."""
    return np.array(m.data(), dtype=float).reshape(4, 4).T


def set_mesh(item: Any, mesh: tuple[np.ndarray, np.ndarray, np.ndarray]) -> None:
    """Give a GLMeshItem `mesh` (vertices, faces, vertex colours); hidden when it has no face."""
    vertices, faces, colours = mesh
    if not len(faces):
        item.setVisible(False)
        return
    item.setMeshData(vertexes=vertices, faces=faces, vertexColors=colours)
    item.setVisible(True)
