"""Every Linux session draws: the window in X11, in a Wayland session with Qt on xcb and on native
Wayland shows the same board (real processes, --screenshot); PyOpenGL's platform follows Qt's."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.startup import gl_platform
from tests.support.desktop_sessions import (
    differing_share,
    pixels,
    stone_pixels,
    wayland_on_xcb_env,
    weston,
    x11_env,
)
from tests.support.paths import ROOT
from tests.support.processes import assert_ran_cleanly, run_to_end

GAME = ROOT / "resources" / "examples" / "qubic-won.hyperrow"


@pytest.fixture(scope="module")
def native_wayland(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    with weston(tmp_path_factory.mktemp("wayland-runtime")) as env:
        yield env


def screenshot(env: dict[str, str], folder: Path, name: str) -> tuple[Path, str]:
    """Start hyperrow on GAME in `env`, save the window as PNG; returns it and the log."""
    png = folder / f"{name}.png"
    data = folder / name
    done = run_to_end(
        [sys.executable, "-m", "app", "--data-dir", data, GAME, "--screenshot", png], env
    )
    assert_ran_cleanly(done)
    for noise in ("no valid context", "Error while drawing", "Failed to create"):
        assert noise not in done.stderr, done.stderr[-3000:]
    log = data / "hyperrow.log"
    return png, log.read_text() if log.exists() else ""


@pytest.mark.processes
@pytest.mark.slow
def test_x11_wayland_on_xcb_and_native_wayland_draw_the_same_board(
    tmp_path: Path, native_wayland: dict[str, str]
) -> None:
    shots = {}
    for name, env in (
        ("x11", x11_env()),
        ("wayland-xcb", wayland_on_xcb_env()),
        ("wayland", native_wayland),
    ):
        png, log = screenshot(env, tmp_path, name)
        assert "3D view is off" not in log, (name, log)
        shots[name] = pixels(png)
    for name, image in shots.items():
        # The board is drawn: both players' stones are in the 3D view.
        assert stone_pixels(image, 0) > 5000, name
        assert stone_pixels(image, 1) > 5000, name
        # And it is the same picture as on X11 (shading may differ by a shade here and there).
        assert differing_share(shots["x11"], image) < 0.01, name


@pytest.mark.processes
@pytest.mark.slow
def test_pyopengl_forced_to_the_wrong_platform_says_so_once_and_keeps_playing(
    tmp_path: Path,
) -> None:
    # The bug, forced by the user: EGL calls against Qt's GLX context. The first frame
    # raises; the window says so and the slice panel plays, with one entry in the log.
    env = {**wayland_on_xcb_env(), "PYOPENGL_PLATFORM": "egl"}
    png, log = screenshot(env, tmp_path, "forced-egl")
    assert log.count("OpenGL failed while drawing the 3D view") == 1
    assert log.count("the 3D view is off") == 1
    assert "no valid context" in log  # the first error, with its traceback, in the log
    image = pixels(png)
    # The slice panel took the view's place: its cells show both players' stones there.
    assert stone_pixels(image, 0) > 200
    assert stone_pixels(image, 1) > 200


@pytest.mark.parametrize(
    ("qt_platform", "expected"),
    [(qt, gl) for qt, gl in gl_platform.PYOPENGL_FOR_QT.items()]
    + [("xcb:nograb", "glx"), ("offscreen", None), ("windows", None), ("cocoa", None)],
)
def test_each_qt_platform_gets_its_pyopengl_platform(qt_platform: str, expected: str) -> None:
    assert gl_platform.pyopengl_platform_for(qt_platform) == expected


def test_the_platform_is_set_unless_the_user_set_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PYOPENGL_PLATFORM", raising=False)
    assert gl_platform.match_pyopengl_platform("wayland") == "egl"
    assert os.environ["PYOPENGL_PLATFORM"] == "egl"
    monkeypatch.setenv("PYOPENGL_PLATFORM", "osmesa")
    assert gl_platform.match_pyopengl_platform("xcb") == "osmesa"
    assert os.environ["PYOPENGL_PLATFORM"] == "osmesa"
    monkeypatch.delenv("PYOPENGL_PLATFORM")
    assert gl_platform.match_pyopengl_platform("offscreen") == ""
    assert "PYOPENGL_PLATFORM" not in os.environ


def test_software_gl_asks_mesa_for_its_software_renderer(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LIBGL_ALWAYS_SOFTWARE", raising=False)
    monkeypatch.delenv("QT_OPENGL", raising=False)
    gl_platform.use_software_gl()
    assert os.environ["LIBGL_ALWAYS_SOFTWARE"] == "1"
    assert os.environ["QT_OPENGL"] == "software"


def test_the_software_gl_option_asks_before_qt_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    import app.startup.main

    for name in gl_platform.SOFTWARE_GL:
        monkeypatch.delenv(name, raising=False)
    seen: list[dict[str, str]] = []
    monkeypatch.setattr(
        app.startup.main, "run_window", lambda _start: seen.append(dict(os.environ)) or 0
    )
    assert app.startup.main.main(["--rules", "qubic"]) == 0
    assert "LIBGL_ALWAYS_SOFTWARE" not in seen[0]
    assert app.startup.main.main(["--software-gl", "--rules", "qubic"]) == 0
    assert seen[1]["LIBGL_ALWAYS_SOFTWARE"] == "1"
