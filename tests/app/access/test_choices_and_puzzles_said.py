"""Combo boxes named for what they choose, and each choice made with the arrow keys said (a
screen reader is not told of a closed box's change); the puzzle window says its task, each
verdict, the win and the solution, not only shows them."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox

from app.widgets.dialogs.new_game import NewGameDialog
from app.widgets.dialogs.players_dialog import PlayersDialog
from app.widgets.puzzles.puzzle_window import PuzzleWindow
from app.widgets.words.choice_words import choice_name, say_choices
from engine import PRESETS, format_cell
from engine.in_play.seats import cpu, human
from engine.puzzles.puzzle import Difficulty
from tests.support.windows import OpenWindow

CHOICE_WORDS = {
    "en": ("Game: Connect Four", "Who moves first: Player 2: CPU (hard)"),
    "ja": ("ゲーム: 四目並べ", "先手: プレイヤー2: CPU (上級)"),
}


def test_the_new_game_dialogs_boxes_are_named_and_say_their_choice(
    qtbot: Any, language: str
) -> None:
    dialog = NewGameDialog(PRESETS["tic-tac-toe"], [human(1), cpu(2, "hard")])
    qtbot.addWidget(dialog)
    said: list[str] = []
    say_choices(dialog, said.append)
    say_choices(dialog, said.append)  # followed once however often asked
    boxes = [box for box in dialog.findChildren(QComboBox) if box.isVisibleTo(dialog)]
    assert boxes and all(choice_name(box) for box in boxes), [
        box.objectName() for box in boxes if not choice_name(box)
    ]
    dialog.preset.setFocus()
    QTest.keyClick(dialog.preset, Qt.Key.Key_Down)
    game, first = CHOICE_WORDS[language]
    assert said == [game]
    QTest.keyClick(dialog.first, Qt.Key.Key_Down)
    assert said[-1] == first


def test_the_players_dialogs_level_is_said_as_it_is_arrowed(qtbot: Any) -> None:
    dialog = PlayersDialog([human(1), cpu(2, "easy")])
    qtbot.addWidget(dialog)
    said: list[str] = []
    say_choices(dialog, said.append)
    level = next(
        box
        for box in dialog.findChildren(QComboBox)
        if box.accessibleName() == "Player 2 (blue): CPU level"
    )
    QTest.keyClick(level, Qt.Key.Key_Down)
    assert said == [f"Player 2 (blue): CPU level: {level.currentText()}"]


def test_a_puzzle_says_its_task_its_verdicts_and_its_solution(
    open_window: OpenWindow, qtbot: Any
) -> None:
    window = open_window()
    action = window.findChild(QAction, "puzzles")
    assert action is not None
    action.trigger()
    puzzles = window.findChild(PuzzleWindow, "puzzles")
    assert puzzles is not None
    said = window.announcer.spoken
    heard: list[str] = []
    said.connect(heard.append)
    assert puzzles.board_box.accessibleName() == "Board"
    assert puzzles.difficulty_box.accessibleName() == "Difficulty"
    QTest.keyClick(puzzles.difficulty_box, Qt.Key.Key_Down)
    assert heard[-1] == f"Difficulty: {puzzles.difficulty_box.currentText()}"
    puzzles.model.rng = random.Random(1)
    puzzles.board_box.setCurrentIndex(puzzles.board_box.findData("qubic"))
    puzzles.difficulty_box.setCurrentIndex(puzzles.difficulty_box.findData(str(Difficulty.EASY)))
    QTest.mouseClick(puzzles.new_button, Qt.MouseButton.LeftButton)
    puzzle = puzzles.model.puzzle
    assert puzzle is not None
    assert heard[-1].startswith(puzzles.title_label.text())
    assert heard[-1].endswith(puzzles.task_label.text())
    wrong = next(c for c in puzzles.model.session.game.legal_moves() if c != puzzle.solution[0])
    puzzles.model.session.person.play_at(wrong)
    qtbot.waitUntil(lambda: heard[-1] == puzzles.message_label.text())
    assert heard[-1].startswith(format_cell(wrong))
    with qtbot.waitSignal(puzzles.model.solution_done, timeout=20000):
        QTest.mouseClick(puzzles.solution_button, Qt.MouseButton.LeftButton)
    moves = "; ".join(format_cell(cell) for cell in puzzle.solution)
    assert heard[-1] == f"The solution: {moves}. Retry to play it yourself."
