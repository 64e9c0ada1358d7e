"""Joining a network game from the window: a QtNetwork socket (or a relay) to the host around
the engine's `JoinSession`, reconnecting after a lost connection.

Until the host's welcome, a connection nobody takes fails at once (nothing listens, no such
machine) and one nobody answers gives up after `JOIN_SECONDS`: `failed` says why, for the window
to offer a retry. Once joined, a lost connection is tried again and again: the host may be
restarting."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from PySide6.QtCore import QObject, QTimer

from app.model.net.net_status import LinkProblem, LinkProblemKind, NetState, NetStatus
from app.model.net.network_game import NetworkGame
from app.model.net.tcp_transports import JoinTransport, TcpJoinTransport
from app.model.session.game_session import GameSession
from engine import Cell, record
from engine.net import HOST, Event, JoinSession, NetRefusal
from engine.net.kept_join_game import JoinTarget
from engine.players import PlayerInfo, SeatKind

RETRY_MS = 1000
JOIN_SECONDS = 10
"""How long a join may wait for the host's welcome before it gives up."""
RELAY_JOIN_EXTRA_SECONDS = 5
"""Through a relay: how much longer than the relay gives the host to take a joiner."""


class JoinLink(NetworkGame):
    """This window joined a host: one transport (a QTcpSocket, or a relay with an invite code),
    reconnecting while the host is away."""

    def __init__(
        self,
        game_session: GameSession,
        name: str,
        *,
        watch: bool = False,
        token: str | None = None,
        parent: QObject | None = None,
    ) -> None:
        """`token`: the seat token of a game joined before, to take that seat back."""
        super().__init__(game_session, parent)
        self.join = JoinSession(name, watch=watch, token=token)
        self.target = JoinTarget()  # where the host is: set when the link starts
        self.transport: JoinTransport | None = None
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self._connect)
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._on_deadline)
        self._ever_joined = False
        self._away: LinkProblem | None = None  # the relay said the host is away
        self.relay_url = ""

    def connect_to(self, host: str, port: int) -> None:
        """Connect (and keep reconnecting) to `host`:`port`."""
        self.address = f"{host}:{port}"
        self.target = JoinTarget(host, port)
        self.connect_through(TcpJoinTransport(host, port, self), JOIN_SECONDS)

    def connect_relay(self, url: str, code: str, ca: str = "") -> None:
        """Connect (and keep reconnecting) to the game with the invite `code` on the relay at
        `url` (a wss:// relay checked against the CA certificate file `ca` if given); a refusal
        before the game is joined ends the link (`failed`)."""
        # The relay's client (websockets, asyncio) loads at the first relay game, not with
        # the window.
        from app.model.net.relay_transports import JOIN_ANSWER_SECONDS, RelayJoinTransport

        relay = RelayJoinTransport(url, code, self, ca=ca)
        self.address, self.relay_url = relay.code, url
        self.target = JoinTarget(relay=url, code=relay.code)
        self.connect_through(relay, int(JOIN_ANSWER_SECONDS) + RELAY_JOIN_EXTRA_SECONDS)

    def connect_through(self, transport: JoinTransport, seconds: int = JOIN_SECONDS) -> None:
        """Join over `transport` (the TCP or relay ones above, or any other that keeps its
        interface: the tests' in-memory one), giving up after `seconds` without an answer."""
        self.transport = transport
        transport.opened.connect(self._on_connected)
        transport.received.connect(self._on_received)
        transport.lost.connect(self._on_disconnected)
        transport.problem.connect(self._on_problem)
        self._deadline.setInterval(seconds * 1000)
        self._deadline.start()
        self._connect()
        self._tick.start()
        self._pull_status()

    def close(self) -> None:
        super().close()
        self._retry.stop()
        self._deadline.stop()
        if self.transport is not None:
            if self.transport.is_open():
                self.join.leave()
                self._flush()
            self.transport.close()
            self.transport = None

    def _connect(self) -> None:
        if not self.join.closed_for_good and self.transport is not None:
            self.transport.open()

    def _on_problem(self, problem: LinkProblem) -> None:
        self.log_line.emit(f"cannot reach {problem.address}: {problem.detail}")
        if self._ever_joined:
            return  # the host may be restarting: keep trying
        if problem.kind is LinkProblemKind.RELAY_AWAY:
            self._away = problem  # it may be back in a moment: keep trying until the deadline
            return
        self._give_up(problem)

    def _on_deadline(self) -> None:
        if self._ever_joined or self.join.closed_for_good:
            return
        where = self.relay_url or self.address
        code = self.address if self.relay_url else ""
        seconds = self._deadline.interval() // 1000
        self._give_up(self._away or LinkProblem(LinkProblemKind.NO_ANSWER, where, code, seconds))

    def _give_up(self, problem: LinkProblem) -> None:
        """The game cannot be joined: stop trying and say why."""
        self.join.closed_for_good = True
        self._retry.stop()
        self._deadline.stop()
        if self.transport is not None:
            self.transport.close()
            self.transport = None
        self._pull_status()
        # From the event loop, not from inside the transport's signal that brought the news.
        QTimer.singleShot(0, self, partial(self.failed.emit, problem))

    def _on_connected(self) -> None:
        self.join.connected(self._now())
        self._flush()

    def _on_received(self, data: bytes) -> None:
        self.join.receive(data, self._now())
        self._flush()

    def _on_disconnected(self) -> None:
        self.join.lost(self._now())
        self._flush()
        if not self.join.closed_for_good and not self._retry.isActive():
            self._retry.start()

    def _on_tick(self) -> None:
        if self.transport is not None and self.transport.is_open():
            self.join.tick(self._now())
            self._flush()

    def _flush(self) -> None:
        out = self.join.drain()
        if self.transport is not None:
            for _, data in out.sends:
                self.transport.send(data)
            if HOST in out.closes:
                self.transport.hang_up()
        self._handle(out)

    def submit(self, seat: int, cell: Cell) -> NetRefusal | None:
        # Sent to the host; the session's `mirror` comes when the host's "moved" arrives.
        reason = self.join.play(cell)
        self._flush()
        return reason

    def offer(self, what: str) -> None:
        self.join.offer(what)
        self._flush()

    def resign(self) -> None:
        self.join.resign()
        self._flush()

    def say(self, text: str) -> NetRefusal | None:
        self.join.say(text)
        self._flush()
        return None

    def clocks(self) -> tuple[list[float], int | None] | None:
        view = self.join.clock
        return None if view is None else view.readings(self._now())

    def answer(self, accept: bool) -> None:
        """Answer the open offer."""
        self.join.answer(accept)
        self._flush()

    def _asks_me(self, event: Event) -> bool:
        return self.join.seat is not None and event.player != self.join.seat

    def _on_event(self, event: Event) -> None:
        super()._on_event(event)
        if event.kind == "seats":
            self.game_session.seat(self._seats_here())

    def _seats_here(self) -> list[PlayerInfo]:
        """The host's seats as this window plays them: its own seat a person, every other
        one played elsewhere (the host runs its CPU seats, not this window)."""
        return [
            replace(p, kind=SeatKind.HUMAN, level=None)
            if s == self.join.seat
            else replace(p, kind=SeatKind.REMOTE, level=None)
            for s, p in enumerate(self.join.players)
        ]

    def _reload(self) -> None:
        game = self.join.game
        if game is not None:
            self._ever_joined = True
            self._deadline.stop()
            self.game_session.new_game(record.loads(record.dumps(game)), self._seats_here())

    def _status(self) -> NetStatus:
        join = self.join
        if join.closed_for_good:
            return NetStatus(NetState.NOT_CONNECTED)
        if not join.online:
            if self._ever_joined:
                return NetStatus(NetState.RECONNECTING)
            if self.relay_url:
                return NetStatus(NetState.JOINING_RELAY, address=self.address, relay=self.relay_url)
            return NetStatus(NetState.CONNECTING, address=self.address)
        if join.game is None or join.is_over():
            return self._ended_status(join.result)
        to_move = join.game.to_move
        name = join.players[to_move].name
        if join.pending is not None:
            return NetStatus(NetState.SENT)
        if join.seat is None:
            return NetStatus(NetState.WATCHING, name=name)
        if to_move == join.seat:
            return NetStatus(NetState.YOUR_TURN, name=name)
        if join.connected_seats and not join.connected_seats[to_move]:
            return NetStatus(NetState.WAITING_FOR, name=name)
        return NetStatus(NetState.THINKING, name=name)
