"""Why a move or a step through the game was refused, as data a program can word in its own
language, and the exception that carries it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from engine.notation import format_cell
from engine.rules import Cell, format_shape


class RefusalKind(Enum):
    """Why a move or a step through the game was refused."""

    OFF_BOARD = "off the board"
    GAME_OVER = "the game is over"
    BLOCKED = "the cell is blocked"
    TAKEN = "the cell is taken"
    FLOATING = "the cell under it is empty"
    NOTHING_TO_UNDO = "nothing to undo"
    NOTHING_TO_REDO = "nothing to redo"


@dataclass(frozen=True)
class Refusal:
    """A refused move as data, so that a program can word it in its own language: what was
    refused (`kind`), where (`cell`, as given), who holds the cell (`player`, for TAKEN) and the
    empty cell under it (`below`, for FLOATING)."""

    kind: RefusalKind
    cell: object = None
    player: int | None = None
    below: Cell | None = None
    shape: tuple[int, ...] = ()

    def describe(self, name: Callable[[Cell], str] = format_cell) -> str:
        """The refusal as an English sentence, with cells written by `name`."""
        kind = RefusalKind
        cell = self.cell
        if self.kind is kind.OFF_BOARD:
            return f"cell {cell!r} is not on the {format_shape(self.shape)} board"
        if self.kind in (kind.NOTHING_TO_UNDO, kind.NOTHING_TO_REDO):
            return str(self.kind.value)
        assert isinstance(cell, tuple)
        if self.kind is kind.GAME_OVER:
            return f"{name(cell)}: the game is over"
        if self.kind is kind.BLOCKED:
            return f"{name(cell)} is blocked"
        if self.kind is kind.TAKEN:
            return f"{name(cell)} is taken by player {(self.player or 0) + 1}"
        assert self.below is not None
        return f"{name(cell)} is floating: the cell under it, {name(self.below)}, is empty"


class IllegalMove(ValueError):
    """A move that the rules do not allow here; the message says which and why, and `refusal`
    says it as data."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.describe())
        self.refusal = refusal
