"""The fixed description of a k-in-a-row game: board shape, line length, gravity, players, target.

A `Rules` is a frozen value; everything derived from it (lines, incidence, hash keys) is computed
once per distinct `Rules` in `engine.geometry`. Rules that cannot be played raise `RulesError`,
whose `problem` says what is wrong as data (`RulesProblem`), so that each program words it in
its own language.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from enum import Enum
from types import MappingProxyType
from typing import TYPE_CHECKING

from engine.geometry import Cell, Line, geometry

if TYPE_CHECKING:
    from collections.abc import Mapping

__all__ = [
    "AXIS_NAMES",
    "MAX_AXES",
    "MAX_CELLS",
    "MAX_LINES",
    "MAX_PLAYERS",
    "MAX_SIZE",
    "PRESETS",
    "PRESET_TABLE",
    "Cell",
    "Line",
    "Preset",
    "Rules",
    "RulesError",
    "RulesProblem",
    "RulesProblemKind",
    "centre",
    "count_lines",
    "format_shape",
    "is_cell_on_board",
    "preset_name",
]

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


class RulesProblemKind(Enum):
    """What is wrong with the rules asked for."""

    SHAPE_TYPE = "the shape is not a list of whole numbers"
    AXES = "too few or too many axes"
    SIZE = "a side of the board too short or too long"
    CELLS = "too many cells"
    K = "the line length does not fit the board"
    GRAVITY = "gravity along an axis the board does not have"
    PLAYERS = "too few or too many players"
    TARGET = "fewer than one line to win"
    BLOCKED_TYPE = "the blocked cells are not a set of cells"
    BLOCKED_CELL = "a blocked cell that is not on the board"
    ALL_BLOCKED = "every cell blocked"
    LINES = "too many lines"
    NO_CENTRE = "no centre cell to block"


_FIELDS = {
    RulesProblemKind.SHAPE_TYPE: "shape",
    RulesProblemKind.AXES: "shape",
    RulesProblemKind.SIZE: "shape",
    RulesProblemKind.CELLS: "shape",
    RulesProblemKind.K: "k",
    RulesProblemKind.LINES: "k",
    RulesProblemKind.GRAVITY: "gravity",
    RulesProblemKind.PLAYERS: "players",
    RulesProblemKind.TARGET: "target",
    RulesProblemKind.BLOCKED_TYPE: "blocked",
    RulesProblemKind.BLOCKED_CELL: "blocked",
    RulesProblemKind.ALL_BLOCKED: "blocked",
    RulesProblemKind.NO_CENTRE: "blocked",
}


@dataclass(frozen=True)
class RulesProblem:
    """Rules that cannot be played, as data: what is wrong (`kind`), the value `found` as it
    was given (a size, k, gravity, the players, the target, a blocked cell), the `low` and
    `high` ends of what is allowed, the `axis` concerned (SIZE, and NO_CENTRE's first even
    side), the board's `shape` (CELLS, K, BLOCKED_CELL, ALL_BLOCKED, LINES, NO_CENTRE) and the
    `count` of axes (AXES), cells (CELLS, ALL_BLOCKED) or lines (LINES) it has."""

    kind: RulesProblemKind
    found: object = None
    low: int | None = None
    high: int | None = None
    axis: int | None = None
    shape: tuple[int, ...] = ()
    count: int | None = None

    @property
    def field(self) -> str:
        """The field of `Rules` at fault: shape, k, gravity, players, target or blocked."""
        return _FIELDS[self.kind]

    def describe(self) -> str:
        """The problem as an English sentence that starts with the field at fault:
        'k: 5, expected a whole number from 2 to 4'."""
        return f"{self.field}: {self.explain()}"

    def explain(self) -> str:
        """The problem in English after the name of the field: '5, expected a whole number
        from 2 to 4'."""
        kind, found = RulesProblemKind, self.found
        board = format_shape(self.shape)
        if self.kind is kind.SHAPE_TYPE:
            return f"expected a tuple of whole numbers, got {found!r}"
        if self.kind is kind.AXES:
            return f"{self.count} axes, expected 1 to {MAX_AXES}"
        if self.kind is kind.SIZE:
            return f"size {found} on axis {AXIS_NAMES[self.axis or 0]}, expected 1 to {MAX_SIZE}"
        if self.kind is kind.CELLS:
            return f"{board} has {self.count:,} cells, more than the limit of {MAX_CELLS:,}"
        if self.kind is kind.K:
            return f"{found!r}, expected a whole number from 2 to {self.high}"
        if self.kind is kind.GRAVITY:
            return f"{found!r}, expected None or an axis from 0 to {self.high}"
        if self.kind is kind.PLAYERS:
            return f"{found!r}, expected 2 to {MAX_PLAYERS}"
        if self.kind is kind.TARGET:
            return f"{found!r}, expected a whole number of at least 1"
        if self.kind is kind.BLOCKED_TYPE:
            return f"expected a set of cells, got {found!r}"
        if self.kind is kind.BLOCKED_CELL:
            return f"{found!r} is not a cell of the {board} board"
        if self.kind is kind.ALL_BLOCKED:
            return "every cell is blocked, nothing could be played"
        if self.kind is kind.LINES:
            return (
                f"{found} on a {board} board makes {self.count:,} lines, "
                f"more than the limit of {MAX_LINES:,}"
            )
        return f"the {board} board has no centre cell: every size must be odd"


class RulesError(ValueError):
    """Rules that cannot be played; the message says which field and why in English, and
    `problem` says it as data."""

    def __init__(self, problem: RulesProblem) -> None:
        super().__init__(problem.describe())
        self.problem = problem


def _checked_shape(shape: object) -> tuple[int, ...]:
    """`shape` as a tuple of sizes within the limits; raises RulesError."""
    if not isinstance(shape, (tuple, list)) or not all(_is_int(n) for n in shape):
        raise RulesError(RulesProblem(RulesProblemKind.SHAPE_TYPE, found=shape))
    sizes: tuple[int, ...] = tuple(shape)
    if not 1 <= len(sizes) <= MAX_AXES:
        raise RulesError(
            RulesProblem(RulesProblemKind.AXES, low=1, high=MAX_AXES, count=len(sizes))
        )
    for axis, size in enumerate(sizes):
        if not 1 <= size <= MAX_SIZE:
            raise RulesError(
                RulesProblem(RulesProblemKind.SIZE, found=size, low=1, high=MAX_SIZE, axis=axis)
            )
    cells = math.prod(sizes)
    if cells > MAX_CELLS:
        raise RulesError(
            RulesProblem(RulesProblemKind.CELLS, high=MAX_CELLS, shape=sizes, count=cells)
        )
    return sizes


def centre(shape: tuple[int, ...]) -> Cell:
    """The centre cell of a board of `shape`, the one the tesseract game blocks; raises
    RulesError if the shape is not a board, or has an even side and so no centre cell."""
    sizes = _checked_shape(shape)
    even = next((axis for axis, size in enumerate(sizes) if size % 2 == 0), None)
    if even is not None:
        raise RulesError(RulesProblem(RulesProblemKind.NO_CENTRE, axis=even, shape=sizes))
    return tuple(size // 2 for size in sizes)


@dataclass(frozen=True)
class Rules:
    """What is played: board `shape` (size per axis), `k` in a row, optional `gravity` axis,
    number of `players`, `blocked` cells and the `target` number of lines that wins.

    Invalid values raise RulesError (a ValueError) naming the field and the value.
    """

    shape: tuple[int, ...]
    k: int
    gravity: int | None = None
    players: int = 2
    blocked: frozenset[Cell] = field(default_factory=frozenset)
    target: int = 1

    def __post_init__(self) -> None:
        # The one check of every field: the front ends word its RulesProblem.
        kind = RulesProblemKind
        shape = _checked_shape(self.shape)
        object.__setattr__(self, "shape", shape)
        longest = max(shape)
        if not _is_int(self.k) or not 2 <= self.k <= longest:
            raise RulesError(RulesProblem(kind.K, found=self.k, low=2, high=longest, shape=shape))
        if self.gravity is not None and (
            not _is_int(self.gravity) or not 0 <= self.gravity < len(shape)
        ):
            raise RulesError(
                RulesProblem(kind.GRAVITY, found=self.gravity, low=0, high=len(shape) - 1)
            )
        if not _is_int(self.players) or not 2 <= self.players <= MAX_PLAYERS:
            raise RulesError(
                RulesProblem(kind.PLAYERS, found=self.players, low=2, high=MAX_PLAYERS)
            )
        if not _is_int(self.target) or self.target < 1:
            raise RulesError(RulesProblem(kind.TARGET, found=self.target, low=1))

        if not isinstance(self.blocked, (frozenset, set, tuple, list)):
            raise RulesError(RulesProblem(kind.BLOCKED_TYPE, found=self.blocked))
        blocked = frozenset(tuple(c) if isinstance(c, list) else c for c in self.blocked)
        for cell in blocked:
            if not is_cell_on_board(cell, shape):
                raise RulesError(RulesProblem(kind.BLOCKED_CELL, found=cell, shape=shape))
        cells = math.prod(shape)
        if len(blocked) >= cells:
            raise RulesError(RulesProblem(kind.ALL_BLOCKED, shape=shape, count=cells))
        object.__setattr__(self, "blocked", blocked)

        lines = count_lines(shape, self.k)
        if lines > MAX_LINES:
            raise RulesError(
                RulesProblem(kind.LINES, found=self.k, high=MAX_LINES, shape=shape, count=lines)
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
