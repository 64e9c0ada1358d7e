"""The blind player's walk, heard from Orca itself (slow; tests/support/orca_session.py runs
Debian's Orca in a session of its own and reads its log): with Orca running, the threats are
said from the start without View → Show threats; Ctrl+T says the new state of its check mark;
Score Four's column under the cursor is walked with Page Down and read with C; the query keys
and typed entry answer in words Orca says."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from engine import PRESETS, Game, record
from engine.in_play.seats import human
from tests.support.orca_session import OrcaSession
from tests.support.paths import ROOT

pytestmark = pytest.mark.slow


def launch(session: OrcaSession, folder: Path, preset: str) -> None:
    """hyperrow on a new game of `preset` between two people, the keyboard on the 3D view."""
    path = folder / f"{preset}.hyperrow"
    record.save(Game(PRESETS[preset]), path, [human(1), human(2)])
    session.launch(
        [
            *(sys.executable, "-m", "app", "--data-dir", str(folder / "data")),
            *("--lang", "en", "--mute", "--reduce-motion", "--players", "human,human"),
            str(path),
        ],
        env={"QT_QPA_PLATFORM": "xcb", "PYTHONPATH": str(ROOT), "PYTHONFAULTHANDLER": "1"},
    )
    session.wait_spoken(lambda s: s.startswith("cell "), 0, "Orca reading the first cell")


def typed(session: OrcaSession, cell: str) -> None:
    """Play `cell` through the typed entry: /, the cell, Enter."""
    keys = [{",": "comma", " ": "space"}.get(c, c) for c in cell]
    session.press("slash", *keys, "Return")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    if shutil.which("orca") is None:
        pytest.fail("Orca is not installed: run scripts/setup.sh")
    return tmp_path


def test_orca_says_the_threats_from_the_start_and_the_toggle_its_state(folder: Path) -> None:
    with OrcaSession(folder) as session:
        launch(session, folder, "qubic")
        for cell in ["1,1,1", "1,4,1", "2,1,1", "2,4,1", "3,1,1"]:
            since = len(session.spoken())
            typed(session, cell)
            session.wait_spoken(lambda s, c=cell: f" {c} (" in s, since, f"Orca saying {cell}")
        session.wait_spoken(lambda s: "Red threatens 4,1,1" in s, 0, "Orca saying the threat")
        since = len(session.spoken())
        typed(session, "3,4,1")
        session.wait_spoken(
            lambda s: "Red threatens 4,1,1. Blue threatens 4,4,1" in s, since, "both threats"
        )
        since = len(session.spoken())
        session.press("ctrl+t")  # on from the first threat said: the check mark follows
        session.wait_spoken("Show threats off", since)
        since = len(session.spoken())
        session.press("ctrl+t")
        session.wait_spoken("Show threats on", since)


def test_orca_reads_a_score_four_column(folder: Path) -> None:
    with OrcaSession(folder) as session:
        launch(session, folder, "score-four")
        for cell in ["3,4", "3,4"]:  # the second lands on the first: 3,4,2
            since = len(session.spoken())
            typed(session, cell)
            session.wait_spoken(lambda s: " 3,4," in s, since, f"Orca saying {cell}")
        since = len(session.spoken())
        typed(session, "go 3,4,2")
        session.press("Next")  # Page Down: down the column
        session.wait_spoken(lambda s: s.startswith("cell 3,4,1"), since, "the stone under it")
        since = len(session.spoken())
        session.press("c")
        session.wait_spoken("column 3,4: red, blue, empty, empty", since)
