"""`hyperrow --info` with and without a display and OpenGL, and the same report in Help → About
with its Copy button."""

from __future__ import annotations

import sys
import types
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QPushButton

import app.widgets.dialogs.report
from app.widgets.dialogs.about import AboutDialog
from app.widgets.dialogs.report import compiled_core, window_info
from tests.support.desktop_sessions import base_env, wayland_on_xcb_env, x11_env
from tests.support.processes import assert_ran_cleanly, run_to_end
from tests.support.windows import Dialogs, OpenWindow

LABELS = [
    "hyperrow",
    "compiled core",
    "Python",
    "Qt",
    "PySide6",
    "pyqtgraph",
    "PyOpenGL",
    "numpy",
    "OS",
    "session",
    "Qt platform",
    "PyOpenGL platform",
    "OpenGL vendor",
    "OpenGL renderer",
    "OpenGL version",
    "data folder",
    "settings",
    "log file",
]


def info(env: dict[str, str], data: Path) -> dict[str, str]:
    """Run `hyperrow --info` in `env`; its lines by label (the exit code must be 0)."""
    done = run_to_end([sys.executable, "-m", "app", "--info", "--data-dir", data], env, 60)
    assert_ran_cleanly(done)
    return dict(line.split(": ", 1) for line in done.stdout.splitlines())


@pytest.mark.processes
def test_info_on_x11_names_everything_a_bug_report_needs(tmp_path: Path) -> None:
    lines = info(x11_env(), tmp_path)
    assert list(lines) == LABELS
    from importlib.metadata import version

    import numpy
    import PySide6
    from PySide6.QtCore import qVersion

    assert lines["hyperrow"] == version("hyperrow")
    assert lines["PySide6"] == PySide6.__version__
    assert lines["Qt"] == qVersion()
    assert lines["numpy"] == numpy.__version__
    assert lines["Python"].startswith(f"{sys.version_info.major}.{sys.version_info.minor}.")
    assert lines["Qt platform"] == "xcb"
    assert lines["PyOpenGL platform"] == "glx; loaded: GLX"
    assert "llvmpipe" in lines["OpenGL renderer"]
    assert lines["data folder"] == str(tmp_path)
    assert lines["settings"] == str(tmp_path / "settings.ini")
    assert lines["log file"] == str(tmp_path / "hyperrow.log")
    assert lines["compiled core"].startswith(("in use", "not built"))


@pytest.mark.processes
def test_info_in_a_wayland_session_on_xcb_uses_glx(tmp_path: Path) -> None:
    lines = info(wayland_on_xcb_env(), tmp_path)
    assert lines["session"].startswith("XDG_SESSION_TYPE=wayland")
    assert lines["PyOpenGL platform"] == "glx; loaded: GLX"
    assert lines["OpenGL version"]


@pytest.mark.processes
def test_info_without_a_display_says_so_and_exits_0(tmp_path: Path) -> None:
    lines = info(base_env(), tmp_path)
    assert lines["Qt platform"].startswith("none (no display")
    assert lines["OpenGL"] == "not asked: there is no display to make a context on"
    assert lines["session"] == "no display variables set"
    assert "OpenGL renderer" not in lines
    assert lines["data folder"] == str(tmp_path)


@pytest.mark.processes
def test_info_without_opengl_says_why_and_exits_0(tmp_path: Path) -> None:
    lines = info({**x11_env(), "QT_XCB_GL_INTEGRATION": "none"}, tmp_path)
    assert lines["OpenGL problem"] == "no OpenGL context could be created."
    assert "OpenGL renderer" not in lines


@pytest.mark.parametrize(
    ("module", "says"),
    [
        (None, "not built (this hyperrow has no compiled core"),
        (types.SimpleNamespace(AVAILABLE=True, REASON="compiled kernel in use: connect"), "in use"),
        (types.SimpleNamespace(AVAILABLE=False, REASON="pure Python: no connect"), "not built"),
    ],
)
def test_compiled_core_reports_the_kernel_or_its_absence(
    module: Any, says: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    def load(name: str) -> Any:
        assert name == "engine.ai.kernel"
        if module is None:
            raise ModuleNotFoundError(name)
        return module

    monkeypatch.setattr(app.widgets.dialogs.report.importlib, "import_module", load)
    text = compiled_core()
    assert text.startswith(says)
    if module is not None:
        assert module.REASON in text


def test_about_shows_the_report_and_copies_it(
    open_window: OpenWindow, dialogs: Dialogs, qtbot: Any
) -> None:
    window = open_window()
    window.menu_actions["about"].trigger()
    assert dialogs.dialogs == ["AboutDialog"]
    report = window_info(window.data.path, window.gl)
    labels = [line.split(": ", 1)[0] for line in report.splitlines()]
    assert labels == LABELS
    dialog = AboutDialog("<h3>hyperrow</h3>", report, window)
    qtbot.addWidget(dialog)
    button = dialog.findChild(QPushButton, "copy_info")
    assert button is not None
    QApplication.clipboard().clear()
    button.click()
    assert QApplication.clipboard().text() == report
    assert dialog.report.toPlainText() == report
