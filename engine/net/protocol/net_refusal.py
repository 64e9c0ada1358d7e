"""Why a move, an offer or a connection of network play was refused, as data: each side words
it in its own language, so no player reads the other side's English.

On the wire a refusal is two fields of a "refused" or "bye" message: `why` (its kind) and
`values` (what it is about: a seat, an offer, a number, the engine's refusal of a move). The
English `reason` beside them is for logs only. A kind this hyperrow does not know (a newer peer,
or an older one that sent no `why`) is read as UNKNOWN, never shown in the peer's words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from engine.net.protocol.messages import PROTOCOL, Message, clip, major
from engine.refusals import Refusal, RefusalKind
from engine.rules import Cell

MAX_AXES = 6


class NetRefusalKind(Enum):
    """Why network play refused something (the values a refusal of each kind carries)."""

    MOVE = "move"  # `move`: the engine's refusal
    GAME_OVER = "game over"
    NOT_YOUR_TURN = "not your turn"  # `seat`: the seat to move
    REMOTE_SEAT = "remote seat"  # `seat`: a seat played from another machine
    WAITING_FOR_PLAYERS = "waiting for players"  # `seat`: the first that has not joined yet
    NOT_JOINED = "not joined"  # this side has no game yet
    PENDING = "pending"  # this side's last move still waits for the host
    MOVED_ON = "moved on"  # the game moved on before this side's move was played
    SPECTATOR = "spectator"  # a spectator only watches
    NOT_AN_OFFER = "not an offer"  # `what`: what was offered instead of undo, draw, rematch
    OFFER_OPEN = "offer open"  # `what`: the offer still open
    REMATCH_TOO_EARLY = "rematch too early"
    NOTHING_TO_UNDO = "nothing to undo"
    NO_OFFER = "no offer"
    BAD_MESSAGE = "bad message"  # not a message of the protocol
    BAD_MOVE = "bad move"  # a "move" without a ply or a cell on this board
    BAD_ANSWER = "bad answer"  # an "answer" without "accept"
    UNKNOWN_TYPE = "unknown type"  # `what`: the message type
    GREETING_FIRST = "greeting first"  # `what`: the type of what came before the greeting
    NO_GREETING = "no greeting"  # `number`: the seconds waited
    SILENT = "silent"  # `number`: the seconds without a word
    LINE_TOO_LONG = "line too long"  # `number`: the limit in bytes
    TOO_MANY_ERRORS = "too many errors"
    HOST_FULL = "host full"  # `number`: the connections the host keeps
    NO_VERSION = "no version"  # the greeting had no version this hyperrow reads
    VERSION = "version"  # `versions`: the host's and the joiner's protocol
    UNKNOWN_TOKEN = "unknown token"
    REPLACED = "replaced"  # the same player connected again from elsewhere
    BAD_GAME = "bad game"  # the host sent a game this hyperrow cannot read
    BAD_SEAT = "bad seat"  # the host gave a seat that does not exist
    CHAT_TOO_FAST = "chat too fast"  # `number`: the lines allowed in RATE_SECONDS
    UNKNOWN = "unknown"  # a reason this hyperrow does not know


@dataclass(frozen=True)
class NetRefusal:
    """A refusal of network play: its `kind` and the values it is about. `detail` is English
    for the log (a parser's message, the peer's own sentence), never shown to a player."""

    kind: NetRefusalKind
    seat: int | None = None
    what: str = ""
    number: int | None = None
    move: Refusal | None = None
    versions: tuple[str, str] = ("", "")
    detail: str = ""

    def describe(self, names: Sequence[str] = ()) -> str:
        """The refusal as an English sentence for logs, seats named from `names` if given."""
        return _describe(self, names)

    def to_data(self) -> Message:
        """The `why` and `values` fields of a message carrying this refusal."""
        values: dict[str, Any] = {}
        if self.seat is not None:
            values["seat"] = self.seat
        if self.what:
            values["what"] = self.what
        if self.number is not None:
            values["number"] = self.number
        if self.move is not None:
            values["move"] = _move_data(self.move)
        if any(self.versions):
            values["versions"] = list(self.versions)
        return {"why": self.kind.value, "values": values}

    @classmethod
    def from_message(cls, message: Message) -> NetRefusal:
        """The refusal a peer's "refused" or "bye" `message` carries; anything it cannot read
        becomes UNKNOWN (the peer's `reason` kept as the detail for the log)."""
        detail = clip(message.get("reason", ""), 300)
        kind = next((k for k in NetRefusalKind if k.value == message.get("why")), None)
        values = message.get("values")
        if kind is None or not isinstance(values, dict):
            return cls(NetRefusalKind.UNKNOWN, detail=detail)
        seat, number = values.get("seat"), values.get("number")
        what, versions = values.get("what", ""), values.get("versions")
        move = _read_move(values.get("move"))
        if kind is NetRefusalKind.MOVE and move is None:
            return cls(NetRefusalKind.UNKNOWN, detail=detail)
        return cls(
            kind,
            seat=seat if _small_whole(seat) else None,
            what=clip(what, 40) if isinstance(what, str) else "",
            number=number if _small_whole(number) else None,
            move=move,
            versions=_read_versions(versions),
            detail=detail,
        )


def version_refusal(version: object) -> NetRefusal | None:
    """Why a joiner greeting with protocol `version` cannot play with this host (or a host
    welcoming with it, this joiner), or None if it can."""
    theirs = major(version)
    if theirs is None:
        return NetRefusal(NetRefusalKind.NO_VERSION, detail=clip(repr(version)))
    if theirs != major(PROTOCOL):
        return NetRefusal(NetRefusalKind.VERSION, versions=(PROTOCOL, clip(version, 20)))
    return None


def host_version_refusal(version: object) -> NetRefusal | None:
    """`version_refusal` as a joiner reads the host's welcome: the host's version first."""
    refusal = version_refusal(version)
    if refusal is not None and refusal.kind is NetRefusalKind.VERSION:
        return NetRefusal(NetRefusalKind.VERSION, versions=(clip(version, 20), PROTOCOL))
    return refusal


def _small_whole(value: object) -> bool:
    return type(value) is int and 0 <= value < (1 << 40)


def _read_versions(value: object) -> tuple[str, str]:
    if isinstance(value, list) and len(value) == 2 and all(isinstance(v, str) for v in value):
        return clip(value[0], 20), clip(value[1], 20)
    return "", ""


def _move_data(refusal: Refusal) -> Message:
    data: Message = {"kind": refusal.kind.name.lower()}
    if isinstance(refusal.cell, tuple):
        data["cell"] = list(refusal.cell)
    if refusal.player is not None:
        data["player"] = refusal.player
    if refusal.below is not None:
        data["below"] = list(refusal.below)
    if refusal.shape:
        data["shape"] = list(refusal.shape)
    return data


def _read_cell(value: object) -> Cell | None:
    if not isinstance(value, list) or not 0 < len(value) <= MAX_AXES:
        return None
    if not all(type(c) is int and -(1 << 31) < c < (1 << 31) for c in value):
        return None
    return tuple(value)


def _read_move(value: object) -> Refusal | None:
    """The engine's refusal of a move in a peer's `value`, or None if it is not one."""
    if not isinstance(value, dict):
        return None
    kind = next((k for k in RefusalKind if k.name.lower() == value.get("kind")), None)
    cell = _read_cell(value.get("cell"))
    if kind is None or cell is None:
        return None
    player = value.get("player")
    return Refusal(
        kind,
        cell,
        player=player if type(player) is int and 0 <= player < 8 else None,
        below=_read_cell(value.get("below")),
        shape=_read_cell(value.get("shape")) or (),
    )


def _describe(refusal: NetRefusal, names: Sequence[str]) -> str:
    kind, seat = NetRefusalKind, refusal.seat

    def name(index: int | None) -> str:
        if index is not None and index < len(names):
            return names[index]
        return f"seat {(index or 0) + 1}"

    if refusal.kind is kind.MOVE and refusal.move is not None:
        return refusal.move.describe()
    if refusal.kind is kind.BAD_MESSAGE and refusal.detail:
        return refusal.detail  # the parser's own words say it all
    if refusal.kind is kind.NOT_YOUR_TURN:
        return f"it is {name(seat)}'s turn"
    if refusal.kind is kind.REMOTE_SEAT:
        return f"{name(seat)} is played from another machine"
    if refusal.kind is kind.WAITING_FOR_PLAYERS:
        return f"the game waits for {name(seat)} to join"
    if refusal.kind is kind.VERSION:
        host, joiner = refusal.versions
        return (
            f"the host speaks network protocol {host} and the joiner {joiner}; both players "
            "need a hyperrow of the same major version"
        )
    text = _ENGLISH[refusal.kind].format(what=refusal.what, number=refusal.number)
    return f"{text}: {refusal.detail}" if refusal.detail else text


_ENGLISH = {
    NetRefusalKind.MOVE: "the move was refused",
    NetRefusalKind.GAME_OVER: "the game is over",
    NetRefusalKind.NOT_JOINED: "not joined yet",
    NetRefusalKind.PENDING: "the last move is still waiting for the host",
    NetRefusalKind.MOVED_ON: "the game moved on; play again",
    NetRefusalKind.SPECTATOR: "a spectator can only watch",
    NetRefusalKind.NOT_AN_OFFER: "cannot offer {what!r}; offers are undo, draw and rematch",
    NetRefusalKind.OFFER_OPEN: "an offer of {what} is open already",
    NetRefusalKind.REMATCH_TOO_EARLY: "a rematch comes after the end of the game",
    NetRefusalKind.NOTHING_TO_UNDO: "there is no move to undo",
    NetRefusalKind.NO_OFFER: "there is no offer for this seat to answer",
    NetRefusalKind.BAD_MESSAGE: "not a message of this protocol",
    NetRefusalKind.BAD_MOVE: 'a "move" needs a "ply" (a whole number) and a "cell" on this board',
    NetRefusalKind.BAD_ANSWER: 'an "answer" comes from a player and says "accept": true or false',
    NetRefusalKind.UNKNOWN_TYPE: 'unknown message type "{what}"',
    NetRefusalKind.GREETING_FIRST: 'expected a "hello" greeting first, got "{what}"',
    NetRefusalKind.NO_GREETING: "no greeting within {number} seconds",
    NetRefusalKind.SILENT: "nothing heard for {number} seconds",
    NetRefusalKind.LINE_TOO_LONG: (
        "a line longer than {number:,} bytes; a message is one line of at most 1 MiB"
    ),
    NetRefusalKind.TOO_MANY_ERRORS: "too many bad messages",
    NetRefusalKind.HOST_FULL: "the host has {number} connections already; try again later",
    NetRefusalKind.NO_VERSION: "the greeting has no protocol version this hyperrow can read",
    NetRefusalKind.UNKNOWN_TOKEN: "that seat token is not one of this game's; join without it",
    NetRefusalKind.REPLACED: "the same player connected again from elsewhere",
    NetRefusalKind.BAD_GAME: "the host sent a game this hyperrow cannot read",
    NetRefusalKind.BAD_SEAT: "the host gave a seat that does not exist",
    NetRefusalKind.CHAT_TOO_FAST: "too many chat messages: at most {number} in 10 seconds",
    NetRefusalKind.UNKNOWN: "refused",
}
