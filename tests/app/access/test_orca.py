"""The screen reader a blind player uses, speaking hyperrow: Orca from the system's package (43 on
Debian 12) in a desktop session of its own (Xvfb, openbox, a session bus, the AT-SPI bus), with
what it says read from its debug log's SPEECH OUTPUT lines. The player has only the keyboard:
the arrow keys, Page Up / Page Down and [ ] move the cursor, each cell Orca reads on the way,
Enter plays. Heard: the player's move, the CPU's reply (with its w-slice on four-d), a threat,
the result, the last moves on request, entering review; and Ctrl+Q ends hyperrow with status 0
while Orca runs. Nothing here is skipped: a missing program fails the test (scripts/setup.sh
installs them all).

`HYPERROW_ORCA_TRANSCRIPT=PATH` keeps what Orca said through the whole Qubic game in PATH."""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path

import pytest

from engine import PRESETS, Cell, Game, record
from engine.in_play.seats import cpu, human
from engine.threats import threats
from tests.support.orca_session import OrcaSession, wait_for
from tests.support.paths import ROOT

pytestmark = pytest.mark.slow

CELL = re.compile(r"^cell ([\d,]+)(?: \(w (\d+)\))?: ")
CPU_MOVE = re.compile(r"CPU \(easy\) plays ([\d,]+)(?: \(w (\d+)\))? \(blue\)")
# Axis → (the key that steps down, the key that steps up), as the board's keys have them.
AXIS_KEYS = [
    ("Left", "Right"),
    ("Down", "Up"),
    ("Page_Down", "Page_Up"),
    ("bracketleft", "bracketright"),
]
GAME_OVER = ("You win", "CPU (easy) wins", "Draw")


def place(text: str) -> Cell:
    """The 0-based cell of "2,3,1" or "2,3,1" with a w of "4"."""
    match = CELL.match(text) or CPU_MOVE.search(text)
    assert match is not None, text
    numbers = [int(n) - 1 for n in match.group(1).split(",")]
    if match.group(2):
        numbers.append(int(match.group(2)) - 1)
    return tuple(numbers)


def spoken_place(cell: Cell) -> str:
    within = ",".join(str(c + 1) for c in cell[:3])
    return within if len(cell) <= 3 else f"{within} (w {cell[3] + 1})"


class Player:
    """A blind player at hyperrow in `session`: knows where the cursor is only from what Orca
    said, and moves it cell by cell to where it wants to play."""

    def __init__(self, session: OrcaSession) -> None:
        self.session = session
        self.cursor: Cell | None = None

    def heard(self) -> int:
        return len(self.session.spoken())

    def find_cursor(self) -> None:
        said = [s for s in self.session.spoken() if CELL.match(s)]
        assert said, self.session.spoken()
        self.cursor = place(said[-1])

    def go_to(self, target: Cell) -> None:
        self.find_cursor()
        while self.cursor != target:
            assert self.cursor is not None
            axis = next(a for a in range(len(target)) if self.cursor[a] != target[a])
            key = AXIS_KEYS[axis][self.cursor[axis] < target[axis]]
            since = self.heard()
            self.session.press(key)
            text = self.session.wait_spoken(
                lambda s: CELL.match(s) is not None, since, f"Orca reading the cell after {key}"
            )
            self.cursor = place(text)

    def play(self, target: Cell) -> int:
        """Move to `target` and press Enter; the index of what Orca says from the key on."""
        self.go_to(target)
        since = self.heard()
        self.session.press("Return")
        return since


@pytest.fixture
def orca_folder(tmp_path: Path) -> Path:
    if shutil.which("orca") is None:
        pytest.fail("Orca is not installed: run scripts/setup.sh")
    return tmp_path


def start_hyperrow(session: OrcaSession, folder: Path, game: Game) -> Player:
    path = folder / "game.hyperrow"
    record.save(game, path, [human(1), cpu(2, "easy")])
    session.launch(
        [
            sys.executable,
            "-m",
            "app",
            "--data-dir",
            str(folder / "data"),
            "--lang",
            "en",
            "--mute",
            "--reduce-motion",
            "--players",
            "human,cpu:easy",
            str(path),
        ],
        env={"QT_QPA_PLATFORM": "xcb", "PYTHONPATH": str(ROOT), "PYTHONFAULTHANDLER": "1"},
    )
    player = Player(session)
    # The window opens with the keyboard on the 3D view: Orca reads the board, then the cell
    # under the cursor.
    session.wait_spoken(lambda s: CELL.match(s) is not None, 0, "Orca reading the first cell")
    return player


def quit_with_ctrl_q(session: OrcaSession) -> int:
    app = session.app
    assert app is not None
    session.press("ctrl+q")
    wait_for(lambda: app.poll() is not None, "hyperrow to end after Ctrl+Q")
    return int(app.returncode)


def test_orca_speaks_a_four_d_game_and_hyperrow_quits_cleanly(orca_folder: Path) -> None:
    game = Game(PRESETS["four-d"])
    red = [(1, 0, 0, 0), (2, 0, 0, 0), (0, 1, 0, 0), (0, 2, 0, 0)]
    blue = [(3, 3, 3, 3), (2, 3, 1, 2), (3, 1, 2, 1), (1, 3, 3, 1)]
    for mine, theirs in zip(red, blue, strict=True):
        game.play(mine)
        game.play(theirs)
    assert not threats(game)
    with OrcaSession(orca_folder) as session:
        player = start_hyperrow(session, orca_folder, game)
        session.press("ctrl+t")  # View → Show threats: they are said after each move
        # The corner makes two lines of three: a double threat.
        since = player.play((0, 0, 0, 0))
        session.wait_spoken("You play 1,1,1 (w 1) (red)", since)
        session.wait_spoken("You threaten 1,4,1 (w 1); 4,1,1 (w 1)", since)
        reply = session.wait_spoken(lambda s: CPU_MOVE.search(s) is not None, since)
        assert re.search(r"plays [\d,]+ \(w \d\) \(blue\)", reply), reply
        blocked = place(reply)
        win = next(c for c in [(0, 3, 0, 0), (3, 0, 0, 0)] if c != blocked)
        since = player.play(win)
        session.wait_spoken(f"You play {spoken_place(win)} (red)", since)
        result = session.wait_spoken("You win", since)
        assert "along" in result and spoken_place(win) in result

        since = player.heard()
        session.press("ctrl+shift+l")
        session.wait_spoken(f"Last move: You play {spoken_place(win)} (red). Before it: ", since)
        since = player.heard()
        session.press("Home")
        entered = session.wait_spoken("Reviewing the empty board (move 0 of 11)", since)
        assert "Ctrl+Right forward" in entered
        since = player.heard()
        session.press("ctrl+Right")
        session.wait_spoken("Reviewing move 1 of 11: You play 2,1,1 (w 1) (red)", since)

        assert quit_with_ctrl_q(session) == 0
        log = session.log_text()
    assert "object:state-changed:showing" in log  # the path Orca 43 speaks the notes by


def choose(game: Game, me: int) -> Cell:
    """A plain player's move: win, else block, else the first free cell of the strong ones
    (corners and the centre), else the first free cell."""
    found = threats(game)
    for player in (me, 1 - me):
        for threat in found:
            if threat.player == player and threat.now:
                return threat.cell
    legal = set(game.legal_moves())
    strong = [
        cell
        for cell in sorted(legal)
        if all(c in (0, 3) for c in cell) or all(c in (1, 2) for c in cell)
    ]
    return (strong or sorted(legal))[0]


def test_orca_speaks_a_whole_qubic_game_played_by_keys(orca_folder: Path) -> None:
    game = Game(PRESETS["qubic"])
    with OrcaSession(orca_folder) as session:
        player = start_hyperrow(session, orca_folder, game)
        while not game.is_over():
            cell = choose(game, 0)
            since = player.play(cell)
            session.wait_spoken(f"You play {spoken_place(cell)} (red)", since)
            game.play(cell)
            if game.is_over():
                break
            reply = session.wait_spoken(lambda s: CPU_MOVE.search(s) is not None, since)
            game.play(place(reply))
        ending = session.wait_spoken(lambda s: any(end in s for end in GAME_OVER), since)
        since = player.heard()
        session.press("ctrl+shift+l")
        session.wait_spoken("Last move: ", since)
        since = player.heard()
        session.press("ctrl+shift+r")
        session.wait_spoken("Last move: ", since)
        since = player.heard()
        session.press("Home")
        session.wait_spoken("Reviewing the empty board", since)
        assert quit_with_ctrl_q(session) == 0
        spoken = session.spoken()
    keep = os.environ.get("HYPERROW_ORCA_TRANSCRIPT")
    if keep:
        Path(keep).write_text("\n".join(spoken) + "\n", encoding="utf-8")
    assert ending


def test_sigterm_while_orca_runs_ends_hyperrow_with_0(orca_folder: Path) -> None:
    game = Game(PRESETS["qubic"])
    game.play((0, 0, 0))
    with OrcaSession(orca_folder) as session:
        player = start_hyperrow(session, orca_folder, game)
        # Orca has read the board and its cells: their interfaces are made, as in play.
        player.find_cursor()
        assert player.cursor is not None
        player.go_to((1 if player.cursor[0] != 1 else 2, *player.cursor[1:]))
        app = session.app
        assert app is not None
        app.terminate()
        wait_for(lambda: app.poll() is not None, "hyperrow to end after SIGTERM")
        assert app.returncode == 0, (orca_folder / "app.out").read_text(errors="replace")[-2000:]
