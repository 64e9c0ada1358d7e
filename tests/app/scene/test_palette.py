"""The colours as values: a palette for every choice of theme and player colours, made once and
never changed, and the slices a strip marks for threats and the last stone."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from app.scene import palette
from app.scene.highlight import slice_of, threat_slices
from engine import PRESETS, Game, Threat, parse_cell, threats


@pytest.mark.parametrize(
    ("theme", "players"),
    list(
        itertools.product(
            [palette.DARK_THEME, palette.LIGHT_THEME], [palette.STANDARD, palette.COLOUR_BLIND]
        )
    ),
)
def test_every_choice_has_its_own_frozen_palette(theme: str, players: str) -> None:
    colours = palette.palette_for(theme, players)
    assert colours.scheme is palette.SCHEMES[theme]
    assert colours.players is palette.PLAYER_SCHEMES[players]
    assert colours is palette.palette_for(theme, players)
    with pytest.raises(dataclasses.FrozenInstanceError):
        colours.scheme = palette.DARK  # type: ignore[misc]
    # Lines of one-line games are the theme's highlight; stones dim toward its background.
    assert colours.line_colour(0, 1) == colours.scheme.highlight
    assert colours.dim(colours.player(0), 1.0) == pytest.approx(colours.scheme.background)
    assert colours.player(5) == colours.player(1)  # seats beyond four wrap round


def test_an_unknown_choice_gets_the_dark_standard_palette() -> None:
    assert palette.palette_for("sepia", "neon") == palette.DEFAULT
    assert palette.DEFAULT.scheme is palette.DARK
    assert palette.DEFAULT.player_name(0) == "red"
    assert palette.palette_for("dark", palette.COLOUR_BLIND).player_name(0) == "orange"


def test_the_contrast_ratio_is_wcags() -> None:
    assert palette.contrast((0.0, 0.0, 0.0), (1.0, 1.0, 1.0)) == pytest.approx(21.0)
    assert palette.contrast((0.5, 0.5, 0.5), (0.5, 0.5, 0.5)) == pytest.approx(1.0)
    # #767676 on white is the classic 4.54:1.
    grey = 0x76 / 255
    assert palette.contrast((grey, grey, grey), (1.0, 1.0, 1.0)) == pytest.approx(4.54, abs=0.01)


def test_a_cell_is_in_reach_of_one_slider_only_when_the_others_show_its_slice() -> None:
    on_view = (0, 2, 1)  # w, v, u
    assert slice_of((1, 1, 1, 3, 2, 1), on_view, 3) == 3
    assert slice_of((1, 1, 1, 3, 2, 1), on_view, 4) is None  # w is 3, not the 0 on view
    assert slice_of((1, 1, 1, 0, 0, 1), on_view, 4) == 0
    assert slice_of((1, 1, 1, 2), (0,), 3) == 2


def test_threat_slices_name_every_slice_with_a_threat_and_who_makes_it() -> None:
    four_d = PRESETS["four-d"]
    game = Game(four_d)
    # Player 1's three along y and w ends in w = 4; player 2's three along x in w = 2.
    for text in ("1,1,1,1", "1,4,4,2", "1,2,1,2", "2,4,4,2", "1,3,1,3", "3,4,4,2"):
        game.play(parse_cell(text, four_d))
    found = threats(game)
    assert {(t.cell, t.player) for t in found} >= {((0, 3, 0, 3), 0), ((3, 3, 3, 1), 1)}
    every = {t.cell[3] for t in found}
    marked = threat_slices(found, (0,), 3)
    assert set(marked) == every
    assert 0 in marked[3] and 1 in marked[1]
    # A board of six axes: only the slices one slider reaches are marked on it.
    six = (Threat((0, 0, 0, 1, 2, 0), 0, 1, True), Threat((0, 0, 0, 2, 1, 0), 1, 1, True))
    assert threat_slices(six, (0, 2, 0), 3) == {1: (0,)}
    assert threat_slices(six, (0, 2, 0), 4) == {}
    assert threat_slices(six, (2, 0, 0), 4) == {1: (1,)}
