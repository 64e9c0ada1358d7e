"""What a bug report needs, for Help → About and `hyperrow --info` (app.startup.info_command):
versions, the compiled core, the window system and OpenGL, and where the data, settings and log
are.

The labels stay in English whatever the player's language: the text is pasted into bug reports,
which the maintainers read.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import os
import platform
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from engine import installation

if TYPE_CHECKING:
    from app.widgets.board.gl_probe import GlReport

DISTRIBUTIONS = (
    ("PySide6", "PySide6-Essentials"),
    ("pyqtgraph", "pyqtgraph"),
    ("PyOpenGL", "PyOpenGL"),
    ("numpy", "numpy"),
)


def version_of(distribution: str) -> str:
    """The installed version of `distribution`, or why there is none."""
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


def compiled_core() -> str:
    """Whether the engine runs its compiled C core, and if not why."""
    try:
        kernel = importlib.import_module("engine.ai.kernel")
    except ModuleNotFoundError:
        return "not built (this hyperrow has no compiled core; the engine runs pure Python)"
    except ImportError as error:  # HYPERROW_REQUIRE_KERNEL set and the module missing
        return f"not built ({error})"
    available = bool(getattr(kernel, "AVAILABLE", False))
    reason = str(getattr(kernel, "REASON", ""))
    state = "in use" if available else "not built, pure Python in use"
    return f"{state} ({reason})" if reason else state


def os_name() -> str:
    """The operating system, with the Linux distribution's own name where it gives one."""
    name = platform.platform()
    if sys.platform.startswith("linux"):
        try:
            pretty = platform.freedesktop_os_release().get("PRETTY_NAME", "")
        except OSError:
            pretty = ""
        if pretty:
            name = f"{pretty} ({name})"
    return name


def session_text() -> str:
    """The desktop session as the environment describes it."""
    parts = [
        f"{key}={os.environ[key]}"
        for key in ("XDG_SESSION_TYPE", "WAYLAND_DISPLAY", "DISPLAY", "QT_QPA_PLATFORM")
        if os.environ.get(key)
    ]
    return ", ".join(parts) or "no display variables set"


def gl_lines(gl: GlReport | None, why_none: str) -> list[tuple[str, str]]:
    """The OpenGL lines of the report: vendor, renderer and version, or why there are none."""
    if gl is None:
        return [("OpenGL", why_none)]
    lines = []
    if gl.version_text:
        lines += [
            ("OpenGL vendor", gl.vendor),
            ("OpenGL renderer", gl.renderer),
            ("OpenGL version", gl.version_text),
        ]
    if gl.problem:
        lines.append(("OpenGL problem", gl.problem))
    return lines


def info_text(
    data_dir: Path,
    qt_platform: str,
    pyopengl_platform: str,
    gl: GlReport | None,
    why_no_gl: str = "",
) -> str:
    """The whole report, one `label: value` a line."""
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    from app.model.data.data_folder import LOG_NAME, SETTINGS_NAME

    lines = [
        ("hyperrow", installation.version()),
        ("compiled core", compiled_core()),
        ("Python", f"{platform.python_version()} ({sys.executable})"),
        ("Qt", qVersion()),
        ("PySide6", pyside_version),
        *((label, version_of(name)) for label, name in DISTRIBUTIONS[1:]),
        ("OS", os_name()),
        ("session", session_text()),
        ("Qt platform", qt_platform),
        ("PyOpenGL platform", pyopengl_platform),
        *gl_lines(gl, why_no_gl),
        ("data folder", str(data_dir)),
        ("settings", str(data_dir / SETTINGS_NAME)),
        ("log file", str(data_dir / LOG_NAME)),
    ]
    return "\n".join(f"{label}: {value}" for label, value in lines)


def pyopengl_text() -> str:
    """PyOpenGL's platform: as asked for by PYOPENGL_PLATFORM, and as loaded."""
    from app.widgets.board.gl_probe import pyopengl_platform_in_use

    asked = os.environ.get("PYOPENGL_PLATFORM") or "not set, PyOpenGL chooses"
    return f"{asked}; loaded: {pyopengl_platform_in_use()}"


def window_info(data_dir: Path, gl: GlReport) -> str:
    """The report from inside the running window (Help → About)."""
    from PySide6.QtGui import QGuiApplication

    return info_text(data_dir, QGuiApplication.platformName(), pyopengl_text(), gl)
