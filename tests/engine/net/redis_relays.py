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
