"""View → Ghost neighbouring slices: the 3D view draws the stones of the w-slices next to the
one on view as faint ghosts, only while the option is on, and the option is remembered."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from app.scene import picking
from app.scene.ghost_slices import GHOST_NUDGE
from engine import PRESETS, Game
from engine.in_play.seats import human
from tests.support.views import board_pixel
from tests.support.windows import OpenWindow

NEXT_SLICE = (2, 1, 3, 1)
"""A stone on the slice after the one on view (w = 0), with its cell on view empty."""


def distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def test_ghost_slices_draw_the_neighbouring_slices_stones_and_are_remembered(
    open_window: OpenWindow, data_dir: Path
) -> None:
    game = Game(PRESETS["four-d"])
    game.play(NEXT_SLICE)
    window = open_window(game=game, players=(human(1), human(2)))
    board = window.board
    assert board is not None
    action = window.view_options.ghost_slices_action
    assert action.objectName() == "ghost-slices" and action.isCheckable() and action.isEnabled()
    assert not board.ghosts.slices_item.visible()
    window.view_state.set_w(0)
    centre = board.cell_layout.centre((*NEXT_SLICE[:3], 0))
    assert centre is not None
    x, y = picking.project(board.camera.mvp(), board.getViewport(), centre + GHOST_NUDGE)
    point = QPointF(x, y)
    without = board_pixel(board, point)
    action.trigger()
    assert window.view_state.ghost_slices
    assert board.ghosts.slices_item.visible() and len(board.ghosts.slice_centres) == 1
    with_ghost = board_pixel(board, point)
    assert distance(with_ghost, without) > 30
    # Closer to the stone's colour than the view without it was.
    red = QColor.fromRgbF(*board.colours.player(0))
    assert distance(with_ghost, red) < distance(without, red)
    # The slice of the stone itself has no neighbouring stone to ghost.
    window.view_state.set_w(1)
    assert len(board.ghosts.slice_centres) == 0
    window.view_state.set_w(0)
    action.trigger()
    assert not board.ghosts.slices_item.visible()
    assert distance(board_pixel(board, point), without) < 10
    action.trigger()
    window.close_now()
    again = open_window(game=Game(PRESETS["four-d"]))
    assert again.view_state.ghost_slices and again.view_options.ghost_slices_action.isChecked()


def test_ghost_slices_are_for_boards_with_a_w_axis(open_window: OpenWindow) -> None:
    window = open_window(game=Game(PRESETS["qubic"]))
    assert not window.view_options.ghost_slices_action.isEnabled()
