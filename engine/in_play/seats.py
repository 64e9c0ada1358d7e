"""The seats of a game: a person or a CPU per seat, fitted to the rules, moved round for a rematch,
and the level that played each move. Shared by the window and the terminal."""

from __future__ import annotations

import re
from collections.abc import Sequence

import engine.players
from engine import Game, ai
from engine.players import PlayerInfo, SeatKind
from engine.record import seat_levels

_DEFAULT_NAME = re.compile(
    r"(?:Player|CPU) [1-9][0-9]*|CPU \((?:{})\)".format("|".join(map(re.escape, ai.LEVELS)))
)


def default_level() -> str:
    """The CPU level offered first: the one a bare `cpu` seat gets."""
    return engine.players.default_level(ai.LEVELS)


def hint_level() -> str:
    """The level that answers Game → Hint: strong, but bounded by HINT_SECONDS."""
    return "hard" if "hard" in ai.LEVELS else ai.LEVELS[-1]


def human(number: int) -> PlayerInfo:
    """A human seat named after its 1-based `number`."""
    return PlayerInfo(default_name(SeatKind.HUMAN, number), SeatKind.HUMAN, None)


def cpu(number: int, level: str | None = None) -> PlayerInfo:
    """A CPU seat at `level` (the default level if None)."""
    return PlayerInfo(default_name(SeatKind.CPU, number), SeatKind.CPU, level or default_level())


def default_name(kind: SeatKind, number: int) -> str:
    """The name the program gives a seat of `kind` at its 1-based `number`: "CPU 2", "Player 2"."""
    return f"CPU {number}" if kind == SeatKind.CPU else f"Player {number}"


def is_default_name(name: str) -> bool:
    """True for a name the program gave a seat ("Player 2", "CPU 1", "CPU (medium)" as files
    keep a CPU), whichever seat it sits at now: a rematch moves the seats round, and a file may
    keep the names of another order."""
    return _DEFAULT_NAME.fullmatch(name) is not None


def saved_seats(players: Sequence[PlayerInfo]) -> list[PlayerInfo]:
    """The seats as a game file keeps them: a CPU the program named under the name the window
    calls it by, "CPU (medium)", whatever seat it sat at ("CPU 1", "Player 2"); a name someone
    chose, and a person's, as they are ("You" is what the window calls the one person at this
    board, no name for a file)."""
    return [
        PlayerInfo(f"CPU ({seat.level})", seat.kind, seat.level)
        if seat.kind == SeatKind.CPU and seat.level and is_default_name(seat.name)
        else seat
        for seat in players
    ]


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


def rotate_seats(players: Sequence[PlayerInfo]) -> list[PlayerInfo]:
    """The seats of a rematch: each player moves on one place (the second moves first), with
    the kind and level they had; a name the program gave follows the seat's new number."""
    moved = [*players[1:], *players[:1]]
    return [
        PlayerInfo(default_name(seat.kind, number), seat.kind, seat.level)
        if is_default_name(seat.name)
        else seat
        for number, seat in enumerate(moved, 1)
    ]


def mover_level(seat: PlayerInfo) -> str | None:
    """What a move played now by `seat` keeps: its CPU level, None for a person's move."""
    return seat.level if seat.kind == SeatKind.CPU else None


def levels_of(game: Game, players: Sequence[PlayerInfo]) -> list[str | None]:
    """The level of each move of `game` and of its redo list, as its seats play them now: for
    a game whose moves carry no level of their own."""
    return list(seat_levels(players, game.ply + len(game.redo_moves)))
