"""The 3D view's camera: the default view that just fits the board, glides and slides of it,
and the camera as plain values for the settings (a base of Board3D, whose game and cell layout
it frames; the parallel projection is the GL surface's, app/widgets/board/gl_surface.py); how the
3D view's GL items draw (pyqtgraph glOptions) and Qt's matrices as numpy."""

from __future__ import annotations

from typing import Any

import numpy as np
from OpenGL import GL
from PySide6.QtGui import QMatrix4x4, QResizeEvent, QVector3D

from app.model.view.motion import Motion
from app.scene import camera, layout
from app.scene import motion_shapes as shapes
from app.scene.camera import fit_parallel, read_camera_state
from app.widgets.board.gl_surface import GlHost
from engine import Game

FIELD_OF_VIEW = 38


class BoardCamera(GlHost):
    """A GL view whose camera frames a board; `_camera_touched` says the player moved it, so
    a resize leaves it where the player put it."""

    _camera_touched: bool
    motion: Motion
    _glide: tuple[dict[str, Any], dict[str, Any]] | None = None
    """Where a running glide of the camera started and where it goes."""
    _slide: tuple[dict[str, Any], int] | None = None
    _slides_from: tuple[int, ...] | None = None
    """Where the camera rests when a running slide of a new slice ends, and its side."""
    cell_layout: layout.Layout

    @property
    def game(self) -> Game:
        """The position on view (the board view's)."""
        raise NotImplementedError

    def _pull_pieces(self) -> None:
        """Draw the pieces again, shaded for where the camera looks now (the board view's)."""
        raise NotImplementedError

    def pixels_per_unit(self) -> float:
        """Widget pixels per world unit (one cell pitch) at the current zoom."""
        return camera.pixels_per_unit(self.width(), self.opts["distance"], self.opts["fov"])

    def mvp(self) -> np.ndarray:
        """The current projection × view matrix as numpy (column vectors)."""
        viewport = self.getViewport()
        return matrix(self.projectionMatrix(viewport, viewport) * self.viewMatrix())

    def reset_camera(self) -> None:
        """Look at the whole board from the default direction (see app.scene.camera), at the
        distance where the board just fills the view."""
        flat = len(self.game.rules.shape) <= 2
        self.opts["fov"] = FIELD_OF_VIEW
        self.setCameraPosition(
            pos=QVector3D(0, 0, 0),
            distance=1.0,
            elevation=camera.FLAT_ELEVATION if flat else camera.DEFAULT_ELEVATION,
            azimuth=camera.FLAT_AZIMUTH if flat else camera.DEFAULT_AZIMUTH,
        )
        # A flat board's axis labels sit beside its edges, in the plane the camera faces:
        # leave room for them (and the coordinates), or they fall off the view's edges.
        shape = self.game.rules.shape
        size = layout.extent(shape, self.cell_layout.all_slices, self.cell_layout.spread)
        size = size + (2.0 if flat else 1.2)
        aspect = self.height() / max(1, self.width())
        distance = fit_parallel(matrix(self.viewMatrix()), size, self.opts["fov"], aspect)
        self.setCameraPosition(distance=distance * 1.02)
        self._camera_touched = False
        self._pull_pieces()  # shaded for the new direction

    def glide_to_default_camera(self) -> None:
        """Reset the camera, gliding there over CAMERA_MS unless motion is reduced (then, or
        when another cue ends it early, it is there at once)."""
        self._slide_camera(finish=True)
        start = self.camera_state()
        self.reset_camera()
        target = self.camera_state()
        self.motion.start("camera", shapes.CAMERA_MS)
        if self.motion.cue("camera") is not None:
            self._glide = (start, target)
            self._place_camera(start)

    def _glide_camera(self) -> None:
        """Put the camera where a running glide has it now; at its end, where it goes."""
        if self._glide is None:
            return
        start, target = self._glide
        progress = self.motion.progress("camera")
        if progress is None:
            self._glide = None
            self._place_camera(target)
            self._pull_pieces()  # shaded for where the camera came to rest
            return
        t = shapes.ease_in_out(progress)
        turn = (target["azimuth"] - start["azimuth"] + 180.0) % 360.0 - 180.0
        centre = [a + (b - a) * t for a, b in zip(start["center"], target["center"], strict=True)]
        self._place_camera(
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
            self._slide = (self.camera_state(), direction)
            self._slide_camera()

    def _slide_camera(self, finish: bool = False) -> None:
        """Put the camera where a running slide has it now; at its end, back where it was."""
        if self._slide is None:
            return
        rest, direction = self._slide
        progress = None if finish else self.motion.progress("slide")
        if progress is None:
            self._slide = None
            self._place_camera(rest)
            return
        offset = (1.0 - shapes.ease_out(progress)) * shapes.SLIDE_CELLS * direction
        centre = list(rest["center"])
        # The board seen moving the other way: the camera is put to the far side of it.
        centre[0] -= offset
        self._place_camera({**rest, "center": centre})

    def _place_camera(self, state: dict[str, Any]) -> None:
        touched = self._camera_touched
        self.set_camera_state(state)
        self._camera_touched = touched

    def resizeEvent(self, ev: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(ev)
        # A new game of other rules can resize the view before the view has laid its board
        # out (the result banner of a finished game shows first): the view's own reset fits
        # the camera to the new board next, and the old layout must not meet the new game.
        if not self._camera_touched and self.cell_layout.shape == self.game.rules.shape:
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
