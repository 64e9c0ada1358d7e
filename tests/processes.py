"""Running hyperrow (or Python) as a separate process, as a person or a desktop starts it, and
the check every such run makes: it ended well and showed no traceback."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping, Sequence
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
