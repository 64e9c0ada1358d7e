"""The fixed description of a k-in-a-row game: board shape, line length, gravity, players, target.

A `Rules` is a frozen value; everything derived from it (lines, incidence, hash keys) is computed
once per distinct `Rules` in `engine.geometry`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Mapping

Cell = tuple[int, ...]
Line = tuple[Cell, ...]

MAX_AXES = 6
MAX_SIZE = 19
MAX_CELLS = 20_000
MAX_PLAYERS = 4
# Not in the table of limits, but needed to keep bad input harmless: 6 axes of size 5 with k=2
# pass every other limit yet have millions of lines.
MAX_LINES = 200_000

AXIS_NAMES = "xyzwuv"


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Rules:
    """What is played: board `shape` (size per axis), `k` in a row, optional `gravity` axis,
    number of `players`, `blocked` cells and the `target` number of lines that wins.

    Invalid values raise ValueError naming the field and the value.
    """

    shape: tuple[int, ...]
    k: int
    gravity: int | None = None
    players: int = 2
    blocked: frozenset[Cell] = field(default_factory=frozenset)
    target: int = 1

    def __post_init__(self) -> None:
        shape = self.shape
        if not isinstance(shape, (tuple, list)) or not all(_is_int(n) for n in shape):
            raise ValueError(f"shape: expected a tuple of whole numbers, got {shape!r}")
        shape = tuple(shape)
        if not 1 <= len(shape) <= MAX_AXES:
            raise ValueError(f"shape: {len(shape)} axes, expected 1 to {MAX_AXES}")
        for axis, size in enumerate(shape):
            if not 1 <= size <= MAX_SIZE:
                raise ValueError(
                    f"shape: size {size} on axis {AXIS_NAMES[axis]}, expected 1 to {MAX_SIZE}"
                )
        cells = math.prod(shape)
        if cells > MAX_CELLS:
            raise ValueError(
                f"shape: {format_shape(shape)} has {cells} cells, "
                f"more than the limit of {MAX_CELLS}"
            )
        object.__setattr__(self, "shape", shape)

        if not _is_int(self.k) or not 2 <= self.k <= max(shape):
            raise ValueError(f"k: {self.k!r}, expected a whole number from 2 to {max(shape)}")
        if self.gravity is not None and (
            not _is_int(self.gravity) or not 0 <= self.gravity < len(shape)
        ):
            raise ValueError(
                f"gravity: {self.gravity!r}, expected None or an axis from 0 to {len(shape) - 1}"
            )
        if not _is_int(self.players) or not 2 <= self.players <= MAX_PLAYERS:
            raise ValueError(f"players: {self.players!r}, expected 2 to {MAX_PLAYERS}")
        if not _is_int(self.target) or self.target < 1:
            raise ValueError(f"target: {self.target!r}, expected a whole number of at least 1")

        if not isinstance(self.blocked, (frozenset, set, tuple, list)):
            raise ValueError(f"blocked: expected a set of cells, got {self.blocked!r}")
        blocked = frozenset(tuple(c) if isinstance(c, list) else c for c in self.blocked)
        for cell in blocked:
            if not is_cell_on_board(cell, shape):
                raise ValueError(
                    f"blocked: {cell!r} is not a cell of the {format_shape(shape)} board"
                )
        if len(blocked) >= cells:
            raise ValueError("blocked: every cell is blocked, nothing could be played")
        object.__setattr__(self, "blocked", blocked)

        lines = count_lines(shape, self.k)
        if lines > MAX_LINES:
            raise ValueError(
                f"k: {self.k} on a {format_shape(shape)} board makes {lines} lines, "
                f"more than the limit of {MAX_LINES}"
            )

    @property
    def ndim(self) -> int:
        """Number of axes."""
        return len(self.shape)

    @property
    def cell_count(self) -> int:
        """Number of cells, blocked ones included."""
        return math.prod(self.shape)

    @property
    def lines(self) -> tuple[Line, ...]:
        """Every k-line of the board as a tuple of cells, blocked lines left out."""
        from engine.geometry import geometry

        return geometry(self).line_cells

    def describe(self) -> str:
        """A short human description, e.g. '4×4×4, 4 in a row, gravity z'."""
        parts = [format_shape(self.shape), f"{self.k} in a row"]
        if self.gravity is not None:
            parts.append(f"gravity {AXIS_NAMES[self.gravity]}")
        if self.players != 2:
            parts.append(f"{self.players} players")
        if self.blocked:
            parts.append(f"{len(self.blocked)} blocked")
        if self.target != 1:
            parts.append(f"{self.target} lines to win")
        return ", ".join(parts)


def is_cell_on_board(cell: object, shape: tuple[int, ...]) -> bool:
    """True if `cell` is a tuple of ints, one per axis, each inside the board."""
    return (
        isinstance(cell, tuple)
        and len(cell) == len(shape)
        and all(_is_int(c) and 0 <= c < n for c, n in zip(cell, shape, strict=True))
    )


def format_shape(shape: tuple[int, ...]) -> str:
    """'4×4×4' for (4, 4, 4)."""
    return "×".join(str(n) for n in shape)


def count_lines(shape: tuple[int, ...], k: int) -> int:
    """Number of k-lines on an empty board of `shape` with nothing blocked, without listing them.

    Sums, over every direction, the number of start cells whose line stays on the board; each
    line is counted once (not again in the opposite direction).
    """
    # Per axis, how many starts fit for a step of 0 (all n) or ±1 (n - k + 1, or none).
    total = 1
    stay = 1
    for n in shape:
        moving = max(n - k + 1, 0)
        total *= n + 2 * moving
        stay *= n
    return (total - stay) // 2


@dataclass(frozen=True)
class Preset:
    """A named game: its `rules` and the fewest and most players it is meant for. How a game
    is described is each front end's own, translated wording."""

    rules: Rules
    min_players: int = 2
    max_players: int = 2

    def players(self) -> range:
        """The numbers of players the preset may be played with."""
        return range(self.min_players, self.max_players + 1)


PRESET_TABLE: Mapping[str, Preset] = MappingProxyType(
    {
        "tic-tac-toe": Preset(Rules((3, 3), 3)),
        "connect-four": Preset(Rules((7, 6), 4, gravity=1)),
        "gomoku": Preset(Rules((15, 15), 5)),
        "cube-3": Preset(Rules((3, 3, 3), 3)),
        "qubic": Preset(Rules((4, 4, 4), 4)),
        "score-four": Preset(Rules((4, 4, 4), 4, gravity=2)),
        "four-d": Preset(Rules((4, 4, 4, 4), 4)),
        "tesseract": Preset(
            Rules((3, 3, 3, 3), 3, blocked=frozenset({(1, 1, 1, 1)}), target=9),
            max_players=MAX_PLAYERS,
        ),
    }
)
"""Every preset by name, in the order menus show them."""

PRESETS: Mapping[str, Rules] = MappingProxyType(
    {name: preset.rules for name, preset in PRESET_TABLE.items()}
)
"""The rules of every preset by name (for two players; see PRESET_TABLE for the range)."""


def preset_name(rules: Rules) -> str | None:
    """The PRESETS name of `rules`, ignoring the number of players; None for custom rules."""
    for name, preset in PRESETS.items():
        if replace(rules, players=preset.players) == preset:
            return name
    return None
