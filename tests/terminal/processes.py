"""Real `hyperrow play` processes for the network tests: stdin a pipe the test writes to, stdout
collected by a thread, every wait bounded."""

from __future__ import annotations

import contextlib
import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WAIT_SECONDS = 60.0


class Player:
    """One `hyperrow play …` process."""

    def __init__(self, *args: str, command: str = "play") -> None:
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "app", command, *args],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=env,
        )
        self._text: list[str] = []
        self._lock = threading.Lock()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for raw in iter(lambda: self.process.stdout.read1(4096), b""):  # type: ignore[union-attr]
            with self._lock:
                self._text.append(raw.decode("utf-8", "replace"))

    @property
    def output(self) -> str:
        with self._lock:
            return "".join(self._text)

    def wait_for(self, pattern: str, *, after: int = 0) -> re.Match[str]:
        """The first match of `pattern` in the output past offset `after`, waiting for it."""
        deadline = time.monotonic() + WAIT_SECONDS
        while time.monotonic() < deadline:
            found = re.compile(pattern).search(self.output, after)
            if found:
                return found
            if self.process.poll() is not None:
                time.sleep(0.2)
                found = re.compile(pattern).search(self.output, after)
                if found:
                    return found
                raise AssertionError(f"exited before {pattern!r}:\n{self.output}")
            time.sleep(0.05)
        raise AssertionError(f"no {pattern!r} within {WAIT_SECONDS} s:\n{self.output}")

    def type(self, text: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(text.encode())
        self.process.stdin.flush()

    def end_input(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()

    def finish(self) -> int:
        """The exit code once its input ends (after a game the terminal waits for a rematch
        or q), waiting a bounded time; kills the process if it hangs."""
        assert self.process.stdin is not None
        if not self.process.stdin.closed:
            with contextlib.suppress(BrokenPipeError):  # it may have quit already
                self.end_input()
        try:
            return self.process.wait(WAIT_SECONDS)
        except subprocess.TimeoutExpired:
            self.process.kill()
            raise AssertionError(f"did not finish:\n{self.output}") from None

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(WAIT_SECONDS)


X_WINS = "1,1 2,1 1,2 2,2 1,3"
"""The moves of a tic-tac-toe game X wins by taking the left column against O's middle one."""


def start(players: list[Player], *args: str, command: str = "play") -> Player:
    """`hyperrow COMMAND` with `args`, added to `players` (the fixture kills them all at the
    end)."""
    player = Player(*args, command=command)
    players.append(player)
    return player


@contextlib.contextmanager
def relay_process(*args: str) -> Iterator[str]:
    """A `hyperrow relay` on a free port of 127.0.0.1 with the options `args`: its URL (ws://,
    or wss:// with --cert), the process killed when the block ends."""
    relay = Player("--address", "127.0.0.1", "--port", "0", *args, command="relay")
    try:
        yield relay.wait_for(r"hyperrow relay on (wss?://127\.0\.0\.1:\d+)").group(1)
    finally:
        relay.kill()


def port_of(host: Player) -> int:
    return int(host.wait_for(r"hyperrow play --join 127\.0\.0\.1:(\d+)").group(1))


def local_host(
    players: list[Player], folder: Path, *args: str, rules: str = "tic-tac-toe"
) -> tuple[Player, int]:
    """A `hyperrow play --host` of `rules` on 127.0.0.1 keeping its game in `folder` (with the
    options `args`): the process and its port."""
    host = start(
        players, "--rules", rules, "--host", "127.0.0.1:0", "--data-dir", str(folder), *args
    )
    return host, port_of(host)
