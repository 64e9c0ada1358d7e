"""Running hyperrow (or Python) as a separate process, as a person or a desktop starts it, and
the check every such run makes: it ended well and showed no traceback; waiting, bounded, for
what such a process does (`wait_until`), and ending it with everything it started
(`end_process_tree`)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
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
