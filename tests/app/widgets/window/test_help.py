"""The Help menu, in English and in Japanese: Keys and mouse (F1) lists every command that has a
shortcut, read from the window's own actions and buttons; About names every game and opens large
enough to show all it says."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QDialog

from app.widgets.dialogs.about import AboutDialog, score_four_proven
from app.widgets.dialogs.keys_and_mouse import KeysDialog
from app.widgets.window.main_window import MainWindow
from app.widgets.words.game_words import game_name
from engine import PRESETS
from engine.ai.proof import strategy_book
from tests.support.window_languages import LANGUAGES, speaking
from tests.support.windows import Dialogs, OpenWindow

# What the issue found missing, by the words of the menus.
ONCE_MISSING = (
    "Undo",
    "Redo",
    "Hint",
    "Show threats",
    "Pause CPU",
    "Start",
    "Back",
    "Forward",
    "End",
    "Show all w-slices",
    "Reset camera",
)


def words_of(text: str) -> str:
    """A menu item's words without its accelerator ("&Undo", "待った(&U)") or trailing "…"."""
    return re.sub(r"\(&\w\)|&", "", text).rstrip("…").strip()


def keys_rows(window: MainWindow, dialogs: Dialogs) -> dict[str, str]:
    """Open Help → Keys and mouse with F1's action; its rows, key → what it does."""
    window.view_options.keys_action.trigger()
    dialog = window.findChild(KeysDialog)
    assert dialog is not None and dialog.isVisible() and not dialogs.messages
    cells = [
        [item.text() if (item := table.item(row, column)) else "" for column in (0, 1)]
        for table in dialog.tables
        for row in range(table.rowCount())
    ]
    return {key: what for key, what in cells}


@pytest.mark.parametrize("language", LANGUAGES)
def test_keys_and_mouse_lists_every_action_that_has_a_shortcut(
    open_window: OpenWindow, dialogs: Dialogs, language: str
) -> None:
    with speaking(language):
        window = open_window()
        rows = keys_rows(window, dialogs)
        with_keys = [a for a in window.findChildren(QAction) if a.shortcuts()]
        assert len(with_keys) >= 22
        for action in with_keys:
            key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            assert key in rows, (key, action.text())
            assert rows[key].endswith(words_of(action.text())), (key, rows[key])
        assert len(rows) >= len(with_keys) + 8  # and the mouse and the board's own keys
        # The buttons that Alt and a letter press, the result banner's Rematch (Alt+M) first.
        assert (
            rows["Alt+M"]
            == {"en": "At the end of a game → Rematch", "ja": "終局時 → もう一局"}[language]
        )
        buttons = [b for b in window.findChildren(QAbstractButton) if b.window() is window]
        for button in buttons:
            key = QKeySequence.mnemonic(button.text())
            if not key.isEmpty():
                assert key.toString(QKeySequence.SequenceFormat.NativeText) in rows, button.text()


def test_keys_and_mouse_names_what_was_missing_with_its_menu(
    open_window: OpenWindow, dialogs: Dialogs
) -> None:
    window = open_window()
    described = set(keys_rows(window, dialogs).values())
    for name in ONCE_MISSING:
        assert any(what.endswith(f"→ {name}") for what in described), name
    assert "Edit → Undo" in described
    assert "Review → Start" in described


def about_dialog_shown(qtbot: Any, dialog: QDialog) -> None:
    dialog.show()
    qtbot.waitExposed(dialog)


def assert_all_in_view(dialog: AboutDialog) -> None:
    """Every line of the report without scrolling, and the whole wrapped description."""
    assert dialog.report.verticalScrollBar().maximum() == 0
    assert dialog.report.horizontalScrollBar().maximum() == 0
    label = dialog.description
    assert label.height() >= label.heightForWidth(label.width())
    screen = dialog.screen().availableGeometry()
    assert dialog.width() <= screen.width() and dialog.height() <= screen.height()


@pytest.mark.parametrize("language", LANGUAGES)
def test_about_shows_all_it_says(
    qtbot: Any, open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    with speaking(language):
        window = open_window()
        shown: list[AboutDialog] = []

        def exec_dialog(dialog: QDialog) -> int:
            assert isinstance(dialog, AboutDialog)
            about_dialog_shown(qtbot, dialog)
            shown.append(dialog)
            assert_all_in_view(dialog)
            return int(QDialog.DialogCode.Rejected)

        monkeypatch.setattr(QDialog, "exec", exec_dialog)
        window.menu_actions["about"].trigger()  # Help → About hyperrow
        assert len(shown) == 1
        # Every game hyperrow has, as the presets name them.
        description = shown[0].description.text()
        assert all(game_name(name) in description for name in PRESETS)
        # What is solved, how to check it, and Score Four's positions proven so far.
        proven = score_four_proven()
        assert proven == len(strategy_book.strategy_book("score-four").moves) > 100
        assert QLocale().toString(proven) in description
        for game in ("qubic", "score-four"):
            assert f"<code>hyperrow book {game} --verify</code>" in description
        # A longer report than this machine's: an OpenGL problem and a deep data folder.
        report = shown[0].report.toPlainText()
        longer = (
            report
            + "\nOpenGL problem: the first frame failed: GL_INVALID_OPERATION in glDrawArrays"
            + "\nbackup folder: /home/someone/.local/share/hyperrow/a/folder/deeper/than/most"
            + "/people/would/ever/make/for/their/games.hyperrow"
        )
        longer_dialog = AboutDialog(shown[0].description.text(), longer, window)
        about_dialog_shown(qtbot, longer_dialog)
        assert_all_in_view(longer_dialog)
        longer_dialog.close()
