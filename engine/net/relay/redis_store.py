"""The relay's store shared by several relay processes through Redis (`hyperrow relay --redis
URL`): see `code_store` for what it keeps. Keys (all under "hyperrow:"):

  code:C     a hash {token, owner, away}; it expires `grace` after its host was last seen, so a
             code whose relay process died is still held for its host as long as any other
  tries:A    the wrong codes client address A tried in its window; it expires with the window
  pair:N     "PROCESS CODE": where the joiner of pair N waits, until its host accepts it
  pairs      the last pair id given
and each process listens on the channel "hyperrow:relay:ID".
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
from collections.abc import Iterator, Sequence

import redis.asyncio as redis
from redis.exceptions import RedisError

from engine.net.relay.address_limits import Limits
from engine.net.relay.code_store import Claim, Listener, Note, StoreError

log = logging.getLogger("hyperrow.relay")

PREFIX = "hyperrow:"
PAIR_ROUTE_MS = 30_000
"""How long a joiner's route is kept: longer than a host takes to accept it."""

_ADD = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'token', ARGV[1], 'owner', ARGV[2], 'away', '0')
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
"""
_TAKE = """
local old = redis.call('HGET', KEYS[1], 'owner')
if not old then return false end
redis.call('HSET', KEYS[1], 'owner', ARGV[1], 'away', '0')
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return old
"""
_HOLD = """
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'away', '1')
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
"""
_FORGET = """
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return 0 end
if ARGV[2] == '1' and redis.call('HGET', KEYS[1], 'away') ~= '1' then return 0 end
return redis.call('DEL', KEYS[1])
"""
_KEEP = """
for _, key in ipairs(KEYS) do
  if redis.call('HGET', key, 'owner') == ARGV[1] and redis.call('HGET', key, 'away') == '0' then
    redis.call('PEXPIRE', key, ARGV[2])
  end
end
return 0
"""


@contextlib.contextmanager
def _reaching() -> Iterator[None]:
    """Redis's errors as the store's: the relay refuses while Redis cannot be reached."""
    try:
        yield
    except RedisError as error:
        raise StoreError(f"Redis: {error}") from None


def _ms(seconds: float) -> int:
    return max(1, round(seconds * 1000))


def channel(process: str) -> str:
    """The channel the relay process `process` listens on."""
    return f"{PREFIX}relay:{process}"


class RedisStore:
    """Codes, tries and routes in Redis at `url`, shared with every relay process using it."""

    def __init__(self, url: str, limits: Limits) -> None:
        self.me = secrets.token_hex(8)
        self.tries, self.window = limits.code_tries, limits.code_window
        self.redis = redis.from_url(url, decode_responses=True)
        self._add = self.redis.register_script(_ADD)
        self._take = self.redis.register_script(_TAKE)
        self._hold = self.redis.register_script(_HOLD)
        self._forget = self.redis.register_script(_FORGET)
        self._keep = self.redis.register_script(_KEEP)
        self._pubsub = self.redis.pubsub(ignore_subscribe_messages=True)
        self._listening: asyncio.Task[None] | None = None

    async def start(self, listener: Listener) -> None:
        """Subscribe to this process's channel; raises StoreError when Redis does not answer."""
        with _reaching():
            await self.redis.ping()
            await self._pubsub.subscribe(channel(self.me))
        self._listening = asyncio.get_running_loop().create_task(self._listen(listener))

    async def _listen(self, listener: Listener) -> None:
        while True:
            try:
                message = await self._pubsub.get_message(timeout=None)
            except RedisError as error:
                log.warning("lost the shared store's channel (%s); listening again", error)
                await asyncio.sleep(1.0)
                continue
            if message is None or message.get("type") != "message":
                continue
            try:
                note = json.loads(message["data"])
            except ValueError:
                continue
            if isinstance(note, dict):
                listener(note)

    async def close(self) -> None:
        """Stop listening and close the connections to Redis."""
        if self._listening is not None:
            self._listening.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._listening
        with contextlib.suppress(RedisError):
            await self._pubsub.aclose()  # type: ignore[no-untyped-call]
            await self.redis.aclose()

    async def add(self, code: str, token: str, ttl: float) -> bool:
        """Record `code` for a host here unless another game has it."""
        with _reaching():
            added = await self._add(keys=[f"{PREFIX}code:{code}"], args=[token, self.me, _ms(ttl)])
        return bool(added)

    async def get(self, code: str) -> Claim | None:
        """The entry of `code`."""
        with _reaching():
            fields = await self.redis.hgetall(f"{PREFIX}code:{code}")
        token, owner = fields.get("token"), fields.get("owner")
        if not isinstance(token, str) or not isinstance(owner, str):
            return None
        return Claim(token, owner, fields.get("away") == "1")

    async def take(self, code: str, ttl: float) -> str | None:
        """The host of `code` is here now."""
        with _reaching():
            old = await self._take(keys=[f"{PREFIX}code:{code}"], args=[self.me, _ms(ttl)])
        return str(old) if old else None

    async def hold(self, code: str, ttl: float) -> None:
        """The host of `code` went away from here."""
        with _reaching():
            await self._hold(keys=[f"{PREFIX}code:{code}"], args=[self.me, _ms(ttl)])

    async def forget(self, code: str, *, only_away: bool) -> None:
        """Drop `code` if this process holds it."""
        with _reaching():
            flag = "1" if only_away else "0"
            await self._forget(keys=[f"{PREFIX}code:{code}"], args=[self.me, flag])

    async def keep(self, codes: Sequence[str], ttl: float) -> None:
        """Keep the codes of the hosts here alive."""
        if codes:
            with _reaching():
                keys = [f"{PREFIX}code:{code}" for code in codes]
                await self._keep(keys=keys, args=[self.me, _ms(ttl)])

    async def wait(self, client: str) -> float:
        """Seconds left of `client`'s slow-down, counted by every process."""
        key = f"{PREFIX}tries:{client}"
        with _reaching():
            async with self.redis.pipeline(transaction=False) as pipe:
                pipe.get(key)
                pipe.pttl(key)
                count, left = await pipe.execute()
        return left / 1000 if int(count or 0) >= self.tries and left > 0 else 0.0

    async def wrong(self, client: str) -> None:
        """Count a wrong code of `client`; the first one starts its window."""
        key = f"{PREFIX}tries:{client}"
        with _reaching():
            async with self.redis.pipeline(transaction=True) as pipe:
                pipe.incr(key)
                pipe.pexpire(key, _ms(self.window), nx=True)
                await pipe.execute()

    async def new_pair(self, code: str) -> int:
        """A pair id unique among the processes, routed to this one."""
        with _reaching():
            pair = int(await self.redis.incr(f"{PREFIX}pairs"))
            await self.redis.set(f"{PREFIX}pair:{pair}", f"{self.me} {code}", px=PAIR_ROUTE_MS)
        return pair

    async def route(self, pair: int) -> tuple[str, str] | None:
        """Where the joiner of `pair` waits, and its code."""
        with _reaching():
            found = await self.redis.get(f"{PREFIX}pair:{pair}")
        if not isinstance(found, str) or " " not in found:
            return None
        process, code = found.split(" ", 1)
        return process, code

    async def tell(self, process: str, note: Note) -> None:
        """Publish `note` on the channel of `process`."""
        with _reaching():
            await self.redis.publish(channel(process), json.dumps(note))
