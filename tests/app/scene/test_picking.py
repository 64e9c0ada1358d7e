"""Mouse ray → cell, with known matrices and no display."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from app.model.view.view_state import DEFAULT_SPREAD
from app.scene import layout, picking
from app.scene.camera import (
    DEFAULT_AZIMUTH,
    DEFAULT_ELEVATION,
    FLAT_AZIMUTH,
    FLAT_ELEVATION,
    orthographic,
)
from app.scene.pieces import DOT_RADIUS, STONE_RADIUS

VIEWPORT = (0.0, 0.0, 800.0, 600.0)


def frustum(right: float, top: float, near: float, far: float):
    """The OpenGL glFrustum matrix of a symmetric frustum (as QMatrix4x4.frustum builds it)."""
    return np.array(
        [
            [near / right, 0, 0, 0],
            [0, near / top, 0, 0],
            [0, 0, -(far + near) / (far - near), -2 * far * near / (far - near)],
            [0, 0, -1, 0],
        ]
    )


def rotate(angle: float, axis: tuple[float, float, float]) -> np.ndarray:
    """QMatrix4x4.rotate's matrix: `angle` degrees about `axis`."""
    x, y, z = np.array(axis) / np.linalg.norm(axis)
    c, s = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    r = np.array(
        [
            [c + x * x * (1 - c), x * y * (1 - c) - z * s, x * z * (1 - c) + y * s],
            [y * x * (1 - c) + z * s, c + y * y * (1 - c), y * z * (1 - c) - x * s],
            [z * x * (1 - c) - y * s, z * y * (1 - c) + x * s, c + z * z * (1 - c)],
        ]
    )
    m = np.eye(4)
    m[:3, :3] = r
    return m


def camera(distance: float, elevation: float, azimuth: float) -> np.ndarray:
    """Projection × view for a camera orbiting the origin, as pyqtgraph's GLViewWidget does."""
    near = distance * 0.001
    right = near * math.tan(math.radians(30))
    top = right * VIEWPORT[3] / VIEWPORT[2]
    projection = frustum(right, top, near, distance * 1000)

    view = np.eye(4)
    view[2, 3] = -distance
    view = view @ rotate(elevation - 90, (1, 0, 0)) @ rotate(azimuth + 90, (0, 0, -1))
    return projection @ view


def test_identity_ray_goes_straight_into_the_screen():
    origin, direction = picking.mouse_ray(np.eye(4), VIEWPORT, 400, 300)
    assert np.allclose(origin, [0, 0, -1])
    assert np.allclose(direction, [0, 0, 1])
    # The top-left corner of the viewport is x = -1, y = +1 in normalised coordinates.
    origin, _ = picking.mouse_ray(np.eye(4), VIEWPORT, 0, 0)
    assert np.allclose(origin, [-1, 1, -1])


def test_nearest_of_two_boxes_on_the_ray_wins():
    centres = np.array([[0.0, 0.0, 0.5], [0.0, 0.0, -0.5], [0.6, 0.0, -0.5]])
    nothing = (np.zeros((0, 3)), np.zeros(0))
    assert picking.pick_marker(np.eye(4), VIEWPORT, (400, 300), nothing, (centres, 0.2)) == (
        "box",
        1,
    )
    # Right of centre by 0.6 in x: only the third box is there.
    x = 400 + 0.6 * 400
    assert picking.pick_marker(np.eye(4), VIEWPORT, (x, 300), nothing, (centres, 0.2)) == (
        "box",
        2,
    )
    assert picking.pick_marker(np.eye(4), VIEWPORT, (400, 50), nothing, (centres, 0.2)) is None


def test_slab_test_edge_cases():
    low = np.array([[-1.0, -1, -1], [2, -1, -1], [-1, -1, -5]])
    high = low + 2
    origin = np.array([0.0, 0, 0])
    along_x = np.array([1.0, 0, 0])
    t = picking.ray_box_distances(origin, along_x, low, high)
    # Inside the first box: it is entered at once; the second is entered at x = 2; the third
    # lies beside the ray (parallel to its z slab, outside it).
    assert t[0] == 0
    assert t[1] == pytest.approx(2)
    assert t[2] == np.inf
    # A box entirely behind the ray's origin is not hit.
    backwards = picking.ray_box_distances(origin, -along_x, low[1:2], high[1:2])
    assert backwards[0] == np.inf


def test_project_and_unproject_agree():
    mvp = camera(12, 30, 45)
    point = np.array([1.0, -2.0, 0.5])
    x, y = picking.project(mvp, VIEWPORT, point)
    origin, direction = picking.mouse_ray(mvp, VIEWPORT, x, y)
    # The point lies on the ray through its own projection.
    offset = point - origin
    along = offset @ direction
    assert along > 0
    assert np.linalg.norm(offset - along * direction) < 1e-6


def test_camera_in_front_sees_the_origin_in_the_middle():
    x, y = picking.project(camera(10, 0, -90), VIEWPORT, np.zeros(3))
    assert (x, y) == pytest.approx((400, 300))
    # Looking along +y with z up: +x is to the right and +z is up the screen.
    right = picking.project(camera(10, 0, -90), VIEWPORT, np.array([1.0, 0, 0]))
    up = picking.project(camera(10, 0, -90), VIEWPORT, np.array([0, 0, 1.0]))
    assert right[0] > 400
    assert up[1] < 300


def parallel(elevation: float, azimuth: float, distance: float = 10.0) -> np.ndarray:
    """Projection × view of the app's parallel camera (app.scene.camera.orthographic)."""
    rotation = np.eye(4)
    rotation[2, 3] = -distance
    return (
        orthographic(distance, 38.0, VIEWPORT, VIEWPORT)
        @ rotation
        @ rotate(elevation - 90, (1, 0, 0))
        @ rotate(azimuth + 90, (0, 0, -1))
    )


def pixels_per_unit(mvp: np.ndarray, point: tuple[float, float]) -> float:
    """Screen pixels per world unit across a parallel view."""
    inverse = np.linalg.inv(mvp)
    step = picking.unproject(inverse, VIEWPORT, point[0] + 1, point[1], 0.0)
    return float(1 / np.linalg.norm(step - picking.unproject(inverse, VIEWPORT, *point, 0.0)))


@settings(max_examples=60, deadline=None)
@given(
    elevation=st.floats(-80, 80),
    azimuth=st.floats(-180, 180),
    centre=st.tuples(*[st.floats(-2, 2)] * 3),
    perspective=st.booleans(),
)
def test_a_lone_ball_is_picked_inside_its_outline_and_not_outside(
    elevation, azimuth, centre, perspective
):
    mvp = camera(12, elevation, azimuth) if perspective else parallel(elevation, azimuth)
    centres = np.array([centre])
    x, y = picking.project(mvp, VIEWPORT, centres[0])
    assert picking.pick_marker(mvp, VIEWPORT, (x, y), (centres, np.array([0.3]))) == ("ball", 0)
    if not perspective:  # the outline is a circle of the ball's radius on screen
        pixels = 0.3 * pixels_per_unit(mvp, (x, y))
        assert picking.pick_marker(mvp, VIEWPORT, (x + pixels * 0.95, y), (centres, 0.3))
        assert picking.pick_marker(mvp, VIEWPORT, (x, y - pixels * 1.05), (centres, 0.3)) is None


def test_the_nearest_marker_under_the_pointer_wins_balls_and_boxes_alike():
    mvp = parallel(0, -90)  # looking along +y
    balls = (np.array([[0.0, 2.0, 0.0], [0.0, -2.0, 0.0], [3.0, 0.0, 0.0]]), np.array([0.3] * 3))
    middle = picking.project(mvp, VIEWPORT, np.zeros(3))
    assert picking.pick_marker(mvp, VIEWPORT, middle, balls) == ("ball", 1)
    box = (np.array([[0.0, -3.0, 0.0]]), 0.3)
    assert picking.pick_marker(mvp, VIEWPORT, middle, balls, box) == ("box", 0)
    # Between the markers there is nothing to pick.
    gap = picking.project(mvp, VIEWPORT, np.array([1.5, 0.0, 0.0]))
    assert picking.pick_marker(mvp, VIEWPORT, gap, balls, box) is None


@pytest.mark.parametrize("name", sorted(engine.PRESETS))
@pytest.mark.parametrize("all_slices", [False, True])
def test_from_the_default_camera_no_stone_covers_another_cells_centre(name, all_slices):
    """The claim app.scene.camera makes: with every cell holding a stone, the centre of every
    cell of the shown slice (or of all w-slices) is still the first thing under the pointer
    there, so an empty cell is reachable however full the board around it is."""
    shape = engine.PRESETS[name].shape
    flat = len(shape) <= 2
    mvp = (
        parallel(FLAT_ELEVATION, FLAT_AZIMUTH)
        if flat
        else parallel(DEFAULT_ELEVATION, DEFAULT_AZIMUTH)
    )
    board = layout.board_layout(shape, 0, all_slices, DEFAULT_SPREAD)
    stones = np.full(len(board.cells), STONE_RADIUS)
    for i, centre in enumerate(board.centres):
        point = picking.project(mvp, VIEWPORT, centre)
        assert picking.pick_marker(mvp, VIEWPORT, point, (board.centres, stones)) == ("ball", i)
        # And an empty cell's dot there is seen round its centre, not just at it: every point
        # halfway out to its outline picks it.
        radii = stones.copy()
        radii[i] = DOT_RADIUS
        reach = 0.5 * DOT_RADIUS * pixels_per_unit(mvp, point)
        for angle in np.linspace(0, 2 * np.pi, 8, endpoint=False):
            near = (point[0] + reach * np.cos(angle), point[1] + reach * np.sin(angle))
            assert picking.pick_marker(mvp, VIEWPORT, near, (board.centres, radii)) == ("ball", i)


def test_layout_of_a_cube_is_centred_on_the_origin():
    board = layout.board_layout((4, 4, 4))
    assert len(board.cells) == 64
    assert np.allclose(board.centres.mean(axis=0), 0)
    assert np.allclose(board.centre((0, 0, 0)), [-1.5, -1.5, -1.5])
    assert np.allclose(board.centre((3, 1, 2)) - board.centre((0, 0, 0)), [3, 1, 2])


def test_a_2d_board_stands_upright_and_a_1d_board_is_a_row():
    board = layout.board_layout((7, 6))
    assert np.allclose(board.centre((6, 5)) - board.centre((0, 0)), [6, 0, 5])
    row = layout.board_layout((5,))
    assert np.allclose(row.centres[:, 1:], 0)
    assert np.allclose(row.centres[:, 0], [-2, -1, 0, 1, 2])


def test_one_w_slice_is_shown_at_a_time_in_the_same_place():
    slice_1 = layout.board_layout((4, 4, 4, 4), 1)
    slice_3 = layout.board_layout((4, 4, 4, 4), 3)
    assert len(slice_1.cells) == 64
    assert all(cell[3] == 1 for cell in slice_1.cells)
    assert slice_1.centre((0, 0, 0, 3)) is None
    assert np.allclose(slice_1.centre((2, 1, 0, 1)), slice_3.centre((2, 1, 0, 3)))


def test_all_slices_lie_side_by_side_along_x_with_a_gap():
    board = layout.board_layout((4, 4, 4, 4), all_slices=True)
    assert len(board.cells) == 256
    step = board.centre((0, 0, 0, 1)) - board.centre((0, 0, 0, 0))
    assert np.allclose(step, [4 + layout.SLICE_GAP, 0, 0])
    # The slices do not overlap: the last cell of one is left of the first of the next.
    assert board.centre((3, 0, 0, 0))[0] + 1 < board.centre((0, 0, 0, 1))[0]
    assert np.allclose(board.centres.mean(axis=0), 0)


def test_the_sliders_choose_the_slice_of_every_axis_beyond_z():
    board = layout.board_layout((2, 2, 2, 3, 2), 2)
    assert len(board.cells) == 8
    assert all(cell[3:] == (2, 0) for cell in board.cells)
    board = layout.board_layout((2, 2, 2, 3, 2, 3), (1, 1, 2))
    assert all(cell[3:] == (1, 1, 2) for cell in board.cells)
    # Values off the board (a smaller new game) are kept on it.
    board = layout.board_layout((2, 2, 2, 3, 2), (9, 9, 9), all_slices=True)
    assert {cell[3:] for cell in board.cells} == {(0, 1), (1, 1), (2, 1)}


def test_the_spread_pulls_the_z_layers_apart_and_keeps_the_board_centred():
    board = layout.board_layout((4, 4, 4), spread=2.5)
    assert np.allclose(board.centre((0, 0, 1)) - board.centre((0, 0, 0)), [0, 0, 2.5])
    assert np.allclose(board.centre((1, 1, 0)) - board.centre((0, 0, 0)), [1, 1, 0])
    assert np.allclose(board.centres.mean(axis=0), 0)
    assert np.allclose(layout.extent((4, 4, 4), False, 2.5), [4, 4, 3 * 2.5 + 1])
