"""What the session tells the window in passing, as data the window words in its own language:
why a step was refused and what went wrong."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine import Refusal
from engine.net import NetRefusal


class SessionRefusal(Enum):
    """A step the session refuses for a reason outside the rules of the game."""

    CPU_TURN = "it is a CPU player's turn"
    REMOTE_TURN = "it is the turn of a player on another machine"
    # A hint is for a person's turn in the game as it stands; why it is not given now:
    HINT_ON_CPU_TURN = "a hint was asked for on a CPU player's turn"
    HINT_ON_REMOTE_TURN = "a hint was asked for on the turn of a player on another machine"
    HINT_AFTER_THE_END = "a hint was asked for in a game that is over"
    HINT_WHILE_REVIEWING = "a hint was asked for while an earlier move is on view"
    # Game → Resign and Offer a draw end a local game a person here plays; why not now:
    ENDING_AFTER_THE_END = "a resignation or draw offered in a game that is over"
    ENDING_IN_NETWORK_GAME = "a resignation or draw offered through the Game menu over the network"
    RESIGN_NOT_YOUR_TURN = "a resignation among several people here on no person's turn"
    DRAW_WITHOUT_CPU = "a draw offered where no CPU plays"


@dataclass(frozen=True)
class HostRefusal:
    """Network play refused a move or an offer (the host, or this window's own copy of the
    network game): why, as data the window words in its own language."""

    refusal: NetRefusal


@dataclass(frozen=True)
class ColumnFull:
    """A click on a gravity column with no room left: `column` is the cell without its
    gravity coordinate ("column 1,1" in Score Four, "column 4" in Connect Four)."""

    column: tuple[int, ...]


class StorageKind(Enum):
    """Which of the files the app keeps by itself could not be written."""

    DATA_FOLDER = "the data folder cannot be written"  # nothing is kept this session
    AUTOSAVE = "the autosave could not be written"  # the moves from now on are not kept


@dataclass(frozen=True)
class StorageFailure:
    """A file the app keeps could not be written: which, where, and the system's error (its
    number, for the window to word, and its own words for an error the window has none for)."""

    kind: StorageKind
    path: str
    error_number: int | None
    detail: str


def storage_failure(kind: StorageKind, path: object, error: OSError) -> StorageFailure:
    """The failure `error` raised writing `path`."""
    return StorageFailure(kind, str(path), error.errno, error.strerror or str(error))


Rejection = Refusal | SessionRefusal | HostRefusal | ColumnFull
"""What `GameSession.rejected` carries: the engine's refusal of a move, the session's own, a
full column, or network play's refusal."""


@dataclass(frozen=True)
class Problem:
    """Something that went wrong which the player should read: its kind and its detail (the
    system's own message, shown as it is)."""

    kind: ProblemKind
    detail: str


class ProblemKind(Enum):
    """What went wrong, for the window to say in its own words."""

    CPU_STOPPED = "the CPU stopped"
    NETWORK = "network play"
