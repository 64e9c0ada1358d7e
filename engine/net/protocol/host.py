"""The host's side of network play, without sockets: it owns the game and the seats, reads each
connection's bytes and answers with bytes, events and log lines in an `Outbox`.

A connection greets with `hello`; a returning player shows the seat token it was given and gets
its seat back, a new one takes the first free remote seat, anyone else watches. Every move names
the ply it is for: the move due is checked by `engine.Game` and sent to everyone, a repeat of a
played move is acknowledged and ignored, any other ply gets the full state (a game file's text)
back. A peer that sends garbage is told what was wrong; one that breaks the protocol (another
version, a line over 1 MiB, no greeting in time, silence) is told why and closed; the game and the
other connections carry on. Every refusal goes out as data (`net_refusal`), for the peer to word
in its own language. The game starts once every remote seat has been taken: until then no seat
may move.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from engine import record
from engine.game import Game
from engine.net.protocol.events import (
    HANDSHAKE_SECONDS,
    PING_SECONDS,
    SILENCE_SECONDS,
    Event,
    Producer,
    move_refusal,
    read_cell,
)
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
from engine.net.protocol.rounds import Offer, Result, resign_result, undo_to_turn_of
from engine.players import PlayerInfo, SeatKind
from engine.rules import Cell

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


class HostSession(Producer):
    """The authority of one network game. Transports call `connect`, `receive`, `disconnect`
    and `tick`, the host's own front end `play`, `offer`, `answer` and `resign`; after each
    call `drain` returns what to send, close, show and log."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[PlayerInfo],
        *,
        created: datetime | None = None,
        tokens: dict[int, str] | None = None,
        result: Result | None = None,
        new_token: Callable[[], str] = lambda: secrets.token_hex(16),
    ) -> None:
        super().__init__()
        if len(seats) != game.rules.players:
            raise ValueError(f"{len(seats)} seats for a game of {game.rules.players} players")
        self.game = game
        self.seats = list(seats)
        self.created = created or datetime(2000, 1, 1, tzinfo=UTC)
        self.tokens: dict[int, str] = dict(tokens or {})
        self.result = result
        self.offer_open: Offer | None = None
        self._new_token = new_token
        self._peers: dict[int, Peer] = {}
        self._next_id = 1
        self._last_ping = 0.0

    # -- what the front end asks ---------------------------------------------------------

    def record_text(self) -> str:
        """The game as a game file's text: the autosave and the full state sent to peers."""
        return record.dumps(self.game, self.seats, self.created, self.created)

    def is_over(self) -> bool:
        """True once the game ended on the board, by resignation or by an agreed draw."""
        return self.result is not None or self.game.is_over()

    def connected_seats(self) -> set[int]:
        """The remote seats whose player is connected now."""
        return {p.seat for p in self._peers.values() if p.seat is not None and not p.closing}

    def waiting_for(self) -> list[int]:
        """The remote seats nobody is connected to."""
        here = self.connected_seats()
        return [
            s for s, info in enumerate(self.seats) if info.kind == SeatKind.REMOTE and s not in here
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

    # -- the host's own seats ------------------------------------------------------------

    def play(self, seat: int, cell: Cell) -> NetRefusal | None:
        """Play `cell` for the host's own `seat`; returns why not, or None when played."""
        if self.seats[seat].kind == SeatKind.REMOTE:
            return NetRefusal(NetRefusalKind.REMOTE_SEAT, seat=seat)
        return self._play(seat, cell)

    def unjoined(self) -> list[int]:
        """The remote seats nobody has taken yet: the game waits for them to join."""
        return [
            s
            for s, info in enumerate(self.seats)
            if info.kind == SeatKind.REMOTE and s not in self.tokens
        ]

    # -- reading one message -------------------------------------------------------------

    def _line(self, peer: Peer, line: bytes) -> None:
        try:
            message = decode(line)
        except ProtocolError as error:
            self._bad(peer, NetRefusal(NetRefusalKind.BAD_MESSAGE, detail=str(error)))
            return
        kind = message["type"]
        if not peer.greeted:
            if kind == "hello":
                self._hello(peer, message)
            else:
                self._close(peer, NetRefusal(NetRefusalKind.GREETING_FIRST, what=clip(kind)))
            return
        handler = _HANDLERS.get(kind)
        if handler is None:
            self._bad(peer, NetRefusal(NetRefusalKind.UNKNOWN_TYPE, what=clip(kind)))
            return
        handler(self, peer, message)

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
        self._log(f"{self._who(peer)} joined")
        self._send_seats()

    def _seat_of_token(self, token: str) -> int | None:
        given = token.encode("utf-8", "replace")
        # compare_digest: how much of a token matched must not show in the time it takes. The
        # kept tokens as bytes the same way: one from a damaged save must not raise either.
        kept = {s: t.encode("utf-8", "replace") for s, t in self.tokens.items()}
        matches = [s for s, t in kept.items() if secrets.compare_digest(t, given)]
        return matches[0] if matches else None

    def _on_move(self, peer: Peer, message: Message) -> None:
        if peer.seat is None:
            self._refuse(peer, NetRefusal(NetRefusalKind.SPECTATOR))
            return
        ply, cell = message.get("ply"), read_cell(message.get("cell"), self.game.rules.ndim)
        if type(ply) is not int or ply < 0 or cell is None:
            self._bad(peer, NetRefusal(NetRefusalKind.BAD_MOVE))
            return
        moves = self.game.moves
        if ply < len(moves) and moves[ply] == cell:
            self._send(peer, {"type": "ack", "ply": ply})
            return
        if ply != len(moves):
            self._log(f"{self._who(peer)} sent a move for ply {ply} at ply {len(moves)}")
            self._send(peer, {"type": "state", "why": "stale", **self._state_fields()})
            return
        refusal = self._play(peer.seat, cell)
        if refusal is not None:
            self._refuse(peer, refusal, ply=ply)

    def _on_offer(self, peer: Peer, message: Message) -> None:
        if peer.seat is None:
            self._refuse(peer, NetRefusal(NetRefusalKind.SPECTATOR))
            return
        refusal = self.offer(peer.seat, message.get("what"))
        if refusal is not None:
            self._refuse(peer, refusal)

    def _on_answer(self, peer: Peer, message: Message) -> None:
        accept = message.get("accept")
        if peer.seat is None or not isinstance(accept, bool):
            self._refuse(peer, NetRefusal(NetRefusalKind.BAD_ANSWER))
            return
        refusal = self.answer(peer.seat, accept)
        if refusal is not None:
            self._refuse(peer, refusal)

    def _on_resign(self, peer: Peer, message: Message) -> None:
        refusal = (
            self.resign(peer.seat)
            if peer.seat is not None
            else NetRefusal(NetRefusalKind.SPECTATOR)
        )
        if refusal is not None:
            self._refuse(peer, refusal)

    def _on_sync(self, peer: Peer, message: Message) -> None:
        self._send(peer, {"type": "state", "why": "asked", **self._state_fields()})

    def _on_ping(self, peer: Peer, message: Message) -> None:
        self._send(peer, {"type": "pong"})

    def _on_bye(self, peer: Peer, message: Message) -> None:
        self._log(f"{self._who(peer)} left")
        peer.closing = True
        self._out.closes.append(peer.id)

    # -- the game ------------------------------------------------------------------------

    def _play(self, seat: int, cell: Cell) -> NetRefusal | None:
        if self.is_over():
            return NetRefusal(NetRefusalKind.GAME_OVER)
        if unjoined := self.unjoined():
            return NetRefusal(NetRefusalKind.WAITING_FOR_PLAYERS, seat=unjoined[0])
        game = self.game
        if game.to_move != seat:
            return NetRefusal(NetRefusalKind.NOT_YOUR_TURN, seat=game.to_move)
        reason = move_refusal(game, cell)
        if reason is not None:
            return NetRefusal(NetRefusalKind.MOVE, move=reason)
        ply = game.ply
        game.play(cell)
        self._broadcast({"type": "moved", "ply": ply, "cell": list(cell), "player": seat})
        self._out.events.append(Event("moved", player=seat, ply=ply, cell=cell))
        if self.offer_open is not None and self.offer_open.what != "rematch":
            self._close_offer(False, "a move was played")
        return None

    def offer(self, seat: int, what: object) -> NetRefusal | None:
        """`seat` offers `what` (undo, draw, rematch); returns why not, or None."""
        kind = NetRefusalKind
        if what not in ("undo", "draw", "rematch"):
            return NetRefusal(kind.NOT_AN_OFFER, what=clip(what))
        if self.offer_open is not None:
            return NetRefusal(kind.OFFER_OPEN, what=self.offer_open.what)
        if what == "rematch" and not self.is_over():
            return NetRefusal(kind.REMATCH_TOO_EARLY)
        if what != "rematch" and self.is_over():
            return NetRefusal(kind.GAME_OVER)
        if what == "undo" and not self.game.moves:
            return NetRefusal(kind.NOTHING_TO_UNDO)
        voters = {s for s, info in enumerate(self.seats) if not info.is_cpu and s != seat}
        self.offer_open = Offer(str(what), seat, voters)
        self._broadcast({"type": "offer", "what": what, "player": seat})
        self._out.events.append(Event("offer", text=str(what), player=seat))
        if not voters:
            self._close_offer(True, "")
        return None

    def answer(self, seat: int, accept: bool) -> NetRefusal | None:
        """`seat` accepts or declines the open offer; returns why not, or None."""
        offer = self.offer_open
        if offer is None or seat not in offer.waiting:
            return NetRefusal(NetRefusalKind.NO_OFFER)
        offer.waiting.discard(seat)
        if not accept:
            self._close_offer(False, f"{self.seats[seat].name} declined")
        elif not offer.waiting:
            self._close_offer(True, "")
        return None

    def _close_offer(self, accepted: bool, why: str) -> None:
        offer = self.offer_open
        assert offer is not None
        self.offer_open = None
        self._broadcast({"type": "answer", "what": offer.what, "accept": accepted, "why": why})
        self._out.events.append(Event("answer", text=offer.what, accepted=accepted))
        if not accepted:
            return
        if offer.what == "undo":
            self.game = undo_to_turn_of(self.game, offer.player)
        elif offer.what == "rematch":
            self.game, self.result = Game(self.game.rules), None
        else:
            self.result = Result("draw agreed", ())
            self._broadcast({"type": "ended", **self.result.to_data()})
            self._out.events.append(Event("ended", text=self.result.reason))
            return
        self._broadcast({"type": "state", "why": offer.what, **self._state_fields()})
        self._out.events.append(Event("state", text=offer.what))

    def resign(self, seat: int) -> NetRefusal | None:
        """`seat` resigns: the game ends at once; returns why not, or None."""
        if self.is_over():
            return NetRefusal(NetRefusalKind.GAME_OVER)
        self.result = resign_result(self.game, seat)
        self.offer_open = None
        self._broadcast({"type": "ended", **self.result.to_data()})
        self._out.events.append(Event("ended", text=self.result.reason, player=seat))
        return None

    # -- sending -------------------------------------------------------------------------

    def _state_fields(self) -> dict[str, Any]:
        return {
            "record": self.record_text(),
            "result": self.result.to_data() if self.result else None,
            "seats": self._seat_list(),
        }

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


_Handler = Callable[[HostSession, Peer, Message], None]
_HANDLERS: dict[str, _Handler] = {
    "move": HostSession._on_move,
    "offer": HostSession._on_offer,
    "answer": HostSession._on_answer,
    "resign": HostSession._on_resign,
    "sync": HostSession._on_sync,
    "ping": HostSession._on_ping,
    "pong": lambda session, peer, message: None,  # being heard is all a pong is for
    "bye": HostSession._on_bye,
}
