"""Who sits at each seat: a person or a CPU at some level. Parsing `human,cpu:LEVEL,…`, the
default seats and their labels live here and nowhere else.

The engine core does not know the CPU levels (they belong to `engine.ai`), so the functions that
check a level take the known `levels`, weakest first; `engine.ai.LEVELS` is the usual argument.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from engine.rules import MAX_PLAYERS


class SeatKind(StrEnum):
    """Who plays a seat: a person at this machine, the CPU, or a person on another machine (in
    a network game, see `engine.net`). The values are the words of game files and `--players`."""

    HUMAN = "human"
    CPU = "cpu"
    REMOTE = "remote"


DEFAULT_PLAYERS = "human,cpu"
"""The seats when nothing says otherwise: a person against the CPU at its default level."""
MIN_PLAYERS = 2


@dataclass(frozen=True)
class PlayerInfo:
    """Who plays a seat: a `name`, the `kind` and the CPU `level` (None for a person)."""

    name: str
    kind: SeatKind = SeatKind.HUMAN
    level: str | None = None

    def __post_init__(self) -> None:
        # A kind read from a file or a peer arrives as its word: keep the enum member, so that
        # identity comparisons hold, and refuse a word that names no kind.
        object.__setattr__(self, "kind", SeatKind(self.kind))

    @property
    def is_cpu(self) -> bool:
        """True for a CPU seat."""
        return self.kind is SeatKind.CPU

    def label(self) -> str:
        """The seat as a person reads it: "Player 2" or "Player 2, cpu hard"."""
        return f"{self.name}, cpu {self.level}" if self.is_cpu else self.name

    @property
    def is_remote(self) -> bool:
        """True for a seat played from another machine."""
        return self.kind is SeatKind.REMOTE


def default_level(levels: Sequence[str]) -> str:
    """The level a bare `cpu` gets: the middle one of `levels`."""
    return levels[len(levels) // 2]


def default_players(count: int) -> tuple[PlayerInfo, ...]:
    """`count` human seats named "Player 1", "Player 2", …"""
    return tuple(PlayerInfo(f"Player {p + 1}") for p in range(count))


def fit_seats(seats: Sequence[PlayerInfo], count: int) -> tuple[PlayerInfo, ...]:
    """`seats` cut or extended with human seats to `count`."""
    return tuple(seats[:count]) + default_players(count)[len(seats) :]


def parse_players(
    text: str, levels: Sequence[str], *, option: str = "--players"
) -> tuple[PlayerInfo, ...]:
    """Seats from `human,cpu:LEVEL,remote,…` (`cpu` alone takes the default level), 2 to
    MAX_PLAYERS of them. Raises ValueError naming `option` and the bad entry."""
    seats = []
    for number, entry in enumerate((e.strip() for e in text.split(",")), 1):
        word, _, level = entry.partition(":")
        kind = word.lower()
        if kind == SeatKind.HUMAN and not level:
            seats.append(PlayerInfo(f"Player {number}"))
        elif kind == SeatKind.REMOTE and not level:
            seats.append(PlayerInfo(f"Player {number}", SeatKind.REMOTE))
        elif kind == SeatKind.CPU:
            level = level or default_level(levels)
            if level not in levels:
                raise ValueError(
                    f"{option}: CPU level {level!r} is unknown; levels: {', '.join(levels)}"
                )
            seats.append(PlayerInfo(f"Player {number}", SeatKind.CPU, level))
        else:
            raise ValueError(
                f"{option}: {entry!r} is not a player; use human, remote, cpu or cpu:LEVEL "
                f"(levels: {', '.join(levels)})"
            )
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        raise ValueError(f"{option}: {len(seats)} players, expected {MIN_PLAYERS} to {MAX_PLAYERS}")
    return tuple(seats)


def unknown_level(seats: Sequence[PlayerInfo], levels: Sequence[str]) -> str | None:
    """Why `seats` cannot play here (a CPU seat of a level not in `levels`, e.g. from a file
    written by another version), or None if they can."""
    for number, seat in enumerate(seats, 1):
        if seat.is_cpu and seat.level not in levels:
            return f"player {number} is a CPU of level {seat.level!r}, unknown here"
    return None
