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


@contextlib.contextmanager
def relay_process(*args: str) -> Iterator[str]:
    """A `hyperrow relay` on a free port of 127.0.0.1 with the options `args`: its URL (ws://,
    or wss:// with --cert), the process killed when the block ends."""
    relay = Player("--address", "127.0.0.1", "--port", "0", *args, command="relay")
    try:
        yield relay.wait_for(r"hyperrow relay on (wss?://127\.0\.0\.1:\d+)").group(1)
    finally:
        relay.kill()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextlib.contextmanager
def redis_server(folder: Path) -> Iterator[str]:
    """A fresh `redis-server` on a free port of 127.0.0.1 (its files in `folder`), stopped at
    the end; its URL."""
    program = shutil.which("redis-server")
    if program is None:
        pytest.fail("redis-server is not installed: scripts/setup.sh installs it")
    port = free_port()
    command = [program, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
               "--appendonly", "no", "--dir", str(folder)]  # fmt: skip
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + WAIT_SECONDS
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    raise AssertionError("redis-server did not start") from None
                time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        server.terminate()
        server.wait(WAIT_SECONDS)


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
