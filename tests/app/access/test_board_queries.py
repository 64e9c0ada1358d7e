"""The blind player's query keys on the board, pressed as a player presses them: a Qubic game
against the CPU where the CPU threatens a line. S says each side's stones layer by layer and the
threat, T the threats, Shift+T takes the cursor to the threat and says whose it is, L says the
last move and goes to it, 1 and 2 jump through each side's stones, X Y Z read the line along that
axis through the cursor, A the lines through its cell, K whose turn it is, H the hint's cell;
on both board views, in English and in Japanese."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from engine import PRESETS, Game
from engine.clocks import TimeControl
from engine.in_play.seats import cpu, human
from tests.support.threatened_qubic import MOVES, THREAT, threatened_game
from tests.support.windows import OpenWindow

Key = Qt.Key

WORDS = {
    "en": {
        "summary": "You (red), 3 stones. layer 4: 1,1,4; 4,1,4; 1,4,4. "
        "CPU (easy) (blue), 3 stones. layer 1: 2,2,1; 3,2,1; 4,2,1. "
        "CPU (easy) threatens 1,2,1",
        "threats": "CPU (easy) threatens 1,2,1",
        "to threat": "Threat 1 of 1: CPU (easy) threatens 1,2,1",
        "last": "Last move: CPU (easy) plays 4,2,1 (blue)",
        "red 1": "Red stone 1 of 3: 1,1,4",
        "red 2": "Red stone 2 of 3: 4,1,4",
        "blue 1": "Blue stone 1 of 3: 2,2,1",
        "along x": "along x through 2,2,1: empty, blue, blue, blue",
        "along z": "along z through 2,2,1: blue, empty, empty, empty",
        "no w": "This board has no w axis",
        "lines": "Lines through 2,2,1: 4. From 2,2,1 to 2,2,4: blue, empty, empty, empty. "
        "From 2,1,1 to 2,4,1: empty, blue, empty, empty. "
        "From 1,2,1 to 4,2,1: empty, blue, blue, blue. "
        "From 1,1,1 to 4,4,1: empty, blue, empty, empty",
        "turn": "You (red) to move",
        "no hint": "No hint yet: Ctrl+H asks for one",
        "hint": "Hint: play %1",
    },
    "ja": {
        "summary": "あなた (赤)、石 3 個。4 段目: 1,1,4、4,1,4、1,4,4。"
        "CPU (初級) (青)、石 3 個。1 段目: 2,2,1、3,2,1、4,2,1。"
        "CPU (初級) のリーチ: 1,2,1",
        "threats": "CPU (初級) のリーチ: 1,2,1",
        "to threat": "リーチ (1 個中 1 個目): CPU (初級) のリーチ: 1,2,1",
        "last": "最後の手: CPU (初級) が 4,2,1 に打ちました (青)",
        "red 1": "赤 の石 (3 個中 1 個目): 1,1,4",
        "red 2": "赤 の石 (3 個中 2 個目): 4,1,4",
        "blue 1": "青 の石 (3 個中 1 個目): 2,2,1",
        "along x": "2,2,1 を通る x 方向: 空き、青、青、青",
        "along z": "2,2,1 を通る z 方向: 青、空き、空き、空き",
        "no w": "この盤には w 軸がありません",
        "lines": "2,2,1 を通るライン: 4 本。2,2,1 から 2,2,4: 青、空き、空き、空き。"
        "2,1,1 から 2,4,1: 空き、青、空き、空き。1,2,1 から 4,2,1: 空き、青、青、青。"
        "1,1,1 から 4,4,1: 空き、青、空き、空き",
        "turn": "あなた (赤) の番",
        "no hint": "ヒントはまだありません: Ctrl+H で求められます",
        "hint": "ヒント: %1 に打つ",
    },
}


def test_the_query_keys_say_the_position_and_move_the_cursor(
    open_window: OpenWindow, qtbot: Any, language: str
) -> None:
    window = open_window(game=threatened_game(), players=(human(1), cpu(2, "easy")))
    words = WORDS[language]
    announcer = window.announcer
    assert window.board is not None
    window.activateWindow()
    window.board.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.board)

    def press(key: int, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> str:
        count = len(announcer.said)
        QTest.keyClick(QApplication.focusWidget(), key, modifier)
        assert len(announcer.said) == count + 1, "each query key says one thing"
        return announcer.said[-1]

    assert press(Key.Key_S) == words["summary"]
    assert press(Key.Key_T) == words["threats"]
    assert press(Key.Key_T, Qt.KeyboardModifier.ShiftModifier) == words["to threat"]
    assert window.view_state.cursor == THREAT
    assert press(Key.Key_L) == words["last"]
    assert window.view_state.cursor == (3, 1, 0), "the cursor went to the last move"
    assert press(Key.Key_1) == words["red 1"]  # round from the bottom layer to the first
    assert window.view_state.cursor == (0, 0, 3)
    assert press(Key.Key_1) == words["red 2"]
    assert window.view_state.cursor == (3, 0, 3)
    assert press(Key.Key_2) == words["blue 1"]
    assert window.view_state.cursor == (1, 1, 0)
    assert window.session.game.ply == len(MOVES), "no query plays"

    # The slice panel answers the same keys, around the same cursor.
    window.slices.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.slices)
    assert press(Key.Key_X) == words["along x"]
    assert press(Key.Key_Z) == words["along z"]
    assert press(Key.Key_W) == words["no w"]
    assert press(Key.Key_A) == words["lines"]
    assert press(Key.Key_K) == words["turn"]
    assert press(Key.Key_H) == words["no hint"]
    QTest.keyClick(window, Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # Game → Hint
    qtbot.waitUntil(lambda: window.session.hint_cell is not None, timeout=30000)
    hint = window.session.hint_cell
    assert press(Key.Key_H).startswith(
        words["hint"].replace("%1", ",".join(str(c + 1) for c in hint))
    )
    assert window.view_state.cursor == hint, "H went to the hint's cell"
    QTest.keyClick(window.slices, Key.Key_3)
    assert window.view_state.cursor == hint, "two players: 3 is no key of theirs"


def test_the_cursor_keys_still_move_and_play(open_window: OpenWindow, qtbot: Any) -> None:
    """The query keys take none of the board's own keys."""
    window = open_window(game=threatened_game(), players=(human(1), human(2)))
    window.activateWindow()
    window.slices.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.slices)
    window.view_state.set_cursor((0, 1, 0))
    QTest.keyClick(window.slices, Key.Key_Right)
    assert window.view_state.cursor == (1, 1, 0)
    QTest.keyClick(window.slices, Key.Key_Left)
    QTest.keyClick(window.slices, Key.Key_Return)
    assert window.session.game.last_move == (0, 1, 0)
    # With Ctrl held a letter is no query: Ctrl+T still turns Show threats on.
    QTest.keyClick(window, Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert window.view_state.show_threats


def test_the_board_tells_a_screen_reader_its_query_keys(
    open_window: OpenWindow, language: str
) -> None:
    window = open_window(game=threatened_game(), players=(human(1), human(2)))
    said = {"en": "S says the position", "ja": "S で局面"}[language]
    for view in (window.board, window.slices):
        interface = QAccessible.queryAccessibleInterface(view)
        assert interface is not None
        assert said in interface.text(QAccessible.Text.Description)


@pytest.mark.parametrize(
    ("preset", "moves_along"),
    [("tic-tac-toe", ()), ("qubic", ("Page Up",)), ("four-d", ("Page Up", "[ and ]"))],
)
def test_the_board_names_only_the_keys_that_move_on_it(
    open_window: OpenWindow, preset: str, moves_along: tuple[str, ...]
) -> None:
    window = open_window(game=Game(PRESETS[preset]), players=(human(1), human(2)))
    interface = QAccessible.queryAccessibleInterface(window.board)
    assert interface is not None
    described = interface.text(QAccessible.Text.Description)
    assert described.startswith("Arrow keys move the cursor")
    assert [key for key in ("Page Up", "[ and ]") if key in described] == list(moves_along)


def test_k_says_whose_turn_it_is_with_the_clocks(
    open_window: OpenWindow, qtbot: Any, language: str
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), cpu(2, "easy")))
    window.session.new_game(
        Game(PRESETS["qubic"]), [human(1), cpu(2, "easy")], control=TimeControl(5)
    )
    window.activateWindow()
    window.slices.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.slices)
    QTest.keyClick(window.slices, Key.Key_K)
    # Your clock runs (its time is whatever it is now), the CPU's waits at 5:00.
    said = {
        "en": r"You \(red\) to move\. You, Red, \d:\d\d left, to move\. "
        r"CPU \(easy\), Blue, 5:00 left",
        "ja": r"あなた \(赤\) の番。あなた、赤、残り \d:\d\d、手番。CPU \(初級\)、青、残り 5:00",
    }[language]
    assert re.fullmatch(said, window.announcer.said[-1]), window.announcer.said[-1]
