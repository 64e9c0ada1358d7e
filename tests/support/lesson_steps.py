"""Lessons taken in a window the way a player takes them: Help → Lessons, a lesson picked and
started, cells the engine judges right or wrong clicked on the lesson's board, and any message
box that comes up read and answered with a button, as a person would."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox

from app.model.session.game_session import GameSession
from app.widgets.board.board3d import Board3D
from app.widgets.window.main_window import MainWindow
from engine import Cell
from engine.lessons import LESSONS, Step, Verdict, judge

OpenWindow = Callable[..., MainWindow]
"""The `open_window` fixture: a window opened as `hyperrow --data-dir …` would."""


def lesson_session(window: MainWindow) -> GameSession:
    """The lessons' own session, on the lessons window's board."""
    return window.lessons.session


def cells_judged(window: MainWindow, step: Step, right: bool) -> list[Cell]:
    """The cells the engine judges right (or wrong) in the step's position on the board."""
    game = lesson_session(window).game
    return [
        cell for cell in game.legal_moves() if (judge(step, game, cell) is Verdict.RIGHT) == right
    ]


def play_like_a_click(qtbot: Any, window: MainWindow, cell: Cell) -> None:
    """Click `cell` in the lesson's 3D view where it is drawn unhidden, else play it as a click
    does."""
    board = window.lessons.board
    if isinstance(board, Board3D) and board.cell_layout.centre(cell) is not None:
        point = board.cell_screen_pos(cell)
        if board.cell_at(point) == cell:
            qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=point.toPoint())
            return
    lesson_session(window).person.play_at(cell)


def help_lessons(window: MainWindow) -> QAction:
    """Help → Lessons, found in the menu bar as a player finds it."""
    for entry in window.menuBar().actions():
        menu = entry.menu()
        if isinstance(menu, QMenu):
            for action in menu.actions():
                if action.objectName() == "lessons":
                    return action
    raise AssertionError("no Lessons in the menus")


def start(qtbot: Any, window: MainWindow, name: str) -> list[str]:
    """Help → Lessons, the lesson called `name` picked in the list, Start pressed; the texts
    of any message box that came up meanwhile (each cancelled), which should be none."""
    panel = window.lessons
    boxes = BoxWatch(QMessageBox.StandardButton.Cancel)
    try:
        help_lessons(window).trigger()
        assert panel.dialog.isVisible()
        panel.list.setCurrentRow([lesson.name for lesson in LESSONS].index(name))
        qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    finally:
        boxes.stop()
    return boxes.texts


class BoxWatch:
    """Every message box that comes up while it watches: its text kept, `button` pressed."""

    def __init__(self, button: QMessageBox.StandardButton) -> None:
        self.texts: list[str] = []
        self.button = button
        self.timer = QTimer()
        self.timer.timeout.connect(self._look)
        self.timer.start(10)

    def _look(self) -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            self.texts.append(box.text())
            pressed = box.button(self.button)
            (pressed if pressed is not None else box.buttons()[0]).click()

    def stop(self) -> None:
        self.timer.stop()
