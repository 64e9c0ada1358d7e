"""Where the relay keeps its invite codes, and how relay processes reach each other.

A relay alone keeps everything in its own memory (`LocalStore`). Several relay processes
behind one address share a store in Redis (`redis_store.RedisStore`): the codes with their
tokens and the relay process that holds each host (`owner`), the wrong codes tried per client
address, and the route of each joiner waiting for its host; each process hears the others'
notes (`tell`) on a channel of its own. The WebSocket connections themselves never leave the
process that has them.

Notes between processes are JSON objects with a kind "t":
  {"t": "incoming", "code": C, "pair": N, "from": P}  a joiner on P waits for the host of C
  {"t": "away", "pair": N}                             the host of that joiner is not here
  {"t": "accepted", "pair": N, "from": P}              the host's side of pair N is on P
  {"t": "data", "pair": N, "m": TEXT} (or "b": BASE64) a message of pair N to forward
  {"t": "close", "pair": N}                            the other side of pair N closed
  {"t": "taken", "code": C}                            a host took C back on another process
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from engine.net.relay.address_limits import CodeTries, Limits

Note = dict[str, Any]
Listener = Callable[[Note], None]


class StoreError(Exception):
    """The shared store cannot be reached; the relay refuses until it can."""


@dataclass(frozen=True)
class Claim:
    """An invite code's entry: its reclaim `token`, the relay process that holds its host
    (`owner`) and whether the host is `away` (its code held for it)."""

    token: str
    owner: str
    away: bool = False


class CodeStore(Protocol):
    """What the relay keeps and shares. `me` names this process among the relay's processes.
    Time-to-live values are seconds."""

    me: str

    async def start(self, listener: Listener) -> None:
        """Begin handing the notes other processes send this one to `listener`."""
        ...

    async def close(self) -> None:
        """Stop listening and let go of the store."""
        ...

    async def add(self, code: str, token: str, ttl: float) -> bool:
        """Record the new `code` of a host here; False when the code is taken already."""
        ...

    async def get(self, code: str) -> Claim | None:
        """The entry of `code`, or None when no game has it."""
        ...

    async def take(self, code: str, ttl: float) -> str | None:
        """A host here took `code` back: the process that held it before (None: gone)."""
        ...

    async def hold(self, code: str, ttl: float) -> None:
        """The host of `code` here went away: keep its code for `ttl` seconds."""
        ...

    async def forget(self, code: str, *, only_away: bool) -> None:
        """Drop `code` if this process holds it (`only_away`: and its host is away)."""
        ...

    async def keep(self, codes: Sequence[str], ttl: float) -> None:
        """The hosts of `codes` are still here: keep their codes another `ttl` seconds."""
        ...

    async def wait(self, client: str) -> float:
        """Seconds `client` must wait before it may try a code again (0: now)."""
        ...

    async def wrong(self, client: str) -> None:
        """`client` tried a code no game has."""
        ...

    async def new_pair(self, code: str) -> int:
        """A new pair id for a joiner here waiting for the host of `code`."""
        ...

    async def route(self, pair: int) -> tuple[str, str] | None:
        """The process where the joiner of `pair` waits and the code it asked for, or None."""
        ...

    async def tell(self, process: str, note: Note) -> None:
        """Hand `note` to the relay process `process`."""
        ...


class LocalStore:
    """A relay alone: its codes in memory, no other process to tell anything."""

    def __init__(self, limits: Limits) -> None:
        self.me = "local"
        self.codes: dict[str, Claim] = {}
        self._tries = CodeTries(limits.code_tries, limits.code_window)
        self._next_pair = 1
        self._listener: Listener | None = None

    async def start(self, listener: Listener) -> None:
        """Notes to this process go straight to `listener`."""
        self._listener = listener

    async def close(self) -> None:
        """Nothing to let go of."""

    async def add(self, code: str, token: str, ttl: float) -> bool:
        """Record `code` unless it is taken."""
        if code in self.codes:
            return False
        self.codes[code] = Claim(token, self.me)
        return True

    async def get(self, code: str) -> Claim | None:
        """The entry of `code`."""
        return self.codes.get(code)

    async def take(self, code: str, ttl: float) -> str | None:
        """The host is back here."""
        claim = self.codes.get(code)
        if claim is None:
            return None
        self.codes[code] = replace(claim, away=False)
        return claim.owner

    async def hold(self, code: str, ttl: float) -> None:
        """Mark the host away; the relay's own timer forgets the code after `ttl`."""
        claim = self.codes.get(code)
        if claim is not None:
            self.codes[code] = replace(claim, away=True)

    async def forget(self, code: str, *, only_away: bool) -> None:
        """Drop `code`."""
        claim = self.codes.get(code)
        if claim is not None and (claim.away or not only_away):
            del self.codes[code]

    async def keep(self, codes: Sequence[str], ttl: float) -> None:
        """Codes in memory do not expire while their hosts are here."""

    async def wait(self, client: str) -> float:
        """Seconds left of `client`'s slow-down."""
        return self._tries.wait(client, time.monotonic())

    async def wrong(self, client: str) -> None:
        """Count a wrong code."""
        self._tries.wrong(client, time.monotonic())

    async def new_pair(self, code: str) -> int:
        """The next pair id."""
        pair, self._next_pair = self._next_pair, self._next_pair + 1
        return pair

    async def route(self, pair: int) -> tuple[str, str] | None:
        """Alone, a joiner not waiting here waits nowhere."""
        return None

    async def tell(self, process: str, note: Note) -> None:
        """Alone, every note is for this process."""
        if self._listener is not None and process == self.me:
            self._listener(note)
