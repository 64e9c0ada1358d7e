"""Cells as text: 1-based, comma-separated coordinates in axis order ("2,3,1,4").

In a gravity game the gravity coordinate may be left out ("3,4" in Score Four, "5" in Connect
Four): `parse_move` then drops the stone to where it lands.

Typed text is NFKC-normalised first, so full-width digits and the Japanese comma (`，`) and
ideographic comma (`、`) typed with a Japanese input method read as digits and separators.
"""

from __future__ import annotations

import re
import unicodedata
from enum import Enum
from typing import Protocol

from engine.rules import AXIS_NAMES, Cell, Rules, format_shape

_SEPARATORS = re.compile(r"[\s,;、]+")
MAX_DIGITS = 6
"""Coordinates longer than this are refused before `int()`: no board is that large, and Python
refuses to convert numbers of more than 4,300 digits at all."""


class NotationProblem(Enum):
    """What is wrong with a typed cell."""

    EMPTY = "empty"
    NOT_A_NUMBER = "not a whole number"
    COUNT = "wrong count of numbers"
    OUT_OF_RANGE = "out of range"
    COLUMN_FULL = "the column is full"
    TOO_LONG = "a number far too large"


class NotationError(ValueError):
    """Text that is not a cell of the board; the message says what was expected, and `problem`
    and `details` say it as data (the text, the bad part, the axis, the count or the range), so
    that a program can word it in its own language."""

    def __init__(self, message: str, problem: NotationProblem, **details: object) -> None:
        super().__init__(message)
        self.problem = problem
        self.details = details


class Position(Protocol):
    """What `parse_move` reads of a game (an `engine.Game` is one; `engine.game` writes its
    cells with this module, so this one does not import it)."""

    @property
    def rules(self) -> Rules: ...

    def landing(self, column: Cell) -> Cell | None:
        """Where a stone dropped at `column` comes to rest; None if the column is full."""
        ...


def format_cell(cell: Cell) -> str:
    """'2,3,1,4' for the 0-based cell (1, 2, 0, 3)."""
    return ",".join(str(c + 1) for c in cell)


def format_moves(cells: tuple[Cell, ...] | list[Cell]) -> str:
    """Moves as text, one cell after another separated by spaces."""
    return " ".join(format_cell(c) for c in cells)


def _expected(rules: Rules, short: bool) -> str:
    axes = ",".join(AXIS_NAMES[: rules.ndim])
    text = f"{rules.ndim} numbers {axes} (1-based) for the {format_shape(rules.shape)} board"
    if short and rules.gravity is not None:
        rest = ",".join(a for i, a in enumerate(AXIS_NAMES[: rules.ndim]) if i != rules.gravity)
        text += f", or {rest} to drop a stone along {AXIS_NAMES[rules.gravity]}"
    return text


def _numbers(text: str, rules: Rules, short: bool) -> list[int]:
    text = unicodedata.normalize("NFKC", text)
    parts = [p for p in _SEPARATORS.split(text.strip()) if p]
    if not parts:
        raise NotationError(
            f"empty move: expected {_expected(rules, short)}", NotationProblem.EMPTY, short=short
        )
    numbers = []
    for part in parts:
        if not re.fullmatch(r"[+-]?\d+", part):
            raise NotationError(
                f"{_short(text)!r}: {_short(part)!r} is not a whole number",
                NotationProblem.NOT_A_NUMBER,
                text=_short(text),
                part=_short(part),
            )
        digits = part.lstrip("+-")
        if len(digits.lstrip("0")) > MAX_DIGITS:
            raise NotationError(
                f"a number of {len(digits):,} digits is far too large: coordinates go from 1 to "
                f"{max(rules.shape)}",
                NotationProblem.TOO_LONG,
                digits=len(digits),
                largest=max(rules.shape),
            )
        numbers.append(int(part))
    return numbers


def _short(text: str, limit: int = 40) -> str:
    """`text` stripped, cut in the middle when it is too long to quote whole in a message."""
    text = text.strip()
    if len(text) > limit:
        text = f"{text[: limit // 2]}…{text[-(limit // 2) :]}"
    return text


def _check_range(numbers: list[int], axes: list[int], rules: Rules, text: str) -> None:
    for value, axis in zip(numbers, axes, strict=True):
        size = rules.shape[axis]
        if not 1 <= value <= size:
            raise NotationError(
                f"{_short(text)!r}: {AXIS_NAMES[axis]} = {value} is out of range, "
                f"expected 1 to {size}",
                NotationProblem.OUT_OF_RANGE,
                text=_short(text),
                axis=AXIS_NAMES[axis],
                value=value,
                size=size,
            )


def _count_error(text: str, count: int, rules: Rules, short: bool) -> NotationError:
    return NotationError(
        f"{_short(text)!r} has {count} numbers, expected {_expected(rules, short)}",
        NotationProblem.COUNT,
        text=_short(text),
        count=count,
        short=short,
    )


def parse_cell(text: str, rules: Rules) -> Cell:
    """The 0-based cell written as `text`, with every coordinate given; raises NotationError."""
    numbers = _numbers(text, rules, short=False)
    if len(numbers) != rules.ndim:
        raise _count_error(text, len(numbers), rules, short=False)
    _check_range(numbers, list(range(rules.ndim)), rules, text)
    return tuple(n - 1 for n in numbers)


def parse_move(text: str, game: Position) -> Cell:
    """The cell a player means by `text` in `game`. In a gravity game the gravity coordinate may
    be left out, and the stone lands on the lowest empty cell of that column. Raises
    NotationError for text that names no cell; legality is `Game.play`'s concern, except that a
    full column is reported here since it has no landing cell."""
    rules = game.rules
    numbers = _numbers(text, rules, short=True)
    gravity = rules.gravity
    if gravity is not None and len(numbers) == rules.ndim - 1:
        axes = [a for a in range(rules.ndim) if a != gravity]
        _check_range(numbers, axes, rules, text)
        column = [0] * rules.ndim
        for value, axis in zip(numbers, axes, strict=True):
            column[axis] = value - 1
        cell = game.landing(tuple(column))
        if cell is None:
            raise NotationError(
                f"{_short(text)!r}: that column is full",
                NotationProblem.COLUMN_FULL,
                text=_short(text),
            )
        return cell
    if len(numbers) != rules.ndim:
        raise _count_error(text, len(numbers), rules, short=True)
    return parse_cell(text, rules)
