"""A crash leaves a readable report in the data folder, and the next start says where."""

from __future__ import annotations

import os
import signal
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from app.startup import crash
from tests.support.processes import HYPERROW, run_to_end, wait_until
from tests.support.windows import OpenWindow, launch, listening


@pytest.mark.processes
def test_a_crashed_window_leaves_a_report_that_the_next_start_names(
    data_dir: Path, tmp_path: Path
) -> None:
    window = launch("--data-dir", str(data_dir))
    log = data_dir / "hyperrow.log"
    wait_until(lambda: listening(data_dir), "the window to listen")
    wait_until(lambda: log.exists() and "started on" in log.read_text(), "the window to start")
    window.send_signal(signal.SIGSEGV)  # as a driver bug would
    _, stderr = window.communicate(timeout=60)
    assert window.returncode != 0
    assert "Fatal Python error" not in stderr  # the stacks went to the data folder instead

    shot = tmp_path / "shot.png"
    again = run_to_end(
        [HYPERROW, "--data-dir", data_dir, "--screenshot", shot],
        env={**os.environ, "QT_QPA_PLATFORM": "xcb"},
    )
    assert again.returncode == 0, again.stderr
    (report,) = data_dir.glob("crash-*.txt")
    assert f"the report is {report}" in again.stderr
    text = report.read_text(encoding="utf-8")
    assert "Segmentation fault" in text
    assert "File " in text  # the Python stacks
    assert "started on" in text  # the last lines of the log
    assert not (data_dir / crash.FAULT_NAME).exists()


def test_a_clean_exit_or_a_kill_leaves_no_report(tmp_path: Path) -> None:
    watch = crash.CrashWatch(tmp_path)
    watch.start()
    assert (tmp_path / crash.FAULT_NAME).exists()
    watch.stop()
    assert crash.collect_report(tmp_path, tmp_path / "hyperrow.log") is None
    (tmp_path / crash.FAULT_NAME).write_text("")  # killed: faulthandler wrote nothing
    assert crash.collect_report(tmp_path, tmp_path / "hyperrow.log") is None
    assert list(tmp_path.iterdir()) == []


def test_the_report_holds_the_stacks_and_the_end_of_the_log(tmp_path: Path) -> None:
    (tmp_path / crash.FAULT_NAME).write_text("Fatal Python error: Aborted\n  File x.py, line 3\n")
    log = tmp_path / "hyperrow.log"
    log.write_text("".join(f"line {n}\n" for n in range(100)))
    report = crash.collect_report(tmp_path, log, datetime(2026, 1, 2, 3, 4, 5))
    assert report == tmp_path / "crash-20260102-030405.txt"
    text = report.read_text()
    assert "Fatal Python error: Aborted" in text
    assert "line 99" in text and "line 40" in text and "line 39\n" not in text


def test_the_window_says_where_the_report_is(qtbot: Any, open_window: OpenWindow) -> None:
    window = open_window()
    window.report_crash(Path("/data/crash-1.txt"))
    assert "/data/crash-1.txt" in window.statusBar().currentMessage()
