"""Orca itself says what the blind player's board answers (slow): in a session of its own
(tests/support/orca_session.py), hyperrow opens a Qubic game where the CPU threatens a line; S
on the board has Orca say each side's stones and the threat, and `/`, "2,3,1" and Enter play
there, which Orca says too."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from engine import record
from engine.in_play.seats import cpu, human
from tests.support.orca_session import OrcaSession
from tests.support.paths import ROOT
from tests.support.threatened_qubic import threatened_game

pytestmark = pytest.mark.slow

SUMMARY = (
    "You (red), 3 stones. layer 4: 1,1,4; 4,1,4; 1,4,4. "
    "CPU (easy) (blue), 3 stones. layer 1: 2,2,1; 3,2,1; 4,2,1. "
    "CPU (easy) threatens 1,2,1"
)


def test_orca_says_the_summary_and_a_typed_move(tmp_path: Path) -> None:
    if shutil.which("orca") is None:
        pytest.fail("Orca is not installed: run scripts/setup.sh")
    path = tmp_path / "game.hyperrow"
    record.save(threatened_game(), path, [human(1), cpu(2, "easy")])
    with OrcaSession(tmp_path) as session:
        session.launch(
            [
                *(sys.executable, "-m", "app", "--data-dir", str(tmp_path / "data")),
                *("--lang", "en", "--mute", "--reduce-motion", "--players", "human,cpu:easy"),
                str(path),
            ],
            env={"QT_QPA_PLATFORM": "xcb", "PYTHONPATH": str(ROOT), "PYTHONFAULTHANDLER": "1"},
        )
        # The window opens with the keyboard on the 3D view: Orca reads a cell.
        session.wait_spoken(lambda s: s.startswith("cell "), 0, "Orca reading the first cell")
        since = len(session.spoken())
        session.press("s")
        session.wait_spoken(SUMMARY, since)
        since = len(session.spoken())
        session.press("slash", "2", "comma", "3", "comma", "1", "Return")
        session.wait_spoken("You play 2,3,1 (red)", since)
