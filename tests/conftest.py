"""Test-wide set-up."""

import locale
import os
from collections.abc import Iterator

import pytest

from app.startup.gl_platform import match_pyopengl_platform
from tests.support.processes import Player

# The app tests run Qt on xcb (below) and their conftest imports OpenGL before any QApplication
# exists, so PyOpenGL's platform is chosen here, first, as app.startup.main does for the real
# app: a run from a Wayland desktop (XDG_SESSION_TYPE=wayland) would otherwise get EGL against
# Qt's GLX.
match_pyopengl_platform(os.environ.get("QT_QPA_PLATFORM") or "xcb")


@pytest.fixture(autouse=True)
def c_library_language_kept() -> Iterator[None]:
    """Each test leaves the C library's messages (LC_MESSAGES, which strerror follows) as it
    found them: Qt sets the process locale from the environment when an application starts, and
    a test that started one speaking Japanese would otherwise leave later tests reading the
    system's errors in Japanese."""
    before = locale.setlocale(locale.LC_MESSAGES)
    yield
    locale.setlocale(locale.LC_MESSAGES, before)


@pytest.fixture
def players() -> Iterator[list[Player]]:
    """The `hyperrow play` processes a network test starts, killed if still running at its end."""
    started: list[Player] = []
    yield started
    for player in started:
        player.kill()


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    # Qt's offscreen platform cannot host the 3D view's GL window; pytest-xvfb has set DISPLAY.
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
