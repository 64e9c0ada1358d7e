"""Network play without sockets: a host transport and join transports that hand bytes to each
other in memory, each delivery from the event loop (as a socket's readyRead would come), so the
window's links (app.model.net) run their real protocol sessions headless, where two windows are
not the point. A delivery may carry several messages at once, as TCP may."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from app.model.net.tcp_transports import HostTransport, JoinTransport


class MemoryHost(HostTransport):
    """The host's end: one id per joiner connected through `joiner()`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._joiners: dict[int, MemoryJoin] = {}
        self._next = 0
        self.closed = False

    def joiner(self, parent: QObject | None = None) -> MemoryJoin:
        """A join transport that reaches this host."""
        return MemoryJoin(self, parent)

    def connect_joiner(self, joiner: MemoryJoin) -> int:
        self._next += 1
        self._joiners[self._next] = joiner
        later(self, lambda conn=self._next: self.opened.emit(conn))
        return self._next

    def from_joiner(self, conn: int, data: bytes) -> None:
        later(self, lambda: self.received.emit(conn, data))

    def drop(self, conn: int) -> None:
        """The joiner `conn` went (its link broke or it hung up)."""
        if self._joiners.pop(conn, None) is not None:
            later(self, lambda: self.gone.emit(conn))

    def send(self, conn: int, data: bytes) -> None:
        joiner = self._joiners.get(conn)
        if joiner is not None:
            joiner.from_host(data)

    def close_peer(self, conn: int) -> None:
        joiner = self._joiners.pop(conn, None)
        if joiner is not None:
            joiner.cut()
            later(self, lambda: self.gone.emit(conn))

    def close(self, *, for_good: bool = False) -> None:
        self.closed = True
        for conn in list(self._joiners):
            self._joiners.pop(conn).cut()


class MemoryJoin(JoinTransport):
    """A joiner's end, connected to `host` whenever it opens."""

    def __init__(self, host: MemoryHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.conn: int | None = None
        self.refusing = False
        """While True the host cannot be reached: `open` ends in `lost`."""

    def open(self) -> None:
        if self.refusing or self.host.closed:
            later(self, self.lost.emit)
            return
        self.conn = self.host.connect_joiner(self)
        later(self, self.opened.emit)

    def is_open(self) -> bool:
        return self.conn is not None

    def send(self, data: bytes) -> None:
        if self.conn is not None:
            self.host.from_joiner(self.conn, data)

    def from_host(self, data: bytes) -> None:
        later(self, lambda: self.received.emit(data))

    def break_link(self) -> None:
        """The connection breaks under both ends (a cable pulled)."""
        if self.conn is not None:
            self.host.drop(self.conn)
            self.cut()

    def cut(self) -> None:
        if self.conn is not None:
            self.conn = None
            later(self, self.lost.emit)

    def hang_up(self) -> None:
        self.break_link()

    def close(self) -> None:
        if self.conn is not None:
            self.host.drop(self.conn)
            self.conn = None


def later(owner: QObject, call: object) -> None:
    """`call` from the event loop, in order with every other delivery, unless `owner` is gone."""
    QTimer.singleShot(0, owner, call)  # type: ignore[call-overload]
