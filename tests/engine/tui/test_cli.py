"""`hyperrow play` in the terminal: whole scripted games, bad input, undo/redo, save and load."""

from __future__ import annotations

import io
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine import PRESETS, Game, format_cell, format_moves, record
from engine.rules import Cell, Rules
from engine.tui.cli import main

ROOT = Path(__file__).resolve().parents[3]


def play(argv: list[str], lines: list[str]) -> tuple[int, str]:
    """Run `hyperrow <argv>` with `lines` as the typed input; the exit code and the output."""
    out = io.StringIO()
    code = main(argv, stdin=io.StringIO("".join(line + "\n" for line in lines)), stdout=out)
    return code, out.getvalue()


def typed(rules: Rules, cell: Cell) -> str:
    """How a player types `cell`: without the gravity coordinate when stones fall."""
    if rules.gravity is None:
        return format_cell(cell)
    return format_cell(tuple(c for axis, c in enumerate(cell) if axis != rules.gravity))


def random_moves(rules: Rules, seed: int) -> Game:
    rng = random.Random(seed)
    game = Game(rules)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("name", list(PRESETS))
def test_a_whole_game_of_every_preset_through_the_play_loop(name: str) -> None:
    rules = PRESETS[name]
    expected = random_moves(rules, seed=len(name))
    code, output = play(
        ["play", "--rules", name, "--players", "human,human"],
        [typed(rules, cell) for cell in expected.moves],
    )
    assert code == 0
    assert "Not a move" not in output
    outcome = expected.outcome()
    assert outcome is not None
    last = output.rsplit("Move ", 1)[1]
    if outcome.winners == (0,) and rules.target == 1:
        assert f"X (Player 1) wins with move {expected.ply}, the line" in last
    elif outcome.winners == (1,) and rules.target == 1:
        assert f"O (Player 2) wins with move {expected.ply}, the line" in last
    elif outcome.winners:
        assert f"move {expected.ply}" in last
        assert "Winning lines:" in last
    else:
        assert f"The board is full after move {expected.ply}" in last
    for line in outcome.lines:
        assert format_moves(line) in last
    # The final board marks the last move with [ ] and every other stone of a completed line
    # with ( ).
    marked = {cell for _, line in expected.completed_lines for cell in line}
    assert len(re.findall(r"\([XO]\)", last)) == len(marked - {expected.moves[-1]})
    assert len(re.findall(r"\[[XO]\]", last)) == 1
    assert output.count(" to play: ") == expected.ply


def test_tic_tac_toe_story_names_the_winner_the_move_and_the_line() -> None:
    code, output = play(
        ["play", "--rules", "tic-tac-toe", "--players", "human,human"],
        ["1,1", "1,2", "2,2", "1,3", "3,3"],
    )
    assert code == 0
    assert output.endswith("X (Player 1) wins with move 5, the line 1,1 2,2 3,3.\n")
    final_board = output.rsplit("Move 5, X (Player 1) to play: \n", 1)[1].split("\n")[:4]
    assert final_board == ["   1  2  3", "3  O  . [X]", "2  O (X) .", "1 (X) .  ."]


def test_bad_input_is_refused_with_a_clear_message_and_asked_again() -> None:
    code, output = play(
        ["play", "--rules", "qubic", "--players", "human,human"],
        ["1,1,1", "1,1,1", "5,1,1", "1,2", "a,b,c", "", "2,2,2", "q"],
    )
    assert code == 0
    assert "Not a move: 1,1,1 is taken by player 1. Try again (h for help)." in output
    assert "Not a move: '5,1,1': x = 5 is out of range, expected 1 to 4." in output
    assert "Not a move: '1,2' has 2 numbers, expected 3 numbers x,y,z" in output
    assert "Not a move: 'a,b,c': 'a' is not a whole number." in output
    assert output.count("Move 2, O (Player 2) to play:") == 6
    assert "Move 3, X (Player 1) to play: Quitting." in output


def test_connect_four_full_column_floating_stone_and_blocked_cell() -> None:
    code, output = play(
        ["play", "--rules", "connect-four", "--players", "human,human"],
        ["4"] * 7 + ["5,3", "q"],
    )
    assert code == 0
    assert "Not a move: '4': that column is full." in output
    assert "Not a move: 5,3 is floating: the cell under it, 5,2, is empty." in output
    code, output = play(["play", "--rules", "tesseract", "--players", "human,human"], ["2,2,2,2"])
    assert "Not a move: 2,2,2,2 is blocked." in output
    assert "End of input: quitting." in output
    assert code == 0


def test_undo_against_a_cpu_goes_back_to_the_human_turn_and_redo_replays() -> None:
    code, output = play(
        ["play", "--rules", "qubic", "--players", "human,cpu:random", "--seed", "3"],
        ["1,1,1", "u", "u", "r", "b", "q"],
    )
    assert code == 0
    cpu_move = output.split("O (Player 2, cpu random) is thinking... and plays ")[1].split("\n")[0]
    assert f"Undid {cpu_move} 1,1,1." in output
    assert "Nothing to undo." in output
    assert f"Redid 1,1,1 {cpu_move}." in output
    assert output.rstrip().endswith("Move 3, X (Player 1) to play: Quitting.")


def test_the_seed_makes_cpu_games_repeat() -> None:
    runs = [
        play(["play", "--rules", "tic-tac-toe", "--players", "cpu:random,cpu", "--seed", "5"], [])
        for _ in range(2)
    ]
    assert runs[0] == runs[1]
    assert runs[0][0] == 0
    assert "wins with move" in runs[0][1] or "a draw" in runs[0][1]


def test_save_then_load_resumes_the_game(tmp_path: Path) -> None:
    path = tmp_path / "game.hyperrow"
    code, output = play(
        ["play", "--rules", "score-four", "--players", "human,cpu:random", "--seed", "1"],
        ["2,2", "3,3", "u", f"s {path}", "s", "q"],
    )
    assert code == 0
    assert f"Saved to {path}." in output
    assert "Save needs a file name: s FILE" in output
    saved = record.load_record(path)
    assert saved.game.ply == 2 and saved.game.moves[0] == (1, 1, 0)
    assert len(saved.game.redo_moves) == 2
    assert saved.players[1].kind == "cpu" and saved.players[1].level == "random"
    code, output = play(["play", "--load", str(path), "--seed", "1"], ["r", "q"])
    assert code == 0
    assert "Move 3, X (Player 1) to play: Redid" in output
    assert "Move 5, X (Player 1) to play: Quitting." in output


def test_saving_into_a_missing_folder_says_so(tmp_path: Path) -> None:
    path = tmp_path / "missing" / "game.hyperrow"
    _, output = play(["play", "--players", "human,human"], [f"s {path}", "q"])
    assert f"Could not save to {path}: No such file or directory" in output


def test_help_lists_the_commands_and_the_move_form() -> None:
    _, output = play(["play", "--rules", "connect-four", "--players", "human,human"], ["h"])
    assert "Moves: 1-based coordinates in axis order, x first: 2,2." in output
    assert "Stones fall along y, so you may leave that coordinate out: 2." in output
    for command in ("u  ", "r  ", "s FILE", "q  "):
        assert f"\n  {command}" in output


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
        f"hyperrow play: {path} is not a game hyperrow can open: "
        "moves[1]: cell (4, 0, 0) is outside the 4×4×4 board\n"
    )
    path.write_bytes(b'{"format": "hyperrow", "vers')
    assert play(["play", "--load", str(path)], [])[0] == 2
    assert "the file is cut short" in capsys.readouterr().err
    assert play(["play", "--load", str(tmp_path / "none.hyperrow")], [])[0] == 2
    assert "cannot read" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--rules", "qubic", "--shape", "3x3"], "give either --rules or --shape, not both"),
        (["--players", "human,robot"], "--players: 'robot' is not a player"),
        (["--players", "human,cpu:godlike"], "--players: CPU level 'godlike' is unknown"),
        (["--players", "human"], "--players: 1 players, expected 2 to 4"),
        (["--shape", "4x4x"], "--shape: '4x4x', expected sizes like 4x4x4"),
        (["--shape", "4x4", "--k", "5"], "k: 5, expected a whole number from 2 to 4"),
        (["--shape", "4x4", "--gravity", "z"], "--gravity: 'z', expected none or an axis"),
        (["--shape", "4x4", "--blocked-centre"], "--blocked-centre: every size must be odd"),
        (["--players-count", "3", "--players", "human,human"], "--players lists 2 players"),
        (["--load", "x.hyperrow", "--rules", "qubic"], "--load takes the rules from the file"),
    ],
)
def test_bad_options_exit_2_with_a_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert play(["play", *argv], [])[0] == 2
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


def test_the_installed_command_plays_a_small_game() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "app", "play", "--rules", "tic-tac-toe", "--players", "human,human"],
        input="2,2\n1,1\n3,1\n1,3\n1,2\n3,3\n3,2\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert result.stdout.endswith("X (Player 1) wins with move 7, the line 1,2 2,2 3,2.\n")
