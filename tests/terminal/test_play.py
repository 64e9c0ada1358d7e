"""The terminal game loop: whole scripted games of every preset, bad input asked again, undo and
redo against a CPU, save and load, the help."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import PRESETS, format_moves, record
from engine.players import SeatKind
from tests.support.games import random_game
from tests.support.terminal_games import play, typed


@pytest.mark.parametrize("name", list(PRESETS))
def test_a_whole_game_of_every_preset_through_the_play_loop(name: str) -> None:
    rules = PRESETS[name]
    expected = random_game(rules, seed=len(name))
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
        ["1,1", "1,2", "2,2", "1,3", "3,3", "n"],
    )
    assert code == 0
    assert output.endswith(
        "X (Player 1) wins with move 5, the line 1,1 2,2 3,3.\n"
        "Play again, with the seats swapped? (y/n): "
    )
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
    cpu_move = output.split("CPU (random, O) is thinking... and plays ")[1].split("\n")[0]
    assert f"Undid {cpu_move} 1,1,1." in output
    assert "Nothing to undo." in output
    assert f"Redid 1,1,1 {cpu_move}." in output
    assert output.rstrip().endswith("Move 3, You (X) to play: Quitting.")


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
    assert saved.players[1].kind == SeatKind.CPU and saved.players[1].level == "random"
    code, output = play(["play", "--load", str(path), "--seed", "1"], ["r", "q"])
    assert code == 0
    assert "Move 3, You (X) to play: Redid" in output
    assert "Move 5, You (X) to play: Quitting." in output


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


def test_one_person_against_the_cpu_is_you_and_the_cpu_is_named_by_its_level() -> None:
    code, output = play(
        ["play", "--rules", "tic-tac-toe", "--players", "human,cpu:hard", "--no-autosave"],
        ["2,2", "q"],
    )
    assert code == 0
    assert "You (X)   CPU (hard, O)" in output
    assert "Move 1, You (X) to play: " in output
    assert "CPU (hard, O) is thinking... and plays " in output
    assert "Player" not in output
    # Two people, or a person among named seats, keep the seats' own names.
    _code, output = play(
        ["play", "--rules", "tic-tac-toe", "--players", "human,human", "--no-autosave"], ["q"]
    )
    assert "X (Player 1)   O (Player 2)" in output


def test_after_the_end_the_game_is_offered_again_with_the_seats_swapped() -> None:
    # You win the first game against the random CPU, which then moves first in the second.
    code, output = play(
        ["play", "--rules", "tic-tac-toe", "--players", "human,cpu:random", "--seed", "1",
         "--no-autosave"],
        ["1,1", "2,1", "3,1", "maybe", "y", "q", "n"],
    )  # fmt: skip
    assert code == 0
    first, again, second = output.split("Play again, with the seats swapped? (y/n): ")
    assert first.endswith("You win with move 5, the line 1,1 2,1 3,1.\n")
    assert again == "  Type y to play again or n to stop.\n"  # "maybe" is no answer: asked again
    assert second.startswith("hyperrow - Tic-tac-toe: 3×3, 3 in a row")
    assert "CPU (random, X)   You (O)" in second
    assert "CPU (random, X) is thinking... and plays " in second
    # Quitting in the middle of a game offers none.
    assert "Move 2, You (O) to play: Your latest moves are not saved." in second
    assert second.endswith("Quitting without saving.\n")


def test_the_offer_and_the_seats_against_the_cpu_in_japanese() -> None:
    code, output = play(
        ["play", "--lang", "ja", "--rules", "tic-tac-toe", "--players", "human,cpu:random",
         "--seed", "1", "--no-autosave"],
        ["1,1", "2,1", "3,1", "ｙ", "q", "n"],
    )  # fmt: skip
    assert code == 0
    first, second = output.split("席を入れ替えて、もう一局打ちますか? (y/n): ")
    assert "あなた (X)   CPU (ランダム、O)" in first
    assert first.endswith("第5手であなたの勝ちです。ラインは 1,1 2,1 3,1。\n")
    assert "CPU (ランダム、X)   あなた (O)" in second


def test_one_number_is_said_as_one_in_both_languages() -> None:
    for language, said in (
        ("en", "Not a move: '1' is one number, expected 3 numbers x,y,z"),
        ("ja", "「1」は数が 1 個だけです。4×4×4 の盤の x,y,z の 3 つの数"),
    ):
        code, output = play(
            ["play", "--rules", "qubic", "--players", "human,human", "--lang", language],
            ["1", "q"],
        )
        assert code == 0 and said in output, output
        assert "1 numbers" not in output and "数が 1 個あります" not in output


def test_play_again_says_what_it_takes_instead_of_asking_silently() -> None:
    code, output = play(
        ["play", "--rules", "tic-tac-toe", "--players", "human,human"],
        ["1,1", "1,2", "2,2", "1,3", "3,3", "maybe", "n"],
    )
    assert code == 0
    asked = "Play again, with the seats swapped? (y/n): "
    assert output.endswith(f"{asked}  Type y to play again or n to stop.\n{asked}")
