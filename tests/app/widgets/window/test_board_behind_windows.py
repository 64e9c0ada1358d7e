"""The 3D view stays drawn on screen behind the windows that open over the main window: the
New game dialog (modal) and the Lessons window. Read from the screen itself (the X root
window), where a GL surface that stopped painting would show as the bare background."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, QTimer
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game
from tests.support.windows import OpenWindow

STEP = 5  # pixels between the samples


def uncovered(window: MainWindow, over: QWidget | None) -> dict[tuple[int, int], int]:
    """The screen's pixels over the 3D view, where `over` does not cover it."""
    board = window.board
    assert board is not None
    screen = QGuiApplication.primaryScreen().grabWindow(0).toImage()
    corner = board.mapToGlobal(QPoint(0, 0))
    cover = over.frameGeometry() if over is not None else QRect()
    return {
        (x, y): screen.pixel(x, y)
        for y in range(corner.y(), corner.y() + board.height(), STEP)
        for x in range(corner.x(), corner.x() + board.width(), STEP)
        if not cover.contains(x, y)
    }


def opened_game(open_window: OpenWindow, qtbot: Any) -> tuple[MainWindow, dict[Any, int]]:
    game = Game(PRESETS["qubic"])
    game.play((0, 0, 0))
    game.play((1, 1, 1))
    window = open_window(game=game)
    window.move(0, 0)
    qtbot.wait(300)  # the first frames drawn and shown
    return window, uncovered(window, None)


def drawn(before: dict[Any, int], now: dict[Any, int]) -> None:
    background = before[next(iter(before))]
    shown = [place for place, pixel in before.items() if pixel != background and place in now]
    assert len(shown) > 100, "too little of the board is left uncovered: the test shows nothing"
    assert all(now[place] == before[place] for place in shown)


def test_the_board_stays_drawn_behind_the_new_game_dialog(
    open_window: OpenWindow, qtbot: Any
) -> None:
    window, before = opened_game(open_window, qtbot)
    seen: list[dict[Any, int]] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog)
        qtbot.wait(300)
        seen.append(uncovered(window, dialog))
        dialog.reject()

    QTimer.singleShot(0, look)
    new = window.findChild(QAction, "new")
    assert isinstance(new, QAction)
    new.trigger()
    assert seen
    drawn(before, seen[0])


def test_the_board_stays_drawn_beside_the_lessons_window(
    open_window: OpenWindow, qtbot: Any
) -> None:
    window, before = opened_game(open_window, qtbot)
    window.lessons.action.trigger()
    lessons = window.lessons.dialog
    assert lessons.isVisible()
    board = window.board
    assert board is not None
    lessons.move(board.width() // 2, 200)  # half the view left uncovered
    qtbot.wait(300)
    drawn(before, uncovered(window, lessons))
    lessons.close()
