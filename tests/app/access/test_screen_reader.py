"""A screen reader plays hyperrow: through AT-SPI, from a separate process, as Orca reads the
window. For Qubic, the 4D game and Connect Four: every cell of the slice on view is a list item
with the right name, the keys move the focus from cell to cell, Enter plays the cell under the
cursor, whose name changes, and the move and the result are announced."""

from __future__ import annotations

import itertools
import json
import os
import re
import shutil
import sys
from pathlib import Path

import pytest

from engine import PRESETS, Game, record
from tests.support.paths import PROGRAMS, ROOT
from tests.support.processes import run_to_end

pytestmark = pytest.mark.processes

READER = PROGRAMS / "atspi_reader.py"
SYSTEM_PYTHON = Path("/usr/bin/python3")
BUS_LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
COLOURS = ("red", "blue")

# Each game: the moves before, red to move and win by playing `target` (1-based).
GAMES = {
    "qubic": ([(0, 0, 0), (0, 1, 0), (1, 0, 0), (1, 1, 0), (2, 0, 0), (2, 1, 0)], (4, 1, 1)),
    "four-d": (
        [(0, 0, 0, 1), (0, 3, 3, 2), (1, 0, 0, 1), (1, 3, 3, 2), (2, 0, 0, 1), (3, 3, 3, 2)],
        (4, 1, 1, 2),
    ),
    "connect-four": ([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2)], (1, 4)),
}


def cell_name(cell: tuple[int, ...], stone: str) -> str:
    place = ",".join(str(c + 1) for c in cell[:3])
    if len(cell) > 3:
        place += f" (w {cell[3] + 1})"
    return f"cell {place}: {stone}"


def slice_names(game: Game, w: int) -> set[str]:
    """The names every cell of w-slice `w` (0-based; ignored below four axes) should have."""
    board = game.board_array()
    names = set()
    for index in itertools.product(*(range(n) for n in board.shape)):
        if len(index) > 3 and index[3] != w:
            continue
        value = int(board[index])
        stone = "empty" if value == -1 else "blocked" if value == -2 else COLOURS[value]
        names.add(cell_name(index, stone))
    return names


def shown_w(board_name: str) -> int:
    match = re.search(r"w-slice (\d+) of", board_name)
    return int(match.group(1)) - 1 if match else 0


@pytest.fixture(scope="module")
def bus_tools() -> None:
    missing = [str(p) for p in (SYSTEM_PYTHON, BUS_LAUNCHER) if not p.exists()]
    if shutil.which("dbus-run-session") is None:
        missing.append("dbus-run-session")
    if missing:
        pytest.fail(f"the AT-SPI test needs {missing} (scripts/setup.sh installs them)")


@pytest.mark.parametrize("preset", list(GAMES))
def test_a_screen_reader_reads_and_plays_the_board(
    preset: str, tmp_path: Path, bus_tools: None
) -> None:
    moves, target = GAMES[preset]
    rules = PRESETS[preset]
    game = Game(rules)
    for cell in moves:
        game.play(cell)
    path = tmp_path / f"{preset}.hyperrow"
    record.save(game, path)
    config = {
        "command": [
            sys.executable,
            "-m",
            "app",
            "--data-dir",
            str(tmp_path / "data"),
            "--lang",
            "en",
            str(path),
        ],
        "app_name": "hyperrow",
        "target": list(target),
        "gravity": rules.gravity,
        "announced": "Red wins",
    }
    env = {
        **os.environ,
        "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
        "QT_QPA_PLATFORM": "xcb",
        "PYTHONPATH": str(ROOT),
    }
    script = f'"{BUS_LAUNCHER}" --launch-immediately & exec "{SYSTEM_PYTHON}" "$@"'
    done = run_to_end(
        ["dbus-run-session", "--", "sh", "-c", script, "reader", READER, json.dumps(config)],
        env=env,
        timeout=300,
    )
    assert done.stdout.strip(), done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert "stuck" not in report, (report["stuck"], report.get("heard"))

    # Both board views (the 3D view and the slice panel) list every cell of the slice on view.
    assert len(report["boards"]) == 2
    # Each says which view it is: a screen reader's list of lists tells them apart.
    assert report["boards"][0]["name"].startswith(f"{game_label(preset)} board, 3D view")
    assert report["boards"][1]["name"].startswith(f"{game_label(preset)} board, slice panel")
    for board in report["boards"]:
        assert board["name"].startswith(f"{game_label(preset)} board")
        assert "Red (red) to move" in board["name"]
        names = [cell["name"] for cell in board["cells"]]
        assert len(names) == len(set(names))
        assert set(names) == slice_names(game, shown_w(board["name"]))

    # The cursor reached the target from the keys, the focus with it, cell by cell.
    target_cell = tuple(c - 1 for c in target)
    assert report["focused"] == cell_name(target_cell, "empty")
    view = report["boards_at_target"][0]
    focused = [c["name"] for c in view["cells"] if "focused" in c["states"]]
    selected = [c["name"] for c in view["cells"] if "selected" in c["states"]]
    assert focused == selected == [cell_name(target_cell, "empty")]

    # Enter played it: its name changed, the move and the result were announced.
    heard = report["after_move"]
    played = cell_name(target_cell, "red")
    assert any(k == "object:property-change:accessible-name" and d == played for k, _, d in heard)
    announced = [d for k, _, d in heard if k == "notification"]
    place = played.removeprefix("cell ").removesuffix(": red")
    # Said in one turn, the move and the result go out as one note.
    assert f"Red plays {place} (red). Red wins, along " in " ".join(announced)
    for board in report["boards_after"]:
        assert played in [c["name"] for c in board["cells"]]
        assert "Game over: Red wins" in board["name"]


def game_label(preset: str) -> str:
    return {"qubic": "Qubic", "four-d": "4D four in a row", "connect-four": "Connect Four"}[preset]
