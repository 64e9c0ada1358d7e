"""The seats of a game in the window: people and CPU players, their default names and levels."""

from __future__ import annotations

from collections.abc import Sequence

import engine.players
from engine import ai
from engine.record import PlayerInfo


def default_level() -> str:
    """The CPU level offered first: the one a bare `cpu` seat gets."""
    return engine.players.default_level(ai.LEVELS)


def hint_level() -> str:
    """The level that answers Game → Hint: strong, but bounded by HINT_SECONDS."""
    return "hard" if "hard" in ai.LEVELS else ai.LEVELS[-1]


def human(number: int) -> PlayerInfo:
    """A human seat named after its 1-based `number`."""
    return PlayerInfo(f"Player {number}", "human", None)


def cpu(number: int, level: str | None = None) -> PlayerInfo:
    """A CPU seat at `level` (the default level if None)."""
    return PlayerInfo(f"CPU {number}", "cpu", level or default_level())


def fit_players(players: Sequence[PlayerInfo], count: int) -> list[PlayerInfo]:
    """`players` cut or extended (with humans) to `count` seats; unknown CPU levels (from a
    file written by another version) become the default level."""
    seats = []
    for number in range(1, count + 1):
        if number <= len(players):
            seat = players[number - 1]
            if seat.kind == "cpu" and seat.level not in ai.LEVELS:
                seat = PlayerInfo(seat.name, "cpu", default_level())
            seats.append(seat)
        else:
            seats.append(human(number))
    return seats
