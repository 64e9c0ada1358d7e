"""`hyperrow relay`: a small WebSocket relay for network play outside a LAN.

A host opens a control connection and gets an invite code. A joiner connects with the code; the
relay tells the host, which opens one data connection for that joiner, and from then on the relay
forwards the two connections' messages to each other unchanged. The host stays the authority: the
relay reads nothing but its own control messages. It keeps no state beyond the open hosts and
pairs, and caps them per process, per connection and per client address (`address_limits`).

Control messages are JSON objects with a "relay" field:
  host → relay  {"relay": "host"}, or {"relay": "host", "code": C, "token": T} to take its code
                back after a restart
  relay → host  {"relay": "code", "code": C, "token": T}, later {"relay": "incoming", "id": N}
  host → relay  {"relay": "close"}: leaving for good, the code is not held
  host → relay  on a new connection {"relay": "accept", "code": C, "id": N}
  joiner → relay {"relay": "join", "code": C};  relay → joiner {"relay": "joined"}
  relay → anyone a refusal (`relay_refusals`) before closing

The token is a secret issued with the code: when a host's control connection drops, the relay
holds its code for a grace period, and only the host that shows the token takes it back, so a
joiner still retrying with the old code finds the resumed host. Joiners arriving in between are
told the host is away (they retry).

With a shared store (`--redis`) the codes live in Redis and a pair's two connections may reach
different relay processes: the process of each forwards its side through the store's notes
(`remote_end`). The log names a code only by a digest: a code lets anyone join its game.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import json
import logging
import math
import secrets
from collections.abc import Coroutine
from dataclasses import dataclass
from typing import Any, cast

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from engine.net.relay.address_limits import Bucket, Limits, Tally
from engine.net.relay.code_store import CodeStore, LocalStore, Note, StoreError
from engine.net.relay.invite_codes import new_code, new_token, same_secret, typed_code
from engine.net.relay.relay_connection import Doorkeeper, End, RelayConnection
from engine.net.relay.relay_refusals import refusal
from engine.net.relay.remote_end import RemoteEnd

log = logging.getLogger("hyperrow.relay")

HELLO_SECONDS = 10.0
"""Time a new connection has to say what it is, and a host to accept a joiner."""


@dataclass
class _Control:
    """A host's control connection here."""

    ws: ServerConnection
    client: str
    token: str


@dataclass
class _Held:
    """A code held here for its host, who went away."""

    client: str
    expiry: asyncio.TimerHandle


@dataclass
class _Waiting:
    """A joiner here waiting for its host to accept it."""

    code: str
    host_side: asyncio.Future[End]


class HostAway(Exception):
    """The host of the code a joiner waits for is not there."""


_LOG_KEY = secrets.token_bytes(16)


def tag(code: str) -> str:
    """What the log says for `code`: the same for the same code in this process, but keyed by
    a secret of the process, so nobody who reads the log can try every code to find it."""
    return hmac.new(_LOG_KEY, code.encode(), hashlib.sha256).hexdigest()[:10]


class Relay:
    """The relay's state on this process: the hosts here by code, the codes held here, the
    joiners waiting here, and the counts per client address."""

    def __init__(
        self,
        limits: Limits | None = None,
        store: CodeStore | None = None,
        *,
        forwarded_for: bool = False,
    ) -> None:
        self.limits = limits or Limits()
        self.store: CodeStore = store or LocalStore(self.limits)
        self.controls: dict[str, _Control] = {}
        self.held: dict[str, _Held] = {}
        self.waiting: dict[int, _Waiting] = {}
        self.remote: dict[int, RemoteEnd] = {}
        self.pairs = 0
        self.door = Doorkeeper(self.limits, forwarded_for=forwarded_for)
        self.hosting = Tally()  # the codes this process keeps, by their hosts' addresses
        self._tasks: set[asyncio.Task[Any]] = set()

    @property
    def hosts(self) -> int:
        """The codes this process keeps: its hosts here and the codes it holds."""
        return len(self.controls) + len(self.held)

    async def handle(self, ws: ServerConnection) -> None:
        """One incoming connection, whatever it turns out to be."""
        conn = cast(RelayConnection, ws)
        self.door.opened(conn)
        try:
            first = await asyncio.wait_for(ws.recv(), HELLO_SECONDS)
        except (TimeoutError, ConnectionClosed):
            await self._refuse(conn, "hello", "say host, join or accept first")
            return
        finally:
            self.door.greeted(conn)
        if self.door.crowded(conn):
            reason = "this address has as many connections as the relay takes from one"
            await self._refuse(conn, "busy", reason)
            return
        hello = _control(first) or {}
        kind = hello.get("relay")
        try:
            if kind == "host":
                await self._host(conn, hello)
            elif kind == "join":
                await self._join(conn, str(hello.get("code", "")))
            elif kind == "accept":
                await self._accept(conn, hello)
            else:
                reason = 'the first message must be {"relay": "host" | "join" | "accept"}'
                await self._refuse(conn, "hello", reason)
        except StoreError as error:
            log.warning("the shared store cannot be reached: %s", error)
            await self._refuse(conn, "full", "the relay cannot reach its store; try again later")

    # -- hosts -------------------------------------------------------------------------------

    async def _host(self, ws: RelayConnection, hello: dict[str, Any]) -> None:
        code, token = await self._code_for(ws, hello)
        if not code:
            return
        control = _Control(ws, ws.client, token)
        self.controls[code] = control
        self.hosting.add(ws.client)
        log.info("host %s opened from %s", tag(code), ws.client)
        try:
            await ws.send(json.dumps({"relay": "code", "code": code, "token": token}))
            bucket = Bucket(self.limits.rate, self.limits.burst)
            async for message in ws:  # nothing but a goodbye comes here; keep it bounded
                if not bucket.take():
                    await ws.close(1008, "too many messages")
                    break
                if (_control(message) or {}).get("relay") == "close":
                    control.token = ""  # a host that leaves on purpose keeps no code
                    break
        except ConnectionClosed:
            pass
        finally:
            if self.controls.get(code) is control:
                await self._hold(code, control)

    async def _code_for(self, ws: RelayConnection, hello: dict[str, Any]) -> tuple[str, str]:
        """The code and token of a host: its old code back when it shows that code's token,
        else a new one; ("", "") once refused (the relay, or its address, hosts enough)."""
        code, token = hello.get("code"), hello.get("token")
        if isinstance(code, str) and isinstance(token, str):
            code = typed_code(code)
            claim = await self.store.get(code)
            if claim is not None and same_secret(claim.token, token):
                taken = await self._reclaim(ws.client, code)
                if taken is False:
                    await self._refuse_host(ws)
                    return "", ""
                if taken:
                    return code, token
        if not self._room_for(ws.client, freed_here=0, freed_client=0):
            await self._refuse_host(ws)
            return "", ""
        code, token = new_code(), new_token()
        while not await self.store.add(code, token, self.limits.grace):
            code = new_code()
        return code, token

    async def _reclaim(self, client: str, code: str) -> bool | None:
        """Take `code` back for a host at `client`: True, or False when its address may host
        no more, None when the code was forgotten meanwhile (its grace just ended)."""
        here = self.controls.get(code) or self.held.get(code)
        freed_client = 1 if here is not None and here.client == client else 0
        if not self._room_for(client, freed_here=1 if here else 0, freed_client=freed_client):
            return False
        self._let_go(code, closing="the host connected again")
        previous = await self.store.take(code, self.limits.grace)
        if previous is not None and previous != self.store.me:
            await self.store.tell(previous, {"t": "taken", "code": code})
        return None if previous is None else True

    def _room_for(self, client: str, *, freed_here: int, freed_client: int) -> bool:
        """True when this process, and `client`'s address, may keep one more host (counting
        `freed_here` codes of this process, `freed_client` of that address, as given up)."""
        limits = self.limits
        return (
            self.hosts - freed_here < limits.max_hosts
            and self.hosting.of(client) - freed_client < limits.hosts_per_address
        )

    async def _refuse_host(self, ws: RelayConnection) -> None:
        if self.hosts >= self.limits.max_hosts:
            await self._refuse(ws, "full", "the relay has as many hosts as it takes")
        else:
            reason = "this address hosts as many games as the relay takes from one"
            await self._refuse(ws, "too many hosts", reason)

    def _let_go(self, code: str, *, closing: str) -> None:
        """This process no longer keeps `code`: its host's control connection (closed with
        `closing`) or its held entry."""
        held = self.held.pop(code, None)
        if held is not None:
            held.expiry.cancel()
            self.hosting.remove(held.client)
        control = self.controls.pop(code, None)
        if control is not None:
            self.hosting.remove(control.client)
            self._spawn(control.ws.close(1000, closing))
        self._away(code)

    def _away(self, code: str) -> None:
        """The joiners waiting here for the host of `code` learn it is away."""
        for waiting in self.waiting.values():
            if waiting.code == code and not waiting.host_side.done():
                waiting.host_side.set_exception(HostAway())

    async def _hold(self, code: str, control: _Control) -> None:
        """The host went away: its joiners waiting are refused, its code is held for it
        (unless it said goodbye)."""
        del self.controls[code]
        self._away(code)
        if not control.token:
            self.hosting.remove(control.client)
            await self.store.forget(code, only_away=False)
            log.info("host %s closed", tag(code))
            return
        grace = self.limits.grace
        expiry = asyncio.get_running_loop().call_later(grace, self._expire, code)
        self.held[code] = _Held(control.client, expiry)
        await self.store.hold(code, grace)
        log.info("host %s away; code held for %.0f s", tag(code), grace)

    def _expire(self, code: str) -> None:
        held = self.held.get(code)
        if held is not None:
            self._spawn(self._forget_held(code, held))

    async def _forget_held(self, code: str, held: _Held) -> None:
        """The grace of a held code ended: the store forgets it first, so a host that takes
        it back in the meantime keeps it, and one that comes after gets a new code."""
        await self.store.forget(code, only_away=True)
        if self.held.get(code) is held:
            del self.held[code]
            self.hosting.remove(held.client)
            log.info("host %s closed", tag(code))

    async def begin(self) -> None:
        """Start hearing the other relay processes, and telling the store that the hosts here
        are still here; raises StoreError when the store cannot be reached."""
        await self.store.start(self.on_note)
        self._spawn(self._keep_alive())

    async def _keep_alive(self) -> None:
        """Now and then keep the codes of the hosts here (a process that dies stops, and its
        codes are held for their hosts a grace period)."""
        while True:
            await asyncio.sleep(self.limits.grace / 3)
            with contextlib.suppress(StoreError):
                await self.store.keep(list(self.controls), self.limits.grace)

    # -- joiners -----------------------------------------------------------------------------

    async def _join(self, ws: RelayConnection, typed: str) -> None:
        wait = await self.store.wait(ws.client)
        if wait > 0:
            reason = "too many wrong codes from this address; wait and try again"
            await self._refuse(ws, "slow down", reason, wait=math.ceil(wait))
            return
        code = typed_code(typed)
        claim = await self.store.get(code)
        if claim is None:
            await self.store.wrong(ws.client)
            await self._refuse(ws, "unknown code", "no game is hosted with that code here")
            return
        if claim.away:
            await self._refuse(ws, "away", "the host of that code is away; try again")
            return
        if self.pairs >= self.limits.max_pairs:
            await self._refuse(ws, "full", "the relay has as many games as it takes")
            return
        pair = await self.store.new_pair(code)
        waiting = _Waiting(code, asyncio.get_running_loop().create_future())
        self.waiting[pair] = waiting
        self.pairs += 1
        try:
            if claim.owner == self.store.me:
                await self._incoming(code, pair)
            else:
                note = {"t": "incoming", "code": code, "pair": pair, "from": self.store.me}
                await self.store.tell(claim.owner, note)
            host_side = await asyncio.wait_for(waiting.host_side, HELLO_SECONDS)
            await ws.send(json.dumps({"relay": "joined"}))
            await self._forward_both(ws, host_side)
        except (TimeoutError, HostAway):
            await self._refuse(ws, "away", "the host did not answer")
        except ConnectionClosed:
            pass
        finally:
            self.waiting.pop(pair, None)
            self.remote.pop(pair, None)
            self.pairs -= 1

    async def _incoming(self, code: str, pair: int) -> None:
        """Ask the host of `code`, here, to accept the joiner of `pair`."""
        control = self.controls.get(code)
        if control is None:
            raise HostAway
        with contextlib.suppress(ConnectionClosed):
            await control.ws.send(json.dumps({"relay": "incoming", "id": pair}))

    async def _accept(self, ws: RelayConnection, hello: dict[str, Any]) -> None:
        code, pair = typed_code(str(hello.get("code"))), hello.get("id")
        waiting = self.waiting.get(pair) if type(pair) is int else None
        if waiting is not None and waiting.code == code and not waiting.host_side.done():
            waiting.host_side.set_result(ws)
            await ws.wait_closed()
            return
        route = await self.store.route(pair) if type(pair) is int and not waiting else None
        if route is None or route[1] != code or route[0] == self.store.me:
            await self._refuse(ws, "hello", "no joiner is waiting for that code and id")
            return
        assert type(pair) is int
        joiner_side = self.remote[pair] = RemoteEnd(self.store, route[0], pair)
        try:
            await self.store.tell(route[0], {"t": "accepted", "pair": pair, "from": self.store.me})
            await self._forward_both(ws, joiner_side)
        finally:
            self.remote.pop(pair, None)

    def on_note(self, note: Note) -> None:
        """A note from another relay process (see `code_store`)."""
        kind, pair, process = note.get("t"), note.get("pair"), note.get("from")
        waiting = self.waiting.get(pair) if type(pair) is int else None
        if kind == "incoming" and type(pair) is int and isinstance(process, str):
            self._spawn(self._incoming_from(str(note.get("code")), pair, process))
        elif kind == "away" and waiting is not None and not waiting.host_side.done():
            waiting.host_side.set_exception(HostAway())
        elif kind == "accepted" and type(pair) is int and isinstance(process, str):
            end = RemoteEnd(self.store, process, pair)
            if waiting is None or waiting.host_side.done():
                self._spawn(end.close())  # the joiner gave up: the host's side closes
                return
            self.remote[pair] = end
            waiting.host_side.set_result(end)
        elif kind in ("data", "close") and type(pair) is int and pair in self.remote:
            self.remote[pair].feed(note)
        elif kind == "taken" and isinstance(note.get("code"), str):
            self._let_go(str(note["code"]), closing="the host connected again elsewhere")

    async def _incoming_from(self, code: str, pair: int, process: str) -> None:
        try:
            await self._incoming(code, pair)
        except HostAway:
            with contextlib.suppress(StoreError):
                await self.store.tell(process, {"t": "away", "pair": pair})

    # -- forwarding --------------------------------------------------------------------------

    async def _forward_both(self, near: End, far: End) -> None:
        tasks = [
            asyncio.create_task(self._forward(near, far)),
            asyncio.create_task(self._forward(far, near)),
        ]
        try:
            await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in tasks:
                task.cancel()
            await near.close()
            await far.close()

    async def _forward(self, source: End, target: End) -> None:
        bucket = Bucket(self.limits.rate, self.limits.burst)
        try:
            async for message in source:
                if not bucket.take():
                    await source.close(1008, "too many messages")
                    return
                await target.send(message)
        except ConnectionClosed:
            return

    # -- the rest ----------------------------------------------------------------------------

    async def _refuse(self, ws: RelayConnection, why: str, reason: str, wait: int = 0) -> None:
        """Tell `ws` why it is refused (`why` one of REFUSALS) and close it."""
        log.info("refused %s: %s", ws.client or "a connection", reason)
        try:
            await ws.send(refusal(why, reason, wait))
            await ws.close(1008, reason[:120])
        except ConnectionClosed:
            pass

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def close(self) -> None:
        """Let go of the store (the server is closed by its owner)."""
        for task in list(self._tasks):
            task.cancel()
        await self.store.close()


def _control(message: str | bytes) -> dict[str, Any] | None:
    try:
        data = json.loads(message)
    except (ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None
