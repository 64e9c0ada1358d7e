"""Motion through the real window: a stone falling down its column in both views, lines growing
and pulsing, a draw's cue, the camera gliding, Reduce motion, and that no animation ever holds
up play. The animation clock is driven by hand (`Motion.now` and `tick`), so every frame looked
at is one the test chose; nothing waits on the wall clock."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from PySide6.QtGui import QAction, QImage

from app.model.view.motion import Motion
from app.scene import meshes
from app.scene import motion_shapes as shapes
from app.scene.pieces import STONE_RADIUS
from app.startup.main import parse_start
from app.widgets.board.board3d import Board3D
from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Cell, Game
from engine.in_play.seats import human


class HandClock:
    """A clock the test moves; each move draws the frame the views would draw then."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.motion: Motion = window.view_state.motion
        self.ms = 0.0
        self.motion.now = lambda: self.ms

    def at(self, ms: float) -> None:
        self.ms = ms
        self.motion.tick()

    def later(self, ms: float) -> None:
        self.at(self.ms + ms)


def people_playing(open_window: Any, preset: str, moves: tuple[Cell, ...] = ()) -> MainWindow:
    """A window of two people here playing `preset`, after `moves`."""
    game = Game(PRESETS[preset])
    for move in moves:
        game.play(move)
    return open_window(game=game, players=(human(1), human(2)))


def on_hand_clock(
    open_window: Any, preset: str, moves: tuple[Cell, ...] = ()
) -> tuple[MainWindow, Board3D, HandClock]:
    """`people_playing`'s window, its 3D view, and its animations on a clock the test moves."""
    window = people_playing(open_window, preset, moves)
    assert window.board is not None
    return window, window.board, HandClock(window)


def frame(window: MainWindow) -> QImage:
    assert window.board is not None
    return window.board.grabFramebuffer()


def reduce_action(window: MainWindow) -> QAction:
    action = window.findChild(QAction, "reduce-motion")
    assert action is not None and action.isCheckable()
    return action


def test_a_stone_falls_down_its_column_in_both_views_and_lands_as_it_would_without_motion(
    open_window: Any,
) -> None:
    window, board, clock = on_hand_clock(open_window, "connect-four")
    window.session.person.play_at((3, 5))
    heights, panel_ys, frames = [], [], []
    for ms in np.linspace(0, shapes.DROP_MS - 1, 6):
        clock.at(ms)
        frames.append(frame(window))
        window.slices.grab()
        assert board.motion_items.stone_centre is not None
        assert window.slices.moving_centre is not None
        heights.append(float(board.motion_items.stone_centre[2]))  # a 2D board's rows go up z
        panel_ys.append(window.slices.moving_centre.y())
        # The stone on its way is not drawn in its cell yet: nothing is there twice.
        assert not board.stones_item.visible() and board.stone_cells == ((3, 0),)
    assert heights == sorted(heights, reverse=True) and len(set(heights)) == len(heights)
    assert panel_ys == sorted(panel_ys) and len(set(panel_ys)) == len(panel_ys)
    assert len({image.bits().tobytes() for image in frames}) == len(frames)
    assert heights[0] > board.cell_layout.centre((3, 0))[2] + 4  # from the top of the column
    clock.later(shapes.DROP_MS)
    assert board.motion_items.stone_centre is None and board.stones_item.visible()
    moving = frame(window)

    window.session.undo()
    reduce_action(window).setChecked(True)
    window.session.person.play_at((3, 5))
    assert frame(window) == moving


def test_a_slow_first_repaint_after_the_move_does_not_eat_into_the_fall(
    open_window: Any,
) -> None:
    window, _, clock = on_hand_clock(open_window, "connect-four")
    window.session.person.play_at((0, 0))
    clock.at(shapes.DROP_MS * 1.5)  # the first frame comes late
    top = window.board.cell_layout.centre((0, 5))
    centre = window.board.motion_items.stone_centre
    assert centre is not None and np.allclose(centre, top)
    clock.later(shapes.DROP_MS / 2)
    assert window.board.motion_items.stone_centre is not None
    clock.later(shapes.DROP_MS / 2)
    assert window.board.motion_items.stone_centre is None


def test_with_reduce_motion_no_frame_is_animated(open_window: Any) -> None:
    window = people_playing(open_window, "connect-four")
    motion = window.view_state.motion
    reduce_action(window).setChecked(True)
    assert motion.reduce
    assert window.board is not None
    for column in range(7):
        window.session.person.play_at((column, 5))
        assert not motion.running and motion.frames == 0
        assert window.board.motion_items.stone_centre is None
        assert (column, 0) in window.board.stone_cells
        window.slices.grab()
        assert window.slices.moving_centre is None
    window.board.camera.glide_to_default()
    assert not motion.running and motion.frames == 0


def test_a_move_made_during_an_animation_ends_it_at_once_and_nothing_is_lost(
    open_window: Any,
) -> None:
    window, board, clock = on_hand_clock(open_window, "connect-four")
    session = window.session
    session.person.play_at((2, 5))
    clock.at(40)
    assert board.motion_items.stone_centre is not None
    session.person.play_at((2, 5))  # the next stone, while the first still falls
    clock.later(0)
    assert (2, 0) in board.stone_cells  # the first is in its place at once
    assert motion_subject_cell(window) == (2, 1)
    clock.at(80)
    session.undo()  # undo during the second fall: it ends, and the board is as before it
    assert not window.view_state.motion.running
    assert board.motion_items.stone_centre is None
    assert board.stone_cells == ((2, 0),) and list(session.game.moves) == [(2, 0)]
    session.person.play_at((4, 5))
    clock.at(120)
    session.review.back()  # a review step ends it too
    assert not window.view_state.motion.running
    session.review.forward()  # and a step forward brings its stone in as a move does
    assert motion_subject_cell(window) == (4, 0)
    session.review.end()
    clock.later(0)
    clock.later(shapes.DROP_MS)
    assert list(session.game.moves) == [(2, 0), (4, 0)]
    assert set(board.stone_cells) == {(2, 0), (4, 0)}


def motion_subject_cell(window: MainWindow) -> Any:
    cue = window.view_state.motion.cue("stone")
    assert cue is not None
    return getattr(cue.subject, "cell", None)


def test_the_winning_line_grows_after_the_stone_lands_then_pulses_and_stays(
    open_window: Any,
) -> None:
    moves = ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2))
    window, board, clock = on_hand_clock(open_window, "connect-four", moves)
    window.session.person.play_at((0, 5))
    clock.later(0)
    assert window.session.game.is_over()
    clock.at(shapes.DROP_MS / 2)
    assert len(board.line_segments) == 0  # the stone that completes it is still falling
    lengths = []
    for ms in np.linspace(shapes.DROP_MS + 40, shapes.DROP_MS + shapes.GROW_MS - 10, 4):
        clock.at(ms)
        segment = board.line_segments[0]
        lengths.append(float(np.linalg.norm(segment[1] - segment[0])))
    assert lengths == sorted(lengths) and len(set(lengths)) == 4
    clock.at(shapes.DROP_MS + shapes.GROW_MS + 1)
    assert window.view_state.motion.cue("pulse") is not None
    full = board.line_colours[0].copy()
    clock.later(shapes.PULSE_MS / shapes.PULSES / 2)  # the top of the first breath
    assert np.all(board.line_colours[0][:3] > full[:3] - 1e-9)
    assert np.any(board.line_colours[0][:3] > full[:3] + 0.1)
    window.slices.grab()
    clock.later(shapes.PULSE_MS)
    assert not window.view_state.motion.running  # it stops: nothing pulses forever
    assert np.allclose(board.line_colours[0], full)
    final = board.line_segments[0]
    assert np.linalg.norm(final[1] - final[0]) > lengths[-1]


def test_a_draw_glows_once_on_the_board_frame(open_window: Any) -> None:
    moves = ((0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2))
    window, board, clock = on_hand_clock(open_window, "tic-tac-toe", moves)
    before = board.wireframe_item.color.copy()
    window.session.play((1, 0))
    clock.later(0)
    assert window.session.game.outcome() is not None
    clock.at(shapes.CUE_MS * 0.2)
    assert board.wireframe_item.color.mean() > before.mean()
    clock.at(shapes.CUE_MS + 1)
    assert np.allclose(board.wireframe_item.color, before)


def test_a_tesseract_line_that_scores_grows_without_pulsing(open_window: Any) -> None:
    moves = ((0, 0, 0, 0), (2, 2, 2, 2), (1, 0, 0, 0), (2, 2, 2, 1))
    window, _, clock = on_hand_clock(open_window, "tesseract", moves)
    window.session.play((2, 0, 0, 0))
    clock.later(0)
    cue = window.view_state.motion.cue("grow")
    assert cue is not None and getattr(cue.subject, "pulse_ms", None) == 0
    clock.at(shapes.APPEAR_MS + shapes.GROW_MS + 1)
    assert not window.view_state.motion.running


def test_reset_camera_glides_to_the_default_view(open_window: Any, qtbot: Any) -> None:
    window, board, clock = on_hand_clock(open_window, "connect-four")
    board.setCameraPosition(azimuth=-10.0, elevation=60.0)
    start = board.camera.state()
    window.menu_actions["reset-camera"].trigger()
    clock.later(0)
    assert board.camera.state()["azimuth"] == pytest.approx(start["azimuth"])
    clock.at(shapes.CAMERA_MS / 2)
    middle = board.camera.state()
    clock.at(shapes.CAMERA_MS + 1)
    end = board.camera.state()
    assert end["azimuth"] != pytest.approx(start["azimuth"])
    between = sorted([start["elevation"], end["elevation"]])
    assert between[0] < middle["elevation"] < between[1]
    window.session.person.play_at((0, 0))  # a move during a glide puts the camera where it goes
    board.setCameraPosition(azimuth=-10.0, elevation=60.0)
    window.menu_actions["reset-camera"].trigger()
    window.session.person.play_at((1, 0))
    assert same_camera(board.camera.state(), end)


def same_camera(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return all(
        np.allclose(a[key], b[key]) for key in ("distance", "elevation", "azimuth", "center")
    )


def test_reduce_motion_and_the_cpu_pause_are_remembered_and_the_flag_is_for_one_run(
    open_window: Any, data_dir: Any
) -> None:
    first = people_playing(open_window, "connect-four")
    reduce_action(first).setChecked(True)
    pause = first.findChild(QAction, "cpu-pause-1200")
    assert pause is not None
    pause.trigger()
    assert first.session.watch_delay_ms == 1200
    first.close_now()
    second = open_window()
    assert reduce_action(second).isChecked() and second.view_state.motion.reduce
    assert second.session.watch_delay_ms == 1200
    reduce_action(second).setChecked(False)
    second.close_now()
    third = open_window(**start_options(["--reduce-motion"]))
    assert third.view_state.motion.reduce  # on for this run ...
    third.close_now()
    fourth = open_window()
    assert not fourth.view_state.motion.reduce  # ... and the setting left as it was


def start_options(argv: list[str]) -> dict[str, Any]:
    start = parse_start(argv)
    return {"reduce_motion": start.reduce_motion}


def test_the_ghost_stone_and_the_last_move_show_in_every_view(open_window: Any) -> None:
    window = people_playing(open_window, "connect-four", ((3, 0),))
    board = window.board
    assert board is not None
    window.view_state.set_hover((2, 0))
    assert board.ghosts.stone_item.visible()
    mover = board.colours.player(window.session.game.to_move)
    centre = board.cell_layout.centre((2, 0))
    expected = meshes.spheres(centre[None], STONE_RADIUS, np.array([*mover, 0.6]))[2]
    assert np.allclose(board.ghosts.stone_item.opts["meshdata"].vertexColors(), expected)
    for all_slices in (False, True):
        window.view_state.set_all_slices(all_slices)
        assert board.mark_items["last-move"].visible()
        assert "last-move" in [layer.name for layer in window.slices.marks()]
    image = window.slices.grab().toImage()
    ratio = window.slices.devicePixelRatioF()

    def pixel(cell: tuple[int, int]) -> tuple[int, int, int]:
        point = window.slices.cell_centre(cell) * ratio
        colour = image.pixelColor(point.toPoint())
        return colour.red(), colour.green(), colour.blue()

    assert pixel((2, 0)) != pixel((5, 0))  # the ghost is painted where the stone would go


def test_in_score_four_the_panel_shows_the_stone_in_each_layer_on_its_way_down(
    open_window: Any,
) -> None:
    window, board, clock = on_hand_clock(open_window, "score-four")
    window.session.person.play_at((2, 1, 3))
    clock.later(0)
    layers, heights = [], []
    for ms in np.linspace(0, shapes.DROP_MS - 1, 12):
        clock.at(ms)
        window.slices.grab()
        centre = window.slices.moving_centre
        assert centre is not None
        layer = next(z for z in range(4) if window.slices.cell_centre((2, 1, z)) == centre)
        layers.append(layer)
        assert board.motion_items.stone_centre is not None
        heights.append(float(board.motion_items.stone_centre[2]))
    assert layers == sorted(layers, reverse=True) and set(layers) == {0, 1, 2, 3}
    assert heights == sorted(heights, reverse=True) and len(set(heights)) == len(heights)


def test_another_w_slice_slides_in_from_its_side_and_the_camera_comes_back(
    open_window: Any,
) -> None:
    moves = ((0, 0, 0, 0), (1, 1, 1, 3), (2, 2, 2, 0))
    window, board, clock = on_hand_clock(open_window, "four-d", moves)
    window.view_state.set_w(0)
    clock.later(shapes.SLIDE_MS * 2)
    rest = board.camera.state()
    window.session.review.go(2)  # a review step to the move in w = 4: the view goes there
    assert window.view_state.w == 3
    clock.later(0)
    start = board.camera.state()["center"][0]
    clock.later(shapes.SLIDE_MS / 2)
    middle = board.camera.state()["center"][0]
    assert start < middle < rest["center"][0]  # coming in from the right: the camera follows
    clock.later(shapes.SLIDE_MS)
    assert same_camera(board.camera.state(), rest)
    window.view_state.set_w(1)  # back toward w = 1: from the left
    clock.later(0)
    assert board.camera.state()["center"][0] > rest["center"][0]
    window.session.review.end()
    window.session.play((3, 3, 3, 1))  # a move ends the slide where the camera rests
    assert same_camera(board.camera.state(), rest)
    reduce_action(window).setChecked(True)
    window.view_state.set_w(2)
    assert same_camera(board.camera.state(), rest) and not window.view_state.motion.running


def test_a_new_game_of_another_board_during_an_animation_draws_the_new_board(
    open_window: Any,
) -> None:
    window, board, clock = on_hand_clock(open_window, "connect-four")
    window.session.person.play_at((3, 5))
    clock.later(0)
    assert window.view_state.motion.running
    window.session.new_game(PRESETS["tic-tac-toe"], [human(1), human(2)])
    assert not window.view_state.motion.running
    assert board.cell_layout.shape == (3, 3) and board.stone_cells == ()
    window.session.play((1, 1))
    clock.later(shapes.APPEAR_MS / 2)
    assert board.stone_cells == ((1, 1),)


def test_closing_mid_glide_keeps_the_camera_where_it_was_going(open_window: Any) -> None:
    window, board, clock = on_hand_clock(open_window, "connect-four")
    board.camera.reset()
    target = board.camera.state()  # where Reset camera goes
    board.setCameraPosition(azimuth=-10.0, elevation=60.0)
    window.menu_actions["reset-camera"].trigger()
    clock.later(0)
    clock.later(shapes.CAMERA_MS / 2)
    assert not same_camera(board.camera.state(), target)
    window.close_now()  # part of the way there
    again = open_window()
    assert again.board is not None
    assert same_camera(again.board.camera.state(), target)


def test_a_motion_ticked_by_hand_moves_on_only_when_ticked(qtbot: Any) -> None:
    clock = {"ms": 0.0}
    timed, by_hand = (Motion(now=lambda: clock["ms"]) for _ in range(2))
    by_hand.tick_by_hand()
    for motion in (timed, by_hand):
        motion.start("stone", 100.0)
    # The motion's own timer draws frames on its own; the one ticked by hand draws none.
    qtbot.waitUntil(lambda: timed.frames >= 3)
    assert by_hand.frames == 0
    by_hand.tick()
    clock["ms"] = 50.0
    by_hand.tick()
    assert by_hand.frames == 2 and by_hand.progress("stone") == 0.5
    clock["ms"] = 100.0
    by_hand.tick()
    assert by_hand.cue("stone") is None and not by_hand.running
