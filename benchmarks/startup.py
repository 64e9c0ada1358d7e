"""Start-up time to the first drawn frame, of several installs of hyperrow in the same run.

    python benchmarks/startup.py "source=.venv/bin/python -m app" "bundle=dist/hyperrow/hyperrow"

Each command is started once to warm the disk cache (not counted), then `--runs` times with a
private data folder and `--screenshot` (so it
quits once the window has drawn); the time is what the app logs at its first frame, measured from
the start of its process (a bundle's loader counts). Prints the median and the spread per
command; the first command is the reference the others are compared with. The commands other
than the first run in a clean environment (no virtual environment on PATH, no PYTHONPATH), as on
a player's machine. Needs a display (scripts/bundle.sh runs it under Xvfb when there is none).
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

FIRST_FRAME = re.compile(r"first frame drawn ([0-9.]+) s after the process started")
CLEAN_KEYS = ("HOME", "DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "XAUTHORITY", "LANG")


def clean_env() -> dict[str, str]:
    """A player's environment: the system PATH only, no Python variables."""
    env = {k: os.environ[k] for k in CLEAN_KEYS if k in os.environ}
    env["PATH"] = "/usr/local/bin:/usr/bin:/bin"
    env["QT_QPA_PLATFORM"] = "xcb"
    return env


def first_frame_seconds(command: list[str], env: dict[str, str]) -> float:
    """One start of `command`: the seconds to its first frame, from its log."""
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder)
        done = subprocess.run(
            [*command, "--data-dir", str(data), "--screenshot", str(data / "shot.png")],
            env=env,
            capture_output=True,
            text=True,
            timeout=180,
            check=False,
        )
        log = (data / "hyperrow.log").read_text() if (data / "hyperrow.log").exists() else ""
        found = FIRST_FRAME.search(log)
        if done.returncode != 0 or found is None:
            sys.exit(f"{shlex.join(command)} failed ({done.returncode}): {done.stderr[-2000:]}")
        return float(found.group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("commands", nargs="+", metavar="NAME=COMMAND")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    reference = None
    for index, item in enumerate(args.commands):
        name, _, command = item.partition("=")
        env = {**os.environ, "QT_QPA_PLATFORM": "xcb"} if index == 0 else clean_env()
        first_frame_seconds(shlex.split(command), env)  # warm-up: files into the page cache
        times = [first_frame_seconds(shlex.split(command), env) for _ in range(args.runs)]
        median = statistics.median(times)
        reference = reference or median
        print(
            f"start-up to first frame, {name}: median {median:.2f} s "
            f"(min {min(times):.2f}, max {max(times):.2f}, {args.runs} runs), "
            f"{median / reference:.2f}× the {args.commands[0].partition('=')[0]}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
