"""What a screen reader reads when a board view takes the keyboard: the board, then the cell under
the cursor, and the long keyboard help only the first time in the window, with the cell (after
that it is the board's help text, read on request); and with View → Show move values on, each
cell's value in its description, in the words of the cell's tooltip.
(tests/app/access/test_orca_return.py hears it through Orca.)"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from app.widgets.words.analysis_words import value_words
from engine import PRESETS, Game
from engine.in_play.seats import human
from tests.support.windows import OpenWindow

Text = QAccessible.Text
HELP = {"en": "S says the position", "ja": "S で局面"}
CELL = {"en": "cell 3,3,3: empty", "ja": "マス 3,3,3: 空き"}  # where the cursor starts
WON = {"en": "won", "ja": "勝ち (終局)"}  # the win at once, as the tooltip says it
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def described(view: QWidget, which: QAccessible.Text = Text.Description) -> str:
    interface = QAccessible.queryAccessibleInterface(view)
    assert interface is not None
    return str(interface.text(which))


def test_the_help_is_read_once_then_the_cell_under_the_cursor(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    board = window.board
    assert board is not None
    window.activateWindow()
    qtbot.waitUntil(board.hasFocus)
    # The first time a board takes the keyboard, the board and the cursor's cell have the
    # keyboard help in their descriptions (Orca reads the cell's: it reads the board only as
    # the cell's context).
    for view in (board, window.slices):
        assert HELP[language] in described(view)
    cursor = window.view_state.cursor
    assert cursor is not None
    assert HELP[language] in board.board_access.cell_description(cursor)
    QTest.keyClick(board, Qt.Key.Key_Tab)  # on to the slice panel
    qtbot.waitUntil(window.slices.hasFocus)
    for view in (board, window.slices):
        assert described(view) == "", "said once in the window"
        assert HELP[language] in described(view, Text.Help), "kept as the help text"
    # The reader's focus is on the cell under the cursor, which says only what it holds.
    focused = QAccessible.queryAccessibleInterface(window.slices).focusChild()
    assert focused is not None and focused.text(Text.Name) == CELL[language]
    assert focused.text(Text.Description) == ""
    # Back from another window (a dialog): the board again, with no help, on the same cell.
    cover = QWidget()
    cover.show()
    cover.activateWindow()
    qtbot.waitUntil(lambda: not window.isActiveWindow())
    assert QAccessible.queryAccessibleInterface(window.slices).focusChild() is None
    cover.close()
    window.activateWindow()
    qtbot.waitUntil(window.slices.hasFocus)
    focused = QAccessible.queryAccessibleInterface(window.slices).focusChild()
    assert focused is not None and focused.text(Text.Name) == CELL[language]
    assert described(window.slices) == ""


def test_a_cell_says_its_move_value_while_the_values_are_shown(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    game = Game(PRESETS["tic-tac-toe"])
    for move in [(0, 0), (0, 1), (1, 1), (0, 2)]:
        game.play(move)  # red to move: 3,3 wins at once
    window = open_window(game=game, players=(human(1), human(2)))
    assert window.board is not None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    access = window.slices.board_access
    assert access.cell_description((2, 2)) == "", "no value while the values are not shown"
    QTest.keyClick(window, Qt.Key.Key_V, CTRL_SHIFT)  # View → Show move values
    study = window.session.position_study
    qtbot.waitUntil(lambda: study.values(window.session.shown_game) is not None, timeout=60_000)
    values = study.values(window.session.shown_game)
    assert values is not None and sorted(values) == sorted(game.legal_moves())
    for cell, value in values.items():
        for view in (window.board, window.slices):
            assert view.board_access.cell_description(cell) == value_words(value)
    assert access.cell_description((2, 2)) == WON[language]
    # A taken cell has no value: the last move's says only that it is.
    assert access.cell_description((0, 2)) == {"en": "last move", "ja": "直前の手"}[language]
    QTest.keyClick(window, Qt.Key.Key_V, CTRL_SHIFT)  # View → Show move values
    assert access.cell_description((2, 2)) == "", "the values hidden, not said"
