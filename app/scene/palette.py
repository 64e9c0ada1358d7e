"""The colours both views share, as (r, g, b) floats in 0–1.

Player colours are four of the Okabe–Ito colours, chosen to stay distinct for the common forms
of colour blindness and to read well on a dark background: orange, sky blue, bluish green,
reddish purple.
"""

from __future__ import annotations

RGB = tuple[float, float, float]

PLAYERS: tuple[RGB, ...] = (
    (0.902, 0.624, 0.0),  # orange #E69F00
    (0.337, 0.706, 0.914),  # sky blue #56B4E9
    (0.0, 0.620, 0.451),  # bluish green #009E73
    (0.800, 0.475, 0.655),  # reddish purple #CC79A7
)
PLAYER_NAMES = ("orange", "blue", "green", "purple")

BACKGROUND: RGB = (0.075, 0.085, 0.11)
PANEL_BACKGROUND: RGB = (0.11, 0.12, 0.15)
EMPTY_CELL: RGB = (0.55, 0.62, 0.75)
BLOCKED_CELL: RGB = (0.03, 0.03, 0.04)
BLOCKED_EDGE: RGB = (0.45, 0.2, 0.2)
WIREFRAME: RGB = (0.36, 0.42, 0.52)
LABEL: RGB = (0.78, 0.82, 0.9)
HIGHLIGHT: RGB = (1.0, 0.94, 0.25)
"""The winning line of a one-line game: a yellow no player colour is near."""
LAST_MOVE: RGB = (1.0, 1.0, 1.0)


def player(index: int) -> RGB:
    """The colour of player `index` (0-based)."""
    return PLAYERS[index % len(PLAYERS)]


def line_colour(player_index: int, target: int) -> RGB:
    """The bar colour of a completed line: the highlight in one-line games, where only the winner
    has a line, and the owner's colour, brightened, when lines are counted (target > 1)."""
    if target <= 1:
        return HIGHLIGHT
    return lighten(player(player_index), 0.35)


def lighten(colour: RGB, amount: float) -> RGB:
    """`colour` moved `amount` (0–1) of the way to white."""
    return (
        colour[0] + (1 - colour[0]) * amount,
        colour[1] + (1 - colour[1]) * amount,
        colour[2] + (1 - colour[2]) * amount,
    )


def dim(colour: RGB, amount: float = 0.65) -> RGB:
    """`colour` moved `amount` of the way to the background: stones off the winning lines."""
    return (
        colour[0] + (BACKGROUND[0] - colour[0]) * amount,
        colour[1] + (BACKGROUND[1] - colour[1]) * amount,
        colour[2] + (BACKGROUND[2] - colour[2]) * amount,
    )
