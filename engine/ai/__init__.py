"""CPU players. (Placeholder until the CPU issue: every level plays a random legal move.)"""

from __future__ import annotations

import random
from typing import Any

from engine.game import Game
from engine.rules import Cell

LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard", "expert")


def choose_move(
    game: Game,
    level: str,
    *,
    seconds: float | None = None,
    seed: int | None = None,
    stop: Any = None,
) -> Cell:
    """A move for the side to move in `game` at `level`; never changes `game`."""
    if level not in LEVELS:
        raise ValueError(f"level: {level!r}, expected one of {', '.join(LEVELS)}")
    del seconds, stop
    moves = game.legal_moves()
    if not moves:
        raise ValueError("no legal move: the game is over")
    return random.Random(seed).choice(moves)


def solve(game: Game, *, seconds: float | None = None) -> int | None:
    """Exact score of a two-player position (placeholder: always out of time)."""
    del game, seconds
    return None
