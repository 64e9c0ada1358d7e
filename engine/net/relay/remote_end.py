"""The other side of a pair whose two connections reached two different relay processes: it
stands in for that connection, sending through the shared store's notes and reading the notes
that come back, so the relay forwards a pair the same way wherever its sides are."""

from __future__ import annotations

import asyncio
import base64
import contextlib
from collections.abc import AsyncIterator

from engine.net.relay.code_store import CodeStore, StoreError


class RemoteEnd:
    """Pair `pair`'s connection on the relay process `process`."""

    def __init__(self, store: CodeStore, process: str, pair: int) -> None:
        self.store, self.process, self.pair = store, process, pair
        self._queue: asyncio.Queue[str | bytes | None] = asyncio.Queue()
        self._closed = False

    async def send(self, message: str | bytes) -> None:
        """Forward `message` to the other process (nothing once closed)."""
        if self._closed:
            return
        if isinstance(message, bytes):
            note = {"t": "data", "pair": self.pair, "b": base64.b64encode(message).decode()}
        else:
            note = {"t": "data", "pair": self.pair, "m": message}
        try:
            await self.store.tell(self.process, note)
        except StoreError:
            await self.close()

    async def close(self, code: int = 1000, reason: str = "") -> None:
        """End the pair here and tell the other process (once)."""
        if self._closed:
            return
        self._closed = True
        self._queue.put_nowait(None)
        with contextlib.suppress(StoreError):
            await self.store.tell(self.process, {"t": "close", "pair": self.pair})

    def feed(self, note: dict[str, object]) -> None:
        """A note of the other process for this pair: a message, or its end."""
        text, packed = note.get("m"), note.get("b")
        if isinstance(text, str):
            self._queue.put_nowait(text)
        elif isinstance(packed, str):
            with contextlib.suppress(ValueError):
                self._queue.put_nowait(base64.b64decode(packed))
        elif note.get("t") == "close":
            self._closed = True
            self._queue.put_nowait(None)

    async def __aiter__(self) -> AsyncIterator[str | bytes]:
        while (message := await self._queue.get()) is not None:
            yield message
