"""The window's network play: QtNetwork transports around the engine's protocol sessions
(`engine.net`), bound to the window's GameSession.

Signal-driven, no thread: `readyRead` hands whatever bytes arrived (half a message or a thousand)
to the session, whose line reader keeps the rest; a one-second timer sends pings and notices
silence. Moves of this window go to the host first (`GameSession.submit`); the GameSession's game
changes only when the host's confirmation comes back (`GameSession.mirror`), so a remote stone
arrives like any other move and a local one is never shown twice.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtNetwork import (
    QAbstractSocket,
    QHostAddress,
    QNetworkInterface,
    QTcpServer,
    QTcpSocket,
)

from app.model.notices import HostRefusal
from app.model.session import GameSession
from engine import Cell, Game
from engine.net import Event, HostSession, Outbox
from engine.net.rounds import Result
from engine.players import HUMAN, REMOTE, PlayerInfo

TICK_MS = 1000


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)


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
    """What both sides share: mirroring the protocol's events into the GameSession and a status
    line saying who is where."""

    status_changed = Signal(str)
    changed = Signal()  # the game, the seats or the connections changed
    log_line = Signal(str)
    offered = Signal(str, str)  # what, who offers it: this window's player is asked
    ended = Signal(str)  # the link is over for good; why

    def __init__(self, game_session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game_session = game_session
        self.status = ""
        self.address = ""
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self._on_tick)
        game_session.submit = self._submit
        game_session.offer_undo = self._offer_undo

    def names(self) -> list[str]:
        return [p.name for p in self.game_session.players]

    def close(self) -> None:
        """Leave the network game; the window keeps the position as a local game."""
        self._tick.stop()
        if self.game_session.submit == self._submit:
            self.game_session.submit = None
            self.game_session.offer_undo = None

    def _submit(self, seat: int, cell: Cell) -> str | None:
        raise NotImplementedError

    def _offer_undo(self) -> None:
        raise NotImplementedError

    def answer(self, accept: bool) -> None:
        """Answer the open offer for this window's player."""
        raise NotImplementedError

    def offer(self, what: str) -> None:
        """Offer `what` ("draw", "rematch") to the other players."""
        raise NotImplementedError

    def resign(self) -> None:
        """Resign this window's seat: the game ends at once."""
        raise NotImplementedError

    def _ended_text(self, result: Result | None) -> str | None:
        """The status line of a game ended off the board, or None."""
        if result is None:
            return None
        if not result.winners:
            return tr("Game over: a draw, agreed")
        names = ", ".join(self.names()[p] for p in result.winners)
        return tr("Game over: %1 won by resignation").replace("%1", names)

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
        elif event.kind == "refused":
            self.game_session.rejected.emit(HostRefusal(event.text))
        elif event.kind == "offer" and event.player is not None and self._asks_me(event):
            self.offered.emit(event.text, self.names()[event.player])
        elif event.kind == "closed":
            self.ended.emit(event.text)

    def _reload(self) -> None:
        """Take the protocol session's whole game into the window (joined, undo, resync)."""
        raise NotImplementedError

    def _pull_status(self) -> None:
        text = self._status_text()
        if text != self.status:
            self.status = text
            self.status_changed.emit(text)

    def _status_text(self) -> str:
        raise NotImplementedError

    @staticmethod
    def _now() -> float:
        return time.monotonic()


class HostLink(NetworkGame):
    """This window hosts: a QTcpServer, one QTcpSocket per peer, the HostSession owning the
    game. Seats of kind "human" are played in this window, "cpu" by this window's CPU."""

    def __init__(
        self,
        game_session: GameSession,
        seats: list[PlayerInfo],
        game: Game,
        parent: QObject | None = None,
        *,
        tokens: dict[int, str] | None = None,
        result: Result | None = None,
    ) -> None:
        super().__init__(game_session, parent)
        self.host = HostSession(game.copy(), seats, tokens=tokens, result=result)
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._on_new_connection)
        self._sockets: dict[int, QTcpSocket] = {}
        self.listened_on = ""

    def listen(self, address: str, port: int) -> str | None:
        """Start listening; returns why it cannot, or None."""
        where = QHostAddress(address) if address else QHostAddress(QHostAddress.SpecialAddress.Any)
        if not self.server.listen(where, port):
            return str(self.server.errorString())
        self.listened_on = address
        self.address = f"{address or lan_address()}:{self.server.serverPort()}"
        self.game_session.new_game(self.host.game.copy(), list(self.host.seats))
        self._tick.start()
        self._pull_status()
        return None

    @property
    def port(self) -> int:
        return int(self.server.serverPort())

    def facts(self) -> dict[str, object]:
        """What a reopened window needs to host this game again on the same address: the
        address and port, the seat tokens and an end off the board (the GameSession's own
        autosave keeps the moves and the seats)."""
        result = self.host.result
        return {
            "address": self.listened_on,
            "port": self.port,
            "tokens": {str(seat): token for seat, token in self.host.tokens.items()},
            "result": result.to_data() if result is not None else None,
        }

    def close(self) -> None:
        super().close()
        self.server.close()
        sockets, self._sockets = list(self._sockets.values()), {}
        for sock in sockets:
            # No slot may run on a link being closed.
            sock.readyRead.disconnect()
            sock.disconnected.disconnect()
            sock.abort()
            sock.deleteLater()

    def _on_new_connection(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            peer = self.host.connect(self._now())
            self._sockets[peer] = sock
            sock.readyRead.connect(lambda peer=peer, sock=sock: self._on_ready_read(peer, sock))
            sock.disconnected.connect(lambda peer=peer: self._on_gone(peer))
            self._flush()

    def _on_ready_read(self, peer: int, sock: QTcpSocket) -> None:
        self.host.receive(peer, bytes(sock.readAll().data()), self._now())
        self._flush()

    def _on_gone(self, peer: int) -> None:
        sock = self._sockets.pop(peer, None)
        if sock is not None:
            sock.deleteLater()
            self.host.disconnect(peer, self._now())
            self._flush()

    def _on_tick(self) -> None:
        self.host.tick(self._now())
        self._flush()

    def _flush(self) -> None:
        out = self.host.drain()
        for peer, data in out.sends:
            sock = self._sockets.get(peer)
            if sock is not None:
                sock.write(data)
        for peer in out.closes:
            sock = self._sockets.get(peer)
            if sock is not None:
                sock.disconnectFromHost()  # after the bytes written so far
        self._handle(out)

    def _submit(self, seat: int, cell: Cell) -> str | None:
        reason = self.host.play(seat, cell)
        self._flush()
        return reason

    def _offer_undo(self) -> None:
        self.offer("undo")

    def _my_seat(self) -> int:
        here = [s for s, p in enumerate(self.host.seats) if p.kind == HUMAN]
        to_move = self.host.game.to_move
        return to_move if to_move in here else (here[0] if here else 0)

    def offer(self, what: str) -> None:
        reason = self.host.offer(self._my_seat(), what)
        if reason is not None:
            self.game_session.rejected.emit(HostRefusal(reason))
        self._flush()

    def resign(self) -> None:
        reason = self.host.resign(self._my_seat())
        if reason is not None:
            self.game_session.rejected.emit(HostRefusal(reason))
        self._flush()

    def answer(self, accept: bool) -> None:
        """Answer the open offer for this window's seats."""
        offer = self.host.offer_open
        if offer is None:
            return
        for seat in sorted(offer.waiting):
            if self.host.seats[seat].kind == HUMAN:
                self.host.answer(seat, accept)
        self._flush()

    def _asks_me(self, event: Event) -> bool:
        offer = self.host.offer_open
        return offer is not None and any(self.host.seats[s].kind == HUMAN for s in offer.waiting)

    def _on_event(self, event: Event) -> None:
        super()._on_event(event)
        if event.kind == "seats":
            self.game_session.players = list(self.host.seats)
            self.game_session.players_changed.emit()

    def _reload(self) -> None:
        self.game_session.new_game(self.host.game.copy(), list(self.host.seats))

    def _status_text(self) -> str:
        host, seats = self.host, self.host.seats
        waiting = host.waiting_for()
        if waiting:
            return (
                tr("Hosting on %1: waiting for %2")
                .replace("%1", self.address)
                .replace("%2", seats[waiting[0]].name)
            )
        ended = self._ended_text(host.result)
        if ended is not None or host.is_over():
            return ended or tr("Network game over")
        seat = seats[host.game.to_move]
        if seat.kind == REMOTE:
            return tr("%1 is thinking").replace("%1", seat.name)
        return tr("Network game: everyone is here")
