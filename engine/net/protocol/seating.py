"""The host's connections and who sits where, without sockets: the seats of a hosted game, the
connections in them or watching, and the tokens that give a returning player its seat back.

A connection greets with `hello`; a returning player shows the seat token it was given and gets
its seat back (a connection still in that seat is closed as replaced), a new one takes the first
free remote seat, anyone else watches. A peer that sends garbage is told what was wrong; one that
breaks the protocol (another version, a line over 1 MiB, no greeting in time, silence) is told why
and closed; the other connections carry on. Every refusal goes out as data (`net_refusal`), for
the peer to word in its own language. `HostSession` (`host.py`) adds the game the seats play.
"""

from __future__ import annotations

import secrets
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from engine.net.protocol.events import Event, Producer
from engine.net.protocol.messages import (
    PROTOCOL,
    LineReader,
    LineTooLong,
    Message,
    ProtocolError,
    clip,
    decode,
    encode,
)
from engine.net.protocol.net_refusal import NetRefusal, NetRefusalKind, version_refusal
from engine.net.protocol.timing import HANDSHAKE_SECONDS, PING_SECONDS, SILENCE_SECONDS
from engine.players import PlayerInfo, SeatKind

MAX_PEERS = 64
"""Connections kept at once; more are refused at once, so idle ones cannot crowd out players."""
MAX_ERRORS = 20
"""Bad messages tolerated from one connection before it is closed."""
MAX_NAME = 40


@dataclass
class Peer:
    """One connection as the host sees it."""

    id: int
    opened: float
    heard: float
    reader: LineReader = field(default_factory=LineReader)
    greeted: bool = False
    seat: int | None = None
    name: str = ""
    errors: int = 0
    closing: bool = False


class Seating(Producer, ABC):
    """The connections of a hosted game and its seats. Transports call `connect`, `receive`,
    `disconnect` and `tick`; a greeted connection's messages go to `_handle`, and a welcome
    carries `_state_fields`, both the game's to give."""

    def __init__(
        self,
        seats: Sequence[PlayerInfo],
        tokens: dict[int, str] | None,
        new_token: Callable[[], str],
    ) -> None:
        super().__init__()
        self.seats = list(seats)
        self.tokens: dict[int, str] = dict(tokens or {})
        self._new_token = new_token
        self._peers: dict[int, Peer] = {}
        self._next_id = 1
        self._last_ping = 0.0

    @abstractmethod
    def _handle(self, peer: Peer, message: Message) -> None:
        """Act on a message from a greeted `peer`."""

    @abstractmethod
    def _state_fields(self) -> dict[str, Any]:
        """The fields that give a peer the whole game (in a welcome and a state message)."""

    def _welcomed(self, peer: Peer) -> None:
        """What a peer gets after its welcome besides the game (nothing here)."""

    # -- who sits where ------------------------------------------------------------------

    def connected_seats(self) -> set[int]:
        """The remote seats whose player is connected now."""
        return {p.seat for p in self._peers.values() if p.seat is not None and not p.closing}

    def waiting_for(self) -> list[int]:
        """The remote seats nobody is connected to."""
        here = self.connected_seats()
        return [
            s for s, info in enumerate(self.seats) if info.kind == SeatKind.REMOTE and s not in here
        ]

    def unjoined(self) -> list[int]:
        """The remote seats nobody has taken yet: the game waits for them to join."""
        return [
            s
            for s, info in enumerate(self.seats)
            if info.kind == SeatKind.REMOTE and s not in self.tokens
        ]

    # -- the connections -----------------------------------------------------------------

    def connect(self, now: float) -> int:
        """A new connection; returns its id (refused at once past MAX_PEERS)."""
        peer = Peer(self._next_id, now, now)
        self._next_id += 1
        self._peers[peer.id] = peer
        if len(self._peers) > MAX_PEERS:
            self._close(peer, NetRefusal(NetRefusalKind.HOST_FULL, number=MAX_PEERS))
        return peer.id

    def disconnect(self, peer_id: int, now: float) -> None:
        """The transport saw connection `peer_id` close."""
        peer = self._peers.pop(peer_id, None)
        if peer is None:
            return
        if peer.seat is not None:
            self._log(f"{self._who(peer)} disconnected")
            self._send_seats()

    def receive(self, peer_id: int, data: bytes, now: float) -> None:
        """Bytes read from connection `peer_id`; never raises for anything the peer sent."""
        peer = self._peers.get(peer_id)
        if peer is None or peer.closing:
            return
        peer.heard = now
        try:
            lines = peer.reader.feed(data)
        except LineTooLong as error:
            for line in error.lines:
                self._line(peer, line)
            self._close(peer, NetRefusal(NetRefusalKind.LINE_TOO_LONG, number=error.limit))
            return
        for line in lines:
            if peer.closing:
                return
            self._line(peer, line)

    def tick(self, now: float) -> None:
        """Pings, and the end of connections silent or without greeting for too long."""
        for peer in list(self._peers.values()):
            if peer.closing:
                continue
            if not peer.greeted and now - peer.opened > HANDSHAKE_SECONDS:
                self._close(
                    peer, NetRefusal(NetRefusalKind.NO_GREETING, number=int(HANDSHAKE_SECONDS))
                )
            elif now - peer.heard > SILENCE_SECONDS:
                self._close(peer, NetRefusal(NetRefusalKind.SILENT, number=int(SILENCE_SECONDS)))
        if now - self._last_ping >= PING_SECONDS:
            self._last_ping = now
            self._broadcast({"type": "ping"})

    # -- reading one message -------------------------------------------------------------

    def _line(self, peer: Peer, line: bytes) -> None:
        try:
            message = decode(line)
        except ProtocolError as error:
            self._bad(peer, NetRefusal(NetRefusalKind.BAD_MESSAGE, detail=str(error)))
            return
        if peer.greeted:
            self._handle(peer, message)
        elif message["type"] == "hello":
            self._hello(peer, message)
        else:
            self._close(peer, NetRefusal(NetRefusalKind.GREETING_FIRST, what=clip(message["type"])))

    def _hello(self, peer: Peer, message: Message) -> None:
        refusal = version_refusal(message.get("protocol"))
        if refusal is not None:
            self._close(peer, refusal)
            return
        name = message.get("name")
        name = name.strip()[:MAX_NAME] if isinstance(name, str) and name.strip() else ""
        token = message.get("token")
        seat = None
        if isinstance(token, str) and token:
            seat = self._seat_of_token(token)
            if seat is None:
                self._close(peer, NetRefusal(NetRefusalKind.UNKNOWN_TOKEN))
                return
            for other in list(self._peers.values()):
                if other is not peer and other.seat == seat:
                    self._close(other, NetRefusal(NetRefusalKind.REPLACED))
        elif message.get("watch") is not True:
            seat = next((s for s in self.waiting_for() if s not in self.tokens), None)
            if seat is not None:
                self.tokens[seat] = self._new_token()
        peer.greeted, peer.seat = True, seat
        if seat is not None:
            if name:
                self.seats[seat] = replace(self.seats[seat], name=name)
            peer.name = self.seats[seat].name
        else:
            peer.name = name or f"spectator {peer.id}"
        self._send(
            peer,
            {
                "type": "welcome",
                "protocol": PROTOCOL,
                "seat": seat,
                "token": self.tokens.get(seat) if seat is not None else None,
                **self._state_fields(),
            },
        )
        self._welcomed(peer)
        self._log(f"{self._who(peer)} joined")
        self._send_seats()

    def _seat_of_token(self, token: str) -> int | None:
        given = token.encode("utf-8", "replace")
        # compare_digest: how much of a token matched must not show in the time it takes. The
        # kept tokens as bytes the same way: one from a damaged save must not raise either.
        kept = {s: t.encode("utf-8", "replace") for s, t in self.tokens.items()}
        matches = [s for s, t in kept.items() if secrets.compare_digest(t, given)]
        return matches[0] if matches else None

    # -- sending -------------------------------------------------------------------------

    def _seat_list(self) -> list[dict[str, Any]]:
        here = self.connected_seats()
        return [
            {
                "name": info.name,
                "kind": info.kind,
                "connected": info.kind != SeatKind.REMOTE or s in here,
            }
            for s, info in enumerate(self.seats)
        ]

    def _send_seats(self) -> None:
        self._broadcast({"type": "seats", "seats": self._seat_list()})
        self._out.events.append(Event("seats"))

    def _send(self, peer: Peer, message: Message) -> None:
        self._out.sends.append((peer.id, encode(message)))

    def _broadcast(self, message: Message) -> None:
        data = encode(message)
        for peer in self._peers.values():
            if peer.greeted and not peer.closing:
                self._out.sends.append((peer.id, data))

    def _refuse(self, peer: Peer, refusal: NetRefusal, ply: int | None = None) -> None:
        reason = refusal.describe(self._names())
        self._log(f"refused {self._who(peer)}: {reason}")
        self._send(peer, {"type": "refused", "reason": reason, **refusal.to_data(), "ply": ply})

    def _bad(self, peer: Peer, refusal: NetRefusal) -> None:
        peer.errors += 1
        if peer.errors <= MAX_ERRORS:
            return self._refuse(peer, refusal)
        last = refusal.describe(self._names())
        self._close(peer, NetRefusal(NetRefusalKind.TOO_MANY_ERRORS, detail=f"the last: {last}"))

    def _close(self, peer: Peer, refusal: NetRefusal) -> None:
        reason = refusal.describe(self._names())
        self._log(f"closed {self._who(peer)}: {reason}")
        self._send(peer, {"type": "bye", "reason": reason, **refusal.to_data()})
        peer.closing = True
        self._out.closes.append(peer.id)
        if peer.seat is not None:
            peer.seat = None
            self._send_seats()

    def _log(self, text: str) -> None:
        self._out.log.append(text)

    def _names(self) -> list[str]:
        return [info.name for info in self.seats]

    def _who(self, peer: Peer) -> str:
        return f"connection {peer.id} ({peer.name})" if peer.name else f"connection {peer.id}"
