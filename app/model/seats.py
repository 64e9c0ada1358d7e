"""The seats of the window's games: a person or a CPU per seat, fitted to the rules."""

from __future__ import annotations

from collections.abc import Sequence

import engine.players
from engine import ai
from engine.players import SeatKind
from engine.record import PlayerInfo


def default_level() -> str:
    """The CPU level offered first: the one a bare `cpu` seat gets."""
    return engine.players.default_level(ai.LEVELS)


def hint_level() -> str:
    """The level that answers Game → Hint: strong, but bounded by HINT_SECONDS."""
    return "hard" if "hard" in ai.LEVELS else ai.LEVELS[-1]


def human(number: int) -> PlayerInfo:
    """A human seat named after its 1-based `number`."""
    return PlayerInfo(f"Player {number}", SeatKind.HUMAN, None)


def cpu(number: int, level: str | None = None) -> PlayerInfo:
    """A CPU seat at `level` (the default level if None)."""
    return PlayerInfo(f"CPU {number}", SeatKind.CPU, level or default_level())


def fit_players(players: Sequence[PlayerInfo], count: int) -> list[PlayerInfo]:
    """`players` cut or extended (with humans) to `count` seats; unknown CPU levels (from a
    file written by another version) become the default level."""
    seats = []
    for number in range(1, count + 1):
        if number <= len(players):
            seat = players[number - 1]
            if seat.kind == SeatKind.CPU and seat.level not in ai.LEVELS:
                seat = PlayerInfo(seat.name, SeatKind.CPU, default_level())
            seats.append(seat)
        else:
            seats.append(human(number))
    return seats
