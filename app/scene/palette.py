"""The colours both views share, as (r, g, b) floats in 0–1.

Two schemes of player colours: the standard one, vivid red, blue, green and purple; and the
colour-blind-safe one, four of the Okabe–Ito colours (orange, sky blue, bluish green, reddish
purple), chosen to stay distinct for the common forms of colour blindness and to read well on a
dark background. `use_player_colours` switches between them (the View menu does, and remembers
it). The colours round the stones follow the light or dark theme (`use_scheme`).
"""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[float, float, float]

STANDARD = "standard"
COLOUR_BLIND = "colour-blind"
PLAYER_SCHEMES: dict[str, tuple[tuple[RGB, ...], tuple[str, ...]]] = {
    STANDARD: (
        (
            (0.90, 0.27, 0.22),  # red
            (0.27, 0.55, 0.96),  # blue
            (0.30, 0.74, 0.33),  # green
            (0.72, 0.45, 0.92),  # purple
        ),
        ("red", "blue", "green", "purple"),
    ),
    COLOUR_BLIND: (
        (
            (0.902, 0.624, 0.0),  # orange #E69F00
            (0.337, 0.706, 0.914),  # sky blue #56B4E9
            (0.0, 0.620, 0.451),  # bluish green #009E73
            (0.800, 0.475, 0.655),  # reddish purple #CC79A7
        ),
        ("orange", "blue", "green", "purple"),
    ),
}
PLAYERS, PLAYER_NAMES = PLAYER_SCHEMES[STANDARD]


def use_player_colours(name: str) -> None:
    """Draw players in the colours of `name` (STANDARD or COLOUR_BLIND; an unknown name, from an
    edited settings file, gives the standard colours)."""
    # One choice for the whole app, like Qt's own palette: every view reads it when it draws.
    global PLAYERS, PLAYER_NAMES
    PLAYERS, PLAYER_NAMES = PLAYER_SCHEMES.get(name, PLAYER_SCHEMES[STANDARD])


@dataclass(frozen=True)
class Scheme:
    """The colours around the stones, for a dark or a light surrounding."""

    background: RGB
    panel_background: RGB
    empty_cell: RGB
    blocked_cell: RGB
    blocked_edge: RGB
    wireframe: RGB
    label: RGB
    highlight: RGB
    """The winning line of a one-line game: a colour no player colour is near."""
    last_move: RGB


# Each role's colour on a dark and on a light surrounding, side by side so that a change to one
# theme is made next to the other.
_ROLE_COLOURS: dict[str, tuple[RGB, RGB]] = {
    # role: (dark, light)
    "background": ((0.075, 0.085, 0.11), (0.93, 0.94, 0.96)),
    "panel_background": ((0.11, 0.12, 0.15), (0.97, 0.97, 0.98)),
    "empty_cell": ((0.55, 0.62, 0.75), (0.42, 0.47, 0.58)),
    "blocked_cell": ((0.03, 0.03, 0.04), (0.25, 0.25, 0.28)),
    "blocked_edge": ((0.45, 0.2, 0.2), (0.7, 0.3, 0.3)),
    "wireframe": ((0.36, 0.42, 0.52), (0.55, 0.6, 0.68)),
    "label": ((0.78, 0.82, 0.9), (0.12, 0.14, 0.2)),
    "highlight": ((1.0, 0.94, 0.25), (0.85, 0.05, 0.2)),
    "last_move": ((1.0, 1.0, 1.0), (0.0, 0.0, 0.0)),
}
DARK = Scheme(**{role: dark for role, (dark, _) in _ROLE_COLOURS.items()})
LIGHT = Scheme(**{role: light for role, (_, light) in _ROLE_COLOURS.items()})

# The colours in use, read at drawing time; `use_scheme` swaps them.
BACKGROUND: RGB = DARK.background
PANEL_BACKGROUND: RGB = DARK.panel_background
EMPTY_CELL: RGB = DARK.empty_cell
BLOCKED_CELL: RGB = DARK.blocked_cell
BLOCKED_EDGE: RGB = DARK.blocked_edge
WIREFRAME: RGB = DARK.wireframe
LABEL: RGB = DARK.label
HIGHLIGHT: RGB = DARK.highlight
LAST_MOVE: RGB = DARK.last_move


def use_scheme(scheme: Scheme) -> None:
    """Draw from now on with `scheme`'s colours (the views redraw to show them)."""
    global BACKGROUND, PANEL_BACKGROUND, EMPTY_CELL, BLOCKED_CELL, BLOCKED_EDGE
    global WIREFRAME, LABEL, HIGHLIGHT, LAST_MOVE
    BACKGROUND, PANEL_BACKGROUND = scheme.background, scheme.panel_background
    EMPTY_CELL, BLOCKED_CELL, BLOCKED_EDGE = (
        scheme.empty_cell,
        scheme.blocked_cell,
        scheme.blocked_edge,
    )
    WIREFRAME, LABEL = scheme.wireframe, scheme.label
    HIGHLIGHT, LAST_MOVE = scheme.highlight, scheme.last_move


def current_scheme() -> Scheme:
    """The scheme the colours in use come from."""
    return LIGHT if LIGHT.background == BACKGROUND else DARK


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
