"""What the log learns about a start, for bug reports and benchmarks: Qt's OpenGL warnings once
each instead of on stderr, and how long the window took to draw its first frame; and the one way
start-up waits for that frame (`after_first_frame`)."""

from __future__ import annotations

import logging
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.widgets.window.main_window import MainWindow

log = logging.getLogger("hyperrow")

FIRST_FRAME = "first frame drawn %.3f s after the process started"
"""Logged once per run: benchmarks/startup.py reads it back to compare installs."""


def after_first_frame(window: MainWindow, callback: Callable[[], None]) -> None:
    """Call `callback` once, from the event loop, after the window's first frame is on screen:
    the 3D view's first swap, or (without OpenGL) the first turn of the loop, since the slice
    panel draws with the window."""
    from PySide6.QtCore import QTimer

    board = window.board
    if board is None:
        QTimer.singleShot(0, callback)
        return

    def once() -> None:
        board.frameSwapped.disconnect(once)
        QTimer.singleShot(0, callback)

    board.frameSwapped.connect(once)


def log_first_frame(window: MainWindow) -> None:
    """Log how long the start took, once the window's first frame is on screen."""
    after_first_frame(window, lambda: log.info(FIRST_FRAME, seconds_since_process_start()))


def seconds_since_process_start() -> float:
    """Seconds since this process started (its start on Linux, where a bundle's loader counts
    too; else since Python started), from /proc or the interpreter's own clock."""
    try:
        stat = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()
        uptime = float(Path("/proc/uptime").read_text().split()[0])
        return uptime - int(stat[19]) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return time.process_time()


LOGGED_WORDS = (
    # OpenGL that fails: the window itself says what failed and what to try.
    *("OpenGL", "GLX", "EGL", "QOpenGLWindow", "QXcbIntegration"),
    # The bundle leaves out the media backend (FFmpeg and Qt Quick): sound effects play
    # without it, so the note is for the log, not for a player's terminal.
    "No QtMultimedia backends found",
)


def log_qt_warnings() -> None:
    """Send Qt's messages that a player need not see to the log, each once: OpenGL's warnings
    ("Failed to create context", four times) and QtMultimedia's note that it has no media
    backend. Other Qt messages go on to stderr."""
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

    seen: set[str] = set()

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if any(word in message for word in LOGGED_WORDS):
            if message not in seen:
                seen.add(message)
                log.warning("Qt: %s", message)
        elif previous is not None:
            previous(kind, context, message)
        else:
            print(message, file=sys.stderr)

    previous = qInstallMessageHandler(handler)
