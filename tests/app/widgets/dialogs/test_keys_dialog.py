"""Help → Keys and mouse (F1), in English and Japanese: a dialog that fits a 1366×768 screen,
with a tab for the board and one for the commands, each a table a screen reader reads a row at
a time (not one long alert), its rows the board's own and the window's real shortcuts."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QTableWidget

from app.widgets.dialogs.keys_and_mouse import (
    BOARD_ROWS,
    FITS_HEIGHT,
    KeysDialog,
    shortcut_actions,
    shortcut_text,
)
from app.widgets.window.main_window import MainWindow
from app.widgets.words import tr
from tests.support.window_languages import LANGUAGES, speaking
from tests.support.windows import OpenWindow

SMALL_SCREEN = (1366, 768)
"""A common laptop's screen; FITS_HEIGHT leaves a panel's height of it."""


def pressed_f1(window: MainWindow, qtbot: Any) -> KeysDialog:
    """Press F1 on the window, as a person does; the dialog it opens."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    dialog = window.findChild(KeysDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def rows(table: QTableWidget) -> list[tuple[str, str]]:
    def text(row: int, column: int) -> str:
        item = table.item(row, column)
        assert item is not None
        return item.text()

    return [(text(row, 0), text(row, 1)) for row in range(table.rowCount())]


@pytest.mark.parametrize("language", LANGUAGES)
def test_f1_fits_a_small_screen_with_a_tab_for_each_subject(
    open_window: OpenWindow, qtbot: Any, language: str
) -> None:
    with speaking(language):
        window = open_window()
        dialog = pressed_f1(window, qtbot)
        assert dialog.windowTitle() == tr("Keys and mouse")
        width, height = SMALL_SCREEN
        frame = dialog.frameGeometry()
        assert height > FITS_HEIGHT
        assert frame.height() <= FITS_HEIGHT and frame.width() <= width
        assert dialog.minimumSizeHint().height() <= FITS_HEIGHT
        board, commands = dialog.tables
        assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == [
            tr("On the board"),
            tr("Commands"),
        ]
        # The board's rows are the table's data, each in the window's language.
        assert rows(board) == [(tr(key), tr(what)) for key, what in BOARD_ROWS]
        # Every shortcut of the window, read from its menus, is a row of the commands' tab;
        # a table too long for the dialog scrolls instead of growing it.
        listed = dict(rows(commands))
        for action, where in shortcut_actions(window):
            assert listed[shortcut_text(action)] == where
        dialog.tabs.setCurrentWidget(commands)
        assert commands.verticalScrollBar().maximum() > 0
        if language == "ja":
            assert "編集 → 待った" in listed.values()


def test_f1_is_read_a_row_at_a_time(open_window: OpenWindow, qtbot: Any) -> None:
    window = open_window()
    dialog = pressed_f1(window, qtbot)
    # A dialog, not a message box's alert that a screen reader reads in one go.
    interface = QAccessible.queryAccessibleInterface(dialog)
    assert interface is not None and interface.role() == QAccessible.Role.Dialog
    board, commands = dialog.tables
    # It opens with the focus on the board's table, at its first row.
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    assert QApplication.focusWidget() is board and board.currentRow() == 0
    table = QAccessible.queryAccessibleInterface(board)
    assert table is not None and table.role() == QAccessible.Role.Table
    assert table.text(QAccessible.Text.Name) == tr("On the board")
    # Down goes to the next row, and the screen reader's focus with it: one key and what it
    # does at a time.
    qtbot.keyClick(board, Qt.Key.Key_Down)
    assert board.currentRow() == 1
    cell = table.focusChild()
    assert cell is not None and cell.role() == QAccessible.Role.Cell
    assert cell.text(QAccessible.Text.Name) == BOARD_ROWS[1][0]
    # Ctrl+Tab goes to the commands' tab, whose table takes the focus.
    qtbot.keyClick(board, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert dialog.tabs.currentWidget() is commands
    # Escape closes it, and F1 opens it again.
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    again = pressed_f1(window, qtbot)
    assert again.isVisible() and again is not dialog
