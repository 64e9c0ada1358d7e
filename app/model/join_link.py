"""Joining a network game from the window: a QtNetwork socket to the host around the engine's
`JoinSession`, reconnecting after a lost connection."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, QTimer

from app.model.net_game import NetworkGame, relay_problem, tr
from app.model.relay_transports import RelayJoinTransport
from app.model.session import GameSession
from app.model.transports import JoinTransport, TcpJoinTransport
from engine import Cell, record
from engine.net import HOST, Event, JoinSession
from engine.players import PlayerInfo, SeatKind

RETRY_MS = 1000


class JoinLink(NetworkGame):
    """This window joined a host: one transport (a QTcpSocket, or a relay with an invite code),
    reconnecting while the host is away."""

    def __init__(
        self,
        game_session: GameSession,
        name: str,
        *,
        watch: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(game_session, parent)
        self.join = JoinSession(name, watch=watch)
        self.transport: JoinTransport | None = None
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self._connect)
        self._ever_joined = False
        self.relay_url = ""

    def connect_to(self, host: str, port: int) -> None:
        """Connect (and keep reconnecting) to `host`:`port`."""
        self.address = f"{host}:{port}"
        self._start(TcpJoinTransport(host, port, self))

    def connect_relay(self, url: str, code: str) -> None:
        """Connect (and keep reconnecting) to the game with the invite `code` on the relay at
        `url`; a refusal before the game is joined ends the link (`failed`)."""
        relay = RelayJoinTransport(url, code, self)
        self.address, self.relay_url = relay.code, url
        relay.refused.connect(self._on_refused)
        self._start(relay)

    def _start(self, transport: JoinTransport) -> None:
        self.transport = transport
        transport.opened.connect(self._on_connected)
        transport.received.connect(self._on_received)
        transport.lost.connect(self._on_disconnected)
        self._connect()
        self._tick.start()
        self._pull_status()

    def close(self) -> None:
        super().close()
        self._retry.stop()
        if self.transport is not None:
            if self.transport.is_open():
                self.join.leave()
                self._flush()
            self.transport.close()
            self.transport = None

    def _connect(self) -> None:
        if not self.join.closed_for_good and self.transport is not None:
            self.transport.open()

    def _on_refused(self, why: str, text: str) -> None:
        self.log_line.emit(text)
        if self._ever_joined or why == "away":
            return  # the host may be resuming: keep trying
        self.join.closed_for_good = True
        self._retry.stop()
        self._pull_status()
        self.failed.emit(relay_problem(why, self.relay_url, self.address, text))

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

    def _submit(self, seat: int, cell: Cell) -> str | None:
        reason = self.join.play(cell)
        self._flush()
        return reason

    def _offer_undo(self) -> None:
        self.offer("undo")

    def offer(self, what: str) -> None:
        self.join.offer(what)
        self._flush()

    def resign(self) -> None:
        self.join.resign()
        self._flush()

    def answer(self, accept: bool) -> None:
        """Answer the open offer."""
        self.join.answer(accept)
        self._flush()

    def _asks_me(self, event: Event) -> bool:
        return self.join.seat is not None and event.player != self.join.seat

    def _on_event(self, event: Event) -> None:
        super()._on_event(event)
        if event.kind == "seats":
            self.game_session.players = self._seats_here()
            self.game_session.players_changed.emit()

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
            self.game_session.new_game(record.loads(record.dumps(game)), self._seats_here())

    def _status_text(self) -> str:
        join = self.join
        if join.closed_for_good:
            return tr("Not connected")
        if not join.online:
            if self._ever_joined:
                return tr("Connection lost — reconnecting…")
            if self.relay_url:
                return (
                    tr("Joining the invite code %1 on the relay %2…")
                    .replace("%1", self.address)
                    .replace("%2", self.relay_url)
                )
            return tr("Connecting to %1…").replace("%1", self.address)
        ended = self._ended_text(join.result)
        if join.game is None or join.is_over():
            return ended or tr("Network game over")
        to_move = join.game.to_move
        name = join.players[to_move].name
        if join.pending is not None:
            return tr("Your move is sent; waiting for the host")
        if join.seat is None:
            return tr("Watching: %1 to move").replace("%1", name)
        if to_move == join.seat:
            return tr("Your turn, %1").replace("%1", name)
        if join.connected_seats and not join.connected_seats[to_move]:
            return tr("Waiting for %1").replace("%1", name)
        return tr("%1 is thinking").replace("%1", name)
