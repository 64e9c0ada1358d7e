"""Test-wide set-up, and the markers a test gets from where it is and what it uses."""

import locale
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.startup.gl_platform import match_pyopengl_platform
from tests.support.paths import ROOT
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


DISPLAY_FOLDERS = (ROOT / "tests" / "app", ROOT / "tests" / "packaging")
"""Tests here need the X display (the app tests' conftest asks for one, the packaging tests draw
the bundle's window), except those of NO_DISPLAY_FOLDERS."""
NO_DISPLAY_FOLDERS = (ROOT / "tests" / "app" / "scene", ROOT / "tests" / "app" / "model")
"""The scene's tests are numpy only; the model's run Qt without a window (QObjects, signals,
timers, the CPU processes), so they pass with QT_QPA_PLATFORM=offscreen and no X server."""
DISPLAY_FIXTURES = {"qtbot", "qapp"}
PROCESS_FIXTURES = {"players": "tests.conftest", "built": "tests.packaging.conftest"}
"""Fixtures that start processes, by the module they are defined in (a test's own parameter of
the same name is not the fixture): `hyperrow play` processes, the packaging build."""


def uses_fixture(item: pytest.Item, name: str, module: str) -> bool:
    """True if `item` uses the fixture `name` of `module`."""
    info = getattr(item, "_fixtureinfo", None)
    definitions = info.name2fixturedefs.get(name, ()) if info is not None else ()
    return any(getattr(d.func, "__module__", "") == module for d in definitions)


def needs_display(item: pytest.Item) -> bool:
    path = Path(item.path)
    if any(path.is_relative_to(folder) for folder in NO_DISPLAY_FOLDERS):
        return False  # a QApplication (qtbot, qapp) there is one without a window
    inside = any(path.is_relative_to(folder) for folder in DISPLAY_FOLDERS)
    return inside or bool(DISPLAY_FIXTURES & set(item.fixturenames))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """`window` for every test that needs the display, `processes` for every test using a
    fixture that starts processes; other tests that start them carry the marker themselves."""
    for item in items:
        if needs_display(item):
            item.add_marker(pytest.mark.window)
        if any(uses_fixture(item, name, module) for name, module in PROCESS_FIXTURES.items()):
            item.add_marker(pytest.mark.processes)
