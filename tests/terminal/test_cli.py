"""`hyperrow play` and `hyperrow match` options: bad files and options refused with a clear
message and exit code 2, custom rules, and the installed command."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from engine import PRESETS, Game, record
from tests.support.processes import run_to_end
from tests.support.terminal_games import play


def test_a_corrupt_or_missing_file_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.hyperrow"
    data = json.loads(record.dumps(Game(PRESETS["qubic"])))
    data["moves"] = [[0, 0, 0], [4, 0, 0]]
    path.write_text(json.dumps(data))
    code, output = play(["play", "--load", str(path)], [])
    assert code == 2 and output == ""
    error = capsys.readouterr().err
    assert error == (
        f"hyperrow play: {path}: not a game hyperrow can open: "
        "moves[1] (the 2nd move): cell 5,1,1 is outside the 4×4×4 board (cells count from 1)\n"
    )
    path.write_bytes(b'{"format": "hyperrow", "vers')
    assert play(["play", "--load", str(path)], [])[0] == 2
    assert "the file is cut short" in capsys.readouterr().err
    assert play(["play", "--load", str(tmp_path / "none.hyperrow")], [])[0] == 2
    assert "cannot read" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        # The rules.
        (["--rules", "qubic", "--shape", "3x3"], "give either --rules or --shape, not both"),
        (["--shape", "4x4x"], "--shape: '4x4x', expected sizes like 4x4x4"),
        (["--shape", "4x4", "--k", "5"], "k: 5, expected a whole number from 2 to 4"),
        (["--shape", "4x4", "--gravity", "z"], "--gravity: 'z', expected none or an axis"),
        (["--shape", "4x4", "--blocked-centre"], "blocked: the 4×4 board has no centre cell"),
        # The seats.
        (["--players", "human,robot"], "--players: 'robot' is not a player"),
        (["--players", "human,cpu:godlike"], "--players: CPU level 'godlike' is unknown"),
        (["--players", "human"], "--players: 1 players, expected 2 to 4"),
        (["--players-count", "3", "--players", "human,human"], "--players lists 2 players"),
        (["--players", "human,remote"], "--players: a remote seat needs a network game"),
        # A game kept in a file.
        (["--load", "x.hyperrow", "--rules", "qubic"], "--load takes the rules from the file"),
        (["--resume", "--rules", "qubic"], "--resume takes the rules from the file"),
        # Network play.
        (["--host", "0", "--players", "human,cpu"], "--host needs a remote seat"),
        (["--host", "99999"], "'99999': the port must be a number from 0 to 65535"),
        (["--host", "x:y"], "'x:y': the port must be a number from 0 to 65535"),
        (["--join", "4000"], "--join 4000: expected HOST:PORT"),
        (["--join", "127.0.0.1:0"], "--join 127.0.0.1:0: expected HOST:PORT"),
        (["--join", "127.0.0.1:4000", "--host", "0"], "--join plays someone else's game"),
        (["--watch"], "--watch goes with --join"),
    ],
)
def test_bad_options_exit_2_with_a_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert play(["play", "--data-dir", str(tmp_path), *argv], [])[0] == 2
    assert capsys.readouterr().err.startswith(f"hyperrow play: {message}")


def test_argparse_errors_return_2_and_help_returns_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert play(["play", "--rules", "chess"], [])[0] == 2
    assert "invalid choice: 'chess'" in capsys.readouterr().err
    assert play(["play", "--help"], [])[0] == 0
    assert "--players LIST" in capsys.readouterr().out


def test_custom_rules_and_the_number_of_players_from_the_list() -> None:
    code, output = play(
        [
            "play",
            "--shape",
            "3x3x3",
            "--k",
            "3",
            "--gravity",
            "z",
            "--blocked-centre",
            "--target",
            "2",
            "--players",
            "human,human,human",
        ],
        ["2,2", "q"],
    )
    assert code == 0
    assert "3×3×3, 3 in a row, gravity z, 3 players, 1 blocked, 2 lines to win" in output
    assert "X (Player 1)   O (Player 2)   A (Player 3)" in output
    assert "Lines: X 0, O 0, A 0 (2 to win)" in output
    assert "Move 2, O (Player 2) to play: Quitting." in output


@pytest.mark.processes
def test_the_installed_command_plays_a_small_game() -> None:
    result = run_to_end(
        [sys.executable, "-m", "app", "play", "--rules", "tic-tac-toe", "--players", "human,human"],
        timeout=60,
        stdin="2,2\n1,1\n3,1\n1,3\n1,2\n3,3\n3,2\nn\n",
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert result.stdout.endswith(
        "X (Player 1) wins with move 7, the line 1,2 2,2 3,2.\n"
        "Play again, with the seats swapped? (y/n): "
    )


def test_a_number_of_thousands_of_digits_typed_in_the_game_is_a_clear_message() -> None:
    code, output = play(
        ["play", "--rules", "qubic", "--players", "human,human", "--no-autosave"],
        ["9" * 5000 + ",1,1", "1,1,1", "q"],
    )
    assert code == 0
    assert "Not a move: a number of 5,000 digits is far too large" in output
    assert "Traceback" not in output and "sys." not in output
    # The game went on: the next move was played.
    assert "Move 2, O (Player 2) to play" in output


def test_a_shape_of_thousands_of_digits_is_refused_by_the_option(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert play(["play", "--shape", "4x" + "9" * 5000], [])[0] == 2
    error = capsys.readouterr().err
    assert error == "hyperrow play: --shape: sizes go from 1 to 19, e.g. 4x4x4\n"


def test_loading_a_named_pipe_or_a_device_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pipe = tmp_path / "pipe.hyperrow"
    os.mkfifo(pipe)
    assert play(["play", "--load", str(pipe)], [])[0] == 2
    assert capsys.readouterr().err == (
        f"hyperrow play: {pipe}: not a game hyperrow can open: "
        "it is a named pipe, not a game file\n"
    )
    assert play(["play", "--load", "/dev/zero"], [])[0] == 2
    assert "it is a device, not a game file" in capsys.readouterr().err
