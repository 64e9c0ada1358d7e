"""`hyperrow --screenshot FILE`: the window saved as a PNG once the 3D view has drawn, then quit."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from app.widgets.window.main_window import MainWindow

log = logging.getLogger("hyperrow")

SCREENSHOT_SETTLE_MS = 300  # after the first GL frame, let the docks and status bar settle
SCREENSHOT_TIMEOUT_MS = 15000
SCREENSHOT_SIZE = (1280, 800)  # the same picture whatever size the window had last time


def take_screenshot(app: QApplication, window: MainWindow, path: Path) -> None:
    """Save `window` as PNG once the 3D view has drawn a frame, then quit."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QImageWriter

    from app.startup.diagnostics import after_first_frame

    done = False

    def grab() -> None:
        nonlocal done
        if done:
            return
        done = True
        # PNG whatever the name ends in (QImage.save's stubs and runtime disagree on the format).
        if not QImageWriter(str(path), b"PNG").write(window.window_image()):
            log.error("could not write the screenshot %s", path)
        window.close()
        app.quit()

    after_first_frame(window, lambda: QTimer.singleShot(SCREENSHOT_SETTLE_MS, grab))
    QTimer.singleShot(SCREENSHOT_TIMEOUT_MS, grab)
