"""The CPU request the session waits for."""

from __future__ import annotations

from dataclasses import dataclass

from engine import Cell


@dataclass(frozen=True)
class PendingRequest:
    """The CPU request the session waits for, the position it was asked in (the game by
    identity, and its moves) and if it is a hint: its answer is for that position only."""

    request_id: int
    game: int
    moves: tuple[Cell, ...]
    hint: bool

    @property
    def ply(self) -> int:
        return len(self.moves)
