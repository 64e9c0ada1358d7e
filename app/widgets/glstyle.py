"""How the 3D view's GL items draw (pyqtgraph glOptions) and Qt's matrices as numpy."""

from __future__ import annotations

import numpy as np
from OpenGL import GL
from PySide6.QtGui import QMatrix4x4

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
