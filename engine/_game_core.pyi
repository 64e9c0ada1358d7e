"""Types of the compiled module built from engine/game_core.c (Game's hot methods in C)."""

from typing import Any

from engine.rules import Cell

class Plan:
    def __init__(
        self,
        cells: tuple[Cell, ...],
        index: dict[Cell, int],
        cell_lines: tuple[tuple[int, ...], ...],
        above: tuple[int, ...],
        zobrist: tuple[tuple[int, ...], ...],
        players: int,
        k: int,
        target: int,
        /,
    ) -> None: ...

class Core:
    def __init__(self, game: Any, plan: Plan, /) -> None: ...
    def push(self, index: int, /) -> None: ...
    def pop(self) -> int: ...
    def play(self, cell: Cell, /) -> None: ...
    def legal_moves(self) -> list[Cell]: ...
    def legal_indices(self) -> list[int]: ...
    def is_over(self) -> bool: ...

def bind(game: Any, plan: Plan, /) -> None: ...
