"""The 3D view: click-to-play by ray casting, hover, slices, highlighted lines, camera, soak."""

from __future__ import annotations

import random

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

import engine
from app.scene import palette, picking
from app.scene.pieces import depth_factors
from app.widgets.words.seat_words import seat_name
from engine import RefusalKind
from engine.in_play.seats import cpu, human
from tests.support.views import (
    board_pixel,
    close_to,
    mesh_vertex_count,
    show_views,
)

QUBIC = engine.PRESETS["qubic"]
FOUR_D = engine.PRESETS["four-d"]
# Player 1 fills the x row at y = 0, z = 0; player 2 plays elsewhere.
QUBIC_WON = [(0, 0, 0), (1, 1, 1), (1, 0, 0), (2, 2, 2), (2, 0, 0), (3, 3, 3), (3, 0, 0)]
# Player 1 completes the 4D diagonal (i, i, 0, i), which crosses every w-slice.
FOUR_D_WON = [(0, 0, 0, 0), (3, 3, 3, 3), (1, 1, 0, 1), (3, 2, 3, 3), (2, 2, 0, 2), (3, 1, 3, 3)]
FOUR_D_WON.append((3, 3, 0, 3))


def click(widget, point: QPointF) -> None:
    QTest.mouseClick(
        widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point.toPoint()
    )


def hover(widget, point: QPointF) -> None:
    QTest.mouseMove(widget, point.toPoint())


@pytest.mark.parametrize("cell", [(3, 0, 3), (3, 0, 0), (0, 0, 3), (2, 0, 1)])
def test_clicking_the_projected_centre_of_a_cell_plays_it(qtbot, cell):
    views = show_views(qtbot, QUBIC)
    with qtbot.waitSignal(views.session.moved) as moved:
        click(views.board, views.board.cell_screen_pos(cell))
    assert moved.args == [cell, 0]
    assert views.game.moves == (cell,)
    assert views.board.stone_cells == (cell,)
    # The last-move mark sits round the new stone.
    centre = views.board.cell_layout.centre(cell)
    last_move = views.board.mark_items["last-move"]
    assert last_move.visible()
    assert np.allclose(last_move.pos.mean(axis=0), centre)


def test_a_drag_rotates_and_does_not_play(qtbot):
    views = show_views(qtbot, QUBIC)
    start = views.board.cell_screen_pos((3, 0, 3)).toPoint()
    azimuth = views.board.camera.state()["azimuth"]
    QTest.mousePress(views.board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 6):
        QTest.mouseMove(views.board, start + QPoint(12 * step, 0))
    QTest.mouseRelease(
        views.board,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        start + QPoint(60, 0),
    )
    assert views.game.moves == ()
    assert views.board.camera.state()["azimuth"] != azimuth


def test_clicking_a_taken_cell_is_refused_and_draws_nothing_new(qtbot):
    views = show_views(qtbot, QUBIC, [(3, 0, 3)])
    with qtbot.waitSignal(views.session.rejected) as rejected:
        click(views.board, views.board.cell_screen_pos((3, 0, 3)))
    assert rejected.args[0].kind is RefusalKind.TAKEN
    assert views.game.moves == ((3, 0, 3),)
    assert views.board.stone_cells == ((3, 0, 3),)


def test_hovering_a_cell_highlights_it(qtbot):
    views = show_views(qtbot, QUBIC)
    cell = (3, 0, 3)
    hover(views.board, views.board.cell_screen_pos(cell))
    qtbot.waitUntil(lambda: views.view_state.hover == cell)
    centre = views.board.cell_layout.centre(cell)
    assert views.board.ghosts.outline_item.visible()
    assert np.allclose(views.board.ghosts.outline_item.pos.mean(axis=0), centre)
    assert views.board.ghosts.stone_item.visible()
    # Leaving the view clears the hover.
    hover(views.board, QPointF(2, 2))
    qtbot.waitUntil(lambda: views.view_state.hover is None)
    assert not views.board.ghosts.outline_item.visible()


def test_in_a_gravity_game_hover_and_click_go_where_the_stone_lands(qtbot):
    views = show_views(qtbot, engine.PRESETS["score-four"], [(3, 0, 0)])
    top = views.board.cell_screen_pos((3, 0, 3))
    hover(views.board, top)
    qtbot.waitUntil(lambda: views.view_state.hover == (3, 0, 1))
    assert np.allclose(
        views.board.ghosts.outline_item.pos.mean(axis=0), views.board.cell_layout.centre((3, 0, 1))
    )
    click(views.board, top)
    assert views.game.moves[-1] == (3, 0, 1)
    # The stone now sits where the hover was: no ghost over it until the mouse moves again.
    assert not views.board.ghosts.outline_item.visible()
    assert not views.board.ghosts.stone_item.visible()


def test_the_w_slider_changes_the_slice_shown(qtbot):
    views = show_views(qtbot, FOUR_D, [(1, 2, 3, 2), (0, 0, 0, 0)])
    assert views.board.stone_cells == ((0, 0, 0, 0),)
    views.view_state.set_w(2)
    assert views.board.stone_cells == ((1, 2, 3, 2),)
    assert all(cell[3] == 2 for cell in views.board.cell_layout.cells)
    # Clicking now plays in slice w = 2.
    click(views.board, views.board.cell_screen_pos((3, 0, 3, 2)))
    assert views.game.moves[-1] == (3, 0, 3, 2)


def test_a_won_game_highlights_the_winning_line(qtbot):
    views = show_views(qtbot, QUBIC, QUBIC_WON)
    board = views.board
    winning = [(x, 0, 0) for x in range(4)]
    assert len(board.line_segments) == 1
    start, end = board.line_segments[0]
    for cell in winning:  # the bar runs through every cell of the line
        centre = board.cell_layout.centre(cell)
        along = (centre - start) @ (end - start) / np.linalg.norm(end - start) ** 2
        assert 0 < along < 1
        assert np.linalg.norm(start + along * (end - start) - centre) < 1e-9
    assert np.allclose(board.line_colours[0, :3], palette.DARK.highlight)
    assert board.bars_item.visible()
    # The losers' stones are dimmed, the winner's are not.
    colours = board.stones_item.colours[:, :3]  # before the light, which the shader adds
    # Stones are also shaded by depth: compare them as if all stood at the same depth.
    centres = np.array([board.cell_layout.centre(c) for c in board.stone_cells])
    assert np.allclose(board.stones_item.centres, centres)
    depth = depth_factors(centres, board.shaded_from)
    brightness = dict(zip(board.stone_cells, colours.max(axis=1) / depth, strict=True))
    assert min(brightness[c] for c in winning) > 2 * max(
        brightness[(1, 1, 1)], brightness[(2, 2, 2)]
    )
    # And the frame shows the bar in the highlight colour over a winning stone.
    for cell in winning[1:3]:
        assert close_to(board_pixel(board, board.cell_screen_pos(cell)), palette.DARK.highlight)
    # No hover ghost once the game is over.
    views.view_state.set_hover((3, 3, 0))
    assert not board.ghosts.outline_item.visible()


def test_a_4d_line_shows_in_every_slice_it_touches_and_whole_in_all_slices(qtbot):
    views = show_views(qtbot, FOUR_D, FOUR_D_WON)
    board = views.board
    line = [(i, i, 0, i) for i in range(4)]
    for w in range(4):
        views.view_state.set_w(w)
        # One line, crossing slices: no bar (here it would pass cells not on it), only the
        # outline of its one cell in this slice.
        assert len(board.line_segments) == 0
        assert not board.bars_item.visible()
        assert np.allclose(
            board.line_cells_item.pos.mean(axis=0), board.cell_layout.centre(line[w])
        )
        assert board.stone_cells.count(line[w]) == 1
    views.view_state.set_all_slices(True)
    assert len(board.line_segments) == 1
    assert board.bars_item.visible()
    start, end = board.line_segments[0]
    centres = [board.cell_layout.centre(cell) for cell in line]
    assert np.linalg.norm(start - centres[0]) < np.linalg.norm(start - centres[-1])
    for centre in centres:
        along = (centre - start) @ (end - start) / np.linalg.norm(end - start) ** 2
        assert 0 < along < 1
        assert np.linalg.norm(start + along * (end - start) - centre) < 1e-9
        point = board.cell_screen_pos(
            next(c for c in line if np.allclose(board.cell_layout.centre(c), centre))
        )
        assert close_to(board_pixel(board, point), palette.DARK.highlight)


def test_every_completed_line_of_the_tesseract_game_is_shown_in_its_owners_colour(qtbot):
    rules = engine.Rules((3, 3, 3, 3), 3, players=3, blocked=frozenset({(1, 1, 1, 1)}), target=9)
    game = engine.Game(rules)
    chooser = random.Random(7)
    while not game.is_over():
        game.play(chooser.choice(game.legal_moves()))
    views = show_views(qtbot, rules, game.moves)
    views.view_state.set_all_slices(True)
    completed = views.game.completed_lines
    assert len(completed) >= 9
    assert len(views.board.line_segments) == len(completed)
    expected = [palette.DEFAULT.line_colour(player, 9) for player, _ in completed]
    assert np.allclose(views.board.line_colours[:, :3], expected)
    assert len({tuple(c) for c in views.board.line_colours}) == len({p for p, _ in completed})
    # The blocked centre is drawn, dark.
    assert mesh_vertex_count(views.board.blocked_item) > 0


def test_camera_state_round_trips_and_ignores_bad_values(qtbot):
    views = show_views(qtbot, QUBIC)
    board = views.board
    board.camera.set_state({"distance": 17.5, "elevation": 10, "azimuth": 33, "center": [1, 2, 3]})
    state = board.camera.state()
    assert state == {
        "distance": 17.5,
        "elevation": 10.0,
        "azimuth": 33.0,
        "center": [1.0, 2.0, 3.0],
    }
    board.camera.set_state(
        {"distance": "far", "elevation": None, "center": [1, "x"], "azimuth": float("nan")}
    )
    assert board.camera.state() == state
    board.camera.reset()
    reset = board.camera.state()
    assert reset["center"] == [0.0, 0.0, 0.0]
    # After a reset the whole board is on screen.
    for cell in [(0, 0, 0), (3, 3, 3), (0, 3, 3), (3, 0, 0)]:
        point = board.cell_screen_pos(cell)
        assert 0 < point.x() < board.width() and 0 < point.y() < board.height()


def test_export_image_writes_a_picture(qtbot, tmp_path):
    views = show_views(qtbot, QUBIC, QUBIC_WON)
    path = tmp_path / "board.png"
    assert views.board.export_image(str(path))
    assert path.stat().st_size > 1000
    assert not views.board.export_image(str(tmp_path / "missing" / "board.png"))


@pytest.mark.slow
def test_soak_5000_repaints_of_the_four_d_view_while_moves_are_played(qtbot):
    views = show_views(qtbot, FOUR_D, size=(480, 320))
    chooser = random.Random(3)
    views.view_state.set_show_coordinates(True)
    frames = []
    views.board.frameSwapped.connect(lambda: frames.append(1))
    for turn in range(1, 5001):
        if turn % 25 == 0:
            if views.game.is_over() or (turn % 200 == 100 and views.game.ply):
                views.session.undo()
            else:
                views.session.play(chooser.choice(views.game.legal_moves()))
            views.view_state.set_w(turn // 25 % 4)
        views.board.orbit(1.5, 0)
        # repaint() paints the widget under the GL surface; update() and a turn of the event
        # loop draw a frame of the surface.
        with qtbot.waitSignal(views.board.frameSwapped, timeout=10000):
            views.board.update()
    assert views.board.isVisible()
    assert len(frames) >= 5000  # every turn drew its frame
    assert views.game.ply > 50


@pytest.mark.parametrize(
    ("preset", "all_slices"),
    [("connect-four", False), ("tic-tac-toe", False), ("qubic", False), ("four-d", True)],
)
def test_the_axis_and_slice_labels_are_inside_the_fitted_view(qtbot, preset, all_slices):
    views = show_views(qtbot, engine.PRESETS[preset])
    board = views.board
    views.view_state.set_all_slices(all_slices)
    board.camera.reset()
    assert board.labels.items
    margin = 8  # pixels: room for half a letter
    for item in board.labels.items:
        x, y = picking.project(board.camera.mvp(), board.getViewport(), item.pos)
        assert margin < x < board.width() - margin, (item.text, x)
        assert margin < y < board.height() - margin, (item.text, y)


def test_the_tesseract_corner_names_the_seats_as_the_status_bar_does(open_window) -> None:
    game = engine.Game(engine.PRESETS["tesseract"])
    for move in [(0, 0, 0, 0), (0, 1, 0, 0), (1, 0, 0, 0), (0, 2, 0, 0), (2, 0, 0, 0)]:
        game.play(move)
    window = open_window(game=game, players=(human(1), cpu(2, "random")))
    window.session.set_paused(True)  # the position stays as it is
    window.board.grabFramebuffer()
    names = [seat_name(window.session, p) for p in (0, 1)]
    assert names == ["You", "CPU (random)"]
    assert window.board.corner_texts[-2:] == ["You 1", "CPU (random) 0"]
    for text in window.board.corner_texts[-2:]:
        assert text in window.score_label.text()
