"""Help → Lessons: the faint stone under the pointer shows where a move would go only while the
step waits for one. Once a move is answered wrong the board takes no stone until Retry, and the
pointer over an empty cell shows none."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from app.widgets.board.board3d import Board3D
from app.widgets.lessons.lesson_panel import LessonPanel
from engine import Cell
from engine.lessons import LESSONS, Ask
from tests.support.lesson_steps import cells_judged, lesson_session, play_like_a_click, start
from tests.support.windows import OpenWindow

FIRST_ASKING = next(
    (lesson, step) for lesson in LESSONS for step in lesson.steps if step.ask is not Ask.READ
)


def board_of(panel: LessonPanel) -> Board3D:
    assert isinstance(panel.board, Board3D)
    return panel.board


def point_at(panel: LessonPanel, qtbot: Any, avoid: set[Cell]) -> Cell:
    """Move the pointer (no button held) over an empty cell the board draws unhidden, other
    than those of `avoid`; the cell it is over."""
    board = board_of(panel)
    for cell in panel.session.game.legal_moves():
        if cell in avoid or board.cell_layout.centre(cell) is None:
            continue
        point = board.cell_screen_pos(cell)
        if board.cell_at(point) == cell:
            QTest.mouseMove(board, (point + QPointF(1, 1)).toPoint())
            QTest.mouseMove(board, point.toPoint())
            qtbot.wait(20)
            return cell
    raise AssertionError("no empty cell to point at")


def ghost_shown(panel: LessonPanel) -> bool:
    return bool(board_of(panel).ghosts.stone_item.visible())


def test_no_ghost_stone_once_a_wrong_answer_is_given(qtbot: Any, open_window: OpenWindow) -> None:
    lesson, asking = FIRST_ASKING
    window = open_window()
    panel = window.lessons
    start(qtbot, window, lesson.name)
    for step in lesson.steps:
        if step is asking:
            break
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    panel.dialog.activateWindow()  # the pointer's moves go to the active window
    qtbot.waitUntil(panel.dialog.isActiveWindow)
    pointed = point_at(panel, qtbot, set())
    assert panel.view_state.hover == pointed and ghost_shown(panel)  # a move is awaited

    played = cells_judged(window, asking, right=False)[0]
    play_like_a_click(qtbot, window, played)
    assert lesson_session(window).game.moves[-1] == played
    point_at(panel, qtbot, {played})
    assert not ghost_shown(panel)
    assert panel.view_state.hover is None

    qtbot.mouseClick(panel.retry_button, Qt.MouseButton.LeftButton)
    point_at(panel, qtbot, set())
    assert ghost_shown(panel)  # asked again: the stone to play shows where it would go
