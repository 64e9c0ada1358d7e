"""Game → Puzzles says whose stones the player has in a whole sentence, in English and in
natural Japanese ("あなたの石は 赤 です。", not the clipped "あなたの石は 赤。")."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest

from app.widgets.puzzles.puzzle_window import PuzzleWindow
from engine.puzzles.puzzle import Difficulty
from tests.support.window_languages import speaking
from tests.support.windows import OpenWindow

SAID = {
    "en": ("You play red", "You play blue"),
    "ja": ("あなたの石は 赤 です。", "あなたの石は 青 です。"),
}


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_puzzle_says_whose_stones_you_have_in_a_whole_sentence(
    open_window: OpenWindow, qtbot: Any, language: str
) -> None:
    with speaking(language):
        window = open_window()
        action = window.findChild(QAction, "puzzles")
        assert action is not None
        action.trigger()
        puzzles = window.findChild(PuzzleWindow, "puzzles")
        assert puzzles is not None
        qtbot.waitExposed(puzzles)
        puzzles.model.rng = random.Random(3)
        puzzles.board_box.setCurrentIndex(puzzles.board_box.findData("qubic"))
        easy = puzzles.difficulty_box.findData(str(Difficulty.EASY))
        puzzles.difficulty_box.setCurrentIndex(easy)
        QTest.mouseClick(puzzles.new_button, Qt.MouseButton.LeftButton)
        text = puzzles.task_label.text()
        assert text.startswith(SAID[language]), text
