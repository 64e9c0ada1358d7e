"""The colours both views share, as (r, g, b) floats in 0–1, and as values: nothing here changes
after import.

A `Palette` is every colour a view draws with: the colours round the stones (`Scheme`), for the
dark or the light theme, and the players' colours (`PlayerColours`), the standard ones (vivid
red, blue, green and purple) or the colour-blind-safe ones (four of the Okabe–Ito colours:
orange, sky blue, bluish green, reddish purple, chosen to stay distinct for the common forms of
colour blindness and to read well on a dark background). `palette_for` gives the palette of a
choice of both; the window's choice is app.model.view.view_state.ColourChoice, which the views
observe, and each draw asks for the palette of the choice in force. Last, the colours of an
analysis's values and marks, the same in every theme.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.record.analysis_data import Mark, PositionValue, Result

RGB = tuple[float, float, float]

STANDARD = "standard"
COLOUR_BLIND = "colour-blind"
DARK_THEME = "dark"
LIGHT_THEME = "light"
HIGH_CONTRAST_THEME = "high-contrast"


@dataclass(frozen=True)
class PlayerColours:
    """The players' stone colours, in seat order, with the plain English word for each (the
    window translates it where it names a seat by its colour)."""

    colours: tuple[RGB, ...]
    names: tuple[str, ...]


PLAYER_SCHEMES: dict[str, PlayerColours] = {
    STANDARD: PlayerColours(
        (
            (0.90, 0.27, 0.22),  # red
            (0.27, 0.55, 0.96),  # blue
            (0.30, 0.74, 0.33),  # green
            (0.72, 0.45, 0.92),  # purple
        ),
        ("red", "blue", "green", "purple"),
    ),
    COLOUR_BLIND: PlayerColours(
        (
            (0.902, 0.624, 0.0),  # orange #E69F00
            (0.337, 0.706, 0.914),  # sky blue #56B4E9
            (0.0, 0.620, 0.451),  # bluish green #009E73
            (0.800, 0.475, 0.655),  # reddish purple #CC79A7
        ),
        ("orange", "blue", "green", "purple"),
    ),
}


def player_colours(name: str) -> PlayerColours:
    """The players' colours called `name` (STANDARD or COLOUR_BLIND; an unknown name, from an
    edited settings file, gives the standard colours)."""
    return PLAYER_SCHEMES.get(name, PLAYER_SCHEMES[STANDARD])


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
    dimming: float = 0.65
    """How far stones off the winning lines fade toward the background (0: not at all)."""
    faint_alpha: float = 0.4
    """The opacity of a mark that is there but not yet in force (a gravity threat one stone
    away from playable)."""
    depth_cue: bool = True
    """Whether the 3D view darkens stones and dots with their distance from the viewer."""
    stone_lift: float = 0.0
    """How far the players' colours are lightened toward white on this background (the 3D
    view's shading darkens a stone's lit side a little)."""


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
_DARK_ROLES: dict[str, Any] = {role: dark for role, (dark, _) in _ROLE_COLOURS.items()}
_LIGHT_ROLES: dict[str, Any] = {role: light for role, (_, light) in _ROLE_COLOURS.items()}
DARK = Scheme(**_DARK_ROLES)
LIGHT = Scheme(**_LIGHT_ROLES)
HIGH_CONTRAST = Scheme(
    background=(0.0, 0.0, 0.0),
    panel_background=(0.0, 0.0, 0.0),
    empty_cell=(0.85, 0.85, 0.85),
    blocked_cell=(0.62, 0.62, 0.62),
    blocked_edge=(0.0, 0.0, 0.0),
    wireframe=(0.8, 0.8, 0.8),
    label=(1.0, 1.0, 1.0),
    highlight=(1.0, 1.0, 0.0),
    last_move=(1.0, 1.0, 1.0),
    dimming=0.0,
    faint_alpha=1.0,
    depth_cue=False,
    stone_lift=0.2,
)
"""Black round the stones, everything drawn on it at WCAG contrast 4.5:1 or more (every player
colour of both sets is; tests/app/access/test_high_contrast.py measures the drawn board): no
stone fades with depth or off a winning line, and no mark is drawn faint."""
SCHEMES: dict[str, Scheme] = {
    DARK_THEME: DARK,
    LIGHT_THEME: LIGHT,
    HIGH_CONTRAST_THEME: HIGH_CONTRAST,
}


@dataclass(frozen=True)
class Palette:
    """Every colour a view draws with: `scheme` round the stones, `players` for the stones."""

    scheme: Scheme
    players: PlayerColours

    def player(self, index: int) -> RGB:
        """The colour of player `index` (0-based), lifted as the scheme asks."""
        colour = self.players.colours[index % len(self.players.colours)]
        return lighten(colour, self.scheme.stone_lift) if self.scheme.stone_lift else colour

    def player_name(self, index: int) -> str:
        """The plain English word for player `index`'s colour."""
        return self.players.names[index % len(self.players.names)]

    def line_colour(self, player_index: int, target: int) -> RGB:
        """The bar colour of a completed line: the highlight in one-line games, where only the
        winner has a line, and the owner's colour, brightened, when lines are counted
        (target > 1)."""
        if target <= 1:
            return self.scheme.highlight
        return lighten(self.player(player_index), 0.35)

    def dim(self, colour: RGB, amount: float | None = None) -> RGB:
        """`colour` moved `amount` of the way to the background (by default the scheme's
        dimming): stones off the winning lines."""
        return mix(
            colour, self.scheme.background, self.scheme.dimming if amount is None else amount
        )


@cache
def palette_for(theme: str, players: str) -> Palette:
    """The palette of the `theme` (DARK_THEME, LIGHT_THEME or HIGH_CONTRAST_THEME; anything else
    is dark, the look the 3D view was designed on) with the players' colours called `players`."""
    return Palette(SCHEMES.get(theme, DARK), player_colours(players))


DEFAULT = palette_for(DARK_THEME, STANDARD)
"""The palette of a window that chose nothing: dark, standard player colours."""


def lighten(colour: RGB, amount: float) -> RGB:
    """`colour` moved `amount` (0–1) of the way to white."""
    return mix(colour, (1.0, 1.0, 1.0), amount)


def luminance(colour: RGB) -> float:
    """WCAG 2 relative luminance of `colour`."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(channel) for channel in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    """WCAG 2 contrast ratio of two colours: 1 (the same) to 21 (black on white)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def mix(colour: RGB, other: RGB, amount: float) -> RGB:
    """`colour` moved `amount` (0–1) of the way to `other`."""
    return (
        colour[0] + (other[0] - colour[0]) * amount,
        colour[1] + (other[1] - colour[1]) * amount,
        colour[2] + (other[2] - colour[2]) * amount,
    )


# The colours of analysed values and marks, one table for the move list, the graph and both
# boards: a win green, a draw neutral, a loss red; an estimate between them by its score; a mark
# as chess programs colour them (an inaccuracy yellow, a mistake orange, a blunder red).
WIN: RGB = (0.25, 0.8, 0.35)
DRAW: RGB = (0.55, 0.62, 0.75)
LOSS: RGB = (0.92, 0.25, 0.25)
MARK_COLOURS: dict[Mark, RGB] = {
    Mark.INACCURACY: (0.9, 0.75, 0.1),
    Mark.MISTAKE: (0.95, 0.5, 0.1),
    Mark.BLUNDER: (0.9, 0.15, 0.15),
}
BETTER: RGB = (0.2, 0.85, 0.4)
"""The better move's outline on the boards."""


def value_colour(value: PositionValue) -> RGB:
    """The colour of a value: proven ones their result's, estimates mixed toward the win or
    the loss colour as far as their score leans."""
    if value.result is Result.WIN:
        return WIN
    if value.result is Result.LOSS:
        return LOSS
    if value.result is Result.DRAW:
        return DRAW
    score = value.score
    return mix(DRAW, WIN if score > 0 else LOSS, min(1.0, abs(score)))
