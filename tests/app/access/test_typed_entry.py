"""The typed entry, as a player who cannot see the board uses it: `/` opens a named box with the
keyboard in it; a cell typed in the terminal's notation and Enter plays there through the same
door as a click (and the move is announced); a bad entry says what is wrong and where, in the box
and to the screen reader, keeps the text and plays nothing; "go" moves the cursor; the queries
answer by name (in Japanese by their Japanese names too); Escape or a done entry gives the
keyboard back to the board view it came from."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit

from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game
from engine.in_play.seats import cpu, human
from tests.support.threatened_qubic import threatened_game
from tests.support.windows import OpenWindow

Key = Qt.Key

WORDS = {
    "en": {
        "name": "Type a move or a command",
        "range": "x = 9 is out of range: x goes from 1 to 4",
        "taken": "2,2,1 is taken by CPU (easy).",
        "count": "2 numbers typed: this board takes 3 (x,y,z)",
        "word": "hello is not a number or a command",
        "played": "You play 2,3,1 (red)",
        "summary": "summary",
        "summary said": "Red, 3 stones. layer 4: 1,1,4; 4,1,4; 1,4,4. "
        "Blue, 3 stones. layer 1: 2,2,1; 3,2,1; 4,2,1. Blue threatens 1,2,1",
        "threats said": "Blue threatens 1,2,1",
        "column full": "That column is full",
        "short count": "1 numbers typed: this board takes 3 (x,y,z), or 2 (x,y) to drop a stone",
    },
    "ja": {
        "name": "手かコマンドを入力",
        "range": "x = 9 は範囲外です: x は 1 から 4 まで",
        "taken": "2,2,1 には CPU (初級) の石があります。",
        "count": "入力された数は 2 つです: この盤では 3 つ (x,y,z)",
        "word": "hello は数でもコマンドでもありません",
        "played": "あなたが 2,3,1 に打ちました (赤)",
        "summary": "要約",
        "summary said": "赤、石 3 個。4 段目: 1,1,4、4,1,4、1,4,4。"
        "青、石 3 個。1 段目: 2,2,1、3,2,1、4,2,1。青 のリーチ: 1,2,1",
        "threats said": "青 のリーチ: 1,2,1",
        "column full": "その列は満杯です",
        "short count": "入力された数は 1 つです: この盤では 3 つ (x,y,z)、"
        "石を落とすなら 2 つ (x,y)",
    },
}


def entry_line(window: MainWindow) -> QLineEdit:
    line = window.findChild(QLineEdit, "typed-entry-line")
    assert isinstance(line, QLineEdit)
    return line


def type_in(window: MainWindow, qtbot: Any, text: str) -> QLineEdit:
    """`/` from where the keyboard is, then `text` and Enter, as typed."""
    QTest.keyClick(QApplication.focusWidget(), Key.Key_Slash)
    line = entry_line(window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is line)
    line.selectAll()
    if text.isascii():
        QTest.keyClicks(line, text)
    else:  # as a Japanese input method hands the line its words: committed whole
        typed = QInputMethodEvent()
        typed.setCommitString(text)
        QApplication.sendEvent(line, typed)
    QTest.keyClick(line, Key.Key_Return)
    return line


def focus_board(window: MainWindow, qtbot: Any) -> None:
    assert window.board is not None
    window.activateWindow()
    window.board.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.board)


def test_a_typed_move_is_played_and_a_bad_one_is_said(
    open_window: OpenWindow, qtbot: Any, language: str
) -> None:
    window = open_window(game=threatened_game(), players=(human(1), cpu(2, "easy")))
    words = WORDS[language]
    focus_board(window, qtbot)
    ply = window.session.game.ply
    for typed, problem in (
        ("9,9,9", words["range"]),
        ("2,2,1", words["taken"]),
        ("2,3", words["count"]),
        ("hello", words["word"]),
    ):
        line = type_in(window, qtbot, typed)
        message = window.findChild(QLineEdit, "typed-entry-line")
        assert message is line and line.isVisible() and line.text() == typed, "the text kept"
        assert window.announcer.said[-1] == problem, typed
        assert line.accessibleDescription() == problem, "the box says it too"
        assert window.session.game.ply == ply, "nothing played"
    assert line.accessibleName() == words["name"]
    type_in(window, qtbot, "2,3,1")
    assert window.session.game.moves[ply] == (1, 2, 0)
    assert words["played"] in window.announcer.said
    assert not line.isVisible()
    assert QApplication.focusWidget() is window.board, "the keyboard is back on the board"


def test_queries_by_name_and_the_cursor_typed(
    open_window: OpenWindow, qtbot: Any, language: str
) -> None:
    window = open_window(game=threatened_game(), players=(human(1), human(2)))
    words = WORDS[language]
    window.activateWindow()
    window.slices.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.slices)
    type_in(window, qtbot, words["summary"])
    assert window.announcer.said[-1] == words["summary said"]
    assert QApplication.focusWidget() is window.slices, "back to the slice panel"
    type_in(window, qtbot, "threats")  # the English names in every language
    assert window.announcer.said[-1] == words["threats said"]
    type_in(window, qtbot, "go 4,4,4")
    assert window.view_state.cursor == (3, 3, 3)
    type_in(window, qtbot, "last")
    assert window.view_state.cursor == (3, 1, 0)
    ply = window.session.game.ply
    QTest.keyClick(window.slices, Key.Key_Slash)
    line = entry_line(window)
    QTest.keyClicks(line, "1,1,1")
    QTest.keyClick(line, Key.Key_Escape)
    assert not line.isVisible() and QApplication.focusWidget() is window.slices
    assert window.session.game.ply == ply, "Escape plays nothing"


def test_score_four_takes_the_column_alone(
    open_window: OpenWindow, qtbot: Any, language: str
) -> None:
    """In a gravity game the column alone drops a stone, as in the terminal."""
    window = open_window(game=Game(PRESETS["score-four"]), players=(human(1), human(2)))
    words = WORDS[language]
    focus_board(window, qtbot)
    type_in(window, qtbot, "3,4")
    assert window.session.game.last_move == (2, 3, 0)
    line = type_in(window, qtbot, "3")
    assert window.announcer.said[-1] == words["short count"]
    for _ in range(3):
        line.clear()
        QTest.keyClicks(line, "3,4")
        QTest.keyClick(line, Key.Key_Return)
        QTest.keyClick(QApplication.focusWidget(), Key.Key_Slash)
    line.clear()
    QTest.keyClicks(line, "3,4")
    QTest.keyClick(line, Key.Key_Return)
    assert window.announcer.said[-1] == words["column full"]
