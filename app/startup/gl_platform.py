"""OpenGL set-up that must happen before Qt or PyOpenGL start: PyOpenGL's platform to match the
Qt platform, and Mesa's software renderer when the player asks for it. No Qt here: app.startup.main
calls these while deciding how to start.

PyOpenGL picks its platform from the session (EGL when XDG_SESSION_TYPE=wayland), not from the
window system Qt actually uses: a Wayland session with Qt on xcb (XWayland) then gets EGL calls
against Qt's GLX context and draws nothing. Matching the two fixes that.
"""

from __future__ import annotations

import logging
import os
import sys

log = logging.getLogger(__name__)

PLATFORM_VARIABLE = "PYOPENGL_PLATFORM"

PYOPENGL_FOR_QT = {
    "xcb": "glx",
    "wayland": "egl",
    "wayland-egl": "egl",
    "eglfs": "egl",
    "minimalegl": "egl",
}
"""PyOpenGL's platform for each Qt platform plugin whose OpenGL it must talk to."""

SOFTWARE_GL = {
    # Mesa: use llvmpipe (or softpipe) instead of the hardware driver, for GLX and EGL alike.
    "LIBGL_ALWAYS_SOFTWARE": "1",
    # Qt on Windows reads this one; harmless elsewhere.
    "QT_OPENGL": "software",
}


def pyopengl_platform_for(qt_platform: str) -> str | None:
    """The PyOpenGL platform ("glx", "egl") that matches `qt_platform` (QGuiApplication's
    platformName()), or None where hyperrow has no opinion (offscreen, Windows, macOS)."""
    return PYOPENGL_FOR_QT.get(qt_platform.split(":", maxsplit=1)[0].lower())


def match_pyopengl_platform(qt_platform: str) -> str:
    """Set PYOPENGL_PLATFORM to match `qt_platform` unless the user set it; returns the value in
    effect ("" when PyOpenGL chooses for itself). Call before OpenGL is first imported."""
    chosen = os.environ.get(PLATFORM_VARIABLE, "")
    if chosen:
        log.info("PYOPENGL_PLATFORM=%s set by the user (Qt platform %s)", chosen, qt_platform)
        return chosen
    wanted = pyopengl_platform_for(qt_platform)
    if wanted is None:
        return ""
    if "OpenGL.platform" in sys.modules:
        # Too late to choose: say so in the log rather than pretend.
        log.warning("PyOpenGL was imported before its platform could be set to %s", wanted)
    os.environ[PLATFORM_VARIABLE] = wanted
    return wanted


def use_software_gl() -> None:
    """Ask Mesa for its software renderer (--software-gl); call before Qt starts."""
    os.environ.update(SOFTWARE_GL)
