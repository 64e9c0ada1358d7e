"""The 3D view under a person's pointer: real X events (XTest) pass through the GL surface's
window to the board widget under it, so clicks play, the pointer hovers, drags turn the camera
and the wheel zooms, as QTest's events handed to the widget do."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QPoint

import engine
from tests.support.processes import assert_ran_cleanly, run_to_end
from tests.support.views import show_views
from tests.support.x_input import LEFT, WHEEL_UP, x_input

QUBIC = engine.PRESETS["qubic"]


def front_layer_in_turn() -> list[tuple[int, int, int]]:
    """The 16 cells of Qubic's front layer (y = 0), the two players' taking turns, so that
    neither completes a line in it: player 1 gets the cells where (x // 2 + z) is even."""
    cells = [(x, 0, z) for z in range(4) for x in range(4)]
    first = [c for c in cells if (c[0] // 2 + c[2]) % 2 == 0]
    second = [c for c in cells if (c[0] // 2 + c[2]) % 2 == 1]
    return [cell for pair in zip(first, second, strict=True) for cell in pair]


def test_a_real_click_on_every_cell_of_the_front_layer_plays_it(qtbot):
    views = show_views(qtbot, QUBIC)
    order = front_layer_in_turn()
    with x_input() as pointer:
        for ply, cell in enumerate(order):
            point = views.board.cell_screen_pos(cell).toPoint()
            with qtbot.waitSignal(views.session.moved) as moved:
                pointer.click(views.board, point)
            assert moved.args == [cell, ply % 2]
    assert views.game.moves == tuple(order)
    assert sorted(views.board.stone_cells) == sorted(order)


def test_the_real_pointer_hovers_turns_the_camera_and_zooms(qtbot):
    views = show_views(qtbot, QUBIC)
    board = views.board
    cell = (3, 0, 3)
    start = board.cell_screen_pos(cell).toPoint()
    with x_input() as pointer:
        pointer.move(board, start)
        qtbot.waitUntil(lambda: views.view_state.hover == cell)
        assert board.ghosts.outline_item.visible()

        azimuth = board.camera.state()["azimuth"]
        pointer.button(LEFT, True)
        for step in range(1, 6):
            pointer.move(board, start + QPoint(12 * step, 0))
        qtbot.waitUntil(lambda: board.camera.state()["azimuth"] != azimuth)
        pointer.button(LEFT, False)

        distance = board.camera.state()["distance"]
        pointer.click(board, start, WHEEL_UP)
        qtbot.waitUntil(lambda: board.camera.state()["distance"] < distance)
    # The X server keeps the order of events: the release came before the wheel, and a drag
    # plays nothing.
    assert views.game.moves == ()


EXIT_WITH_A_WINDOW_PENDING_DELETION = """
import sys, tempfile
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from app.startup.main import Start, create_window
window = create_window(Start(data_dir=Path(tempfile.mkdtemp()), screenshot=None))
window.show()
app.processEvents()
window.close_now()
window.deleteLater()  # never carried out: the process ends first, as a test run's does
print("exiting")
"""


@pytest.mark.processes
def test_a_process_ending_with_the_window_not_yet_deleted_exits_cleanly() -> None:
    """PySide deletes what Python owns at exit, before Qt destroys the windows: the GL surface
    must be Qt's (its container's) to delete, or the container is left with a deleted window
    and Qt crashes (this ended the whole test run with a segmentation fault once)."""
    done = run_to_end([sys.executable, "-c", EXIT_WITH_A_WINDOW_PENDING_DELETION])
    assert_ran_cleanly(done)
    assert done.stdout == "exiting\n"
