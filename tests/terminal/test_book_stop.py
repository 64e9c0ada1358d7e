"""A build stopped by SIGTERM, as a cluster's batch system ends a job at its time limit: the real
`hyperrow book score-four` process on its own dask LocalCluster stops as Ctrl+C stops it, says
where its findings are, ends its worker processes and leaves a checkpoint the same command goes
on from."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from engine.ai.proof.checkpoint import read_checkpoint
from tests.support.paths import ROOT
from tests.support.processes import descendants, end_process_tree, run_to_end, wait_until


def build_command(folder: Path, seconds: int) -> list[str]:
    return [
        sys.executable,
        "-m",
        "app",
        "book",
        "score-four",
        "--jobs",
        "1",
        "--expansions",
        "2000",
        "--seconds",
        str(seconds),
        "--output",
        str(folder / "score-four.book"),
        "--checkpoint",
        str(folder / "score-four.progress"),
    ]


def findings(checkpoint: Path) -> int:
    return len(list(read_checkpoint(checkpoint)[1])) if checkpoint.exists() else 0


def test_sigterm_stops_a_build_as_ctrl_c_does_and_the_same_command_goes_on(
    tmp_path: Path,
) -> None:
    checkpoint = tmp_path / "score-four.progress"
    process = subprocess.Popen(
        build_command(tmp_path, 600),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        wait_until(lambda: findings(checkpoint) >= 3, "the build's first findings", 120)
        workers = descendants(process.pid)
        assert workers  # the LocalCluster's processes
        process.send_signal(signal.SIGTERM)
        _, err = process.communicate(timeout=60)
    finally:
        end_process_tree(process)
    assert process.returncode == 130, err[-3000:]
    assert "interrupted; the positions proven so far are kept in" in err, err[-3000:]
    assert "Traceback" not in err and "leaked" not in err, err[-3000:]
    wait_until(
        lambda: not any(Path(f"/proc/{pid}").exists() for pid in workers),
        "the worker processes' end",
        30,
    )
    kept = findings(checkpoint)
    assert kept >= 3
    again = run_to_end(build_command(tmp_path, 3), timeout=120)
    assert again.returncode == 0, again.stderr[-3000:]
    assert findings(checkpoint) >= kept
    assert "the proof is not complete yet" in again.stdout + again.stderr
