"""Keyboard play: a cursor drawn in both views, moved by the arrows (x, y), Page Up/Down (z) and
[ ] (w), played by Enter or Space; Tab goes between the views; the keys are in Help."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from app.model.view.view_state import step_cursor
from app.scene import palette
from app.widgets.dialogs.keys_and_mouse import KeysDialog, keys_text
from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Cell, Game
from engine.in_play.seats import human
from tests.support.views import close_to
from tests.support.windows import Dialogs, OpenWindow

KEYS = {
    0: (Qt.Key.Key_Left, Qt.Key.Key_Right),
    1: (Qt.Key.Key_Down, Qt.Key.Key_Up),
    2: (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp),
    3: (Qt.Key.Key_BracketLeft, Qt.Key.Key_BracketRight),
}


def press(widget: QWidget, key: Qt.Key) -> None:
    QTest.keyClick(widget, key)


def focused() -> QWidget | None:
    return QApplication.focusWidget()


def walk_to(window: MainWindow, target: Cell) -> None:
    """Press the keys that bring the cursor to `target`, in whichever view has the focus."""
    widget = focused()
    assert widget in (window.board, window.slices)
    if window.view_state.cursor is None:
        press(widget, Qt.Key.Key_Right)  # the first key shows the cursor
    cursor = window.view_state.cursor
    assert cursor is not None
    for axis, (down, up) in KEYS.items():
        if axis >= len(target):
            continue
        for _ in range(abs(target[axis] - cursor[axis])):
            press(widget, up if target[axis] > cursor[axis] else down)
    assert window.view_state.cursor == target


def open_keyboard_game(open_window: OpenWindow, qtbot: Any, name: str) -> MainWindow:
    rules = PRESETS[name]
    window = open_window(game=Game(rules), players=tuple(human(i + 1) for i in range(2)))
    window.activateWindow()
    window.board.setFocus()
    qtbot.waitUntil(lambda: focused() is window.board)
    return window


def test_a_whole_game_of_qubic_is_played_with_the_keyboard_alone(
    open_window: OpenWindow, qtbot: Any
) -> None:
    window = open_keyboard_game(open_window, qtbot, "qubic")
    # Player 1 fills the column x = 2, y = 3 (z = 1..4); player 2 plays beside it.
    moves = [
        (2, 3, 0),
        (0, 0, 0),
        (2, 3, 1),
        (0, 0, 1),
        (2, 3, 2),
        (0, 1, 3),
        (2, 3, 3),
    ]
    for number, cell in enumerate(moves):
        walk_to(window, cell)
        # The cursor is drawn in both views, at the cell.
        item = window.board.mark_items["cursor"]
        assert item.visible()
        assert np.allclose(item.pos.mean(axis=0), window.board.cell_layout.centre(cell))
        assert any(
            layer.name == "cursor" and layer.cells == (cell,) for layer in window.slices.marks()
        )
        press(focused(), Qt.Key.Key_Space if number % 2 else Qt.Key.Key_Return)
        assert window.session.game.moves[-1] == cell
        # Tab goes to the other view and the next move is played from there; from the slice
        # panel it goes by the Moves list.
        before = focused()
        press(before, Qt.Key.Key_Tab)
        if before is window.slices:
            assert focused() is window.moves
            press(window.moves, Qt.Key.Key_Tab)
        assert focused() is (window.slices if before is window.board else window.board)
    outcome = window.session.game.outcome()
    assert outcome is not None and outcome.winners == (0,)


def test_the_cursor_moves_through_w_slices_and_the_views_follow(
    open_window: OpenWindow, qtbot: Any
) -> None:
    window = open_keyboard_game(open_window, qtbot, "four-d")
    walk_to(window, (1, 2, 3, 2))
    assert window.view_state.w == 2  # the slider follows the cursor to its slice
    assert window.w_slider.value() == 3  # counted from 1
    press(window.board, Qt.Key.Key_Enter)
    assert window.session.game.moves == ((1, 2, 3, 2),)
    assert (1, 2, 3, 2) in window.board.stone_cells
    # The cursor stops at the board's edge.
    for _ in range(6):
        press(window.board, Qt.Key.Key_BracketRight)
    assert window.view_state.cursor == (1, 2, 3, 3)


def test_the_cursor_goes_along_to_the_slice_the_slider_shows(
    open_window: OpenWindow, qtbot: Any
) -> None:
    window = open_keyboard_game(open_window, qtbot, "four-d")
    walk_to(window, (1, 2, 3, 0))
    cursors: list[Cell] = []
    window.view_state.cursor_changed.connect(cursors.append)
    window.w_slider.setValue(3)  # the slider counts from 1, as its label does
    assert cursors == [(1, 2, 3, 2)]  # once, to the same place in w = 3
    # A move and the keys go on from there: the view stays on w = 3 (a cursor left in w = 1
    # took it back there after every move).
    window.session.person.play_at((0, 0, 0, 2))
    assert window.view_state.w == 2
    press(window.board, Qt.Key.Key_Left)
    assert window.view_state.cursor == (0, 2, 3, 2) and window.view_state.w == 2
    # With every w-slice on view the cursor goes to any of them; back to one slice, it comes
    # to the one on view.
    window.menu_actions["all-slices"].trigger()
    press(window.board, Qt.Key.Key_BracketRight)
    assert window.view_state.cursor == (0, 2, 3, 3) and window.view_state.w == 2
    window.menu_actions["all-slices"].trigger()
    assert window.view_state.cursor == (0, 2, 3, 2)
    # The slice follows the cursor, which is there by the time the slice changes.
    seen: list[tuple[int, Cell | None]] = []
    window.view_state.w_changed.connect(lambda w: seen.append((w, window.view_state.cursor)))
    press(window.board, Qt.Key.Key_BracketLeft)
    assert seen == [(1, (0, 2, 3, 1))]


@pytest.mark.parametrize("name", ["connect-four", "score-four"])
def test_in_a_gravity_game_the_cursor_sits_where_the_stone_will_land(
    open_window: OpenWindow, qtbot: Any, name: str
) -> None:
    window = open_keyboard_game(open_window, qtbot, name)
    rules = window.session.rules
    gravity = rules.gravity
    assert gravity is not None
    up, down = KEYS[gravity][1], KEYS[gravity][0]
    column = (1, 0, 1)[: rules.ndim]
    walk_columns(window, column)
    landing = window.session.game.landing(column)
    assert window.view_state.cursor == landing  # on the bottom cell, not floating above it
    # Up and down the column the cursor walks every cell, so stones under the top can be
    # read; back on the landing cell it plays there.
    press(window.board, up)
    assert landing is not None and window.view_state.cursor == step_cursor(
        rules.shape, landing, gravity, 1
    )
    press(window.board, down)
    assert window.view_state.cursor == landing
    for height in range(rules.shape[gravity]):
        # The cursor is drawn on the cell the stone lands on, as the hover mark is.
        item = window.board.mark_items["cursor"]
        cell = window.view_state.cursor
        assert cell is not None and cell[gravity] == height
        assert np.allclose(item.pos.mean(axis=0), window.board.cell_layout.centre(cell))
        press(window.board, Qt.Key.Key_Return)
        assert window.session.game.moves[-1] == cell
    # The column is full: the cursor stays on its top cell, walks down it, and moves on
    # sideways to where a stone lands.
    assert window.view_state.cursor[gravity] == rules.shape[gravity] - 1
    press(window.board, down)
    assert window.view_state.cursor[gravity] == rules.shape[gravity] - 2
    press(window.board, Qt.Key.Key_Right)
    assert window.view_state.cursor == window.session.game.landing((2, *column[1:]))


def walk_columns(window: MainWindow, column: Cell) -> None:
    """Press the arrow keys that bring the cursor over `column` (every axis but gravity's)."""
    gravity = window.session.rules.gravity
    for axis, (down, up) in KEYS.items():
        if axis >= len(column) or axis == gravity:
            continue
        cursor = window.view_state.cursor
        assert cursor is not None
        for _ in range(abs(column[axis] - cursor[axis])):
            press(window.board, up if column[axis] > cursor[axis] else down)


def test_the_board_has_the_keyboard_and_shows_the_cursor_when_the_window_opens(
    open_window: OpenWindow, qtbot: Any
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    window.activateWindow()
    qtbot.waitUntil(lambda: focused() is window.board)
    assert window.view_state.cursor == (2, 2, 2)  # the middle: no stone played yet
    assert window.board.mark_items["cursor"].visible()
    press(window.board, Qt.Key.Key_Return)
    assert window.session.game.moves == ((2, 2, 2),)


def focus_frame_drawn(image: QImage, colour: tuple[float, float, float]) -> bool:
    """Whether `image` of a view has a frame of `colour` down its left edge."""
    ratio = image.devicePixelRatio()
    x = round(ratio)
    return all(
        close_to(image.pixelColor(x, y), colour, 40)
        for y in range(image.height() // 4, 3 * image.height() // 4, 7)
    )


def test_tab_shows_which_view_has_the_keyboard(open_window: OpenWindow, qtbot: Any) -> None:
    window = open_keyboard_game(open_window, qtbot, "qubic")
    label = palette.DARK.label
    assert focus_frame_drawn(window.board.grabFramebuffer(), label)
    assert not focus_frame_drawn(window.slices.grab().toImage(), label)
    press(window.board, Qt.Key.Key_Tab)
    assert focused() is window.slices
    assert focus_frame_drawn(window.slices.grab().toImage(), label)
    assert not focus_frame_drawn(window.board.grabFramebuffer(), label)


def test_help_lists_the_keys(open_window: OpenWindow, dialogs: Dialogs) -> None:
    window = open_window()
    text = keys_text(window)
    for key in ("Arrow keys", "Page Up", "[ and ]", "Enter or Space", "Tab", "Ctrl"):
        assert key in text
    # The screen reader's keys: the last moves, the last announcement again.
    for said in ("Review → Say the last moves", "Review → Say that again", "Moves list"):
        assert said in text
    window.view_options.keys_action.trigger()
    shown = window.findChild(KeysDialog)
    assert shown is not None and shown.windowTitle() == "Keys and mouse" and not dialogs.messages
    assert window.view_options.keys_action in window.menuBar().actions()[-1].menu().actions()
