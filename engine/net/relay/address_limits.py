"""The relay's caps: on the whole process, on each connection, and on each client address.

A client's address is its IPv4 address, or the /64 network of its IPv6 address (one machine
usually has a whole /64 to pick addresses from). Per address the relay bounds the connections
open at once, the handshakes in progress (connections that have not said what they are yet),
the games hosted at once, and the wrong invite codes tried: past `code_tries` wrong codes in
`code_window` seconds every join from that address is refused with "slow down" until the
window ends. Nothing is banned for longer than that window: a player who shares an address
with someone guessing codes is slowed as much, never shut out for longer.
"""

from __future__ import annotations

import ipaddress
import time
from dataclasses import dataclass

from engine.net.protocol.messages import MAX_LINE

IPV6_PREFIX = 64


@dataclass(frozen=True)
class Limits:
    """The relay's caps."""

    max_pairs: int = 200
    max_hosts: int = 100
    max_message: int = MAX_LINE + 1
    rate: float = 50.0
    """Messages per second a connection may send on average…"""
    burst: float = 200.0
    """…and at once."""
    grace: float = 300.0
    """Seconds a dropped host's code is held for it to take back with its token."""
    hosts_per_address: int = 8
    connections_per_address: int = 48
    handshakes_per_address: int = 8
    code_tries: int = 6
    """Wrong invite codes an address may try per `code_window`…"""
    code_window: float = 60.0
    """…seconds, counted from its first wrong code; past them it is told to slow down."""


def client_key(host: str) -> str:
    """The address the per-address caps count `host` under: an IPv4 address as it is (also
    when mapped into IPv6), an IPv6 address as its /64 network; anything else as given."""
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, IPV6_PREFIX), strict=False))
    return str(address)


class Bucket:
    """A token bucket: `take` is False once a connection sends faster than its rate."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens, self.stamp = burst, time.monotonic()

    def take(self) -> bool:
        """Spend one message; False when the connection is over its rate."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Tally:
    """How many of something each address has now (connections, hosts), never below zero and
    forgetting an address at zero, so it holds only the addresses present."""

    def __init__(self) -> None:
        self.counts: dict[str, int] = {}

    def add(self, key: str) -> int:
        """One more for `key`; the new count."""
        self.counts[key] = count = self.counts.get(key, 0) + 1
        return count

    def remove(self, key: str) -> None:
        """One fewer for `key`."""
        count = self.counts.get(key, 0) - 1
        if count > 0:
            self.counts[key] = count
        else:
            self.counts.pop(key, None)

    def of(self, key: str) -> int:
        """The count of `key`."""
        return self.counts.get(key, 0)


class CodeTries:
    """Wrong invite codes per address in the window that began with its first wrong code, for
    a relay alone; the shared store keeps the same count in Redis."""

    PRUNE_AT = 10_000

    def __init__(self, tries: int, window: float) -> None:
        self.tries, self.window = tries, window
        self._windows: dict[str, tuple[int, float]] = {}  # key → (wrong codes, window's end)

    def wait(self, key: str, now: float) -> float:
        """Seconds `key` must wait before trying a code again (0: it may try now)."""
        count, end = self._windows.get(key, (0, 0.0))
        return end - now if count >= self.tries and end > now else 0.0

    def wrong(self, key: str, now: float) -> None:
        """`key` tried a code that no game has."""
        count, end = self._windows.get(key, (0, 0.0))
        if end <= now:
            count, end = 0, now + self.window
        self._windows[key] = (count + 1, end)
        if len(self._windows) > self.PRUNE_AT:
            self._windows = {k: v for k, v in self._windows.items() if v[1] > now}
