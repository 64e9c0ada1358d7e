"""The host's side of network play, without sockets: it owns the game and the seats, reads each
connection's bytes and answers with bytes, events and log lines in an `Outbox`.

Who connects, greets and sits where is `Seating`'s (`seating.py`); this is the game they play.
Every move names the ply it is for: the move due is checked by `engine.Game` and sent to everyone,
a repeat of a played move is acknowledged and ignored, any other ply gets the full state (a game
file's text) back. Undo, draw and rematch are offers the other players answer. Every refusal goes
out as data (`net_refusal`), for the peer to word in its own language. The game starts once every
remote seat has been taken: until then no seat may move.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

from engine import record
from engine.clocks import GameClock
from engine.game import Game
from engine.net.protocol.chat import CHAT_HISTORY, ChatLimiter, clean_chat
from engine.net.protocol.clock_data import clock_to_data
from engine.net.protocol.events import OFFERS, Event, move_refusal, read_cell
from engine.net.protocol.messages import Message, clip
from engine.net.protocol.net_refusal import NetRefusal, NetRefusalKind
from engine.net.protocol.rounds import (
    Offer,
    Result,
    resign_result,
    time_result,
    undo_to_turn_of,
)
from engine.net.protocol.seating import Peer, Seating
from engine.players import PlayerInfo, SeatKind
from engine.record.move_times import MoveTimes
from engine.rules import Cell


class HostSession(Seating):
    """The authority of one network game. Transports call `connect`, `receive`, `disconnect`
    and `tick` (`Seating`'s), the host's own front end `play`, `offer`, `answer` and `resign`;
    after each call `drain` returns what to send, close, show and log."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[PlayerInfo],
        *,
        created: datetime | None = None,
        tokens: dict[int, str] | None = None,
        result: Result | None = None,
        new_token: Callable[[], str] = lambda: secrets.token_hex(16),
        clock: GameClock | None = None,
    ) -> None:
        if len(seats) != game.rules.players:
            raise ValueError(f"{len(seats)} seats for a game of {game.rules.players} players")
        super().__init__(seats, tokens, new_token)
        self.game = game
        self.created = created or datetime(2000, 1, 1, tzinfo=UTC)
        self.result = result
        self.offer_open: Offer | None = None
        self.chat_limits = ChatLimiter()
        self.chat_history: list[Message] = []
        """The latest chat lines said (up to CHAT_HISTORY), for whoever joins or comes back."""
        self.clock = clock
        """The game's clock, kept here alone (None: no time control)."""

    # -- what the front end asks ---------------------------------------------------------

    def record_text(self) -> str:
        """The game as a game file's text: the autosave and the full state sent to peers."""
        return record.dumps(
            self.game, self.seats, created=self.created, saved=self.created, clock=self.times()
        )

    def times(self) -> MoveTimes | None:
        """The time control and each move's seconds, for the game file; None without a clock."""
        clock = self.clock
        if clock is None:
            return None
        return MoveTimes(clock.control, tuple(clock.used[: self.game.ply]))

    def is_over(self) -> bool:
        """True once the game ended on the board, by resignation, by an agreed draw or on
        time."""
        return self.result is not None or self.game.is_over()

    def tick(self, now: float) -> None:
        """`Seating.tick`, then the clock: it runs once everyone has joined, and a flag that
        fell ends the game."""
        super().tick(now)
        self._run_clock()

    def _run_clock(self) -> None:
        clock = self.clock
        if clock is None:
            return
        if self.is_over():
            clock.stop()
            return
        if clock.running is None and not self.unjoined():
            clock.start(self.game.to_move)
            self._broadcast({"type": "clock", "clock": clock_to_data(clock)})
        flagged = clock.flagged()
        if flagged is not None:
            clock.stop()
            self.result = time_result(self.game, flagged)
            self.offer_open = None
            ended = {"type": "ended", **self.result.to_data(), "clock": clock_to_data(clock)}
            self._broadcast(ended)
            self._out.events.append(Event("ended", text="time", player=flagged))

    def step_away(self) -> None:
        """The host leaves for a while (its window closes, the game kept to be hosted again).
        A dropped player's clock runs on its own turn only: on the host's turn its clock runs
        on (the joiners' copies count it down, and the host charges it on its return); on a
        remote seat's turn that player cannot move while the host is away, so the clock stops
        and the joiners are told, their copies stopping with it."""
        clock = self.clock
        if clock is None or clock.running is None or self.is_over():
            return
        if self.seats[clock.running].kind == SeatKind.REMOTE:
            clock.stop()
            self._broadcast({"type": "clock", "clock": clock_to_data(clock)})

    # -- the host's own seats ------------------------------------------------------------

    def play(self, seat: int, cell: Cell) -> NetRefusal | None:
        """Play `cell` for the host's own `seat`; returns why not, or None when played."""
        if self.seats[seat].kind == SeatKind.REMOTE:
            return NetRefusal(NetRefusalKind.REMOTE_SEAT, seat=seat)
        return self._play(seat, cell)

    def say(self, seat: int, text: str, now: float) -> NetRefusal | None:
        """The host's own player in `seat` says `text` to everyone; returns why not, or None
        (a line with nothing left to show once cleaned is dropped)."""
        if not self.chat_limits.allow(0, now):
            return NetRefusal(NetRefusalKind.CHAT_TOO_FAST, number=self.chat_limits.lines)
        line = clean_chat(text)
        if line is not None:
            self._chat(self.seats[seat].name, seat, line)
        return None

    def _chat(self, name: str, seat: int | None, line: str) -> None:
        said = {"type": "said", "name": name, "seat": seat, "text": line}
        self._broadcast(said)
        self._out.events.append(Event("chat", text=line, seat=seat, name=name))
        self.chat_history = [*self.chat_history, said][-CHAT_HISTORY:]

    def _welcomed(self, peer: Peer) -> None:
        # The chat so far goes with the game: a player who comes back (or joins late) reads it.
        for said in self.chat_history:
            self._send(peer, {**said, "earlier": True})

    # -- the peers' messages -------------------------------------------------------------

    def _handle(self, peer: Peer, message: Message) -> None:
        handler = _HANDLERS.get(message["type"])
        if handler is None:
            self._bad(peer, NetRefusal(NetRefusalKind.UNKNOWN_TYPE, what=clip(message["type"])))
            return
        handler(self, peer, message)

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

    def _on_chat(self, peer: Peer, message: Message) -> None:
        if not self.chat_limits.allow(peer.id, peer.heard):
            limit = self.chat_limits.lines
            self._refuse(peer, NetRefusal(NetRefusalKind.CHAT_TOO_FAST, number=limit))
            return
        line = clean_chat(message.get("text"))
        if line is not None:
            self._chat(peer.name, peer.seat, line)

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
        self._run_clock()  # a flag that fell before this move ends the game first
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
        moved: Message = {"type": "moved", "ply": ply, "cell": list(cell), "player": seat}
        if self.clock is not None:
            self.clock.press(seat, None if game.is_over() else game.to_move)
            moved["clock"] = clock_to_data(self.clock)
        self._broadcast(moved)
        self._out.events.append(Event("moved", player=seat, ply=ply, cell=cell))
        if self.offer_open is not None and self.offer_open.what != "rematch":
            self._close_offer(False, "a move was played")
        return None

    def offer(self, seat: int, what: object) -> NetRefusal | None:
        """`seat` offers `what` (undo, draw, rematch); returns why not, or None."""
        kind = NetRefusalKind
        if what not in OFFERS:
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
            self._run_clock()
            self._broadcast({"type": "ended", **self.result.to_data()})
            self._out.events.append(Event("ended", text=self.result.reason))
            return
        self._reset_clock()
        self._broadcast({"type": "state", "why": offer.what, **self._state_fields()})
        self._out.events.append(Event("state", text=offer.what))

    def _reset_clock(self) -> None:
        """After an undo the clock goes back to the moves kept; a rematch starts it afresh."""
        clock = self.clock
        if clock is not None:
            used = clock.used[: self.game.ply]
            self.clock = GameClock(clock.control, clock.players, clock.now, used)
            self._run_clock()

    def resign(self, seat: int) -> NetRefusal | None:
        """`seat` resigns: the game ends at once; returns why not, or None."""
        if self.is_over():
            return NetRefusal(NetRefusalKind.GAME_OVER)
        self.result = resign_result(self.game, seat)
        self.offer_open = None
        self._run_clock()
        self._broadcast({"type": "ended", **self.result.to_data()})
        self._out.events.append(Event("ended", text=self.result.reason, player=seat))
        return None

    # -- the whole game, for a peer -------------------------------------------------------

    def _state_fields(self) -> dict[str, Any]:
        return {
            "record": self.record_text(),
            "result": self.result.to_data() if self.result else None,
            "seats": self._seat_list(),
            "clock": clock_to_data(self.clock) if self.clock is not None else None,
        }


_Handler = Callable[[HostSession, Peer, Message], None]
_HANDLERS: dict[str, _Handler] = {
    "move": HostSession._on_move,
    "offer": HostSession._on_offer,
    "answer": HostSession._on_answer,
    "resign": HostSession._on_resign,
    "chat": HostSession._on_chat,
    "sync": HostSession._on_sync,
    "ping": HostSession._on_ping,
    "pong": lambda session, peer, message: None,  # being heard is all a pong is for
    "bye": HostSession._on_bye,
}
