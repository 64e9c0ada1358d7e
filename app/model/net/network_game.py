"""The window's network play: QtNetwork transports around the engine's protocol sessions
(`engine.net`), bound to the window's GameSession.

Signal-driven, no thread: `readyRead` hands whatever bytes arrived (half a message or a thousand)
to the session, whose line reader keeps the rest; a one-second timer sends pings and notices
silence. Moves of this window go to the host first (the link is the session's Referee); the
session's game changes only when the host's confirmation comes back (`GameSession.mirror`), so a
remote stone arrives like any other move and a local one is never shown twice. Where the game
stands, what was refused and why a link could not start go to the widgets as data (`net_status`,
`NetRefusal`), for them to word.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

from app.model.net.net_status import NetState, NetStatus, relay_link_problem
from app.model.net.tcp_transports import HostTransport, TcpHostTransport
from app.model.session.game_session import GameSession
from engine import Cell, Game
from engine.clocks import GameClock, TimeControl
from engine.net import Event, HostSession, NetRefusal, Outbox
from engine.net.kept_host_game import RelayClaim
from engine.net.protocol.messages import Message
from engine.net.protocol.rounds import Result
from engine.players import PlayerInfo, SeatKind

TICK_MS = 1000


def lan_address() -> str:
    """This machine's first IPv4 address other than loopback: the one to give a friend on the
    same network ("localhost" when there is none)."""
    for candidate in QNetworkInterface.allAddresses():
        if candidate.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and (
            not candidate.isLoopback()
        ):
            return str(candidate.toString())
    return "localhost"


class NetworkGame(QObject):
    """What both sides share: mirroring the protocol's events into the GameSession and the
    status saying who is where."""

    status_changed = Signal(object)  # a NetStatus
    changed = Signal()  # the game, the seats or the connections changed
    log_line = Signal(str)
    offered = Signal(str, str)  # what, who offers it: this window's player is asked
    ended = Signal(object)  # the host closed the link for good: why, a NetRefusal
    failed = Signal(object)  # the link cannot start: why, a LinkProblem
    chat_heard = Signal(str, str)  # who said it, the line (plain text, cleaned by the engine)

    def __init__(self, game_session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game_session = game_session
        self.status: NetStatus | None = None
        self.address = ""
        self._tick = QTimer(self, interval=TICK_MS)
        self._tick.timeout.connect(self._on_tick)
        game_session.refer_to(self)

    def names(self) -> list[str]:
        return [p.name for p in self.game_session.players]

    def close(self) -> None:
        """Leave the network game; the window keeps the position as a local game."""
        self._tick.stop()
        self.game_session.stop_referring(self)

    def submit(self, seat: int, cell: Cell) -> NetRefusal | None:
        """The session's Referee: this window's move goes to the host."""
        raise NotImplementedError

    def ask_undo(self) -> bool:
        """The session's Referee: a take-back is offered to the other side."""
        self.offer("undo")
        return True

    def answer(self, accept: bool) -> None:
        """Answer the open offer for this window's player."""
        raise NotImplementedError

    def offer(self, what: str) -> None:
        """Offer `what` ("undo", "draw", "rematch") to the other players."""
        raise NotImplementedError

    def resign(self) -> None:
        """Resign this window's seat: the game ends at once."""
        raise NotImplementedError

    def say(self, text: str) -> NetRefusal | None:
        """Say `text` to everyone in the game; why not, or None."""
        raise NotImplementedError

    def clocks(self) -> tuple[list[float], int | None] | None:
        """Each seat's time left now and the running seat; None without a time control."""
        raise NotImplementedError

    def earlier_chat(self) -> list[tuple[str, str]]:
        """The chat said before this link was made (a host taking its kept game up again):
        who said each line and the line. A joiner hears the host resend them instead."""
        return []

    def _ended_status(self, result: Result | None) -> NetStatus:
        """The status of a game that is over: off the board (`result`) or on it."""
        if result is None:
            return NetStatus(NetState.OVER)
        if not result.winners:
            return NetStatus(NetState.DRAW_AGREED)
        names = self.names()
        winners = tuple(names[p] for p in result.winners if p < len(names))
        if result.reason == "time" and result.flagged is not None:
            flagged = names[result.flagged] if result.flagged < len(names) else "?"
            return NetStatus(NetState.TIME_OUT, name=flagged, winners=winners)
        return NetStatus(NetState.RESIGNED, winners=winners)

    def _asks_me(self, event: Event) -> bool:
        """True when this window's player must answer the offer of `event`."""
        raise NotImplementedError

    def _on_tick(self) -> None:
        raise NotImplementedError

    def _handle(self, out: Outbox) -> None:
        for line in out.log:
            self.log_line.emit(line)
        for event in out.events:
            self._on_event(event)
        if out.events:
            self.changed.emit()
        self._pull_status()

    def _on_event(self, event: Event) -> None:
        if event.kind == "moved" and event.cell is not None:
            if not self.game_session.mirror(event.cell):
                self._reload()
        elif event.kind in ("state", "welcome"):
            self._reload()
        elif event.kind == "refused" and event.refusal is not None:
            self.game_session.refused(event.refusal)
        elif event.kind == "offer" and event.player is not None and self._asks_me(event):
            self.offered.emit(event.text, self.names()[event.player])
        elif event.kind == "closed" and event.refusal is not None:
            self.ended.emit(event.refusal)
        elif event.kind == "chat":
            self.chat_heard.emit(event.name, event.text)

    def _reload(self) -> None:
        """Take the protocol session's whole game into the window (joined, undo, resync)."""
        raise NotImplementedError

    def _pull_status(self) -> None:
        status = self._status()
        if status != self.status:
            self.status = status
            self.status_changed.emit(status)

    def _status(self) -> NetStatus:
        raise NotImplementedError

    @staticmethod
    def _now() -> float:
        return time.monotonic()


class HostLink(NetworkGame):
    """This window hosts: the HostSession owning the game, over a transport (a QTcpServer on a
    LAN, or a relay with an invite code). Seats of kind "human" are played in this window,
    "cpu" by this window's CPU."""

    def __init__(
        self,
        game_session: GameSession,
        seats: list[PlayerInfo],
        game: Game,
        parent: QObject | None = None,
        *,
        tokens: dict[int, str] | None = None,
        result: Result | None = None,
        control: TimeControl | None = None,
        used: tuple[float, ...] = (),
        turn: float = 0.0,
        chat: Sequence[Message] = (),
        created: datetime | None = None,
    ) -> None:
        super().__init__(game_session, parent)
        clock = None if control is None else GameClock(control, len(seats), self._now, used)
        self.host = HostSession(
            game.copy(), seats, created=created, tokens=tokens, result=result, clock=clock
        )
        self.host.chat_history = list(chat)  # the chat goes with the game kept
        if clock is not None and turn > 0 and not self.host.is_over():
            # Taken up mid-turn: the seat to move has already used `turn` seconds of it.
            clock.start(self.host.game.to_move, already=turn)
        self.transport: HostTransport | None = None
        self._peers: dict[int, int] = {}  # the transport's connection → the session's peer
        self._conns: dict[int, int] = {}  # and back
        self.listened_on = ""
        self.port = 0
        self.relay: RelayClaim | None = None  # hosting through a relay: its URL, code, token

    def listen(self, address: str, port: int) -> str | None:
        """Start listening; returns why it cannot, or None."""
        tcp = TcpHostTransport(self)
        problem = tcp.listen(address, port)
        if problem is not None:
            return problem
        self.listened_on, self.port = address, tcp.port
        self.address = f"{address or lan_address()}:{tcp.port}"
        self.serve(tcp)
        return None

    def through_relay(self, url: str, code: str = "", token: str = "", ca: str = "") -> None:
        """Host through the relay at `url` (taking back `code` if `token` is its secret; a
        wss:// relay checked against the CA certificate file `ca` if given); the invite code
        comes later (`changed`), or `failed` says why not."""
        # The relay's client (websockets, asyncio) loads at the first relay game, not with
        # the window.
        from app.model.net.relay_transports import RelayHostTransport

        relay = RelayHostTransport(url, code, token, self, ca=ca)
        self.relay = RelayClaim(url, code, token)
        relay.ready.connect(self._on_relay_ready)
        relay.failed.connect(self._on_relay_failed)
        self.serve(relay)
        relay.start()

    def serve(self, transport: HostTransport) -> None:
        """Host over `transport` (the TCP or relay ones, or any other that keeps the
        HostTransport interface: the tests' in-memory one)."""
        self.transport = transport
        transport.opened.connect(self._on_opened)
        transport.received.connect(self._on_received)
        transport.gone.connect(self._on_gone)
        self.game_session.new_game(self.host.game.copy(), list(self.host.seats))
        self._tick.start()
        self._pull_status()

    def _on_relay_ready(self, code: str, token: str) -> None:
        assert self.relay is not None
        self.relay = RelayClaim(self.relay.url, code, token)
        self.address = code
        self._pull_status()
        self.changed.emit()

    def _on_relay_failed(self, why: str, text: str) -> None:
        assert self.relay is not None
        self.log_line.emit(text)
        self.failed.emit(relay_link_problem(why, self.relay.url, self.relay.code, text))

    def earlier_chat(self) -> list[tuple[str, str]]:
        return [(str(said["name"]), str(said["text"])) for said in self.host.chat_history]

    def step_away(self) -> None:
        """The window closes with the game kept: tell the joiners whose clock stops (see
        `HostSession.step_away`) and keep the game as it stands now."""
        self.host.step_away()
        self._flush()
        self.changed.emit()

    def close(self, *, for_good: bool = False) -> None:
        super().close()
        if self.transport is not None:
            self.transport.close(for_good=for_good)
            self.transport = None

    def _on_opened(self, conn: int) -> None:
        peer = self.host.connect(self._now())
        self._peers[conn], self._conns[peer] = peer, conn
        self._flush()

    def _on_received(self, conn: int, data: bytes) -> None:
        peer = self._peers.get(conn)
        if peer is not None:
            self.host.receive(peer, data, self._now())
            self._flush()

    def _on_gone(self, conn: int) -> None:
        peer = self._peers.pop(conn, None)
        if peer is not None:
            self._conns.pop(peer, None)
            self.host.disconnect(peer, self._now())
            self._flush()

    def _on_tick(self) -> None:
        self.host.tick(self._now())
        self._flush()

    def _flush(self) -> None:
        out = self.host.drain()
        transport = self.transport
        for peer, data in out.sends:
            conn = self._conns.get(peer)
            if conn is not None and transport is not None:
                transport.send(conn, data)
        for peer in out.closes:
            conn = self._conns.get(peer)
            if conn is not None and transport is not None:
                transport.close_peer(conn)
        self._handle(out)

    def submit(self, seat: int, cell: Cell) -> NetRefusal | None:
        # The host decides here: `host.play` plays the move and the resulting event calls the
        # session's `mirror` back before this returns.
        reason = self.host.play(seat, cell)
        self._flush()
        return reason

    def _my_seat(self) -> int:
        here = [s for s, p in enumerate(self.host.seats) if p.kind == SeatKind.HUMAN]
        to_move = self.host.game.to_move
        return to_move if to_move in here else (here[0] if here else 0)

    def offer(self, what: str) -> None:
        reason = self.host.offer(self._my_seat(), what)
        if reason is not None:
            self.game_session.refused(reason)
        self._flush()

    def resign(self) -> None:
        reason = self.host.resign(self._my_seat())
        if reason is not None:
            self.game_session.refused(reason)
        self._flush()

    def say(self, text: str) -> NetRefusal | None:
        reason = self.host.say(self._my_seat(), text, self._now())
        if reason is not None:
            self.game_session.refused(reason)
        self._flush()
        return reason

    def clocks(self) -> tuple[list[float], int | None] | None:
        clock = self.host.clock
        return None if clock is None else clock.readings()

    def answer(self, accept: bool) -> None:
        """Answer the open offer for this window's seats."""
        offer = self.host.offer_open
        if offer is None:
            return
        for seat in sorted(offer.waiting):
            if self.host.seats[seat].kind == SeatKind.HUMAN:
                self.host.answer(seat, accept)
        self._flush()

    def _asks_me(self, event: Event) -> bool:
        offer = self.host.offer_open
        return offer is not None and any(
            self.host.seats[s].kind == SeatKind.HUMAN for s in offer.waiting
        )

    def _on_event(self, event: Event) -> None:
        super()._on_event(event)
        if event.kind == "seats":
            self.game_session.seat(self.host.seats)
            # A CPU seat to move was refused while the game waited for a player: its turn now.
            self.game_session.cpu_turns.schedule()

    def _reload(self) -> None:
        self.game_session.new_game(self.host.game.copy(), list(self.host.seats))

    def _status(self) -> NetStatus:
        host, seats = self.host, self.host.seats
        waiting = host.waiting_for()
        if self.relay is not None and not self.address:
            return NetStatus(NetState.CONNECTING_RELAY, relay=self.relay.url)
        if waiting:
            name = seats[waiting[0]].name
            if self.relay is not None:
                return NetStatus(
                    NetState.INVITING, name=name, address=self.address, relay=self.relay.url
                )
            return NetStatus(NetState.HOSTING, name=name, address=self.address)
        if host.is_over():
            return self._ended_status(host.result)
        seat = seats[host.game.to_move]
        if seat.kind == SeatKind.REMOTE:
            return NetStatus(NetState.THINKING, name=seat.name)
        return NetStatus(NetState.EVERYONE_HERE)
