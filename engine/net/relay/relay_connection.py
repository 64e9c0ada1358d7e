"""A relay's client connections, counted per client address from the moment each is accepted:
the handshakes in progress (connections that have not said what they are yet) and all that are
open. A connection past the handshakes an address may have is dropped at once, before it costs
a WebSocket handshake; one past the connections it may have is refused in words (`crowded`)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Protocol, cast

from websockets.asyncio.server import ServerConnection

from engine.net.relay.address_limits import Limits, Tally, client_key


class End(Protocol):
    """One side of a pair: a WebSocket here, or a `RemoteEnd` on another relay process."""

    async def send(self, message: str | bytes) -> None:
        """Send one message."""
        ...

    async def close(self, code: int = 1000, reason: str = "") -> None:
        """Close this side."""
        ...

    def __aiter__(self) -> AsyncIterator[str | bytes]:
        """The messages this side sends, until it closes."""
        ...


class RelayConnection(ServerConnection):
    """A client's connection, with the address it counts under (`client`)."""

    doorkeeper: Doorkeeper  # set on the subclass `connection_class` makes for a relay
    client = ""
    counted = False
    handshaking = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        self.doorkeeper.arrive(self, transport)

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        self.doorkeeper.leave(self)


class Doorkeeper:
    """The counts of connections and handshakes per client address. Behind a proxy
    (`forwarded_for`) every connection comes from the proxy: the client's address is the last
    one the proxy added to X-Forwarded-For, known once the WebSocket handshake is done, and the
    proxy is the one to bound handshakes."""

    def __init__(self, limits: Limits, *, forwarded_for: bool = False) -> None:
        self.limits, self.forwarded_for = limits, forwarded_for
        self.connections, self.handshakes = Tally(), Tally()

    def arrive(self, conn: RelayConnection, transport: asyncio.BaseTransport) -> None:
        """Count a new connection under its address, or drop it when that address has as many
        handshakes in progress as it may."""
        if self.forwarded_for:
            return
        peer = transport.get_extra_info("peername")
        conn.client = client_key(str(peer[0]) if peer else "")
        if self.handshakes.of(conn.client) >= self.limits.handshakes_per_address:
            cast(asyncio.Transport, transport).abort()
            return
        self.handshakes.add(conn.client)
        self.connections.add(conn.client)
        conn.counted = conn.handshaking = True

    def opened(self, conn: RelayConnection) -> None:
        """The WebSocket handshake is done: behind a proxy, count the connection now."""
        if not self.forwarded_for:
            return
        forwarded = conn.request.headers.get("X-Forwarded-For", "") if conn.request else ""
        peer = conn.remote_address
        last = forwarded.rsplit(",", 1)[-1].strip()
        conn.client = client_key(last or (str(peer[0]) if peer else ""))
        self.connections.add(conn.client)
        conn.counted = True

    def greeted(self, conn: RelayConnection) -> None:
        """The connection said what it is (or never will): its handshake is over."""
        if conn.handshaking:
            conn.handshaking = False
            self.handshakes.remove(conn.client)

    def crowded(self, conn: RelayConnection) -> bool:
        """True when `conn`'s address has more connections open than it may."""
        return self.connections.of(conn.client) > self.limits.connections_per_address

    def leave(self, conn: RelayConnection) -> None:
        """A connection closed: it no longer counts."""
        self.greeted(conn)
        if conn.counted:
            conn.counted = False
            self.connections.remove(conn.client)


def connection_class(doorkeeper: Doorkeeper) -> type[RelayConnection]:
    """The connection class of one relay, counted by its `doorkeeper`."""
    made = cast(type[RelayConnection], type("CountedConnection", (RelayConnection,), {}))
    made.doorkeeper = doorkeeper
    return made
