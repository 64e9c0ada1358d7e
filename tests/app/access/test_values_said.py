"""What the window shows in words is said too: the hint with its value ("wins with best play",
"draw"), and whose threat a threatened cell is, in its description a screen reader reads with
the cell."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine import PRESETS, Game
from engine.in_play.seats import cpu, human
from tests.support.threatened_qubic import THREAT, threatened_game
from tests.support.windows import OpenWindow

WORDS = {
    "en": {"draw": ", draw", "hint": "Hint: play ", "threat": "threat of blue"},
    "ja": {"draw": "、引き分け", "hint": "ヒント: ", "threat": "青 のリーチ"},
}


def test_the_hint_is_said_with_its_value(
    open_window: OpenWindow, qtbot: Any, language: str
) -> None:
    window = open_window(game=Game(PRESETS["tic-tac-toe"]), players=(human(1), cpu(2, "easy")))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    words = WORDS[language]
    qtbot.waitUntil(
        lambda: window.announcer.said[-1:] != [] and words["hint"] in window.announcer.said[-1],
        timeout=30000,
    )
    said = window.announcer.said[-1]
    assert said.startswith(words["hint"]) and said.endswith(words["draw"]), said


def test_a_threatened_cell_says_whose_threat_it_is(open_window: OpenWindow, language: str) -> None:
    window = open_window(game=threatened_game(), players=(human(1), human(2)))
    window.view_state.set_show_threats(True)
    access = window.slices.board_access
    assert access.cell_description(THREAT) == WORDS[language]["threat"]
    assert access.cell_description((0, 2, 0)) == ""
