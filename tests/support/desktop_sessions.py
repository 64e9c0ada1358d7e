"""The Linux sessions a player may start hyperrow in, as environments for real subprocesses:
X11, a Wayland session with Qt on xcb (XWayland), and native Wayland on a headless Weston.

The X sessions use the Xvfb that pytest-xvfb started (its DISPLAY); Weston is started here."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np
from PySide6.QtGui import QImage

from app.scene import palette

# Variables of the desktop the tests run from that would change what the app under test does.
SESSION_VARIABLES = (
    "DISPLAY",
    "WAYLAND_DISPLAY",
    "XDG_SESSION_TYPE",
    "QT_QPA_PLATFORM",
    "PYOPENGL_PLATFORM",
    "QT_XCB_GL_INTEGRATION",
    "LIBGL_ALWAYS_SOFTWARE",
    "MESA_GL_VERSION_OVERRIDE",
)


def base_env() -> dict[str, str]:
    """The test process's environment without any session variables."""
    return {k: v for k, v in os.environ.items() if k not in SESSION_VARIABLES}


def x11_env() -> dict[str, str]:
    """An X11 session on the test display."""
    return {**base_env(), "DISPLAY": os.environ["DISPLAY"], "XDG_SESSION_TYPE": "x11"}


def wayland_on_xcb_env() -> dict[str, str]:
    """A Wayland session in which the player asked Qt for xcb (XWayland): the issue-17 case."""
    return {
        **base_env(),
        "DISPLAY": os.environ["DISPLAY"],
        "XDG_SESSION_TYPE": "wayland",
        "QT_QPA_PLATFORM": "xcb",
    }


@contextmanager
def weston(runtime: Path) -> Iterator[dict[str, str]]:
    """A headless Weston with GL (llvmpipe) in `runtime` (XDG_RUNTIME_DIR); yields the
    environment of a native Wayland session on it."""
    binary = shutil.which("weston")
    if binary is None:
        raise RuntimeError("weston is not installed: scripts/setup.sh installs it")
    runtime.mkdir(mode=0o700, parents=True, exist_ok=True)
    socket = "hyperrow-test"
    env = {**base_env(), "XDG_RUNTIME_DIR": str(runtime)}
    log = runtime / "weston.log"
    with log.open("w") as out:
        process = subprocess.Popen(
            [
                binary,
                "--backend=headless-backend.so",
                "--use-gl",
                f"--socket={socket}",
                "--width=1280",
                "--height=800",
                "--idle-time=0",
            ],
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    try:
        deadline = time.monotonic() + 30
        while not (runtime / socket).exists():
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"weston did not start: {log.read_text()[-2000:]}")
            time.sleep(0.05)
        yield {
            **env,
            "WAYLAND_DISPLAY": socket,
            "XDG_SESSION_TYPE": "wayland",
            "QT_QPA_PLATFORM": "wayland",
        }
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def pixels(path: Path) -> np.ndarray:
    """The PNG at `path` as an (height, width, 3) array of 0..255."""
    image = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB888)
    assert not image.isNull(), path
    rows = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), -1)
    return rows[:, : image.width() * 3].reshape(image.height(), image.width(), 3).copy()


def differing_share(a: np.ndarray, b: np.ndarray, tolerance: int = 24) -> float:
    """The share of pixels where `a` and `b` differ by more than `tolerance` in a channel."""
    assert a.shape == b.shape
    return float(np.mean(np.abs(a.astype(int) - b.astype(int)).max(axis=2) > tolerance))


def stone_pixels(image: np.ndarray, player: int) -> int:
    """Pixels of the 3D view's area (left of the docks) with the hue of the player's stones:
    shaded and dimmed, so compared by the direction of their colour away from grey (its hue),
    not by the exact colour."""
    view = image[40:760, :900].astype(float)
    chroma = view - view.mean(axis=2, keepdims=True)
    target = np.array(palette.DEFAULT.player(player), dtype=float)
    target -= target.mean()
    strength = np.linalg.norm(chroma, axis=2)
    cosine = chroma @ target / (np.maximum(strength, 1e-9) * np.linalg.norm(target))
    return int(np.sum((strength > 25) & (cosine > 0.95)))
