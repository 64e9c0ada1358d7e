"""The real sound sink where sound cannot be played: a machine without a PulseAudio server, and
one where QtMultimedia cannot be imported. The game plays on silently, says so once in the log,
and shows no traceback and never hangs (each run is bounded)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from tests.support.processes import assert_ran_cleanly, run_to_end

pytestmark = pytest.mark.processes


def no_audio_server(runtime: Path) -> dict[str, str]:
    """The test's environment with the PulseAudio client pointed at a socket nobody listens
    on (no autospawn: a server is named) and an empty runtime folder, where no PipeWire socket
    is found either (on a developer's desktop with sound)."""
    runtime.mkdir(mode=0o700, exist_ok=True)
    return {
        **os.environ,
        "PULSE_SERVER": f"unix:{runtime / 'no-pulse-here'}",
        "XDG_RUNTIME_DIR": str(runtime),
        "PIPEWIRE_RUNTIME_DIR": str(runtime),
    }


@pytest.mark.slow
@pytest.mark.parametrize(
    ("flags", "said"),
    [
        ((), "sound effects are off: this machine has no audio output"),
        (("--without-multimedia",), "sound effects are off: QtMultimedia cannot be loaded"),
    ],
)
def test_a_machine_that_cannot_play_sound_plays_silently(
    tmp_path: Path, flags: tuple[str, ...], said: str
) -> None:
    data = tmp_path / "data"
    done = run_to_end(
        [sys.executable, "-m", "tests.support.programs.sound_run", data, *flags],
        env=no_audio_server(tmp_path / "runtime"),
        timeout=90,
    )
    assert_ran_cleanly(done)
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report == {"over": True, "made": 0}  # no QSoundEffect was ever made
    log = (data / "hyperrow.log").read_text(encoding="utf-8")
    assert log.count("sound effects are off") == 1, log
    assert said in log
