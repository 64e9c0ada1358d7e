"""The terminal game keeps itself like the window does (issue 13): every change is written to
the data folder, `--resume` goes on with it, quitting with moves not in any file asks, a failing
autosave is said once and again when it works, and the board fits the terminal, once a turn."""

from __future__ import annotations

import errno
import io
import os
from pathlib import Path

import pytest

import engine.in_play.autosave
from engine import PRESETS, Game, record
from engine.installation import default_data_dir
from engine.players import default_players, parse_players
from terminal.commands.play import TerminalGame
from terminal.commands.terminal_data_folder import TERMINAL_GAME
from tests.support.terminal_games import play

HUMANS = ["--players", "human,human"]


def test_the_data_folder_is_the_windows_one_under_xdg_data_home(
    _private_data_home: Path,
) -> None:
    assert default_data_dir() == _private_data_home / "hyperrow" / "hyperrow"


def test_every_move_is_kept_and_resume_goes_on_with_it(_private_data_home: Path) -> None:
    code, output = play(["play", "--rules", "qubic", *HUMANS], ["1,1,1", "2,2,2", "u", "q"])
    # Everything is in the autosave, so quitting does not ask.
    assert code == 0 and output.rstrip().endswith("to play: Quitting.")
    kept = record.load_record(default_data_dir() / TERMINAL_GAME).game
    assert kept.moves == ((0, 0, 0),) and kept.redo_moves == ((1, 1, 1),)
    code, output = play(["play", "--resume"], ["r", "3,3,3", "q"])
    assert code == 0
    assert "Move 2, O (Player 2) to play: Redid 2,2,2." in output
    kept = record.load_record(default_data_dir() / TERMINAL_GAME).game
    assert kept.moves == ((0, 0, 0), (1, 1, 1), (2, 2, 2))


def test_data_dir_names_the_folder(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    play(["play", "--data-dir", str(folder), *HUMANS], ["2,2,2", "q"])
    assert record.load(folder / TERMINAL_GAME).moves == ((1, 1, 1),)
    assert not default_data_dir().exists()
    code, output = play(["play", "--resume", "--data-dir", str(folder)], ["q"])
    assert code == 0 and "Move 2, O (Player 2) to play" in output


def test_resume_without_a_game_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    assert play(["play", "--resume"], [])[0] == 2
    path = default_data_dir() / TERMINAL_GAME
    assert capsys.readouterr().err == (
        f"hyperrow play: --resume: there is no terminal game to go on with "
        f"({path} does not exist)\n"
    )
    assert play(["play", "--resume", "--load", "x.hyperrow"], [])[0] == 2
    assert "either --load or --resume" in capsys.readouterr().err


def test_a_new_game_says_how_to_go_on_with_the_unfinished_one() -> None:
    play(["play", *HUMANS], ["1,1,1", "2,1,1", "q"])
    _, output = play(["play", *HUMANS], ["q"])
    assert output.startswith(
        "Your last terminal game (2 moves, unfinished) is kept until you move here; "
        "to go on with it instead: hyperrow play --resume\n"
    )
    # Quitting before a move left it alone.
    assert record.load(default_data_dir() / TERMINAL_GAME).ply == 2


@pytest.mark.parametrize(
    ("lines", "last"),
    [
        (["1,1,1", "q", "n"], "Quitting without saving."),
        # The input ends (Ctrl-D) instead of q; asked, it ends again.
        (["1,1,1"], "End of input: quitting without saving."),
    ],
)
def test_without_autosave_quitting_with_unsaved_moves_asks(lines: list[str], last: str) -> None:
    code, output = play(["play", "--no-autosave", *HUMANS], lines)
    assert code == 0
    assert output.count("Your latest moves are not saved. Type a file name to save them") == 1
    assert output.rstrip().endswith(last)
    assert not default_data_dir().exists()


def test_the_question_goes_on_playing_saves_or_quits(tmp_path: Path) -> None:
    path = tmp_path / "kept.hyperrow"
    code, output = play(
        ["play", "--no-autosave", *HUMANS],
        ["1,1,1", "q", "c", "2,2,2", "q", str(tmp_path / "no" / "such" / "x"), str(path)],
    )
    assert code == 0
    assert output.count("Your latest moves are not saved.") == 3
    assert "Could not save to" in output
    assert output.rstrip().endswith(f"Saved to {path}.\nQuitting.")
    assert record.load(path).moves == ((0, 0, 0), (1, 1, 1))
    # Saved by hand: nothing is unsaved, q quits at once.
    code, output = play(["play", "--no-autosave", *HUMANS], ["1,1,1", f"s {path}", "q"])
    assert "not saved" not in output and output.rstrip().endswith("Quitting.")


def test_a_failing_autosave_is_said_once_then_again_when_it_works(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_write = engine.in_play.autosave.write_text_atomic
    disk = {"full": True}
    autosave = tmp_path / "data" / TERMINAL_GAME

    def write(path: Path, text: str) -> None:
        if disk["full"] and Path(str(path)) == autosave:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real_write(path, text)

    # The one place the game in play writes its autosave, as a full disk makes it fail.
    monkeypatch.setattr(engine.in_play.autosave, "write_text_atomic", write)
    typed = iter(["1,1,1", "2,2,2", "3,3,3", "free", "4,4,4", "q"])
    out = io.StringIO()

    def read_line(prompt: str) -> str | None:
        out.write(prompt)
        line = next(typed, None)
        if line == "free":
            disk["full"] = False
            return ""
        return line

    game = TerminalGame(
        Game(PRESETS["qubic"]), default_players(2), read_line, out, autosave=autosave, width=80
    )
    assert game.run() == 0
    text = out.getvalue()
    assert text.count("Autosave failed: cannot write") == 1
    assert "(No space left on device)" in text
    assert text.count("Autosave works again") == 1
    # Once it worked again nothing was unsaved: q quit without asking.
    assert "not saved" not in text and text.rstrip().endswith("Quitting.")
    assert record.load(autosave).ply == 4


def test_after_a_failed_autosave_quitting_asks_where_to_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    path = tmp_path / "rescued.hyperrow"
    # The data folder cannot be made: a file is in the way.
    code, output = play(
        ["play", "--data-dir", str(blocker / "data"), *HUMANS],
        ["1,1,1", "2,2,2", "q", str(path)],
    )
    assert code == 0
    assert output.count("Autosave failed") == 1
    assert "Your latest moves are not saved." in output
    assert record.load(path).moves == ((0, 0, 0), (1, 1, 1))


def test_the_board_fits_the_terminal_width(monkeypatch: pytest.MonkeyPatch) -> None:
    boards = {}
    for columns in (40, 80, 200):
        monkeypatch.setenv("COLUMNS", str(columns))
        _, output = play(["play", "--rules", "four-d", *HUMANS], ["q"])
        board = output.split("\n\n", 1)[1].split("Move 1,")[0]
        assert max(len(line) for line in board.splitlines()) <= columns
        boards[columns] = board.count("\n")
    # A wider terminal sets more layers side by side: fewer lines.
    assert boards[40] > boards[80] > boards[200]


@pytest.mark.parametrize(
    ("players", "boards"), [("human,cpu:random", "cpu"), ("human,human", "every")]
)
def test_the_board_is_shown_once_a_turn(players: str, boards: str) -> None:
    code, output = play(
        ["play", "--rules", "four-d", "--players", players, "--seed", "4"],
        ["1,1,1,1", "2,2,2,2", "3,3,3,3", "q"],
    )
    assert code == 0
    shown = output.count("z=1 w=1")
    seats = parse_players(players, ("random",))
    moves = output.count(" to play: ") - 1 + output.count(" and plays ")
    cpu_moves = output.count(" and plays ")
    assert cpu_moves == (3 if seats[1].is_cpu else 0)
    # The first board, then one after each turn: a human's move against a CPU is shown with
    # the CPU's reply.
    assert shown == 1 + (cpu_moves if boards == "cpu" else moves)
