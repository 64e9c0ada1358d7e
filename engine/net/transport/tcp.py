"""The terminal's network transport: plain sockets and `selectors`, one thread. It moves bytes
between the sockets and a session (`HostSession` or `JoinSession`) and nothing else; every
decision is the session's. A joiner whose connection drops keeps trying to connect again."""

from __future__ import annotations

import errno
import selectors
import socket
import time
from collections.abc import Callable

from engine.net.protocol.events import Outbox
from engine.net.protocol.host import HostSession
from engine.net.protocol.join import HOST, JoinSession

READ_SIZE = 65536
RETRY_SECONDS = 1.0
"""How often a joiner tries to reach a host it lost."""
CLOSE_GRACE_SECONDS = 2.0
"""How long a connection being closed may take to send its last bytes (a refusal, a bye)."""

Clock = Callable[[], float]


def parse_address(text: str, *, default_host: str = "") -> tuple[str, int]:
    """`[ADDRESS:]PORT` (an IPv6 address in brackets) as (address, port); raises ValueError."""
    host, colon, port_text = text.strip().rpartition(":")
    if not colon:
        host, port_text = default_host, text.strip()
    host = host.strip("[]") if host.startswith("[") else host
    if not port_text.isdigit() or not 0 <= int(port_text) <= 65535:
        raise ValueError(f"{text!r}: the port must be a number from 0 to 65535")
    return host, int(port_text)


class _Conn:
    """One socket with the bytes waiting to go out."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self.outgoing = bytearray()
        self.closing_since: float | None = None


class _Loop:
    """A selector over some connections: reads, writes, closes after the last bytes."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self.selector = selectors.DefaultSelector()
        self.conns: dict[int, _Conn] = {}

    def add(self, conn_id: int, sock: socket.socket) -> None:
        """Watch `sock` as connection `conn_id`."""
        sock.setblocking(False)
        self.conns[conn_id] = _Conn(sock)
        self.selector.register(sock, selectors.EVENT_READ, conn_id)

    def send(self, out: Outbox) -> None:
        """Queue the bytes of `out` and mark its connections to close once sent."""
        for conn_id, data in out.sends:
            conn = self.conns.get(conn_id)
            if conn is not None and conn.closing_since is None:
                conn.outgoing += data
                self._want_write(conn_id, conn)
        for conn_id in out.closes:
            conn = self.conns.get(conn_id)
            if conn is not None and conn.closing_since is None:
                conn.closing_since = self.clock()
                self._want_write(conn_id, conn)

    def _want_write(self, conn_id: int, conn: _Conn) -> None:
        events = selectors.EVENT_READ | (selectors.EVENT_WRITE if conn.outgoing else 0)
        self.selector.modify(conn.sock, events, conn_id)

    def wait(self, timeout: float) -> list[tuple[int, bytes | None]]:
        """Bytes read per connection within `timeout`; None for a connection that closed."""
        if not self.selector.get_map():
            time.sleep(timeout)
            return []
        got: list[tuple[int, bytes | None]] = []
        for key, mask in self.selector.select(timeout):
            conn_id = key.data
            conn = self.conns.get(conn_id)
            if conn is None:
                continue
            if mask & selectors.EVENT_WRITE and conn.outgoing:
                try:
                    sent = conn.sock.send(conn.outgoing)
                    del conn.outgoing[:sent]
                except BlockingIOError:
                    pass
                except OSError:
                    got.append((conn_id, None))
                    continue
                self._want_write(conn_id, conn)
            if mask & selectors.EVENT_READ:
                try:
                    data = conn.sock.recv(READ_SIZE)
                except BlockingIOError:
                    continue
                except OSError:
                    data = b""
                if not data:
                    got.append((conn_id, None))
                elif conn.closing_since is None:
                    got.append((conn_id, data))
        now = self.clock()
        for conn_id, conn in list(self.conns.items()):
            if conn.closing_since is not None and (
                not conn.outgoing or now - conn.closing_since > CLOSE_GRACE_SECONDS
            ):
                got.append((conn_id, None))
        return got

    def drop(self, conn_id: int) -> None:
        """Forget and close connection `conn_id`."""
        conn = self.conns.pop(conn_id, None)
        if conn is not None:
            self.selector.unregister(conn.sock)
            conn.sock.close()

    def close(self) -> None:
        """Close every connection and the selector."""
        for conn_id in list(self.conns):
            self.drop(conn_id)
        self.selector.close()


class _Endpoint:
    """What the host and the joiner share: handing a session's output to the sockets."""

    def flush(self) -> Outbox:
        """Hand the session's output (after a local move) to the sockets at once."""
        collected = Outbox()
        self._flush(collected)
        return collected

    def _flush(self, collected: Outbox) -> None:
        raise NotImplementedError


class TcpHost(_Endpoint):
    """A HostSession listening on a TCP address. `poll` runs the sockets for a while and
    returns the session's events and log lines (the bytes it already sent)."""

    def __init__(
        self, session: HostSession, address: str, port: int, clock: Clock = time.monotonic
    ) -> None:
        self.session = session
        self.clock = clock
        self._loop = _Loop(clock)
        family = socket.AF_INET6 if ":" in address else socket.AF_INET
        self._listener = socket.socket(family, socket.SOCK_STREAM)
        # A host restarted with --resume takes its old port back at once.
        self._listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            self._listener.bind((address, port))
        except OSError:
            self._listener.close()
            raise
        self._listener.listen(16)
        self._listener.setblocking(False)
        self._loop.selector.register(self._listener, selectors.EVENT_READ, None)

    @property
    def address(self) -> tuple[str, int]:
        """The address and port listened on (the port chosen when 0 was asked for)."""
        name = self._listener.getsockname()
        return str(name[0]), int(name[1])

    def poll(self, timeout: float) -> Outbox:
        """Accept, read and write for up to `timeout` seconds; the session's events and log."""
        now = self.clock()
        collected = Outbox()
        for key, _ in self._loop.selector.select(0):
            if key.data is None:
                self._accept(now)
        self._flush(collected)
        for conn_id, data in self._loop.wait(timeout):
            if data is None:
                self._loop.drop(conn_id)
                self.session.disconnect(conn_id, self.clock())
            else:
                self.session.receive(conn_id, data, self.clock())
            self._flush(collected)
        self.session.tick(self.clock())
        self._flush(collected)
        return collected

    def _accept(self, now: float) -> None:
        while True:
            try:
                sock, _ = self._listener.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as error:
                if error.errno in (errno.EMFILE, errno.ENFILE):
                    return
                raise
            self._loop.add(self.session.connect(now), sock)

    def _flush(self, collected: Outbox) -> None:
        out = self.session.drain()
        self._loop.send(out)
        collected.events += out.events
        collected.log += out.log

    def close(self) -> None:
        """Close every connection and stop listening."""
        self._loop.selector.unregister(self._listener)
        self._listener.close()
        self._loop.close()


class TcpJoiner(_Endpoint):
    """A JoinSession connected to a host over TCP, connecting again whenever the link drops."""

    def __init__(
        self, session: JoinSession, host: str, port: int, clock: Clock = time.monotonic
    ) -> None:
        self.session = session
        self.host, self.port = host, port
        self.clock = clock
        self._loop = _Loop(clock)
        self._next_try = 0.0
        self._connected = False

    def poll(self, timeout: float) -> Outbox:
        """Connect if needed, read and write for up to `timeout` seconds; events and log."""
        collected = Outbox()
        now = self.clock()
        if not self._connected and not self.session.closed_for_good and now >= self._next_try:
            self._connect(now, collected)
        for _, data in self._loop.wait(timeout):
            if data is None:
                self._drop(collected)
            else:
                self.session.receive(data, self.clock())
            self._flush(collected)
        if self._connected:
            self.session.tick(self.clock())
            self._flush(collected)
        return collected

    def _connect(self, now: float, collected: Outbox) -> None:
        self._next_try = now + RETRY_SECONDS
        try:
            sock = socket.create_connection((self.host, self.port), timeout=RETRY_SECONDS)
        except OSError as error:
            collected.log.append(f"cannot reach {self.host}:{self.port}: {error}")
            return
        self._loop.add(HOST, sock)
        self._connected = True
        self.session.connected(self.clock())
        self._flush(collected)

    def _drop(self, collected: Outbox) -> None:
        self._loop.drop(HOST)
        if self._connected:
            self._connected = False
            self._next_try = self.clock() + RETRY_SECONDS
            self.session.lost(self.clock())

    def _flush(self, collected: Outbox) -> None:
        out = self.session.drain()
        self._loop.send(out)
        collected.events += out.events
        collected.log += out.log
        if HOST in out.closes and not self._loop.conns.get(HOST):
            self._drop(collected)

    def close(self) -> None:
        """Say goodbye and close the connection."""
        if self._connected:
            self.session.leave()
            out = self.session.drain()
            self._loop.send(out)
            deadline = self.clock() + 1.0
            while self._loop.conns and self.clock() < deadline:
                for conn_id, data in self._loop.wait(0.05):
                    if data is None:
                        self._loop.drop(conn_id)
        self._loop.close()
