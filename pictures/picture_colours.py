"""The colours of a shared picture, as (r, g, b) bytes: the window's own, so that a GIF looks
like the game on screen.

They are copied from app/scene/palette.py (the dark `Scheme`'s roles and the standard
`PLAYER_SCHEMES` colours, there as floats in 0–1), which this package may not import (the
terminal draws these pictures too, and never imports the window);
tests/pictures/test_picture_colours.py holds the two to the same values."""

from __future__ import annotations

RGB = tuple[int, int, int]


def _byte(value: float) -> int:
    return round(value * 255)


def _rgb(red: float, green: float, blue: float) -> RGB:
    return _byte(red), _byte(green), _byte(blue)


BACKGROUND = _rgb(0.075, 0.085, 0.11)  # Scheme.background (dark)
PANEL = _rgb(0.11, 0.12, 0.15)  # Scheme.panel_background (dark): under each slice's cells
GRID = _rgb(0.36, 0.42, 0.52)  # Scheme.wireframe (dark): the lines between the cells
EMPTY_CELL = _rgb(0.55, 0.62, 0.75)  # Scheme.empty_cell (dark): the dot of an empty cell
BLOCKED_CELL = _rgb(0.03, 0.03, 0.04)  # Scheme.blocked_cell (dark)
BLOCKED_EDGE = _rgb(0.45, 0.2, 0.2)  # Scheme.blocked_edge (dark)
HIGHLIGHT = _rgb(1.0, 0.94, 0.25)  # Scheme.highlight (dark): the winning line's cells
LAST_MOVE = _rgb(1.0, 1.0, 1.0)  # Scheme.last_move (dark): the ring round the latest stone

PLAYERS: tuple[RGB, ...] = (
    _rgb(0.90, 0.27, 0.22),  # red
    _rgb(0.27, 0.55, 0.96),  # blue
    _rgb(0.30, 0.74, 0.33),  # green
    _rgb(0.72, 0.45, 0.92),  # purple
)
"""The players' stones in seat order: PLAYER_SCHEMES[STANDARD]."""

COLOURS: tuple[RGB, ...] = (
    BACKGROUND,
    PANEL,
    GRID,
    EMPTY_CELL,
    BLOCKED_CELL,
    BLOCKED_EDGE,
    HIGHLIGHT,
    LAST_MOVE,
    *PLAYERS,
)
"""Every colour a picture has: the palette of its frames ("P" mode), so the GIF keeps each one
exactly."""


def index_of(colour: RGB) -> int:
    """The palette index of `colour`, one of COLOURS."""
    return COLOURS.index(colour)


def flat_palette() -> list[int]:
    """COLOURS as Pillow's `putpalette` takes them: r, g, b, r, g, b, …"""
    return [byte for colour in COLOURS for byte in colour]
