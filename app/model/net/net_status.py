"""What a network game tells the window, as data the widgets word in the player's language: where
the link stands (`NetStatus`) and why it could not start (`LinkProblem`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class NetState(Enum):
    """Where a hosted or joined game stands."""

    CONNECTING_RELAY = "connecting to the relay"  # the host waits for its invite code
    HOSTING = "hosting"  # on `address`, waiting for `name` (to join, or to come back)
    INVITING = "inviting"  # with the invite code `address` on `relay`, waiting for `name`
    EVERYONE_HERE = "everyone is here"  # and a seat of this window (or its CPU) is to move
    THINKING = "thinking"  # `name`, on another machine, is to move
    CONNECTING = "connecting"  # to the host at `address`
    JOINING_RELAY = "joining through a relay"  # the invite code `address` on `relay`
    RECONNECTING = "reconnecting"  # the connection was lost after joining
    NOT_CONNECTED = "not connected"  # the host closed this connection for good
    YOUR_TURN = "your turn"  # this window's seat, `name`, is to move
    SENT = "sent"  # this window's move waits for the host's confirmation
    WAITING_FOR = "waiting for"  # `name` is to move and not connected
    WATCHING = "watching"  # a spectator; `name` is to move
    OVER = "over"  # the game ended on the board
    RESIGNED = "resigned"  # `winners` won by resignation
    TIME_OUT = "time out"  # `name`'s time ran out: `winners` won
    DRAW_AGREED = "draw agreed"


@dataclass(frozen=True)
class NetStatus:
    """Where the network game stands: its `state` and what the state is about."""

    state: NetState
    name: str = ""
    address: str = ""
    relay: str = ""
    winners: tuple[str, ...] = ()

    @property
    def local_turn(self) -> bool:
        """True when the game waits for a seat played in this window (or by its CPU), so the
        window's own turn line is the one to read."""
        return self.state in (NetState.EVERYONE_HERE, NetState.YOUR_TURN, NetState.OVER)


class LinkProblemKind(Enum):
    """Why a network game could not start."""

    REFUSED = "refused"  # nothing listens at the address
    NOT_FOUND = "not found"  # no machine has that name
    UNREACHABLE = "unreachable"  # the network cannot reach the address
    NO_ANSWER = "no answer"  # nothing answered as a host within `seconds`
    RELAY_UNREACHABLE = "relay unreachable"
    RELAY_BAD_URL = "relay bad url"
    RELAY_UNKNOWN_CODE = "relay unknown code"
    RELAY_FULL = "relay full"
    RELAY_AWAY = "relay away"  # the host of the invite code is away
    RELAY_SLOW_DOWN = "relay slow down"  # too many wrong codes from here: wait `seconds`
    RELAY_TOO_MANY_HOSTS = "relay too many hosts"  # this address hosts as many as it may
    RELAY_BUSY = "relay busy"  # this address has as many connections as it may
    RELAY_CERTIFICATE = "relay certificate"  # a wss:// relay's certificate is not trusted
    RELAY_BAD_CA = "relay bad ca"  # the CA certificate file cannot be read
    RELAY_REFUSED = "relay refused"  # the relay did not take the greeting


_RELAY_KINDS = {
    "unreachable": LinkProblemKind.RELAY_UNREACHABLE,
    "bad url": LinkProblemKind.RELAY_BAD_URL,
    "unknown code": LinkProblemKind.RELAY_UNKNOWN_CODE,
    "full": LinkProblemKind.RELAY_FULL,
    "away": LinkProblemKind.RELAY_AWAY,
    "slow down": LinkProblemKind.RELAY_SLOW_DOWN,
    "too many hosts": LinkProblemKind.RELAY_TOO_MANY_HOSTS,
    "busy": LinkProblemKind.RELAY_BUSY,
    "certificate": LinkProblemKind.RELAY_CERTIFICATE,
    "bad ca": LinkProblemKind.RELAY_BAD_CA,
}


@dataclass(frozen=True)
class LinkProblem:
    """Why a network game could not start: its `kind`, the `address` (HOST:PORT, or the relay's
    URL), the invite `code`, the `seconds` waited, and `detail`, the system's or the relay's own
    English, for the log only."""

    kind: LinkProblemKind
    address: str = ""
    code: str = ""
    seconds: int = 0
    detail: str = ""

    @property
    def relay(self) -> bool:
        """True for a problem of a relay rather than of a host's address."""
        return self.kind.name.startswith("RELAY_")


def relay_link_problem(why: str, url: str, code: str, detail: str, seconds: int = 0) -> LinkProblem:
    """A relay's refusal (`why`: engine.net.relay.relay_refusals.REFUSALS or RelayError's
    other kinds; `seconds` the wait a "slow down" asks for) as a LinkProblem."""
    kind = _RELAY_KINDS.get(why, LinkProblemKind.RELAY_REFUSED)
    return LinkProblem(kind, url, code, seconds, detail)
