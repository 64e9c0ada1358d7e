"""Edit → Copy moves, Copy game code and Paste through the real window and its keys: three
moves of Qubic copied and pasted back into a new game, a game code pasted into a fresh window,
pasted garbage refused naming what is wrong and where (the game untouched), and Ctrl+V in a
text field of the window left to the field."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game
from engine.in_play.seats import human
from tests.support.notation_games import play
from tests.support.programs.language_walk import is_japanese_or_neutral
from tests.support.window_languages import speaking
from tests.support.windows import Dialogs, OpenWindow

QUBIC = PRESETS["qubic"]
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def active(qtbot: Any, window: MainWindow) -> MainWindow:
    """`window` made the active one, as the desktop makes a window it opens (shortcuts work in
    the active window only), its 3D view with the keyboard."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert window.board is not None
    window.board.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.board)
    return window


def qubic_window(open_window: OpenWindow, qtbot: Any, **options: Any) -> MainWindow:
    window = open_window(game=Game(QUBIC), players=(human(1), human(2)), **options)
    return active(qtbot, window)


def press(window: MainWindow, key: Qt.Key, modifiers: Qt.KeyboardModifier = CTRL) -> None:
    """`key` pressed in the widget with the focus, as a person presses it."""
    target = QApplication.focusWidget() or window
    QTest.keyClick(target, key, modifiers)


def test_three_moves_copied_and_pasted_into_a_new_game(
    open_window: OpenWindow, dialogs: Dialogs, qtbot: Any
) -> None:
    window = qubic_window(open_window, qtbot)
    play(window, "1,1,1", "2,2,2", "4,1,1")
    moves = window.session.game.moves
    press(window, Qt.Key.Key_C)
    assert QApplication.clipboard().text() == "1,1,1 2,2,2 4,1,1"
    window.session.new_game(QUBIC)
    assert window.session.game.ply == 0
    press(window, Qt.Key.Key_V)
    assert window.session.game.moves == moves
    assert window.session.rules == QUBIC
    assert dialogs.messages == []
    library = window.session.in_play.library
    assert library is not None
    kept = [library.load(entry.game_id).game.moves for entry in library.games(QUBIC)]
    assert moves in kept


def test_paste_asks_before_replacing_an_unfinished_game(
    open_window: OpenWindow, dialogs: Dialogs, qtbot: Any
) -> None:
    window = qubic_window(open_window, qtbot)
    play(window, "1,1,1")
    QApplication.clipboard().setText("2,2,2 3,3,3")
    dialogs.answer = dialogs.answer.Cancel
    window.menu_actions["paste"].trigger()
    assert dialogs.titles() == ["Unsaved game"]
    kept = window.session.game.moves
    assert kept == ((0, 0, 0),)
    dialogs.answer = dialogs.answer.Discard
    window.menu_actions["paste"].trigger()
    pasted = window.session.game.moves
    assert pasted == ((1, 1, 1), (2, 2, 2))


def test_a_game_code_pasted_in_a_fresh_window(
    open_window: OpenWindow, dialogs: Dialogs, qtbot: Any, tmp_path: Path
) -> None:
    first = open_window(game=Game(PRESETS["connect-four"]), players=(human(1), human(2)))
    play(first, "4,1", "4,2", "3,1", "5,1")
    active(qtbot, first)
    press(first, Qt.Key.Key_C, CTRL | SHIFT)
    code = QApplication.clipboard().text()
    assert code.startswith("A") and "," not in code
    fresh = qubic_window(open_window, qtbot, data_dir=tmp_path / "other")
    press(fresh, Qt.Key.Key_V)
    assert fresh.session.rules == PRESETS["connect-four"]
    assert fresh.session.game.moves == first.session.game.moves
    assert dialogs.messages == []


def test_garbage_is_refused_saying_what_is_wrong_and_where(
    open_window: OpenWindow, dialogs: Dialogs, qtbot: Any
) -> None:
    window = qubic_window(open_window, qtbot)
    play(window, "1,1,1", "2,2,2")
    before = window.session.game.moves
    QApplication.clipboard().setText("hello world")
    press(window, Qt.Key.Key_V)
    QApplication.clipboard().setText("1,1,1 2,2,2 5,1,1")
    press(window, Qt.Key.Key_V)
    QApplication.clipboard().setText("1,1,1 1,1,1")
    press(window, Qt.Key.Key_V)
    texts = [text for _, _, text in dialogs.messages]
    assert dialogs.titles() == ["Cannot paste"] * 3
    assert texts[0] == (
        "This is not a game code. At character 6 of the code, "
        "this character is not one a code has (' ')."
    )
    assert texts[1] == (
        "This is not a list of moves of Qubic: at move 3 (“5,1,1”), "
        "x = 5 is off the board, which runs from 1 to 4."
    )
    assert texts[2].startswith("This is not a list of moves of Qubic: at move 2 (“1,1,1”), ")
    assert "1,1,1 is taken by" in texts[2]
    assert window.session.game.moves == before
    assert window.statusBar().currentMessage() == texts[2]


def test_ctrl_v_in_the_chat_box_pastes_into_the_box(
    open_window: OpenWindow, dialogs: Dialogs, qtbot: Any
) -> None:
    window = qubic_window(open_window, qtbot)
    play(window, "1,1,1")
    chat = window.network.chat
    chat.show()
    qtbot.waitUntil(chat.entry.isVisible)
    chat.entry.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is chat.entry)
    QApplication.clipboard().setText("2,2,2 3,3,3")
    press(window, Qt.Key.Key_V)
    assert chat.entry.text() == "2,2,2 3,3,3"
    assert window.session.game.moves == ((0, 0, 0),)
    assert dialogs.messages == []


def test_pasted_garbage_is_refused_in_japanese(
    open_window: OpenWindow, dialogs: Dialogs, qtbot: Any
) -> None:
    with speaking("ja"):
        window = qubic_window(open_window, qtbot)
        QApplication.clipboard().setText("1,1,1 9,1,1")
        window.menu_actions["paste"].trigger()
        QApplication.clipboard().setText("xyz")
        window.menu_actions["paste"].trigger()
        texts = [text for _, _, text in dialogs.messages] + dialogs.titles()
        texts += [window.menu_actions[name].text() for name in ("copy-moves", "copy-code")]
        texts += [window.menu_actions[name].text() for name in ("paste", "set-up")]
        english = [text for text in texts if not is_japanese_or_neutral(text)]
        assert english == []
