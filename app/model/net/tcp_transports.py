"""The window's network transports: what a hosted or joined game (`network.HostLink`,
`join_link.JoinLink`) needs to move bytes, whatever carries them. Here the QtNetwork ones for a
LAN (signal-driven, no thread); `relay_transports` has the ones through a relay.

A host transport reports connections by its own ids (`opened`, `received`, `gone`) and takes
bytes for them (`send`, `close_peer`); a join transport has one connection (`opened`, `received`,
`lost`) that the JoinLink opens again after a loss (`open`), and says why a connection could not
be made (`problem`, before `lost`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from app.model.net.net_status import LinkProblem, LinkProblemKind

_CONNECT_ERRORS = {
    QAbstractSocket.SocketError.ConnectionRefusedError: LinkProblemKind.REFUSED,
    QAbstractSocket.SocketError.HostNotFoundError: LinkProblemKind.NOT_FOUND,
}


class HostTransport(QObject):
    """Connections to a host: one id per joiner."""

    opened = Signal(int)
    received = Signal(int, bytes)
    gone = Signal(int)

    def send(self, conn: int, data: bytes) -> None:
        """Write `data` to connection `conn` (nothing if it is gone)."""
        raise NotImplementedError

    def close_peer(self, conn: int) -> None:
        """Close `conn` once what was written to it has gone out."""
        raise NotImplementedError

    def close(self, *, for_good: bool = False) -> None:
        """Close every connection; no signal comes after. `for_good`: the game is not to be
        resumed (a relay may forget its code)."""
        raise NotImplementedError


class JoinTransport(QObject):
    """A joiner's one connection to its host."""

    opened = Signal()
    received = Signal(bytes)
    lost = Signal()
    problem = Signal(object)  # a LinkProblem: why the connection could not be made

    def open(self) -> None:
        """Connect (again); `opened` or `lost` follows."""
        raise NotImplementedError

    def is_open(self) -> bool:
        """True while connected."""
        raise NotImplementedError

    def send(self, data: bytes) -> None:
        """Write `data` to the host."""
        raise NotImplementedError

    def hang_up(self) -> None:
        """Close once what was written has gone out."""
        raise NotImplementedError

    def close(self) -> None:
        """Close at once; no signal comes after."""
        raise NotImplementedError


class TcpHostTransport(HostTransport):
    """A QTcpServer and one QTcpSocket per joiner."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._on_new_connection)
        self._sockets: dict[int, QTcpSocket] = {}
        self._next = 1

    def listen(self, address: str, port: int) -> str | None:
        """Start listening on `address` (all when empty):`port` (0: any free one); why it
        cannot, or None."""
        where = QHostAddress(address) if address else QHostAddress(QHostAddress.SpecialAddress.Any)
        if not self.server.listen(where, port):
            return str(self.server.errorString())
        return None

    @property
    def port(self) -> int:
        return int(self.server.serverPort())

    def _on_new_connection(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            conn, self._next = self._next, self._next + 1
            self._sockets[conn] = sock
            sock.readyRead.connect(lambda conn=conn, sock=sock: self._on_ready_read(conn, sock))
            sock.disconnected.connect(lambda conn=conn: self._on_gone(conn))
            self.opened.emit(conn)

    def _on_ready_read(self, conn: int, sock: QTcpSocket) -> None:
        self.received.emit(conn, bytes(sock.readAll().data()))

    def _on_gone(self, conn: int) -> None:
        sock = self._sockets.pop(conn, None)
        if sock is not None:
            sock.deleteLater()
            self.gone.emit(conn)

    def send(self, conn: int, data: bytes) -> None:
        sock = self._sockets.get(conn)
        if sock is not None:
            sock.write(data)

    def close_peer(self, conn: int) -> None:
        sock = self._sockets.get(conn)
        if sock is not None:
            sock.disconnectFromHost()  # after the bytes written so far

    def close(self, *, for_good: bool = False) -> None:
        self.server.close()
        sockets, self._sockets = list(self._sockets.values()), {}
        for sock in sockets:
            # No slot may run on a link being closed.
            sock.readyRead.disconnect()
            sock.disconnected.disconnect()
            sock.flush()  # the last words (a clock stopped as the host leaves) go out first
            sock.abort()
            sock.deleteLater()


class TcpJoinTransport(JoinTransport):
    """One QTcpSocket to `host`:`port`."""

    def __init__(self, host: str, port: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host, self.port = host, port
        self.socket = QTcpSocket(self)
        self._reached = False  # the connection being tried was made
        self.socket.connected.connect(self._on_connected)
        self.socket.readyRead.connect(self._on_ready_read)
        self.socket.disconnected.connect(self.lost)
        self.socket.errorOccurred.connect(self._on_error)

    def open(self) -> None:
        self.socket.abort()
        self._reached = False
        self.socket.connectToHost(self.host, self.port)

    def _on_connected(self) -> None:
        self._reached = True
        self.opened.emit()

    def is_open(self) -> bool:
        return self.socket.state() == QAbstractSocket.SocketState.ConnectedState

    def _on_ready_read(self) -> None:
        self.received.emit(bytes(self.socket.readAll().data()))

    def _on_error(self, error: QAbstractSocket.SocketError) -> None:
        if self.is_open():
            return
        if not self._reached:
            kind = _CONNECT_ERRORS.get(error, LinkProblemKind.UNREACHABLE)
            where = f"{self.host}:{self.port}"
            self.problem.emit(LinkProblem(kind, where, detail=str(self.socket.errorString())))
        self.lost.emit()

    def send(self, data: bytes) -> None:
        self.socket.write(data)

    def hang_up(self) -> None:
        self.socket.disconnectFromHost()

    def close(self) -> None:
        if self.is_open():
            self.socket.flush()
        for signal in (
            self.socket.connected,
            self.socket.readyRead,
            self.socket.disconnected,
            self.socket.errorOccurred,
        ):
            signal.disconnect()
        self.socket.abort()
