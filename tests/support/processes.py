"""The OS processes the tests start. hyperrow (or Python) run to its end, as a person or a
desktop starts it, and the check every such run makes: it ended well and showed no traceback;
real `hyperrow play` and `hyperrow relay` processes (`Player`) driven through their input and
output; waiting, bounded, for what such a process does (`wait_until`), and ending one with
everything it started (`end_process_tree`)."""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from tests.support.paths import ROOT

HYPERROW = Path(sys.executable).parent / "hyperrow"
"""The installed `hyperrow` command of the environment running the tests."""


def run_to_end(
    args: Sequence[str | Path],
    env: Mapping[str, str] | None = None,
    timeout: float = 120,
    cwd: Path = ROOT,
    stdin: str | None = None,
) -> subprocess.CompletedProcess[str]:
    """Run `args` to its end with its output captured as text; the exit code is left to the
    caller, who says what it should be."""
    return subprocess.run(
        [str(arg) for arg in args],
        cwd=cwd,
        env=None if env is None else dict(env),
        input=stdin,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def assert_ran_cleanly(done: subprocess.CompletedProcess[str]) -> None:
    """`done` exited with 0 and printed no traceback (its last error lines say why not)."""
    assert done.returncode == 0, done.stderr[-3000:]
    assert "Traceback" not in done.stderr, done.stderr[-3000:]


def wait_until(condition: Callable[[], object], what: str, timeout: float = 60.0) -> None:
    """Poll `condition` until it holds; fail naming `what` after `timeout` seconds. For things
    outside this process (another process, a file, a socket): Qt's own events are waited for
    with qtbot.waitUntil."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout:.0f} s for {what}")
        time.sleep(0.05)


def children(pid: int) -> list[int]:
    """The live processes whose parent is `pid` (Linux /proc; zombies left out)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == pid and fields[0] != "Z":
            found.append(int(entry.name))
    return found


def descendants(pid: int) -> list[int]:
    """`pid`'s children, their children, and so on."""
    return [d for child in children(pid) for d in (child, *descendants(child))]


def end_process_tree(process: subprocess.Popen[str] | subprocess.Popen[bytes]) -> None:
    """Kill `process` and every process it started (a CPU worker, a helper), and reap it: a
    test's clean-up, whatever state the test left it in."""
    if process.poll() is None:
        for pid in descendants(process.pid):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        process.kill()
    try:
        process.communicate(timeout=30)
    except (subprocess.TimeoutExpired, ValueError):
        process.wait(30)


WAIT_SECONDS = 60.0
"""How long a `Player` waits for a line of output or for its end."""


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


def start(players: list[Player], *args: str, command: str = "play") -> Player:
    """`hyperrow COMMAND` with `args`, added to `players` (the fixture kills them all at the
    end)."""
    player = Player(*args, command=command)
    players.append(player)
    return player
