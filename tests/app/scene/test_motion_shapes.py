"""The shapes of the board's motion and the stones' lighting, without a display."""

from __future__ import annotations

import numpy as np
import pytest

from app.scene import meshes, palette
from app.scene import motion_shapes as shapes
from app.scene.layout import board_layout
from app.scene.pieces import pieces
from engine import PRESETS, Game


def test_a_stone_falls_through_every_cell_of_its_column_from_the_top() -> None:
    assert shapes.fall_path((3, 1), 1, (7, 6)) == [(3, 5), (3, 4), (3, 3), (3, 2), (3, 1)]
    assert shapes.fall_path((1, 2, 0), 2, (4, 4, 4)) == [(1, 2, 3), (1, 2, 2), (1, 2, 1), (1, 2, 0)]
    assert shapes.fall_path((3, 5), 1, (7, 6)) == [(3, 5)]  # it lands on top: no fall
    assert shapes.fall_path((1, 1, 1), None, (3, 3, 3)) == [(1, 1, 1)]


def test_the_fall_speeds_up_and_ends_where_the_stone_lands() -> None:
    path = np.array([[0.0, 5.0], [0.0, 4.0], [0.0, 3.0], [0.0, 2.0]])
    ts = np.linspace(0, 1, 11)
    heights = [float(shapes.fall_point(path, t)[1]) for t in ts]
    assert heights[0] == 5.0 and heights[-1] == 2.0
    steps = -np.diff(heights)
    assert np.all(steps > 0) and np.all(np.diff(steps) > -1e-9)  # ever faster
    assert np.allclose(shapes.along(path[:1], 0.7), path[0])


@pytest.mark.parametrize("ease", [shapes.ease_in, shapes.ease_out, shapes.ease_in_out])
def test_every_easing_runs_from_0_to_1_and_holds_outside(ease: object) -> None:
    assert callable(ease)
    values = [ease(t) for t in np.linspace(-0.5, 1.5, 41)]
    assert values[0] == 0.0 and values[-1] == 1.0
    assert values == sorted(values)


def test_lines_grow_from_their_start_and_pulse_in_breaths_that_end_at_rest() -> None:
    segments = np.array([[[0.0, 0, 0], [3.0, 0, 0]], [[1.0, 1, 1], [1.0, 1, 4]]])
    assert np.allclose(shapes.grown_segments(segments, 0.0)[:, 1], segments[:, 0])
    assert np.allclose(shapes.grown_segments(segments, 1.0), segments)
    half = shapes.grown_segments(segments, 0.5)
    assert np.allclose(half[:, 0], segments[:, 0])
    assert shapes.pulse_glow(0.0) == pytest.approx(0.0)
    assert shapes.pulse_glow(1.0) == pytest.approx(0.0, abs=1e-9)
    tops = [(2 * k + 1) / (2 * shapes.PULSES) for k in range(shapes.PULSES)]
    assert all(shapes.pulse_glow(t) == pytest.approx(1.0) for t in tops)
    lit = shapes.glowing(np.array([[1.0, 0.8, 0.0, 1.0]]), 1.0)
    assert lit[0, 0] == 1.0 and lit[0, 1] > 0.8 and lit[0, 2] > 0.0 and lit[0, 3] == 1.0


def test_a_draw_cue_rises_then_fades_away() -> None:
    assert shapes.cue_glow(0.0) == 0.0 and shapes.cue_glow(1.0) == pytest.approx(0.0)
    assert max(shapes.cue_glow(t) for t in np.linspace(0, 1, 51)) == pytest.approx(1.0)
    assert shapes.appear_scale(0.0) == shapes.APPEAR_FROM and shapes.appear_scale(1.0) == 1.0


def test_a_ball_has_a_highlight_and_a_cube_has_none() -> None:
    colour = np.array([0.2, 0.4, 0.9])
    _, _, ball = meshes.spheres(np.zeros((1, 3)), 1.0, colour)
    brightest = ball[np.argmax(ball[:, :3].sum(axis=1)), :3]
    # Toward white, not just the colour at full light: every channel above it.
    assert np.all(brightest > colour + 0.03) and brightest[0] > colour[0] + 0.2
    assert np.all(brightest <= 1.0)
    _, _, cube = meshes.boxes(np.zeros((1, 3)), 1.0, colour)
    assert np.all(cube[:, :3] <= colour + 1e-9)  # flat faces: lit, never past their colour


def test_a_hidden_stone_is_left_out_of_the_drawn_stones_but_still_picked() -> None:
    game = Game(PRESETS["connect-four"])
    for move in ((3, 0), (3, 1)):
        game.play(move)
    layout = board_layout(game.rules.shape)
    colours = palette.palette_for("dark", "standard")
    whole = pieces(game, layout, [], colours)
    hidden = pieces(game, layout, [], colours, hidden=(3, 1))
    assert hidden.stone_cells == ((3, 0),) and whole.stone_cells == ((3, 0), (3, 1))
    assert len(hidden.dots) == len(whole.dots)  # no dot where the stone is on its way
    assert np.array_equal(hidden.marker_radii, whole.marker_radii)
