"""The scene without a display: where cells go, the frame and labels round them, the pieces,
the line bars and the camera fit, checked as numbers for every preset."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from app.scene import guides, layout
from app.scene.camera import fit_parallel, read_camera_state
from app.scene.highlight import BAR_OVERHANG, line_bars, shown_lines
from app.scene.palette import DEFAULT, LIGHT, LIGHT_THEME, STANDARD, palette_for
from app.scene.pieces import pieces
from engine import PRESETS, Game

PRESET_NAMES = sorted(PRESETS)


def slice_cells(shape: tuple[int, ...], w: int) -> set[tuple[int, ...]]:
    axes = [range(n) for n in shape[:3]]
    if len(shape) > 3:
        axes.append(range(w, w + 1))
    return set(itertools.product(*axes))


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_the_layout_shows_every_cell_of_the_slice_centred_on_the_origin(name: str) -> None:
    shape = PRESETS[name].shape
    slices = shape[3] if len(shape) > 3 else 1
    for w in range(slices):
        shown = layout.board_layout(shape, w)
        assert set(shown.cells) == slice_cells(shape, w)
        assert len({tuple(c) for c in shown.centres.round(6)}) == len(shown.cells)
        assert np.allclose(shown.centres.min(axis=0), -shown.centres.max(axis=0))
        for cell, centre in zip(shown.cells, shown.centres, strict=True):
            assert np.array_equal(shown.centre(cell), centre)


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_the_frame_boxes_every_shown_cell_and_the_labels_name_each_axis(name: str) -> None:
    shape = PRESETS[name].shape
    all_slices = len(shape) > 3
    shown = layout.board_layout(shape, 0, all_slices)
    segments, colours = guides.wireframe(shown, DEFAULT)
    assert len(segments) == len(colours) and len(segments) % 2 == 0
    low, high = segments.min(axis=0), segments.max(axis=0)
    assert np.all(shown.centres - 0.5 >= low - 1e-9) and np.all(shown.centres + 0.5 <= high + 1e-9)
    texts = [label.text for label in guides.labels(shown, 0, coordinates=True)]
    axes = "xyz"[: min(3, len(shape))]
    assert [t for t in texts if t in "xyz"] == list(axes)
    ticks = [t for t in texts if t.isdigit()]
    assert len(ticks) == sum(shape[: len(axes)])
    slice_names = [t for t in texts if t.startswith("w = ")]
    assert slice_names == ([f"w = {w + 1}" for w in range(shape[3])] if all_slices else [])


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_the_pieces_are_the_stones_played_and_the_blocked_cells(name: str) -> None:
    game = Game(PRESETS[name])
    for cell in game.legal_moves()[:3]:
        game.play(cell)
    shown = layout.board_layout(game.rules.shape)
    drawn = pieces(game, shown, shown_lines(game), DEFAULT)
    assert set(drawn.stone_cells) == set(game.moves) & set(shown.cells)
    blocked = [c for c in shown.cells if c in game.rules.blocked]
    assert bool(len(drawn.blocked[1])) == bool(blocked)


def test_a_won_line_on_view_gets_one_solid_bar_past_its_end_cells() -> None:
    game = Game(PRESETS["qubic"])
    for cell in [(0, 0, 0), (0, 1, 0), (1, 0, 0), (1, 1, 0), (2, 0, 0), (2, 1, 0), (3, 0, 0)]:
        game.play(cell)
    shown = layout.board_layout(game.rules.shape)
    bars = line_bars(shown, shown_lines(game), game.rules.target, DEFAULT)
    assert len(bars.segments) == 1 and len(bars.marks) == 0
    start, end = bars.segments[0]
    first, last = shown.centre((0, 0, 0)), shown.centre((3, 0, 0))
    assert first is not None and last is not None
    overhang = np.array([BAR_OVERHANG, 0.0, 0.0])
    assert np.allclose(start, first - overhang)
    assert np.allclose(end, last + overhang)


def test_a_won_line_across_w_slices_outlines_only_its_cells_on_view() -> None:
    game = Game(PRESETS["four-d"])
    for w in range(3):
        game.play((0, 0, 0, w))
        game.play((3, 3, 3, w))
    game.play((0, 0, 0, 3))
    shown = layout.board_layout(game.rules.shape, 1)
    bars = line_bars(shown, shown_lines(game), game.rules.target, DEFAULT)
    assert len(bars.segments) == 0  # no bar: in this slice it would pass cells not on it
    centre = shown.centre((0, 0, 0, 1))
    assert centre is not None
    assert np.allclose(bars.marks, [centre])


def test_the_fitted_camera_distance_puts_the_farthest_corner_on_the_edge() -> None:
    # Looking along -z: a 2×2×2 box in a 90° parallel view with a square aspect spans ±1,
    # which a distance of 1 shows edge to edge (half width = distance × tan 45°).
    assert math.isclose(fit_parallel(np.eye(4), np.array([2.0, 2.0, 2.0]), 90.0, 1.0), 1.0)
    # A view half as tall as it is wide needs twice the distance for the height.
    assert math.isclose(fit_parallel(np.eye(4), np.array([2.0, 2.0, 2.0]), 90.0, 0.5), 2.0)


def test_saved_camera_values_keep_only_what_is_usable() -> None:
    good = read_camera_state(
        {"distance": 12, "elevation": 30.5, "azimuth": -60, "center": [1, 2, 3]}
    )
    assert (good.center, good.distance, good.elevation, good.azimuth) == (
        (1.0, 2.0, 3.0),
        12.0,
        30.5,
        -60.0,
    )
    bad = read_camera_state(
        {"distance": -3, "elevation": "high", "azimuth": True, "center": [1, float("nan"), 3]}
    )
    assert (bad.center, bad.distance, bad.elevation, bad.azimuth) == (None, None, None, None)
    assert read_camera_state({}) == bad


def test_the_corner_text_names_the_slice_and_counts_lines_per_player() -> None:
    four_d = layout.board_layout(PRESETS["four-d"].shape, 2)
    light = palette_for(LIGHT_THEME, STANDARD)
    assert guides.corner_text(Game(PRESETS["four-d"]), four_d, 2, light) == [
        guides.CornerPart(guides.SLICE, (3, 4), LIGHT.label)
    ]
    everything = layout.board_layout(PRESETS["four-d"].shape, 2, all_slices=True)
    assert guides.corner_text(Game(PRESETS["four-d"]), everything, 2, DEFAULT) == []
    tesseract = Game(PRESETS["tesseract"])
    shown = layout.board_layout(tesseract.rules.shape, 0)
    parts = [(part.kind, part.values) for part in guides.corner_text(tesseract, shown, 0, DEFAULT)]
    assert parts == [
        (guides.SLICE, (1, 3)),
        (guides.TARGET, (9,)),
        (guides.SCORE, (0, 0)),
        (guides.SCORE, (1, 0)),
    ]
