"""Types of the compiled module built from engine/game_core.c (Game.push and Game.pop in C)."""

from typing import Any

from engine.rules import Cell

class Plan:
    def __init__(
        self,
        cells: tuple[Cell, ...],
        cell_lines: tuple[tuple[int, ...], ...],
        above: tuple[int, ...],
        zobrist: tuple[tuple[int, ...], ...],
        players: int,
        k: int,
        target: int,
        /,
    ) -> None: ...

class Core:
    def __init__(self, game_dict: dict[str, Any], plan: Plan, /) -> None: ...
    def push(self, index: int, /) -> None: ...
    def pop(self) -> int: ...
