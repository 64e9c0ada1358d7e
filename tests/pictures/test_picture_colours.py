"""The pictures' colours are the window's: the dark theme's and the standard players' colours
of app/scene/palette.py, copied because the pictures may not import the window."""

from __future__ import annotations

from app.scene import palette
from pictures import picture_colours as colours


def as_bytes(rgb: tuple[float, float, float]) -> tuple[int, int, int]:
    red, green, blue = (round(value * 255) for value in rgb)
    return red, green, blue


def test_the_players_colours_are_the_windows_standard_ones() -> None:
    standard = palette.PLAYER_SCHEMES[palette.STANDARD].colours
    assert tuple(as_bytes(colour) for colour in standard) == colours.PLAYERS


def test_the_board_colours_are_the_dark_themes() -> None:
    dark = palette.DARK
    assert as_bytes(dark.background) == colours.BACKGROUND
    assert as_bytes(dark.panel_background) == colours.PANEL
    assert as_bytes(dark.wireframe) == colours.GRID
    assert as_bytes(dark.empty_cell) == colours.EMPTY_CELL
    assert as_bytes(dark.blocked_cell) == colours.BLOCKED_CELL
    assert as_bytes(dark.blocked_edge) == colours.BLOCKED_EDGE
    assert as_bytes(dark.highlight) == colours.HIGHLIGHT
    assert as_bytes(dark.last_move) == colours.LAST_MOVE


def test_every_colour_is_distinct_so_each_keeps_its_meaning() -> None:
    assert len(set(colours.COLOURS)) == len(colours.COLOURS)
