"""The terminal's transport through a relay (`hyperrow relay`): the same sessions and messages
as over TCP, carried as WebSocket messages. A host keeps a control connection for its invite code
and opens one data connection per joiner; a joiner connects with the code and reconnects with it
when the link drops. Uses the blocking client of `websockets` with zero timeouts, polled.

A wss:// relay's certificate is checked against the system's trusted certificates, or against
only a private CA's certificate when one is given (`--relay-ca FILE`); a certificate that does
not check out is refused ("certificate"), never used anyway."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import ssl
import time
from collections.abc import Callable, Iterator
from typing import Any

from websockets.asyncio.client import ClientConnection as AsyncConnection
from websockets.asyncio.client import connect as connect_async
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect
from websockets.uri import parse_uri

from engine.net.protocol.events import Outbox
from engine.net.protocol.host import HostSession
from engine.net.protocol.join import HOST, JoinSession
from engine.net.protocol.messages import MAX_LINE
from engine.net.relay.relay_refusals import REFUSALS
from engine.net.transport.tcp import RETRY_SECONDS

Clock = Callable[[], float]
OPEN_SECONDS = 5.0
MAX_WAIT_SECONDS = 3600
"""The longest wait a relay's "slow down" is believed."""


class RelayError(ValueError):
    """The relay refused or could not be reached; the text says why (in English, for logs),
    `why` which way (one of relay_refusals.REFUSALS, or "unreachable", "bad url",
    "certificate": a wss:// relay whose certificate does not check out, "bad ca": a CA file
    that is not a certificate) and `wait` the seconds the relay asked to wait ("slow down")."""

    def __init__(self, text: str, why: str = "hello", wait: int = 0) -> None:
        super().__init__(text)
        self.why, self.wait = why, wait


def tls_for(url: str, ca: str = "") -> ssl.SSLContext | None:
    """How to check a wss:// relay's certificate: against the system's trusted certificates,
    or only against the CA certificate in the file `ca`; None for a ws:// relay. Raises
    RelayError ("bad ca") when `ca` cannot be read as certificates."""
    if not url.strip().lower().startswith("wss://"):
        return None
    try:
        return _tls_context(ca)
    except (OSError, ssl.SSLError, ValueError) as error:
        raise RelayError(f"cannot read the CA certificate {ca}: {error}", "bad ca") from None


@functools.lru_cache(maxsize=4)
def _tls_context(ca: str) -> ssl.SSLContext:
    return ssl.create_default_context(cafile=ca or None)


def _unreachable(url: str, error: Exception) -> RelayError:
    """The error of a connection to `url` that failed with `error`."""
    if isinstance(error, ssl.SSLCertVerificationError):
        text = f"the relay {url} has a certificate this side cannot trust: {error.verify_message}"
        return RelayError(text, "certificate")
    return RelayError(f"cannot reach the relay {url}: {error}", "unreachable")


def _connect_options(url: str, ca: str) -> dict[str, Any]:
    """How both clients connect: the relay's certificate checked, a message no longer than a
    protocol line, no proxy and no compression."""
    return {
        "ssl": tls_for(url, ca),
        "open_timeout": OPEN_SECONDS,
        "max_size": MAX_LINE + 1,
        "proxy": None,
        "compression": None,
    }


@contextlib.contextmanager
def _connecting(url: str) -> Iterator[None]:
    """The errors of opening a connection to `url` (either client) as RelayErrors."""
    try:
        yield
    except InvalidURI as error:
        raise RelayError(f"{url!r} is not a relay address: {error}", "bad url") from None
    except (OSError, InvalidHandshake, TimeoutError) as error:
        raise _unreachable(url, error) from None


def _no_answer(url: str, error: Exception) -> RelayError:
    return RelayError(f"the relay {url} did not answer: {error}", "unreachable")


def open_relay(
    url: str, hello: dict[str, Any], *, answer: bool = True, ca: str = ""
) -> tuple[ClientConnection, dict[str, Any]]:
    """A connection to the relay at `url` after sending `hello`, and the relay's answer (an
    empty one when `answer` is False: the caller reads it later without blocking). A wss://
    relay's certificate is checked against `ca`'s, if given (see `tls_for`)."""
    with _connecting(url):
        # legacy=True: a plain connection, not 17.1's reconnecting context manager; this
        # transport does its own reconnecting, with the seat token.
        ws = connect(url, **_connect_options(url, ca), legacy=True)
    try:
        ws.send(json.dumps(hello))
        reply = read_control(ws.recv(timeout=OPEN_SECONDS)) if answer else {}
    except (ConnectionClosed, TimeoutError) as error:
        ws.close()
        raise _no_answer(url, error) from None
    except RelayError:
        ws.close()
        raise
    return ws, reply


def check_url(url: str) -> str | None:
    """Why `url` cannot be a relay's address (ws://HOST:PORT or wss://…), or None."""
    try:
        parse_uri(url.strip())
    except InvalidURI as error:
        return str(error)
    return None


async def open_relay_async(
    url: str, hello: dict[str, Any], *, answer: bool = True, ca: str = ""
) -> tuple[AsyncConnection, dict[str, Any]]:
    """`open_relay` for an asyncio loop (the window's relay transports run one in a thread)."""
    with _connecting(url):
        ws = await connect_async(url, **_connect_options(url, ca))
    try:
        await ws.send(json.dumps(hello))
        reply = read_control(await asyncio.wait_for(ws.recv(), OPEN_SECONDS)) if answer else {}
    except (ConnectionClosed, TimeoutError) as error:
        await ws.close()
        raise _no_answer(url, error) from None
    except RelayError:
        await ws.close()
        raise
    return ws, reply


def read_control(message: str | bytes) -> dict[str, Any]:
    """The relay's control message; raises RelayError for a refusal or anything else."""
    try:
        data = json.loads(message)
    except ValueError:
        data = None
    if not isinstance(data, dict) or data.get("relay") in (None, "error"):
        reason = data.get("reason") if isinstance(data, dict) else str(message)[:80]
        why = data.get("why") if isinstance(data, dict) else None
        wait = data.get("wait") if isinstance(data, dict) else None
        wait = wait if type(wait) is int and 0 < wait <= MAX_WAIT_SECONDS else 0
        raise RelayError(f"the relay refused: {reason}", why if why in REFUSALS else "hello", wait)
    return data


def _receive_all(ws: ClientConnection) -> tuple[list[bytes], bool]:
    """The messages `ws` has ready now (each one line, given its line end back), and whether
    it is still open."""
    got: list[bytes] = []
    try:
        while True:
            message = ws.recv(timeout=0)
            got.append((message.encode() if isinstance(message, str) else message) + b"\n")
    except TimeoutError:
        return got, True
    except ConnectionClosed:
        return got, False


def _send_all(ws: ClientConnection, data: bytes) -> bool:
    try:
        ws.send(data.decode("utf-8"))
    except ConnectionClosed:
        return False
    return True


def host_hello(code: str = "", token: str = "") -> dict[str, Any]:
    """A host's first message: a new code, or its old `code` back when it shows its `token`."""
    return {"relay": "host", "code": code, "token": token} if code and token else {"relay": "host"}


class RelayHost:
    """A HostSession reached through a relay; `code` is the invite code to give to friends and
    `token` the secret that takes the same code back after a restart (`code`, `token`)."""

    def __init__(
        self,
        session: HostSession,
        url: str,
        clock: Clock = time.monotonic,
        *,
        code: str = "",
        token: str = "",
        ca: str = "",
    ) -> None:
        self.session, self.url, self.clock, self.ca = session, url, clock, ca
        self._control, answer = open_relay(url, host_hello(code, token), ca=ca)
        self.code = str(answer.get("code", ""))
        self.token = str(answer.get("token", ""))
        self._data: dict[int, ClientConnection] = {}
        self._lost_control = False

    @property
    def address(self) -> tuple[str, int]:
        """The relay's URL (port 0: the relay, not this machine, listens)."""
        return self.url, 0

    def poll(self, timeout: float) -> Outbox:
        """Take joiners, move messages, tick; the session's events and log."""
        collected = Outbox()
        busy = False
        control, open_ = _receive_all(self._control)
        if not open_ and not self._lost_control:
            self._lost_control = True
            collected.log.append("the relay closed the connection; no new players can join")
        for raw in control:
            busy = True
            self._incoming(raw)
        self._flush(collected)
        for peer, ws in list(self._data.items()):
            got, open_ = _receive_all(ws)
            for data in got:
                busy = True
                self.session.receive(peer, data, self.clock())
            if not open_:
                self._data.pop(peer).close()
                self.session.disconnect(peer, self.clock())
            self._flush(collected)
        self.session.tick(self.clock())
        self._flush(collected)
        if not busy:
            time.sleep(timeout)
        return collected

    def _incoming(self, raw: bytes) -> None:
        try:
            note = json.loads(raw)
        except ValueError:
            return
        if not isinstance(note, dict) or note.get("relay") != "incoming":
            return
        try:
            hello = {"relay": "accept", "code": self.code, "id": note.get("id")}
            ws, _ = open_relay(self.url, hello, answer=False, ca=self.ca)
        except RelayError:
            return
        self._data[self.session.connect(self.clock())] = ws

    def flush(self) -> Outbox:
        """Hand the session's output to the relay at once."""
        collected = Outbox()
        self._flush(collected)
        return collected

    def _flush(self, collected: Outbox) -> None:
        out = self.session.drain()
        for peer, data in out.sends:
            ws = self._data.get(peer)
            if ws is not None:
                _send_all(ws, data.rstrip(b"\n"))
        for peer in out.closes:
            ws = self._data.pop(peer, None)
            if ws is not None:
                ws.close()
                self.session.disconnect(peer, self.clock())
        collected.events += out.events
        collected.log += out.log

    def close(self, *, for_good: bool = False) -> None:
        """Close every connection to the relay; `for_good` also gives the code up (else the
        relay holds it for a while for this host to resume)."""
        for ws in self._data.values():
            ws.close()
        if for_good:
            _send_all(self._control, json.dumps({"relay": "close"}).encode())
        self._control.close()


class RelayJoiner:
    """A JoinSession reaching its host through a relay with an invite code; the relay's
    refusals are logged in `words` (English by default; a front end words them in its own
    language) and a "slow down" waits as long as the relay asks before trying again."""

    def __init__(
        self,
        session: JoinSession,
        url: str,
        code: str,
        clock: Clock = time.monotonic,
        *,
        ca: str = "",
        words: Callable[[RelayError], str] = str,
    ) -> None:
        self.session, self.url, self.code, self.clock = session, url, code, clock
        self.ca, self.words = ca, words
        self._ws: ClientConnection | None = None
        self._paired = False
        self._next_try = 0.0
        self.refused: RelayError | None = None
        """The relay's last refusal (or why it could not be reached), None once paired."""

    def poll(self, timeout: float) -> Outbox:
        """Connect if needed, move messages, tick; the session's events and log."""
        collected = Outbox()
        now = self.clock()
        if self._ws is None and not self.session.closed_for_good and now >= self._next_try:
            self._next_try = now + RETRY_SECONDS
            try:
                hello = {"relay": "join", "code": self.code}
                self._ws, _ = open_relay(self.url, hello, answer=False, ca=self.ca)
            except RelayError as error:
                self.refused = error
                collected.log.append(self.words(error))
        busy = False
        refused: RelayError | None = None
        if self._ws is not None:
            got, open_ = _receive_all(self._ws)
            for data in got:
                busy = True
                if self._paired:
                    self.session.receive(data, self.clock())
                    continue
                try:
                    read_control(data)
                except RelayError as error:
                    collected.log.append(self.words(error))
                    self.refused = refused = error
                    open_ = False
                    break
                self._paired, self.refused = True, None
                self.session.connected(self.clock())
            if not open_:
                self._drop()
                if refused is not None and refused.wait:
                    self._next_try = self.clock() + max(RETRY_SECONDS, refused.wait)
            elif self._paired:
                self.session.tick(self.clock())
        self._flush(collected)
        if not busy:
            time.sleep(timeout)
        return collected

    def flush(self) -> Outbox:
        """Hand the session's output to the relay at once."""
        collected = Outbox()
        self._flush(collected)
        return collected

    def _drop(self) -> None:
        if self._ws is not None:
            self._ws.close()
            self._ws = None
            self._paired = False
            self._next_try = self.clock() + RETRY_SECONDS
            self.session.lost(self.clock())

    def _flush(self, collected: Outbox) -> None:
        out = self.session.drain()
        for _, data in out.sends:
            if self._ws is not None and not _send_all(self._ws, data.rstrip(b"\n")):
                self._drop()
        if HOST in out.closes:
            self._drop()
        collected.events += out.events
        collected.log += out.log

    def close(self) -> None:
        """Say goodbye and close."""
        if self._ws is not None:
            self.session.leave()
            self._flush(Outbox())
            if self._ws is not None:
                self._ws.close()
