"""Real processes and real signals (issue 13): SIGTERM, SIGINT and SIGHUP close the window the
normal way from any state, the CPU thinking or its process stopped by SIGSTOP included: exit 0,
settings saved, the CPU process gone, no traceback and no resource-tracker warning."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.paths import ROOT
from tests.support.processes import children, end_process_tree, wait_until

pytestmark = pytest.mark.processes

WAIT = 60.0  # seconds before a test gives up on the app; a hang fails, it never blocks the run


def cpu_worker(pid: int) -> int | None:
    """The app's CPU process (a spawned multiprocessing child, not the resource tracker)."""
    for child in children(pid):
        try:
            command = (Path("/proc") / str(child) / "cmdline").read_bytes()
        except OSError:
            continue
        if b"spawn_main" in command:
            return child
    return None


def gone(pid: int) -> bool:
    """True when `pid` has ended (a zombie counts: it runs no more)."""
    try:
        stat = (Path("/proc") / str(pid) / "stat").read_text()
    except OSError:
        return True
    return stat.rsplit(")", 1)[1].split()[0] == "Z"


@pytest.fixture
def launch(tmp_path: Path) -> Iterator[object]:
    started: list[subprocess.Popen[str]] = []

    def start(*args: str) -> subprocess.Popen[str]:
        process = subprocess.Popen(
            [sys.executable, "-m", "app", "--data-dir", str(tmp_path / "data"), *args],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        started.append(process)
        # The window is up once the first game is autosaved.
        wait_until(
            lambda: (tmp_path / "data" / "current.hyperrow").exists() or process.poll() is not None,
            "the window",
            WAIT,
        )
        assert process.poll() is None, process.communicate()
        return process

    yield start
    for process in started:
        end_process_tree(process)


def finish(process: subprocess.Popen[str]) -> tuple[int, str]:
    try:
        _, stderr = process.communicate(timeout=WAIT)
    except subprocess.TimeoutExpired:
        process.kill()
        _, stderr = process.communicate()
        raise AssertionError(f"the app did not exit: {stderr}") from None
    return process.returncode, stderr


def started_worker(process: subprocess.Popen[str]) -> int:
    """The process id of the window's CPU process, once it has started."""
    wait_until(lambda: cpu_worker(process.pid) is not None, "the CPU process")
    worker = cpu_worker(process.pid)
    assert worker is not None
    return worker


def assert_signal_closes_cleanly(process: subprocess.Popen[str], signum: int, data: Path) -> None:
    """Send `signum` to the window `process`; it ends as a closed window does."""
    process.send_signal(signum)
    code, stderr = finish(process)
    assert code == 0, stderr
    assert "Traceback" not in stderr and "KeyboardInterrupt" not in stderr, stderr
    assert "leaked" not in stderr and "resource_tracker" not in stderr, stderr
    # The window closed the normal way: its settings were written on the way out.
    assert "geometry=" in (data / "settings.ini").read_text()


@pytest.mark.parametrize("name", ["SIGTERM", "SIGINT", "SIGHUP"])
@pytest.mark.parametrize(
    ("rules", "players"),
    [
        pytest.param("qubic", "cpu:expert,human", id="while-the-cpu-thinks"),
        # A person to move: the CPU process is started (after the window is up) but idle.
        pytest.param("tic-tac-toe", "human,cpu:easy", id="while-idle"),
    ],
)
def test_a_quit_signal_closes_normally(
    launch: object, tmp_path: Path, name: str, rules: str, players: str
) -> None:
    assert callable(launch)
    process = launch("--rules", rules, "--players", players)
    worker = started_worker(process)
    assert_signal_closes_cleanly(process, getattr(signal, name), tmp_path / "data")
    wait_until(lambda: gone(worker), "the CPU process to end")


def test_with_its_cpu_process_stopped_the_app_still_exits(launch: object, tmp_path: Path) -> None:
    assert callable(launch)
    process = launch("--rules", "qubic", "--players", "cpu:expert,human")
    worker = started_worker(process)
    os.kill(worker, signal.SIGSTOP)
    assert_signal_closes_cleanly(process, signal.SIGTERM, tmp_path / "data")
    # Killed (SIGKILL ends a stopped process), not left behind.
    wait_until(lambda: gone(worker), "the stopped CPU process to be killed")
