"""`hyperrow relay`: a small WebSocket relay for network play outside a LAN.

A host opens a control connection and gets an invite code. A joiner connects with the code; the
relay tells the host, which opens one data connection for that joiner, and from then on the relay
forwards the two connections' messages to each other unchanged. The host stays the authority: the
relay reads nothing but its own control messages. It keeps no state beyond the open hosts and
pairs, and caps the number of pairs, the size of a message and the rate of messages.

Control messages are JSON objects with a "relay" field:
  host → relay  {"relay": "host"}, or {"relay": "host", "code": C, "token": T} to take its code
                back after a restart
  relay → host  {"relay": "code", "code": C, "token": T}, later {"relay": "incoming", "id": N}
  host → relay  {"relay": "close"}: leaving for good, the code is not held
  host → relay  on a new connection {"relay": "accept", "code": C, "id": N}
  joiner → relay {"relay": "join", "code": C};  relay → joiner {"relay": "joined"}
  relay → anyone {"relay": "error", "reason": TEXT, "why": KIND} before closing, KIND one of
                REFUSALS, for a client to word the refusal in its own language

The token is a secret issued with the code: when a host's control connection drops, the relay
holds its code for a grace period, and only the host that shows the token takes it back, so a
joiner still retrying with the old code finds the resumed host. Joiners arriving in between are
told the host is away (they retry).
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from engine.net.protocol.messages import MAX_LINE

log = logging.getLogger("hyperrow.relay")

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""No 0/O or 1/I: codes are read aloud and typed."""
CODE_LENGTH = 8
TOKEN_BYTES = 18
REFUSALS = ("hello", "full", "unknown code", "away")
HELLO_SECONDS = 10.0
"""Time a new connection has to say what it is, and a host to accept a joiner."""


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


@dataclass
class _Hosted:
    control: ServerConnection | None
    """None while the host is away and its code held for it."""
    token: str
    waiting: dict[int, asyncio.Future[ServerConnection]] = field(default_factory=dict)
    expiry: asyncio.TimerHandle | None = None


class _Bucket:
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


class Relay:
    """The relay's state: open hosts by code and the number of open pairs."""

    def __init__(self, limits: Limits | None = None) -> None:
        self.limits = limits or Limits()
        self.hosts: dict[str, _Hosted] = {}
        self.pairs = 0
        self._next_id = 1

    async def handle(self, ws: ServerConnection) -> None:
        """One incoming connection, whatever it turns out to be."""
        try:
            first = await asyncio.wait_for(ws.recv(), HELLO_SECONDS)
        except (TimeoutError, ConnectionClosed):
            await _refuse(ws, "say host, join or accept first", "hello")
            return
        hello = _control(first)
        kind = hello.get("relay") if hello else None
        if kind == "host":
            await self._host(ws, hello or {})
        elif kind == "join":
            await self._join(ws, str((hello or {}).get("code", "")))
        elif kind == "accept":
            await self._accept(ws, hello or {})
        else:
            await _refuse(
                ws, 'the first message must be {"relay": "host" | "join" | "accept"}', "hello"
            )

    async def _host(self, ws: ServerConnection, hello: dict[str, Any]) -> None:
        code, hosted = self._claim(hello)
        if hosted is None:
            await _refuse(ws, "the relay has as many hosts as it takes; try again later", "full")
            return
        old = hosted.control
        hosted.control = ws
        if hosted.expiry is not None:
            hosted.expiry.cancel()
            hosted.expiry = None
        if old is not None:  # the same host again before the relay saw it go: the new one wins
            await old.close(1000, "the host connected again")
        log.info("host %s opened", code)
        try:
            await ws.send(json.dumps({"relay": "code", "code": code, "token": hosted.token}))
            bucket = _Bucket(self.limits.rate, self.limits.burst)
            async for message in ws:  # nothing but a goodbye comes here; keep it bounded
                if not bucket.take():
                    await ws.close(1008, "too many messages")
                    break
                if (_control(message) or {}).get("relay") == "close":
                    hosted.token = ""  # a host that leaves on purpose keeps no code
                    break
        except ConnectionClosed:
            pass
        finally:
            if hosted.control is ws:
                self._hold(code, hosted)

    def _claim(self, hello: dict[str, Any]) -> tuple[str, _Hosted | None]:
        """The code a host gets and its entry: its old one when it shows that code's token,
        else a new one (None when the relay is full)."""
        code, token = hello.get("code"), hello.get("token")
        if isinstance(code, str) and isinstance(token, str):
            held = self.hosts.get(code)
            if (
                held is not None
                and held.token
                and secrets.compare_digest(held.token.encode(), token.encode())
            ):
                return code, held
        if len(self.hosts) >= self.limits.max_hosts:
            return "", None
        code = self._new_code()
        self.hosts[code] = hosted = _Hosted(None, secrets.token_urlsafe(TOKEN_BYTES))
        return code, hosted

    def _hold(self, code: str, hosted: _Hosted) -> None:
        """The host went away: its joiners waiting are refused, its code is kept for it
        (unless it said goodbye)."""
        hosted.control = None
        for waiting in hosted.waiting.values():
            waiting.cancel()
        if not hosted.token:
            del self.hosts[code]
            log.info("host %s closed", code)
            return
        hosted.expiry = asyncio.get_running_loop().call_later(
            self.limits.grace, self._expire, code, hosted
        )
        log.info("host %s away; code held for %.0f s", code, self.limits.grace)

    def _expire(self, code: str, hosted: _Hosted) -> None:
        if self.hosts.get(code) is hosted and hosted.control is None:
            del self.hosts[code]
            log.info("host %s closed", code)

    async def _join(self, ws: ServerConnection, code: str) -> None:
        hosted = self.hosts.get(code.strip().upper())
        if hosted is None:
            await _refuse(
                ws, f"no game is hosted with the code {code[:20]!r} on this relay", "unknown code"
            )
            return
        control = hosted.control
        if control is None:
            await _refuse(ws, "the host of that code is away; try again in a moment", "away")
            return
        if self.pairs >= self.limits.max_pairs:
            await _refuse(ws, "the relay has as many games as it takes; try again later", "full")
            return
        pair_id = self._next_id
        self._next_id += 1
        accepted: asyncio.Future[ServerConnection] = asyncio.get_running_loop().create_future()
        hosted.waiting[pair_id] = accepted
        self.pairs += 1
        try:
            await control.send(json.dumps({"relay": "incoming", "id": pair_id}))
            host_side = await asyncio.wait_for(accepted, HELLO_SECONDS)
            await ws.send(json.dumps({"relay": "joined"}))
            await self._forward_both(ws, host_side)
        except (TimeoutError, asyncio.CancelledError):
            await _refuse(ws, "the host did not answer", "away")
        except ConnectionClosed:
            pass
        finally:
            hosted.waiting.pop(pair_id, None)
            self.pairs -= 1

    async def _accept(self, ws: ServerConnection, hello: dict[str, Any]) -> None:
        hosted = self.hosts.get(str(hello.get("code")))
        pair_id = hello.get("id")
        waiting = hosted.waiting.get(pair_id) if hosted and type(pair_id) is int else None
        if waiting is None or waiting.done():
            await _refuse(ws, "no joiner is waiting for that code and id", "hello")
            return
        waiting.set_result(ws)
        await ws.wait_closed()

    async def _forward_both(self, joiner: ServerConnection, host: ServerConnection) -> None:
        tasks = [
            asyncio.create_task(self._forward(joiner, host)),
            asyncio.create_task(self._forward(host, joiner)),
        ]
        await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        for task in tasks:
            task.cancel()
        await joiner.close()
        await host.close()

    async def _forward(self, source: ServerConnection, target: ServerConnection) -> None:
        bucket = _Bucket(self.limits.rate, self.limits.burst)
        try:
            async for message in source:
                if not bucket.take():
                    await source.close(1008, "too many messages")
                    return
                await target.send(message)
        except ConnectionClosed:
            return

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self.hosts:
                return code


def _control(message: str | bytes) -> dict[str, Any] | None:
    try:
        data = json.loads(message)
    except (ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


async def _refuse(ws: ServerConnection, reason: str, why: str) -> None:
    """Tell `ws` why it is refused (`reason` in words, `why` one of REFUSALS) and close it."""
    log.info("refused a connection: %s", reason)
    try:
        await ws.send(json.dumps({"relay": "error", "reason": reason, "why": why}))
        await ws.close(1008, reason[:120])
    except ConnectionClosed:
        pass


async def start(address: str, port: int, limits: Limits | None = None) -> tuple[Relay, Server]:
    """A relay serving on `address`:`port` (0: a free port); the caller closes the server."""
    relay = Relay(limits)
    server = await serve(
        relay.handle,
        address,
        port,
        max_size=relay.limits.max_message,
        compression=None,
        close_timeout=2,
    )
    return relay, server


def main(address: str, port: int, limits: Limits | None = None) -> int:
    """Run a relay until interrupted; returns the exit code."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")

    async def run() -> None:
        """Serve until cancelled, saying where."""
        _, server = await start(address, port, limits)
        for sock in server.sockets:
            name = sock.getsockname()
            print(f"hyperrow relay on ws://{name[0]}:{name[1]}", flush=True)
        await server.serve_forever()

    try:
        asyncio.run(run())
    except KeyboardInterrupt:
        return 0
    except OSError as error:
        print(f"hyperrow relay: cannot listen on {address}:{port}: {error.strerror}", flush=True)
        return 2
    return 0
