"""A joiner's side of network play, without sockets: it greets the host, keeps its own copy of
the game and replays every move the host sends through `engine.Game`, refusing what is illegal.

A move of this side is pending until the host sends it back as played: it is never shown twice
and, after a lost connection, it is sent again only if the host's game does not have it yet. The
full state is a game file's text, read with the strict loader `engine.record`.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from engine import record
from engine.game import Game
from engine.net.protocol.chat import MAX_CHAT, clean_chat
from engine.net.protocol.clock_data import ClockView, clock_from_data
from engine.net.protocol.events import Event, Producer, move_refusal, read_cell, read_ply
from engine.net.protocol.messages import (
    PROTOCOL,
    LineReader,
    LineTooLong,
    Message,
    ProtocolError,
    decode,
    encode,
)
from engine.net.protocol.net_refusal import NetRefusal, NetRefusalKind, host_version_refusal
from engine.net.protocol.rounds import Result
from engine.net.protocol.timing import PING_SECONDS, SILENCE_SECONDS
from engine.players import PlayerInfo
from engine.record import RecordError
from engine.rules import Cell

HOST = 0
"""The connection id of the host in a joiner's Outbox."""


class JoinSession(Producer):
    """One joiner (a player or a spectator). The transport calls `connected` when a connection
    to the host opens, `receive` with its bytes, `lost` when it drops, and `tick`; the front end
    calls `play`, `offer`, `answer`, `resign`; `drain` returns what to send, show and log (in
    its Outbox, connection id HOST is the host)."""

    def __init__(self, name: str, *, watch: bool = False, token: str | None = None) -> None:
        super().__init__()
        self.name = name
        self.watch = watch
        self.token = token
        self.seat: int | None = None
        self.game: Game | None = None
        self.players: tuple[PlayerInfo, ...] = ()
        self.created: datetime | None = None  # when the host's game began, from its file
        self.connected_seats: tuple[bool, ...] = ()
        self.result: Result | None = None
        self.pending: tuple[int, Cell] | None = None
        self.offer_open: tuple[str, int] | None = None
        self.clock: ClockView | None = None
        """The host's clock as last heard (None: no time control); `ClockView.remaining` counts
        the running seat down until the host's next word."""
        self.online = False
        self.closed_for_good = False
        self._reader = LineReader()
        self._chat_heard = False  # a chat line was heard
        self._chat_known = False  # one was heard before this connection: resent ones are known
        self._heard = 0.0
        self._pinged = 0.0

    def is_over(self) -> bool:
        """True once the game ended on the board or off it."""
        return self.result is not None or (self.game is not None and self.game.is_over())

    def my_turn(self) -> bool:
        """True when this side's seat is to move and nothing of it is pending."""
        return (
            self.game is not None
            and self.seat is not None
            and not self.is_over()
            and self.pending is None
            and self.game.to_move == self.seat
        )

    # -- the connection ------------------------------------------------------------------

    def connected(self, now: float) -> None:
        """A connection to the host opened: greet it (with the seat token when returning)."""
        self._reader = LineReader()
        self._heard = self._pinged = now
        self._chat_known = self._chat_heard
        hello: Message = {"type": "hello", "protocol": PROTOCOL, "name": self.name}
        if self.token:
            hello["token"] = self.token
        if self.watch:
            hello["watch"] = True
        self._send(hello)

    def lost(self, now: float) -> None:
        """The connection dropped (or went silent): the front end says so, the transport
        retries and calls `connected` again."""
        if self.online:
            self.online = False
            self._out.events.append(Event("lost"))

    def tick(self, now: float) -> None:
        """A ping when quiet; after SILENCE_SECONDS without a word, the connection is lost."""
        if self.closed_for_good:
            return
        if now - self._heard > SILENCE_SECONDS:
            self._out.log.append(f"nothing heard from the host for {SILENCE_SECONDS:.0f} seconds")
            self._out.closes.append(HOST)
            self.lost(now)
        elif now - self._pinged >= PING_SECONDS:
            self._pinged = now
            self._send({"type": "ping"})

    def receive(self, data: bytes, now: float) -> None:
        """Bytes from the host; never raises for anything the host sent."""
        self._heard = now
        try:
            lines = self._reader.feed(data)
        except LineTooLong as error:
            lines = error.lines
            self._out.log.append(f"the host sent {error}; reconnecting")
            self._out.closes.append(HOST)
        for line in lines:
            if self.closed_for_good:
                return
            try:
                message = decode(line)
            except ProtocolError as error:
                self._out.log.append(f"ignored a bad message from the host: {error}")
                continue
            handler = _HANDLERS.get(message["type"])
            if handler is not None:
                handler(self, message)

    # -- what this side does -------------------------------------------------------------

    def play(self, cell: Cell) -> NetRefusal | None:
        """Send `cell` as this side's move; returns why not (checked here first), or None."""
        kind = NetRefusalKind
        game = self.game
        if game is None:
            return NetRefusal(kind.NOT_JOINED)
        if self.seat is None:
            return NetRefusal(kind.SPECTATOR)
        if self.is_over():
            return NetRefusal(kind.GAME_OVER)
        if self.pending is not None:
            return NetRefusal(kind.PENDING)
        if game.to_move != self.seat:
            return NetRefusal(kind.NOT_YOUR_TURN, seat=game.to_move)
        reason = move_refusal(game, cell)
        if reason is not None:
            return NetRefusal(kind.MOVE, move=reason)
        self.pending = (game.ply, cell)
        self._send_pending()
        self._out.events.append(Event("pending", ply=game.ply, cell=cell, player=self.seat))
        return None

    def offer(self, what: str) -> None:
        """Offer `what` ("undo", "draw", "rematch") to the other players."""
        self._send({"type": "offer", "what": what})

    def answer(self, accept: bool) -> None:
        """Accept or decline the open offer."""
        self._send({"type": "answer", "accept": accept})

    def resign(self) -> None:
        """Resign this side's seat."""
        self._send({"type": "resign"})

    def say(self, text: str) -> bool:
        """Send `text` as a chat line; False when nothing is left of it to send."""
        line = clean_chat(text)
        if line is None:
            return False
        self._send({"type": "chat", "text": line})
        return True

    def leave(self) -> None:
        """Say goodbye before closing."""
        self.closed_for_good = True
        self._send({"type": "bye"})
        self._out.closes.append(HOST)

    # -- what the host says --------------------------------------------------------------

    def _on_welcome(self, message: Message) -> None:
        refusal = host_version_refusal(message.get("protocol"))
        if refusal is not None:
            self._give_up(refusal)
            return
        seat, token = message.get("seat"), message.get("token")
        if not self._load_state(message, "joined"):
            return
        if seat is not None and (read_ply(seat) is None or seat >= len(self.players)):
            self._give_up(NetRefusal(NetRefusalKind.BAD_SEAT, detail=repr(seat)[:40]))
            return
        self.seat = seat
        if isinstance(token, str):
            self.token = token
        self.online = True
        self._out.events.append(Event("welcome", seat=seat))
        self._resend_pending()

    def _on_state(self, message: Message) -> None:
        if self._load_state(message, str(message.get("why", "state"))):
            self._resend_pending()

    def _load_state(self, message: Message, why: str) -> bool:
        try:
            saved = record.loads_record(str(message.get("record", "")))
        except RecordError as error:
            self._give_up(NetRefusal(NetRefusalKind.BAD_GAME, detail=str(error)))
            return False
        self.game, self.players, self.created = saved.game, saved.players, saved.created
        rules = saved.game.rules
        self.result = Result.from_data(message.get("result"), rules.players)
        self.clock = clock_from_data(message.get("clock"), rules.players, self._heard)
        self._read_seats(message.get("seats"))
        self.offer_open = None
        self._out.events.append(Event("state", text=why))
        return True

    def _resend_pending(self) -> None:
        """After a reconnection or a new state: the pending move is done if the host has it,
        sent again if it is still this side's turn, dropped otherwise."""
        if self.pending is None or self.game is None:
            return
        ply, cell = self.pending
        moves = self.game.moves
        if ply < len(moves) and moves[ply] == cell:
            self.pending = None
        elif self._seat_to_move() and move_refusal(self.game, cell) is None:
            self.pending = (len(moves), cell)
            self._send_pending()
        else:
            self.pending = None
            self._refused(NetRefusal(NetRefusalKind.MOVED_ON))

    def _seat_to_move(self) -> bool:
        game = self.game
        return game is not None and not self.is_over() and game.to_move == self.seat

    def _on_moved(self, message: Message) -> None:
        game = self.game
        if game is None:
            return
        ply, cell = read_ply(message.get("ply")), read_cell(message.get("cell"), game.rules.ndim)
        if ply is None or cell is None:
            self._out.log.append("ignored a move from the host without a ply or a cell")
            return
        if ply < game.ply and game.moves[ply] == cell:
            return
        in_step = ply == game.ply and not self.is_over()
        refusal = move_refusal(game, cell) if in_step else None
        if not in_step or refusal is not None:
            reason = refusal.describe() if refusal is not None else "out of step"
            self._out.log.append(f"the host's move {list(cell)} at ply {ply}: {reason}; resyncing")
            self._send({"type": "sync"})
            return
        player = game.to_move
        game.play(cell)
        self._read_clock(message)
        if self.pending == (ply, cell):
            self.pending = None
        self._out.events.append(Event("moved", player=player, ply=ply, cell=cell))

    def _on_refused(self, message: Message) -> None:
        if self.pending is not None and message.get("ply") == self.pending[0]:
            self.pending = None
        self._refused(NetRefusal.from_message(message))

    def _refused(self, refusal: NetRefusal) -> None:
        names = [p.name for p in self.players]
        self._out.events.append(Event("refused", text=refusal.describe(names), refusal=refusal))

    def _on_seats(self, message: Message) -> None:
        if self._read_seats(message.get("seats")):
            self._out.events.append(Event("seats"))

    def _read_seats(self, seats: Any) -> bool:
        if not isinstance(seats, list) or len(seats) != len(self.players):
            return False
        names = []
        for info, seat in zip(self.players, seats, strict=True):
            name = seat.get("name") if isinstance(seat, dict) else None
            names.append(name[:40] if isinstance(name, str) and name else info.name)
        self.players = tuple(
            PlayerInfo(n, p.kind, p.level) for n, p in zip(names, self.players, strict=True)
        )
        self.connected_seats = tuple(
            isinstance(s, dict) and s.get("connected") is True for s in seats
        )
        return True

    def _on_offer(self, message: Message) -> None:
        what, player = message.get("what"), read_ply(message.get("player"))
        if what in ("undo", "draw", "rematch") and player is not None:
            self.offer_open = (str(what), player)
            self._out.events.append(Event("offer", text=str(what), player=player))

    def _on_answer(self, message: Message) -> None:
        self.offer_open = None
        what = str(message.get("what", ""))[:20]
        accepted = message.get("accept") is True
        self._out.events.append(
            Event("answer", text=what, accepted=accepted, seat=None, player=None)
        )

    def _on_ended(self, message: Message) -> None:
        if self.game is None:
            return
        self.result = Result.from_data(message, self.game.rules.players)
        self._read_clock(message)
        if self.result is not None:
            self.pending = None
            self._out.events.append(
                Event("ended", text=self.result.reason, player=self.result.flagged)
            )

    def _read_clock(self, message: Message) -> None:
        if self.game is not None and "clock" in message:
            self.clock = clock_from_data(message["clock"], self.game.rules.players, self._heard)

    def _on_said(self, message: Message) -> None:
        if message.get("earlier") is True and self._chat_known:
            return  # the chat before a reconnection: shown already
        line, name = clean_chat(message.get("text")), clean_chat(message.get("name"))
        seat = read_ply(message.get("seat"))
        if line is not None:
            self._chat_heard = True
            who = (name or "?")[: MAX_CHAT // 5]
            self._out.events.append(Event("chat", text=line, seat=seat, name=who))

    def _on_ping(self, message: Message) -> None:
        self._send({"type": "pong"})

    def _on_bye(self, message: Message) -> None:
        self._give_up(NetRefusal.from_message(message))

    def _on_quiet(self, message: Message) -> None:
        """ack, pong: being heard is all they are for."""

    def _give_up(self, refusal: NetRefusal) -> None:
        self.closed_for_good = True
        self.online = False
        reason = refusal.describe([p.name for p in self.players])
        self._out.log.append(f"the host ended the connection: {reason}")
        self._out.events.append(Event("closed", text=reason, refusal=refusal))
        self._out.closes.append(HOST)

    def _send_pending(self) -> None:
        assert self.pending is not None
        ply, cell = self.pending
        self._send({"type": "move", "ply": ply, "cell": list(cell)})

    def _send(self, message: dict[str, Any]) -> None:
        self._out.sends.append((HOST, encode(message)))


_HANDLERS = {
    "welcome": JoinSession._on_welcome,
    "state": JoinSession._on_state,
    "moved": JoinSession._on_moved,
    "refused": JoinSession._on_refused,
    "seats": JoinSession._on_seats,
    "offer": JoinSession._on_offer,
    "answer": JoinSession._on_answer,
    "ended": JoinSession._on_ended,
    "said": JoinSession._on_said,
    "clock": JoinSession._read_clock,
    "ping": JoinSession._on_ping,
    "pong": JoinSession._on_quiet,
    "ack": JoinSession._on_quiet,
    "bye": JoinSession._on_bye,
}
