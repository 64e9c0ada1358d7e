"""Running `hyperrow relay`: where and how it serves (`Serving`), `start` for tests and
benchmarks, and `main` for the command line."""

from __future__ import annotations

import asyncio
import logging
import ssl
from dataclasses import dataclass

from websockets.asyncio.server import Server, serve

from engine.installation import MissingExtra
from engine.net.relay.address_limits import Limits
from engine.net.relay.code_store import CodeStore, LocalStore, StoreError
from engine.net.relay.relay_connection import connection_class
from engine.net.relay.relay_tls import TlsError, server_context
from engine.net.relay.server import HELLO_SECONDS, Relay


@dataclass(frozen=True)
class Serving:
    """Where and how the relay serves: `address`:`port` (port 0: a free one), TLS when `tls`
    is given, a store shared through Redis at `redis` (empty: this process alone), and client
    addresses read from X-Forwarded-For (`forwarded_for`: only behind a proxy that sets it)."""

    address: str
    port: int
    tls: ssl.SSLContext | None = None
    redis: str = ""
    forwarded_for: bool = False


async def start(serving: Serving, limits: Limits | None = None) -> tuple[Relay, Server]:
    """A relay serving as `serving` says; the caller closes the server, then the relay. Raises
    StoreError when the Redis store does not answer, OSError when the port cannot be had."""
    limits = limits or Limits()
    store: CodeStore = LocalStore(limits)
    if serving.redis:
        try:
            from engine.net.relay.redis_store import RedisStore  # only with --redis
        except ImportError:
            raise MissingExtra("relay", "redis") from None

        store = RedisStore(serving.redis, limits)
    relay = Relay(limits, store, forwarded_for=serving.forwarded_for)
    try:
        await relay.begin()
        server = await serve(
            relay.handle,
            serving.address,
            serving.port,
            ssl=serving.tls,
            create_connection=connection_class(relay.door),
            max_size=limits.max_message,
            compression=None,
            open_timeout=HELLO_SECONDS,
            close_timeout=2,
        )
    except (OSError, StoreError):
        await relay.close()
        raise
    return relay, server


def main(serving: Serving, limits: Limits | None = None, *, cert: str = "", key: str = "") -> int:
    """Run a relay until interrupted (serving wss:// with `cert` and `key` when given);
    returns the exit code."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    if cert or key:
        if not (cert and key):
            print("hyperrow relay: --cert and --key go together", flush=True)
            return 2
        try:
            serving = Serving(**{**serving.__dict__, "tls": server_context(cert, key)})
        except TlsError as error:
            print(f"hyperrow relay: {error}", flush=True)
            return 2
    scheme = "wss" if serving.tls else "ws"

    async def run() -> None:
        """Serve until cancelled, saying where."""
        relay, server = await start(serving, limits)
        for sock in server.sockets:
            name = sock.getsockname()
            print(f"hyperrow relay on {scheme}://{name[0]}:{name[1]}", flush=True)
        try:
            await server.serve_forever()
        finally:
            await relay.close()

    try:
        asyncio.run(run())
    except KeyboardInterrupt:
        return 0
    except StoreError as error:
        print(f"hyperrow relay: cannot reach the store at {serving.redis}: {error}", flush=True)
        return 2
    except ValueError as error:  # a Redis URL that is not one
        print(f"hyperrow relay: --redis {serving.redis}: {error}", flush=True)
        return 2
    except OSError as error:
        where = f"{serving.address}:{serving.port}"
        print(f"hyperrow relay: cannot listen on {where}: {error.strerror}", flush=True)
        return 2
    return 0
