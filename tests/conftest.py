"""Test-wide set-up."""

import os

import pytest

from app.startup.gl_platform import match_pyopengl_platform

# The app tests run Qt on xcb (below) and their conftest imports OpenGL before any QApplication
# exists, so PyOpenGL's platform is chosen here, first, as app.startup.main does for the real
# app: a run from a Wayland desktop (XDG_SESSION_TYPE=wayland) would otherwise get EGL against
# Qt's GLX.
match_pyopengl_platform(os.environ.get("QT_QPA_PLATFORM") or "xcb")


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    # Qt's offscreen platform cannot host QOpenGLWidget; pytest-xvfb has set DISPLAY by now.
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
