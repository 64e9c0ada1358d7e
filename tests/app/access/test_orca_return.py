"""Orca itself, coming back to the board (slow): in a session of its own
(tests/support/orca_session.py), hyperrow opens a Qubic game against the CPU. Orca says who
plays whom, and the keyboard help with the first cell the board reads; after
the Save game dialog is dismissed, and on Tab to the slice panel, Orca says the board and the
cell under the cursor, and not the whole help again."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from engine import PRESETS, Game, record
from engine.in_play.seats import cpu, human
from tests.support.orca_session import OrcaSession
from tests.support.paths import ROOT

pytestmark = pytest.mark.slow

CELL = "cell 3,3,3: empty"  # where the cursor starts
START = "You play red against CPU (easy) (blue). You move first"
HELP = "Arrow keys move the cursor"


def is_cell(said: str) -> bool:
    return said.startswith("cell ")


def test_orca_says_the_cell_and_not_the_help_when_the_board_comes_back(tmp_path: Path) -> None:
    if shutil.which("orca") is None:
        pytest.fail("Orca is not installed: run scripts/setup.sh")
    path = tmp_path / "game.hyperrow"
    record.save(Game(PRESETS["qubic"]), path, [human(1), cpu(2, "easy")])
    with OrcaSession(tmp_path) as session:
        session.launch(
            [
                *(sys.executable, "-m", "app", "--data-dir", str(tmp_path / "data")),
                *("--lang", "en", "--mute", "--reduce-motion", "--players", "human,cpu:easy"),
                str(path),
            ],
            env={"QT_QPA_PLATFORM": "xcb", "PYTHONPATH": str(ROOT), "PYTHONFAULTHANDLER": "1"},
        )
        session.wait_spoken(CELL, 0, "Orca reading the first cell")
        session.wait_spoken(START, 0, "Orca naming the opponent")
        # The first time, the keyboard help is said with the cell.
        assert any(HELP in said for said in session.spoken()), session.spoken()

        since = len(session.spoken())
        session.press("ctrl+shift+s")
        session.wait_spoken("Save game", since, "Orca reading the Save game dialog")
        returned = since = len(session.spoken())
        session.press("Escape")
        back = session.wait_spoken(CELL, since, "Orca reading the cell after the dialog")
        heard = session.spoken()[since:]
        board = [i for i, said in enumerate(heard) if said.startswith("Qubic board, 3D view")]
        assert board and board[0] < heard.index(back), heard

        since = len(session.spoken())
        session.press("Tab")
        session.wait_spoken("Qubic board, slice panel", since)
        session.wait_spoken(is_cell, since, "Orca reading the cell in the slice panel")
        # Something asked after both focus moves and said: the help did not come after them.
        since = len(session.spoken())
        session.press("k")
        session.wait_spoken("You (red) to move", since)
        heard = session.spoken()[returned:]
        assert not [said for said in heard if HELP in said], heard
