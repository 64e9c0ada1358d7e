"""What a session hands its transport and its front end: bytes to send, connections to close,
events to show and lines to log, collected in an `Outbox` the transport drains after each call;
and the reading of a peer's cell and ply.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.game import Game
from engine.net.protocol.net_refusal import NetRefusal
from engine.refusals import IllegalMove, Refusal
from engine.rules import Cell

OFFERS = ("undo", "draw", "rematch")
"""What a player may offer; the other players accept or decline."""


@dataclass(frozen=True)
class Event:
    """Something a front end shows. `kind` is one of:

    - "welcome": this joiner got its seat (`seat`, None for a spectator) and the game
    - "state": the whole game was replaced (joined, undo, rematch, resynchronised); `text` why
    - "moved": a move was played: `cell` by `player` at `ply`
    - "pending": this side's move `cell` was sent and waits for the host's confirmation
    - "refused": this side's move or request was refused: `refusal` says why (as data, for
      the front end to word), `text` in English for the log
    - "seats": who sits where and who is connected changed
    - "offer": `player` offers `text` ("undo", "draw", "rematch")
    - "answer": the offer `text` was accepted (`accepted`) or declined or withdrawn
    - "ended": the game ended by resignation or agreement (`text` says how)
    - "lost": the connection to the host is lost (the transport retries)
    - "chat": `name` (in `seat`, None for a spectator or the host's own seat unknown) said `text`,
      a cleaned line of plain text
    - "closed": the host closed this connection for good; `refusal` says why, `text` in
      English for the log
    """

    kind: str
    text: str = ""
    player: int | None = None
    seat: int | None = None
    ply: int | None = None
    cell: Cell | None = None
    accepted: bool = False
    refusal: NetRefusal | None = None
    name: str = ""


@dataclass
class Outbox:
    """Everything a session produced since the last `drain`: `sends` (connection id, bytes),
    `closes` (connection ids to close once their bytes are sent), `events`, `log` lines."""

    sends: list[tuple[int, bytes]] = field(default_factory=list)
    closes: list[int] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    log: list[str] = field(default_factory=list)

    def take(self) -> Outbox:
        """The contents so far, leaving this outbox empty."""
        taken = Outbox(self.sends, self.closes, self.events, self.log)
        self.sends, self.closes, self.events, self.log = [], [], [], []
        return taken


class Producer:
    """A sans-I/O session: each call puts what it produced in the outbox, and the front end
    takes it out with `drain`."""

    def __init__(self) -> None:
        self._out = Outbox()

    def drain(self) -> Outbox:
        """Everything produced since the last drain."""
        return self._out.take()


def read_cell(value: Any, ndim: int) -> Cell | None:
    """`value` as a cell of `ndim` whole numbers, or None if it is not one (a peer's input)."""
    if not isinstance(value, list) or len(value) != ndim:
        return None
    if not all(type(c) is int and -(1 << 31) < c < (1 << 31) for c in value):
        return None
    return tuple(value)


def read_ply(value: Any) -> int | None:
    """`value` as a ply number (a whole number from 0), or None."""
    if type(value) is int and 0 <= value < (1 << 31):
        return value
    return None


def move_refusal(game: Game, cell: Cell) -> Refusal | None:
    """Why `cell` may not be played in `game` now (also when it is off the board), or None."""
    try:
        return game.why_not(cell)
    except IllegalMove as error:
        return error.refusal
