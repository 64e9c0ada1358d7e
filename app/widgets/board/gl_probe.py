"""What OpenGL the machine gives Qt, asked once before the 3D view is made: a context, its
version, vendor and renderer, or what went wrong, in the player's language; and the
multisampling to ask of that renderer."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PySide6.QtGui import QOffscreenSurface, QOpenGLContext

from app.widgets.words import tr

MINIMUM_VERSION = (2, 0)
"""pyqtgraph's items draw with GLSL shaders, which OpenGL 2.0 brought."""

GL_VENDOR, GL_RENDERER, GL_VERSION = 0x1F00, 0x1F01, 0x1F02
SAMPLES = 4
"""Multisampling asked of the driver for smooth edges; where it offers none, Qt draws the
view without (a test draws it both ways)."""
SOFTWARE_RENDERERS = ("llvmpipe", "softpipe", "swrast")


def samples_for(renderer: str) -> int:
    """The multisampling to ask of `renderer` (the probe's GL_RENDERER): none from a
    software rasteriser, where 4 samples more than doubled the frame time of four-d while a
    stone falls (benchmarks/motion_speed.py); SAMPLES from a graphics card."""
    software = any(name in renderer.lower() for name in SOFTWARE_RENDERERS)
    return 0 if software else SAMPLES


@dataclass(frozen=True)
class GlReport:
    """The outcome of the probe: `problem` is empty when the 3D view can draw."""

    version: tuple[int, int] = (0, 0)
    vendor: str = ""
    renderer: str = ""
    version_text: str = ""
    problem: str = ""

    @property
    def works(self) -> bool:
        return not self.problem


@cache
def probe_gl() -> GlReport:
    """Make a throw-away context the way the 3D view will and read what it is; needs a
    QGuiApplication."""
    context = QOpenGLContext()
    if not context.create():
        return GlReport(problem=tr("no OpenGL context could be created."))
    surface = QOffscreenSurface()
    surface.setFormat(context.format())
    surface.create()
    if not context.makeCurrent(surface):
        return GlReport(problem=tr("the OpenGL context could not be made current."))
    try:
        functions = context.functions()
        version = (context.format().majorVersion(), context.format().minorVersion())
        report = GlReport(
            version=version,
            vendor=str(functions.glGetString(GL_VENDOR) or ""),
            renderer=str(functions.glGetString(GL_RENDERER) or ""),
            version_text=str(functions.glGetString(GL_VERSION) or ""),
        )
    finally:
        context.doneCurrent()
        surface.destroy()
    if version < MINIMUM_VERSION:
        problem = (
            tr("OpenGL %1 is too old: the 3D view needs OpenGL %2 or newer.")
            .replace("%1", "{}.{}".format(*version))
            .replace("%2", "{}.{}".format(*MINIMUM_VERSION))
        )
        return GlReport(version, report.vendor, report.renderer, report.version_text, problem)
    return report


def pyopengl_platform_in_use() -> str:
    """The platform PyOpenGL loaded (imports it), or why it could not load."""
    try:
        from OpenGL import platform
    except Exception as error:  # a missing libGL/libEGL raises from deep in ctypes
        return f"not loaded ({type(error).__name__}: {error})"
    name = type(platform.PLATFORM).__name__
    return name.removesuffix("Platform").upper() or name
