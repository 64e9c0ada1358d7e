"""A real PulseAudio server for a test: its own runtime folder, one null sink (a sound card that
plays to nowhere, so a machine without one can play), and `pactl` to ask it what plays."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.support.processes import end_process_tree

START_SECONDS = 20.0


class PulseServer:
    """A running server: `env` points a client at it, `streams()` lists what it plays."""

    def __init__(self, runtime: Path) -> None:
        self.runtime = runtime
        self.env = {
            "XDG_RUNTIME_DIR": str(runtime),
            "PULSE_SERVER": f"unix:{runtime / 'pulse' / 'native'}",
        }

    def pactl(self, *args: str) -> str:
        done = subprocess.run(
            ["pactl", *args],
            env={**os.environ, **self.env},
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        )
        if done.returncode != 0:
            raise RuntimeError(f"pactl {' '.join(args)}: {done.stderr.strip()}")
        return done.stdout

    def streams(self) -> list[dict[str, str]]:
        """The sink inputs playing now, each its properties (application.name and the rest)."""
        found: list[dict[str, str]] = []
        for text in self.pactl("list", "sink-inputs").splitlines():
            line = text.strip()
            if line.startswith("Sink Input #"):
                found.append({})
            elif found and " = " in line:
                key, value = line.split(" = ", 1)
                found[-1][key] = value.strip('"')
        return found


@contextmanager
def pulse_server(runtime: Path) -> Iterator[PulseServer]:
    """Start `pulseaudio` with its runtime in `runtime` and stop it after the block."""
    for program in ("pulseaudio", "pactl"):
        if shutil.which(program) is None:
            raise RuntimeError(f"{program} is missing: scripts/setup.sh installs it")
    runtime.mkdir(mode=0o700, parents=True, exist_ok=True)
    server = PulseServer(runtime)
    log = runtime / "pulseaudio.log"
    with log.open("w") as output:
        process = subprocess.Popen(
            [
                "pulseaudio",
                "--daemonize=no",
                "--exit-idle-time=-1",
                "--disallow-exit",
                "-n",  # no default.pa: only the modules below
                "--load=module-null-sink sink_name=hyperrow_test",
                "--load=module-native-protocol-unix",
            ],
            env={**os.environ, **server.env, "HOME": str(runtime)},
            stdout=output,
            stderr=output,
            start_new_session=True,
        )
    try:
        deadline = time.monotonic() + START_SECONDS
        while True:
            try:
                server.pactl("info")
                break
            except RuntimeError:
                if process.poll() is not None or time.monotonic() > deadline:
                    said = log.read_text(errors="replace")[-2000:]
                    raise RuntimeError(f"pulseaudio did not start: {said}") from None
                time.sleep(0.1)
        yield server
    finally:
        end_process_tree(process)
