"""A real `redis-server` on 127.0.0.1 and `hyperrow relay --redis` processes sharing it, for the
tests of several relays (the relay's own tests and the terminal's)."""

from __future__ import annotations

import contextlib
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.terminal.processes import Player

WAIT_SECONDS = 30.0
START_SECONDS = 120.0
"""Only a cap: redis-server says it listens within milliseconds, or leaves."""
READY = "Ready to accept connections"
"""What redis-server logs once it listens."""
TAKEN = "Address already in use"
"""What it logs before it leaves when its port was taken."""


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
