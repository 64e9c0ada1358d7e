"""Crash reports. While the window runs, faulthandler writes the Python stacks of a fatal error
(a segfault in a driver, an abort in Qt) to a file in the data folder; a clean exit removes it.
The next start finds it, writes a readable report (the stacks and the last lines of the log) and
says where it is."""

from __future__ import annotations

import faulthandler
from datetime import datetime
from pathlib import Path
from typing import IO

FAULT_NAME = "crash-in-progress.txt"
LOG_LINES = 60


class CrashWatch:
    """faulthandler armed on a file of the data folder for as long as the window runs."""

    def __init__(self, data_dir: Path) -> None:
        self.path = data_dir / FAULT_NAME
        self._file: IO[str] | None = None

    def start(self) -> None:
        """Write fatal errors' stacks to the data folder from now on."""
        self._file = self.path.open("w", encoding="utf-8")
        faulthandler.enable(self._file, all_threads=True)

    def stop(self) -> None:
        """A clean exit: nothing crashed, so forget the file."""
        if self._file is None:
            return
        faulthandler.disable()
        self._file.close()
        self._file = None
        self.path.unlink(missing_ok=True)


def collect_report(data_dir: Path, log_path: Path, now: datetime | None = None) -> Path | None:
    """If the last run crashed, write `crash-DATE.txt` in `data_dir` (the stacks faulthandler
    wrote and the last lines of the log) and return its path; None if it ended cleanly."""
    fault = data_dir / FAULT_NAME
    try:
        stacks = fault.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    if not stacks.strip():
        fault.unlink(missing_ok=True)  # killed, not crashed: nothing to report
        return None
    try:
        log_lines = log_path.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        log_lines = []
    moment = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    report = data_dir / f"crash-{moment}.txt"
    report.write_text(
        "hyperrow stopped unexpectedly.\n\n"
        "== Where each thread was (faulthandler)\n"
        f"{stacks.rstrip()}\n\n"
        f"== The last {LOG_LINES} lines of {log_path.name}\n"
        + "\n".join(log_lines[-LOG_LINES:])
        + "\n",
        encoding="utf-8",
    )
    fault.unlink(missing_ok=True)
    return report
