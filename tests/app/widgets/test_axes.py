"""Every axis reachable and big boards playable: a slider per axis beyond z with its value,
followed by both views; a 5-axis game played to its end through the window; a 19×19×19 board
that rotates and plays; the slice panel scrolls and zooms with cells of at least 16 pixels."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QVariantAnimation
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.scene import palette
from app.widgets.slices.slice_bar import StripMarks
from app.widgets.slices.slice_layout import LABELS, MIN_CELL
from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game, Rules, parse_cell
from engine.in_play.seats import cpu, human
from tests.support.cpu_waits import CPU_MS
from tests.support.views import close_to, line_through_every_w_slice
from tests.support.windows import OpenWindow

FIVE_AXES = Rules((3, 3, 3, 3, 3), 3)
BIG = Rules((19, 19, 19), 5)


def open_game(open_window: OpenWindow, rules: Rules) -> MainWindow:
    return open_window(game=Game(rules), players=(human(1), human(2)))


def looking_at_w_2_of_a_line_through_every_w(open_window: OpenWindow) -> MainWindow:
    window = open_window(game=line_through_every_w_slice(), players=(human(1), human(2)))
    # The window opens on the finished game with every w-slice on view (its line runs across
    # them, app.model.view.end_view); the player turns back to one slice, w = 2.
    assert window.view_state.all_slices
    window.view_state.set_all_slices(False)
    window.view_state.set_w(1)
    return window


def click(widget: Any, point: QPointF) -> None:
    QTest.mouseClick(
        widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point.toPoint()
    )


def test_each_axis_beyond_z_has_a_labelled_slider_that_both_views_follow(
    open_window: OpenWindow,
) -> None:
    window = open_game(open_window, Rules((3, 3, 3, 2, 3, 2), 3))
    axes = window.w_bar.axes
    assert [a.name.text() for a in axes] == ["Slice of w:", "Slice of v:", "Slice of u:"]
    assert all(a.slider.isVisibleTo(window) for a in axes)
    assert [a.actions[1].isVisible() for a in axes] == [True, True, True]
    assert [a.value.text() for a in axes] == ["w = 1 / 2", "v = 1 / 3", "u = 1 / 2"]
    axes[1].slider.setValue(3)  # the sliders count from 1
    axes[2].slider.setValue(2)
    assert window.view_state.slices == (0, 2, 1)
    assert [a.value.text() for a in axes] == ["w = 1 / 2", "v = 3 / 3", "u = 2 / 2"]
    assert {c[3:] for c in window.board.cell_layout.cells} == {(0, 2, 1)}
    assert window.slices.cell_at(window.slices.cell_centre((1, 1, 1, 0, 2, 1))) == (
        1,
        1,
        1,
        0,
        2,
        1,
    )
    # The all-slices view shows every w of the chosen v and u.
    window.view_state.set_all_slices(True)
    assert {c[3:] for c in window.board.cell_layout.cells} == {(0, 2, 1), (1, 2, 1)}
    assert {g.w for g in window.slices.grids} == {0, 1}
    assert window.slices._cell(window.slices.grids[-1], 0, 0)[3:] == (1, 2, 1)
    # A board with four axes has only the w slider.
    window.session.new_game(PRESETS["four-d"])
    assert [a.actions[1].isVisible() for a in axes] == [True, False, False]


def test_a_five_axis_game_is_played_to_its_end_through_the_window(
    open_window: OpenWindow, qtbot: Any
) -> None:
    window = open_game(open_window, FIVE_AXES)
    game = window.session.game
    chooser = random.Random(5)
    while not game.is_over():
        cell = chooser.choice(game.legal_moves())
        # Move the sliders to the cell's slice the way a player does, then click it in the
        # 3D view or the slice panel.
        for axis in window.w_bar.axes[:2]:
            axis.slider.setValue(cell[axis.axis] + 1)
        if game.ply % 2:
            click(window.slices, window.slices.cell_centre(cell))
        else:
            click(window.board, window.board.cell_screen_pos(cell))
        assert game.moves[-1] == cell
    outcome = game.outcome()
    assert outcome is not None and outcome.winners
    # The winning line is drawn where its cells are on view, one slice at a time.
    line = outcome.lines[0]
    window.view_state.set_all_slices(False)
    window.view_state.set_slice(3, line[0][3])
    window.view_state.set_slice(4, line[0][4])
    board = window.board
    assert len(board.line_segments) == 1 or board.line_cells_item.visible()


def test_a_19_cube_board_rotates_plays_and_its_slice_panel_scrolls_and_zooms(
    open_window: OpenWindow, qtbot: Any
) -> None:
    window = open_game(open_window, BIG)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    board, panel, scroll = window.board, window.slices, window.slice_scroll
    assert len(board.cell_layout.cells) == 19**3
    # The cell nearest the viewer is clicked where it is drawn; so is the top back corner.
    for cell in [(0, 0, 18), (18, 18, 18)]:
        click(board, board.cell_screen_pos(cell))
        assert window.session.game.moves[-1] == cell
    # Rotate by dragging, then play the cell now in front.
    start = QPoint(board.width() // 2, board.height() // 2)
    QTest.mousePress(board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 8):
        QTest.mouseMove(board, start + QPoint(20 * step, 5 * step))
    QTest.mouseRelease(
        board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(140, 35)
    )
    cell = board.cell_at(board.cell_screen_pos((18, 0, 18)))
    assert cell is not None
    click(board, board.cell_screen_pos(cell))
    assert window.session.game.moves[-1] == cell
    # The slice panel keeps cells of at least 16 px and scrolls.
    assert panel.grids[0].cell >= MIN_CELL
    assert scroll.verticalScrollBar().maximum() > 0
    last_layer = (9, 9, 18)
    centre = panel.cell_centre(last_layer)
    scroll.ensureVisible(round(centre.x()), round(centre.y()), 40, 40)
    assert scroll.viewport().rect().contains(panel.mapTo(scroll.viewport(), centre.toPoint()))
    click(panel, centre)
    assert window.session.game.moves[-1] == last_layer
    # Ctrl+wheel zooms the grids.
    before = panel.grids[0].cell
    event = QWheelEvent(
        centre,
        QPointF(panel.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, 240),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.ControlModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(panel, event)
    assert panel.grids[0].cell > before
    assert panel.width() > scroll.viewport().width()


def test_a_line_across_w_slices_shows_on_the_slider_which_slices_it_continues_into(
    open_window: OpenWindow,
) -> None:
    window = looking_at_w_2_of_a_line_through_every_w(open_window)
    strip = window.w_bar.axes[0].strip
    assert strip.current == 1
    assert strip.marks.lines == {w: palette.DARK.highlight for w in (0, 2, 3)}
    # The slice panel's header says so too, with boxes in the line's colour.
    panel = window.slices
    assert panel.continuing() == strip.marks.lines
    image = panel.grab().toImage()
    first = panel.grids[0]
    header = [
        image.pixelColor(x, y)
        for x in range(int(first.left), int(first.left + first.columns * first.cell))
        for y in range(int(first.top - LABELS.title), int(first.top))
    ]
    assert sum(close_to(c, palette.DARK.highlight, tolerance=10) for c in header) > 3 * 100
    # In this slice only the line's own cell is marked, with no bar through other cells.
    assert len(window.board.line_segments) == 0
    assert len(window.board.line_cells_item.pos) == 24  # the 12 edges of one cell's box
    # Clicking a box of the strip shows that slice.
    box = strip._box(3).center().toPoint()
    QTest.mouseClick(strip, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, box)
    assert window.view_state.w == 3


@pytest.mark.processes
def test_a_cpu_reply_in_another_slice_leaves_the_view_where_the_player_put_it(
    qtbot: Any, open_window: OpenWindow
) -> None:
    four_d = PRESETS["four-d"]
    game = Game(four_d)
    # Red threatens 1..4,1,1,4 along x in the slice w = 4: the CPU must block at 4,1,1,4.
    for text in ("1,1,1,4", "1,4,4,1", "2,1,1,4", "2,4,4,1", "3,1,1,4"):
        game.play(parse_cell(text, four_d))
    window = open_window(game=game, players=(human(1), human(2)))
    window.view_state.set_w(0)  # the player looks at w = 1
    strip = window.w_bar.axes[0].strip
    assert strip.marks.last_move == 3  # Red's last stone went to w = 4
    window.session.cpu_seconds = 0.5
    with qtbot.waitSignal(window.session.moved, timeout=CPU_MS) as reply:
        window.session.set_players([human(1), cpu(2, "hard")])
    assert reply.args == [(3, 0, 0, 3), 1]
    # Both views stay on w = 1; the strip says where the CPU played and flashes that box.
    assert window.view_state.w == 0 and window.w_slider.value() == 1
    assert {c[3] for c in window.board.cell_layout.cells} == {0}
    assert strip.current == 0
    assert strip.marks.last_move == 3
    blue = palette.DEFAULT.player(1)
    assert strip.marks.last_colour == blue
    image = strip.grab().toImage()
    ratio = image.width() / strip.width()
    stone = strip.stone_centre(3)
    assert close_to(image.pixelColor(round(stone.x() * ratio), round(stone.y() * ratio)), blue, 12)
    assert strip.flashing == 3
    assert strip.flash.state() == QVariantAnimation.State.Running
    # A quick click lands where the player aimed, in w = 1, and its own box shows it.
    click(window.slices, window.slices.cell_centre((1, 1, 0, 0)))
    assert window.session.game.moves[-1] == (1, 1, 0, 0)
    assert strip.marks.last_move == 0
    assert strip.flash.state() != QVariantAnimation.State.Running


def test_a_review_step_shows_the_slice_of_its_move_and_the_boxes_follow_it(
    open_window: OpenWindow,
) -> None:
    window = looking_at_w_2_of_a_line_through_every_w(open_window)
    strip = window.w_bar.axes[0].strip
    assert set(strip.marks.lines) == {0, 2, 3}
    review = window.session.review
    review.start()  # the empty board: no line, no last stone, and the view stays
    assert window.view_state.w == 1
    assert strip.marks == StripMarks(last_colour=strip.marks.last_colour)
    assert window.slices.continuing() == {}
    review.forward()  # 1,1,1,1 is on view
    assert window.view_state.w == 0 and strip.marks.last_move == 0
    review.forward()
    assert window.view_state.w == 3 and strip.marks.lines == {}
    review.end()
    assert set(strip.marks.lines) == {0, 1, 2}  # seen from w = 4, where the last step went
