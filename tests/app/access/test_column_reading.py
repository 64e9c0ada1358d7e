"""Score Four's lower stones read from the keys: Page Up and Page Down walk the column under the
cursor cell by cell (a stone played still lands on top), C reads the whole column from the
bottom up, and a key that would leave the board says so."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine import PRESETS, Game
from engine.in_play.seats import human
from tests.support.windows import OpenWindow

WORDS = {
    "en": ("column 3,4: red, blue, empty, empty", "Edge of the board"),
    "ja": ("列 3,4: 赤、青、空き、空き", "盤の端です"),
}


def test_the_column_under_the_cursor_is_walked_and_read(
    open_window: OpenWindow, language: str
) -> None:
    window = open_window(game=Game(PRESETS["score-four"]), players=(human(1), human(2)))
    session, view = window.session, window.slices
    session.person.play_at((2, 3, 0))
    session.person.play_at((2, 3, 0))  # lands on top of the first: 3,4,2
    window.view_state.set_cursor((2, 3, 2))
    QTest.keyClick(view, Qt.Key.Key_PageDown)
    assert window.view_state.cursor == (2, 3, 1), "down the column, not back to its top"
    QTest.keyClick(view, Qt.Key.Key_PageDown)
    assert window.view_state.cursor == (2, 3, 0)
    QTest.keyClick(view, Qt.Key.Key_PageDown)
    column, edge = WORDS[language]
    assert window.view_state.cursor == (2, 3, 0) and window.announcer.said[-1] == edge
    QTest.keyClick(view, Qt.Key.Key_C)
    assert window.announcer.said[-1] == column
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert session.game.last_move == (2, 3, 2), "played on top of the column"
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert window.view_state.cursor == (1, 3, 0), "across the columns: where a stone lands"


def test_a_board_without_gravity_reads_no_column(open_window: OpenWindow) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    window.view_state.set_cursor((0, 0, 0))
    count = len(window.announcer.said)
    QTest.keyClick(window.slices, Qt.Key.Key_C)
    assert len(window.announcer.said) == count
    QTest.keyClick(window.slices, Qt.Key.Key_Left)
    assert window.announcer.said[-1] == "Edge of the board"
