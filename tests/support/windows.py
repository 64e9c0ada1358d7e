"""The window under test: the type of the open_window fixture, message boxes and dialogs that
answer themselves or are read as a person reads them, a click on the move list, and the window
started as a separate process, as a person or the desktop starts it."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QTextEdit

from app.startup.instance import server_name
from app.widgets.window.main_window import MainWindow
from tests.support.paths import ROOT
from tests.support.processes import HYPERROW


def answer_boxes(
    monkeypatch: pytest.MonkeyPatch, kind: str, button: QMessageBox.StandardButton
) -> list[str]:
    """Answer every QMessageBox of `kind` ("warning", "question"...) with `button`, none shown;
    the list fills with their texts, in the order they were asked."""
    texts: list[str] = []

    def answer(_parent: object, _title: str, text: str, *_args: object) -> object:
        texts.append(text)
        return button

    monkeypatch.setattr(QMessageBox, kind, answer)
    return texts


class Dialogs:
    """Records every message box and answers file dialogs with preset paths."""

    def __init__(self) -> None:
        self.messages: list[tuple[str, str, str]] = []  # kind, title, text
        self.open_path = ""
        self.save_path = ""
        self.save_suggestions: list[str] = []  # the path each Save dialog offered
        self.answer = QMessageBox.StandardButton.Discard
        self.accept_dialogs = False
        self.dialogs: list[str] = []

    def titles(self) -> list[str]:
        return [title for _, title, _ in self.messages]


OpenWindow = Callable[..., MainWindow]


def launch(*args: str) -> subprocess.Popen[str]:
    environment = {**os.environ, "QT_QPA_PLATFORM": "xcb", "LANGUAGE": "en", "LC_ALL": "C.UTF-8"}
    return subprocess.Popen(
        [str(HYPERROW), *args],
        cwd=ROOT,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def listening(data_dir: Path) -> bool:
    socket = QLocalSocket()
    socket.connectToServer(server_name(data_dir))
    connected = socket.waitForConnected(200)
    socket.abort()
    return connected


@dataclass
class Seen:
    """What a message box showed: title, text, the sentence under it, and the text that
    appeared when Details was clicked (the box's detailed text is not on view before)."""

    title: str = ""
    text: str = ""
    sentence: str = ""
    hidden_before: bool = False
    details: str = ""


def read_and_close_the_box(qtbot: Any, seen: Seen) -> QTimer:
    """Once a message box is up: read it, click its Details button as a person would, read
    what appears, and press OK."""

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            return
        timer.stop()
        seen.title, seen.text, seen.sentence = (
            box.windowTitle(),
            box.text(),
            box.informativeText(),
        )
        details = box.findChild(QTextEdit)
        seen.hidden_before = details is not None and not details.isVisible()
        button = next(b for b in box.buttons() if box.buttonRole(b) == box.ButtonRole.ActionRole)
        button.click()
        shown = box.findChild(QTextEdit)
        qtbot.waitUntil(lambda: shown is not None and shown.isVisible())
        assert shown is not None
        seen.details = shown.toPlainText()
        box.button(QMessageBox.StandardButton.Ok).click()

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(10)
    return timer


def open_and_read(qtbot: Any, window: MainWindow, path: Path) -> Seen:
    seen = Seen()
    timer = read_and_close_the_box(qtbot, seen)
    assert not window.open_path(str(path))
    timer.stop()
    return seen


def click_move(window: MainWindow, row: int) -> None:
    """A person's click on row `row` of the move list."""
    item = window.moves.item(row)
    point = window.moves.visualItemRect(item).center()
    QTest.mouseClick(window.moves.viewport(), Qt.MouseButton.LeftButton, pos=point)
