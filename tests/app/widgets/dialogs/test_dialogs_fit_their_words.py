"""Every dialog of the window, opened from its menu item at its own default size, in English and
in Japanese: no label, button or check box is narrower (or lower) than its text needs, so none is
cut off. Labels that wrap are left out: they take the lines they need."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QCheckBox, QDialog, QLabel, QPushButton, QWidget

from app.widgets.window.main_window import MainWindow
from tests.support.window_languages import LANGUAGES, speaking
from tests.support.windows import OpenWindow

MENU_ITEMS = (
    "new",
    "players",
    "preferences",
    "show-statistics",
    "about",
    "lessons",
    "games",
    "network-host",
    "network-join",
)
"""New game, Players, Preferences, Statistics, About, Lessons, Games, Host and Join."""


def cut_texts(dialog: QWidget) -> list[str]:
    """The texts of `dialog` shown in less room than they need."""
    cut = []
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisible() or not isinstance(widget, (QLabel, QPushButton, QCheckBox)):
            continue
        if isinstance(widget, QLabel) and (widget.wordWrap() or not widget.text()):
            continue
        need, room = widget.sizeHint(), widget.size()
        if need.width() > room.width() or need.height() > room.height():
            cut.append(f"{widget.text()!r}: needs {need.toTuple()}, has {room.toTuple()}")
    return cut


def opened_by(
    window: MainWindow, name: str, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> QWidget:
    """Trigger the menu item `name` and return the dialog or window it opens, shown and laid
    out at its own size (a modal dialog is shown instead of waiting for a person)."""
    opened: list[QWidget] = []

    def show(dialog: QDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        opened.append(dialog)
        return int(QDialog.DialogCode.Rejected)

    monkeypatch.setattr(QDialog, "exec", show)
    before = {w for w in QApplication.topLevelWidgets() if w.isVisible()}
    action = window.findChild(QAction, name)
    assert action is not None, name
    action.trigger()
    opened += [w for w in QApplication.topLevelWidgets() if w.isVisible() and w not in before]
    assert opened, f"{name} opened nothing"
    qtbot.waitExposed(opened[0])
    return opened[0]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_dialog_cuts_its_words(
    open_window: OpenWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    with speaking(language):
        window = open_window()
        cut: dict[str, list[str]] = {}
        for name in MENU_ITEMS:
            dialog = opened_by(window, name, qtbot, monkeypatch)
            found = cut_texts(dialog)
            if found:
                cut[name] = found
            dialog.close()
        assert cut == {}


def test_the_check_finds_a_cut_label(qtbot: Any) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    label = QLabel("勝ちに必要なラインの数", dialog)
    button = QPushButton("キャンセル", dialog)
    label.setFixedWidth(label.sizeHint().width() // 2)  # as a fixed size too small would
    button.move(0, 40)
    dialog.show()
    qtbot.waitExposed(dialog)
    need, room = label.sizeHint().toTuple(), label.size().toTuple()
    assert cut_texts(dialog) == [f"'勝ちに必要なラインの数': needs {need}, has {room}"]
