"""Relays for the network tests: a `hyperrow relay` process, a real `redis-server` on 127.0.0.1
and `hyperrow relay --redis` processes sharing it, and a tic-tac-toe game played through a relay
by its client transports, every wait bounded."""

from __future__ import annotations

import contextlib
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import PRESETS, Game
from engine.net import HostSession
from engine.net.transport.relay_client import RelayHost, RelayJoiner
from engine.players import PlayerInfo, SeatKind
from tests.support.processes import Player

WAIT_SECONDS = 30.0
START_SECONDS = 120.0
"""Only a cap: redis-server says it listens within milliseconds, or leaves."""
READY = "Ready to accept connections"
"""What redis-server logs once it listens."""
TAKEN = "Address already in use"
"""What it logs before it leaves when its port was taken."""


@contextlib.contextmanager
def relay_process(*args: str) -> Iterator[str]:
    """A `hyperrow relay` on a free port of 127.0.0.1 with the options `args`: its URL (ws://,
    or wss:// with --cert), the process killed when the block ends."""
    relay = Player("--address", "127.0.0.1", "--port", "0", *args, command="relay")
    try:
        yield relay.wait_for(r"hyperrow relay on (wss?://127\.0\.0\.1:\d+)").group(1)
    finally:
        relay.kill()


def _free_port() -> int:
    """A port of 127.0.0.1 that was free a moment ago (another process may take it since)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextlib.contextmanager
def unused_port() -> Iterator[int]:
    """A port of 127.0.0.1 where nobody listens: held bound (and not listening) by this test
    until the end, so no other process can listen there meanwhile, and a connection to it is
    refused at once."""
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        yield int(held.getsockname()[1])


@contextlib.contextmanager
def redis_server(folder: Path) -> Iterator[str]:
    """A fresh `redis-server` on a free port of 127.0.0.1 (its files in `folder`), stopped at
    the end; its URL. A port another process took between the probe and the server's start
    (the tests of other runs start servers too) is given up for another."""
    program = shutil.which("redis-server")
    if program is None:
        pytest.fail("redis-server is not installed: scripts/setup.sh installs it")
    while True:
        port = _free_port()
        log = folder / f"redis-{port}.log"
        command = [program, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                   "--appendonly", "no", "--dir", str(folder), "--logfile", str(log)]  # fmt: skip
        server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
        if _ready(server, log):
            break
        said = _said(log)
        if TAKEN not in said:
            raise AssertionError(f"redis-server did not start: {said}")
    try:
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        server.terminate()
        server.wait(WAIT_SECONDS)


def _ready(server: subprocess.Popen[bytes], log: Path) -> bool:
    """Wait until `server` says in `log` that it listens (True) or has left (False); one that
    does neither in START_SECONDS hangs, and is stopped."""
    deadline = time.monotonic() + START_SECONDS
    while True:
        left = server.poll() is not None
        said = _said(log)
        if READY in said or left:
            return READY in said
        if time.monotonic() > deadline:
            server.kill()
            raise AssertionError(f"redis-server neither started nor left: {said}")
        time.sleep(0.05)


def _said(log: Path) -> str:
    return log.read_text(errors="replace") if log.exists() else ""


@contextlib.contextmanager
def relay_processes(redis_url: str, count: int = 2) -> Iterator[list[str]]:
    """`count` relay processes sharing the Redis store at `redis_url`: their URLs."""
    options = ["--address", "127.0.0.1", "--port", "0", "--redis", redis_url, "--code-tries", "3"]
    started = [Player(*options, command="relay") for _ in range(count)]
    try:
        yield [p.wait_for(r"hyperrow relay on (ws://127\.0\.0\.1:\d+)").group(1) for p in started]
    finally:
        for process in started:
            process.kill()


DEADLINE_SECONDS = 30.0


def until(condition: object, *polls: RelayHost | RelayJoiner) -> None:
    deadline = time.monotonic() + DEADLINE_SECONDS
    while time.monotonic() < deadline:
        for transport in polls:
            transport.poll(0.01)
        if callable(condition) and condition():
            return
    raise AssertionError("the relayed game did not get there in time")


def joiner_ply(joiner: RelayJoiner) -> int:
    return -1 if joiner.session.game is None else joiner.session.game.ply


def hosted(url: str, *, ca: str = "") -> RelayHost:
    seats = [PlayerInfo("Hana"), PlayerInfo("Player 2", SeatKind.REMOTE)]
    return RelayHost(HostSession(Game(PRESETS["tic-tac-toe"]), seats), url, ca=ca)


def play(host: RelayHost, joiner: RelayJoiner, moves: list[tuple[int, ...]], first: int) -> None:
    """Play `moves` in turn from ply `first` on, each seen on both sides before the next."""
    for ply, cell in enumerate(moves, first):
        if host.session.game.to_move == 0:
            assert host.session.play(0, cell) is None
        else:
            assert joiner.session.play(cell) is None
        until(lambda p=ply: joiner_ply(joiner) == host.session.game.ply == p, host, joiner)
