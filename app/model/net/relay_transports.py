"""The window's transports through a relay (`hyperrow relay`): the same interface as the
QtNetwork ones (`transports`), carried as WebSocket messages by the `websockets` asyncio client.

PySide6-Essentials has no QtWebSockets, so each transport runs an asyncio loop in a daemon
thread: the GUI thread only hands it bytes (thread-safe calls) and hears back through Qt signals,
which Qt queues to the GUI thread. Nothing here blocks the GUI thread, not even closing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections.abc import AsyncIterator, Coroutine
from typing import Any

from PySide6.QtCore import QObject, Signal
from websockets.asyncio.client import ClientConnection
from websockets.exceptions import ConnectionClosed

from app.model.net.net_status import relay_link_problem
from app.model.net.tcp_transports import HostTransport, JoinTransport
from engine.net.transport.relay_client import RelayError, host_hello, open_relay_async, read_control

log = logging.getLogger(__name__)
RETRY_SECONDS = 2.0
JOIN_ANSWER_SECONDS = 15.0
"""The relay answers a joiner once the host took it (it gives the host 10 s)."""


class _Loop:
    """An asyncio loop in a daemon thread, stopped without waiting for it."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.stopping = False
        self._tasks: set[asyncio.Task[None]] = set()
        threading.Thread(target=self._run, name=name, daemon=True).start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()
        pending = asyncio.all_tasks(self.loop)
        for task in pending:
            task.cancel()
        self.loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        self.loop.close()

    def start(self, coro: Coroutine[Any, Any, None]) -> None:
        """Run `coro` on the loop (from any thread)."""
        self.loop.call_soon_threadsafe(self._spawn, coro)

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        task = self.loop.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def call(self, function: Any, *args: Any) -> None:
        """Call `function(*args)` on the loop (from any thread)."""
        if not self.stopping:
            self.loop.call_soon_threadsafe(function, *args)

    def stop(self, last: Coroutine[Any, Any, None] | None = None) -> None:
        """Run `last` (a goodbye) for at most a second, then stop the loop."""
        if self.stopping:
            if last is not None:
                last.close()
            return
        self.stopping = True

        async def finish() -> None:
            """The goodbye, bounded, then the end of the loop."""
            if last is not None:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(last, 1.0)
            self.loop.stop()

        self.loop.call_soon_threadsafe(self._spawn, finish())


class _Pipe:
    """One WebSocket with a writer task, so messages go out in the order they were given."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.queue: asyncio.Queue[bytes | None] = asyncio.Queue()
        self.writer = asyncio.get_running_loop().create_task(self._write())

    async def _write(self) -> None:
        """Send what is queued; None closes the connection."""
        with contextlib.suppress(ConnectionClosed):
            while (data := await self.queue.get()) is not None:
                for line in data.splitlines():
                    await self.ws.send(line.decode("utf-8", "replace"))
        await self.ws.close()

    async def read(self) -> AsyncIterator[bytes]:
        """Each message as a line (its line end given back), until the connection closes."""
        with contextlib.suppress(ConnectionClosed):
            async for message in self.ws:
                yield (message.encode() if isinstance(message, str) else message) + b"\n"


class RelayHostTransport(HostTransport):
    """A host's control connection to the relay for its invite code, and one data connection
    per joiner. After a drop it takes its code back with its token while the relay holds it."""

    ready = Signal(str, str)  # the invite code, the token that takes it back
    failed = Signal(str, str)  # why (RelayError.why), the relay's words: hosting cannot start

    def __init__(
        self,
        url: str,
        code: str = "",
        token: str = "",
        parent: QObject | None = None,
        *,
        ca: str = "",
    ) -> None:
        super().__init__(parent)
        self.url, self.code, self.token, self.ca = url, code, token, ca
        self._loop = _Loop("relay-host")
        self._pipes: dict[int, _Pipe] = {}
        self._control: ClientConnection | None = None
        self._next = 1

    def start(self) -> None:
        """Ask the relay for a code (or the old one back); `ready` or `failed` follows."""
        self._loop.start(self._run_control())

    async def _run_control(self) -> None:
        first = True
        while True:
            try:
                hello = host_hello(self.code, self.token)
                ws, answer = await open_relay_async(self.url, hello, ca=self.ca)
            except RelayError as error:
                if first:
                    _emit(self.failed, error.why, str(error))
                    return
                await asyncio.sleep(RETRY_SECONDS)
                continue
            first = False
            self._control = ws
            self.code, self.token = str(answer.get("code", "")), str(answer.get("token", ""))
            _emit(self.ready, self.code, self.token)
            with contextlib.suppress(ConnectionClosed):
                async for message in ws:
                    self._on_control(message)
            log.info("lost the relay %s; taking the code back", self.url)
            await asyncio.sleep(RETRY_SECONDS)

    def _on_control(self, message: str | bytes) -> None:
        try:
            note = read_control(message)
        except RelayError:
            return
        if note.get("relay") == "incoming":
            self._loop.start(self._accept(note.get("id")))

    async def _accept(self, pair_id: object) -> None:
        hello = {"relay": "accept", "code": self.code, "id": pair_id}
        try:
            ws, _ = await open_relay_async(self.url, hello, answer=False, ca=self.ca)
        except RelayError as error:
            log.info("could not take a joiner: %s", error)
            return
        conn, self._next = self._next, self._next + 1
        pipe = self._pipes[conn] = _Pipe(ws)
        _emit(self.opened, conn)
        async for data in pipe.read():
            _emit(self.received, conn, data)
        if self._pipes.pop(conn, None) is not None:
            _emit(self.gone, conn)

    def send(self, conn: int, data: bytes) -> None:
        self._loop.call(self._put, conn, data)

    def close_peer(self, conn: int) -> None:
        self._loop.call(self._put, conn, None)

    def _put(self, conn: int, data: bytes | None) -> None:
        pipe = self._pipes.get(conn)
        if pipe is not None:
            pipe.queue.put_nowait(data)

    def close(self, *, for_good: bool = False) -> None:
        if self._loop.stopping:
            return
        for signal in (self.opened, self.received, self.gone, self.ready, self.failed):
            with contextlib.suppress(RuntimeError):
                signal.disconnect()
        self._loop.stop(self._goodbye(for_good))

    async def _goodbye(self, for_good: bool) -> None:
        pipes, self._pipes = list(self._pipes.values()), {}
        for pipe in pipes:
            pipe.queue.put_nowait(None)  # what was written goes out first
            await pipe.writer
        if self._control is not None:
            if for_good:
                with contextlib.suppress(ConnectionClosed):
                    await self._control.send('{"relay": "close"}')
            await self._control.close()


class RelayJoinTransport(JoinTransport):
    """A joiner reaching its host through a relay with an invite code (a wss:// relay's
    certificate checked against the CA certificate file `ca`, if given); a refusal of the relay
    comes as a `problem` (a LinkProblem)."""

    def __init__(self, url: str, code: str, parent: QObject | None = None, *, ca: str = "") -> None:
        super().__init__(parent)
        self.url, self.code, self.ca = url, code.strip().upper(), ca
        self._loop = _Loop("relay-join")
        self._pipe: _Pipe | None = None
        self._open = False

    def open(self) -> None:
        self._loop.start(self._run())

    async def _run(self) -> None:
        try:
            ws, _ = await open_relay_async(
                self.url, {"relay": "join", "code": self.code}, answer=False, ca=self.ca
            )
            try:
                read_control(await asyncio.wait_for(ws.recv(), JOIN_ANSWER_SECONDS))
            except (ConnectionClosed, TimeoutError):
                await ws.close()
                raise RelayError("the host did not answer", "away") from None
            except RelayError:
                await ws.close()
                raise
        except RelayError as error:
            problem = relay_link_problem(error.why, self.url, self.code, str(error), error.wait)
            _emit(self.problem, problem)
            _emit(self.lost)
            return
        pipe = self._pipe = _Pipe(ws)
        self._open = True
        _emit(self.opened)
        async for data in pipe.read():
            _emit(self.received, data)
        self._open = False
        if self._pipe is pipe:
            self._pipe = None
            _emit(self.lost)

    def is_open(self) -> bool:
        return self._open

    def send(self, data: bytes) -> None:
        self._loop.call(self._put, data)

    def hang_up(self) -> None:
        self._loop.call(self._put, None)

    def _put(self, data: bytes | None) -> None:
        if self._pipe is not None:
            self._pipe.queue.put_nowait(data)

    def close(self) -> None:
        if self._loop.stopping:
            return
        for signal in (self.opened, self.received, self.lost, self.problem):
            with contextlib.suppress(RuntimeError):
                signal.disconnect()
        self._loop.stop(self._goodbye())

    async def _goodbye(self) -> None:
        pipe, self._pipe = self._pipe, None
        if pipe is not None:
            # What was queued (a goodbye to the host) goes out first.
            pipe.queue.put_nowait(None)
            await pipe.writer


def _emit(signal: Any, *args: object) -> None:
    """Emit from the loop's thread; a transport already deleted on the Qt side hears nothing."""
    with contextlib.suppress(RuntimeError):
        signal.emit(*args)
