"""Mouse ray → cell, with known matrices and no display."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.scene import layout, picking

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


def camera(distance: float, elevation: float, azimuth: float) -> np.ndarray:
    """Projection × view for a camera orbiting the origin, as pyqtgraph's GLViewWidget does."""
    near = distance * 0.001
    right = near * math.tan(math.radians(30))
    top = right * VIEWPORT[3] / VIEWPORT[2]
    projection = frustum(right, top, near, distance * 1000)

    def rotate(angle: float, axis: tuple[float, float, float]) -> np.ndarray:
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
    assert picking.pick(np.eye(4), VIEWPORT, (400, 300), centres, 0.2) == 1
    # Right of centre by 0.6 in x: only the third box is there.
    x = 400 + 0.6 * 400
    assert picking.pick(np.eye(4), VIEWPORT, (x, 300), centres, 0.2) == 2
    assert picking.pick(np.eye(4), VIEWPORT, (400, 50), centres, 0.2) is None


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


@settings(max_examples=60, deadline=None)
@given(
    elevation=st.floats(-80, 80),
    azimuth=st.floats(-180, 180),
    centre=st.tuples(*[st.floats(-2, 2)] * 3),
)
def test_a_lone_box_is_picked_at_its_projected_centre(elevation, azimuth, centre):
    mvp = camera(12, elevation, azimuth)
    centres = np.array([centre])
    x, y = picking.project(mvp, VIEWPORT, centres[0])
    assert picking.pick(mvp, VIEWPORT, (x, y), centres, 0.3) == 0


@pytest.mark.parametrize(("elevation", "azimuth"), [(30, 45), (22, -62), (-40, 170), (85, 10)])
def test_clicking_a_cell_centre_picks_it_or_a_cell_in_front_of_it(elevation, azimuth):
    mvp = camera(12, elevation, azimuth)
    board = layout.board_layout((4, 4, 4))
    eye = np.linalg.inv(mvp) @ np.array([0, 0, -1.0, 1])
    eye = eye[:3] / eye[3]
    distance = np.linalg.norm(board.centres - eye, axis=1)
    exact = 0
    for i, centre in enumerate(board.centres):
        found = picking.pick(
            mvp, VIEWPORT, picking.project(mvp, VIEWPORT, centre), board.centres, 0.3
        )
        assert found is not None
        assert distance[found] <= distance[i] + 1e-9
        exact += found == i
    # At least the face of the board turned most towards the camera is never hidden.
    assert exact >= 16


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
    slice_1 = layout.board_layout((4, 4, 4, 4), w=1)
    slice_3 = layout.board_layout((4, 4, 4, 4), w=3)
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


def test_axes_beyond_w_are_held_at_zero():
    board = layout.board_layout((2, 2, 2, 3, 2), w=2)
    assert len(board.cells) == 8
    assert all(cell[3:] == (2, 0) for cell in board.cells)
