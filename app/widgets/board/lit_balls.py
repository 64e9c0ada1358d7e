"""The 3D view's stones as lit balls, all in one draw: each ball is a square of two triangles
facing the camera, and the fragment shader makes the sphere in it (its outline, its depth and
its light, per pixel, by the light and highlight of `app.scene.meshes`).

A ball meshed finely enough for its highlight took 324 triangles, 164 vertices lit on the CPU;
the software rasteriser shades vertices on one thread, so a hundred stones cost the all-slices
frame more than a millisecond, and the light, baked into the vertex colours, showed the facets.
The projection is parallel (app.scene.camera), so a sphere's outline is exactly a circle."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
from OpenGL import GL
from OpenGL.GL import shaders
from pyqtgraph.opengl.GLGraphicsItem import GLGraphicsItem
from PySide6.QtGui import QOpenGLContext
from PySide6.QtOpenGL import QOpenGLBuffer

from app.scene import meshes

MARGIN = 1.1
"""The square round each ball reaches this far beyond it, for its smoothed outline."""
CORNERS = MARGIN * np.array([[-1.0, -1.0], [1.0, -1.0], [1.0, 1.0], [-1.0, 1.0]], np.float32)
TRIANGLES = np.array([0, 1, 2, 0, 2, 3], dtype=np.uint32)
ATTRIBUTES = (("a_centre", 3), ("a_corner", 2), ("a_color", 4))
"""The vertex attributes, at locations 0, 1, 2, with their sizes."""

VERTEX = """
uniform mat4 u_mvp;
uniform vec3 u_extent;  // a radius along the eye's x, y and z, in clip coordinates
IN vec3 a_centre;
IN vec2 a_corner;
IN vec4 a_color;
OUT vec2 v_corner;
OUT vec4 v_color;
void main() {
    v_corner = a_corner;
    v_color = a_color;
    gl_Position = u_mvp * vec4(a_centre, 1.0) + vec4(a_corner * u_extent.xy, 0.0, 0.0);
}
"""
FRAGMENT = """
uniform mat3 u_eye_to_world;
uniform float u_depth;  // a radius toward the viewer, in window depth
uniform vec3 u_light;
uniform vec3 u_halfway;
uniform float u_multisampled;  // 1: the edge's coverage goes to the samples as alpha
IN vec2 v_corner;
IN vec4 v_color;
FRAGMENT_OUT
void main() {
    float outside = dot(v_corner, v_corner);
    float from_centre = sqrt(outside);
    // How much of this pixel the ball covers: its outline smoothed over a pixel's width.
    float coverage = clamp((1.0 - from_centre) / max(fwidth(from_centre), 1e-6) + 0.5, 0.0, 1.0);
    if (coverage < mix(0.5, 0.002, u_multisampled)) discard;
    float toward = sqrt(max(1.0 - outside, 0.0));
    vec3 normal = u_eye_to_world * vec3(v_corner, toward);
    float light = AMBIENT + (1.0 - AMBIENT) * clamp(dot(normal, u_light), 0.0, 1.0);
    float glint = SHINE * pow(clamp(dot(normal, u_halfway), 0.0, 1.0), SHININESS);
    vec3 lit = v_color.rgb * light;
    float alpha = v_color.a * mix(1.0, coverage, u_multisampled);
    FRAG_COLOR = vec4(clamp(lit + (1.0 - lit) * glint, 0.0, 1.0), alpha);
    gl_FragDepth = gl_FragCoord.z + u_depth * toward;
}
"""


PRECISION = "#ifdef GL_ES\nprecision highp float;\n#endif"


def _rows(matrix: Any) -> np.ndarray:
    """A QMatrix4x4 as a numpy array of rows (Qt keeps its data column by column)."""
    return np.array(matrix.data(), dtype=float).reshape(4, 4).T


def _sources() -> tuple[str, str]:
    """The shaders in the GLSL the current context speaks (as pyqtgraph's own items choose)."""
    context = QOpenGLContext.currentContext()
    constants = (
        f"#define AMBIENT {meshes.AMBIENT:.6f}\n#define SHINE {meshes.SHINE:.6f}\n"
        f"#define SHININESS {meshes.SHININESS:.6f}\n"
    )
    modern = not context.isOpenGLES() and context.format().version() >= (3, 1)
    if modern:
        vertex = "#version 140\n" + constants + VERTEX.replace("IN ", "in ").replace("OUT ", "out ")
        fragment = FRAGMENT.replace("IN ", "in ").replace("FRAGMENT_OUT", "out vec4 fragColor;")
        fragment = "#version 140\n" + constants + fragment.replace("FRAG_COLOR", "fragColor")
    else:
        vertex = constants + VERTEX.replace("IN ", "attribute ").replace("OUT ", "varying ")
        fragment = FRAGMENT.replace("IN ", "varying ").replace("FRAGMENT_OUT", PRECISION)
        fragment = constants + fragment.replace("FRAG_COLOR", "gl_FragColor")
    return vertex, fragment


class LitBalls(GLGraphicsItem):  # type: ignore[misc]
    """Balls of one radius, each in its own RGBA colour, drawn in one call; the buffers are
    uploaded when the balls change, never when only the camera moves."""

    _program: ClassVar[Any] = None
    """Compiled once per process: every view shares the application's context group (see
    board3d's AA_ShareOpenGLContexts), as pyqtgraph's own programs are."""

    def __init__(self, gl_options: Any) -> None:
        super().__init__()
        self.setGLOptions(gl_options)
        self.centres = np.zeros((0, 3))
        """(n, 3): where the balls are."""
        self.colours = np.zeros((0, 4))
        """(n, 4): their colours before the light (RGBA)."""
        self.radius = 1.0
        self._buffers: dict[str, QOpenGLBuffer] = {}
        self._dirty = False

    def set_balls(self, centres: np.ndarray, radius: float, colours: np.ndarray) -> None:
        """Draw balls of `radius` round `centres` in `colours` (one RGB(A) each); hidden when
        there are none."""
        count = len(centres)
        given = np.asarray(colours, dtype=float)
        rgba = np.ones((count, 4))
        rgba[:, : given.shape[-1]] = given
        self.centres, self.colours, self.radius = np.asarray(centres, float), rgba, radius
        self._dirty = True
        self.setVisible(count > 0)
        self.update()

    def _upload(self) -> None:
        count = len(self.centres)
        arrays = {
            "a_centre": np.repeat(self.centres, 4, axis=0).astype(np.float32),
            "a_corner": np.tile(CORNERS, (count, 1)),
            "a_color": np.repeat(self.colours, 4, axis=0).astype(np.float32),
            "faces": (TRIANGLES[None] + 4 * np.arange(count, dtype=np.uint32)[:, None]).ravel(),
        }
        for name, array in arrays.items():
            buffer = self._buffers.get(name)
            if buffer is None:
                kind = QOpenGLBuffer.Type.IndexBuffer if name == "faces" else None
                buffer = QOpenGLBuffer(kind) if kind is not None else QOpenGLBuffer()
                buffer.create()
                self._buffers[name] = buffer
            data = np.ascontiguousarray(array)
            buffer.bind()
            buffer.allocate(data.tobytes(), data.nbytes)
            buffer.release()
        self._dirty = False

    @classmethod
    def program(cls) -> Any:
        if cls._program is None:
            vertex, fragment = _sources()
            program = shaders.compileProgram(
                shaders.compileShader(vertex, GL.GL_VERTEX_SHADER),
                shaders.compileShader(fragment, GL.GL_FRAGMENT_SHADER),
            )
            for location, (name, _size) in enumerate(ATTRIBUTES):
                GL.glBindAttribLocation(program, location, name)
            GL.glLinkProgram(program)
            cls._program = program
        return cls._program

    def paint(self) -> None:
        if not len(self.centres):
            return
        self.setupGLState()
        if self._dirty:
            self._upload()
        program = self.program()
        projection = _rows(self.projectionMatrix())
        model_view = _rows(self.modelViewMatrix())
        # The view is a rotation and a shift: its inverse turns eye directions to the world's.
        eye_to_world = model_view[:3, :3].T
        r = self.radius
        extent = (projection[0, 0] * r, projection[1, 1] * r, projection[2, 2] * r)
        GL.glUseProgram(program)
        try:
            mvp = np.array(self.mvpMatrix().data(), dtype=np.float32)
            GL.glUniformMatrix4fv(GL.glGetUniformLocation(program, "u_mvp"), 1, False, mvp)
            GL.glUniform3f(GL.glGetUniformLocation(program, "u_extent"), *extent)
            # Column-major for GL: the transpose of the row-major numpy matrix, raveled.
            GL.glUniformMatrix3fv(
                GL.glGetUniformLocation(program, "u_eye_to_world"),
                1,
                False,
                np.ascontiguousarray(eye_to_world.T, dtype=np.float32),
            )
            # Window depth is half of clip depth (glDepthRange 0..1): nearer is smaller.
            GL.glUniform1f(GL.glGetUniformLocation(program, "u_depth"), 0.5 * extent[2])
            GL.glUniform3f(GL.glGetUniformLocation(program, "u_light"), *meshes.LIGHT)
            GL.glUniform3f(GL.glGetUniformLocation(program, "u_halfway"), *meshes.HALFWAY)
            # Multisampled, the smoothed outline becomes the samples' coverage (no blending,
            # no order to keep); else the outline is where a pixel is half covered.
            multisampled = bool(GL.glGetIntegerv(GL.GL_SAMPLE_BUFFERS))
            GL.glUniform1f(GL.glGetUniformLocation(program, "u_multisampled"), multisampled)
            if multisampled:
                GL.glEnable(GL.GL_SAMPLE_ALPHA_TO_COVERAGE)
                # The frame's alpha stays 1 (a window may be composed with it).
                GL.glEnable(GL.GL_SAMPLE_ALPHA_TO_ONE)
            for location, (name, size) in enumerate(ATTRIBUTES):
                self._buffers[name].bind()
                GL.glVertexAttribPointer(location, size, GL.GL_FLOAT, False, 0, None)
                self._buffers[name].release()
                GL.glEnableVertexAttribArray(location)
            self._buffers["faces"].bind()
            GL.glDrawElements(GL.GL_TRIANGLES, 6 * len(self.centres), GL.GL_UNSIGNED_INT, None)
            self._buffers["faces"].release()
            for location in range(len(ATTRIBUTES)):
                GL.glDisableVertexAttribArray(location)
        finally:
            GL.glDisable(GL.GL_SAMPLE_ALPHA_TO_COVERAGE)
            GL.glDisable(GL.GL_SAMPLE_ALPHA_TO_ONE)
            GL.glUseProgram(0)
