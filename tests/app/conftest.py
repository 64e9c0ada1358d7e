"""Fixtures for the app tests: a working display (or a failure, never a skip), windows on a
private data folder, and dialogs that answer themselves."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QGuiApplication, QOffscreenSurface, QOpenGLContext
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox

from app.startup.main import create_window, share_gl_contexts
from app.startup.restore import Start
from app.widgets.window.main_window import MainWindow
from tests.support.windows import Dialogs, OpenWindow

# Before pytest-qt creates the QApplication: windows opened one after another share shaders.
share_gl_contexts()


WITHOUT_A_DISPLAY = (Path(__file__).parent / "scene", Path(__file__).parent / "model")
"""The scene is numpy only, the model Qt without a window: their tests need no display (the
model's run with QT_QPA_PLATFORM=offscreen and no X server)."""


@pytest.fixture(autouse=True)
def display_unless_scene_or_model(request: pytest.FixtureRequest) -> None:
    """Every app test but the scene's and the model's needs a display (and a QApplication)."""
    if not any(Path(request.node.path).is_relative_to(f) for f in WITHOUT_A_DISPLAY):
        request.getfixturevalue("working_display")


@pytest.fixture(scope="session")
def working_display(qapp: QApplication) -> None:
    """The app tests need an X display with OpenGL: without one they fail, loudly."""
    if not os.environ.get("DISPLAY"):
        pytest.fail(
            "no X display: the app tests run under the Xvfb that pytest-xvfb starts "
            "(install xvfb, see scripts/setup.sh)"
        )
    platform = QGuiApplication.platformName()
    if platform != "xcb":
        pytest.fail(f"Qt platform {platform!r}: the 3D view needs xcb (QT_QPA_PLATFORM=xcb)")
    surface = QOffscreenSurface()
    surface.create()
    context = QOpenGLContext()
    if not context.create() or not context.makeCurrent(surface):
        pytest.fail("no OpenGL context: install Mesa (libgl1-mesa-dri), see scripts/setup.sh")
    context.doneCurrent()


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Dialogs:
    """No modal dialog ever waits for a person: message boxes are recorded, file dialogs return
    `dialogs.open_path` / `dialogs.save_path`, other dialogs are cancelled (or accepted)."""
    record = Dialogs()

    def box(kind: str) -> Callable[..., Any]:
        def show(_parent: object, title: str, text: str = "", *_args: object) -> object:
            record.messages.append((kind, title, text))
            return record.answer if kind == "question" else QMessageBox.StandardButton.Ok

        return show

    for kind in ("warning", "critical", "information", "question", "about"):
        monkeypatch.setattr(QMessageBox, kind, staticmethod(box(kind)))
    monkeypatch.setattr(
        QApplication, "aboutQt", staticmethod(lambda: record.messages.append(("aboutQt", "", "")))
    )
    monkeypatch.setattr(
        QFileDialog,
        "getOpenFileName",
        staticmethod(lambda *_a, **_k: (record.open_path, "")),
    )
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        staticmethod(
            lambda _parent, _title, suggested, *_a, **_k: (
                record.save_suggestions.append(suggested) or record.save_path,
                "",
            )
        ),
    )

    def exec_dialog(dialog: QDialog) -> int:
        record.dialogs.append(type(dialog).__name__)
        return int(
            QDialog.DialogCode.Accepted if record.accept_dialogs else QDialog.DialogCode.Rejected
        )

    monkeypatch.setattr(QDialog, "exec", exec_dialog)
    return record


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def open_window(qtbot: Any, data_dir: Path) -> Iterator[OpenWindow]:
    """Opens windows as `hyperrow --data-dir data_dir …` would (not their event loop); every
    window still open at the end is closed, which ends its CPU process."""
    windows: list[MainWindow] = []

    def make(**options: Any) -> MainWindow:
        start = Start(data_dir=options.pop("data_dir", data_dir), screenshot=None, **options)
        window = create_window(start)
        windows.append(window)
        window.show()
        qtbot.waitExposed(window)
        return window

    yield make
    for window in windows:
        # Without asking: the `dialogs` fixture may be gone, and a real question would wait.
        window.close_now()
        window.deleteLater()
