"""`hyperrow --info`: the bug report of Help → About printed to the terminal, with Qt and OpenGL
asked where there is a display."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from app.widgets.dialogs.report import info_text, pyopengl_text

if TYPE_CHECKING:
    from app.widgets.board.gl_probe import GlReport


def print_info(data_dir: Path | None, display: bool) -> int:
    """`hyperrow --info`: asks Qt and OpenGL where there is a display, prints the report and
    returns 0, whatever is missing."""
    from PySide6.QtCore import QCoreApplication

    from app.model.data.data_folder import name_application
    from app.startup.gl_platform import match_pyopengl_platform
    from engine.installation import default_data_dir

    name_application()
    if display:
        from PySide6.QtGui import QGuiApplication

        from app.widgets.board.gl_probe import probe_gl

        app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
        qt_platform = QGuiApplication.platformName()
        match_pyopengl_platform(qt_platform)
        gl: GlReport | None = probe_gl()
        why_no_gl = ""
    else:
        app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
        qt_platform = "none (no display: DISPLAY and WAYLAND_DISPLAY are not set)"
        gl, why_no_gl = None, "not asked: there is no display to make a context on"
    data_dir = data_dir or default_data_dir()
    print(info_text(data_dir, qt_platform, pyopengl_text(), gl, why_no_gl))
    del app  # kept alive until here: QStandardPaths and the probe need it
    return 0
