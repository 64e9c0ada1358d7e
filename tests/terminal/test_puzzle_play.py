"""`hyperrow puzzles play` at the terminal: typed moves judged and answered, Retry and the
solution, in English and in Japanese; the record kept in the data folder."""

from __future__ import annotations

import argparse
import io
import json
from pathlib import Path

import pytest

from engine.notation import format_cell
from engine.puzzles.puzzle import Kind, Puzzle
from terminal import cli
from terminal.commands import puzzles_command

WORDS = {
    "en": {
        "solved": "Solved!",
        "wrong": "does not win in time.",
        "back": "Back to the puzzle's position.",
        "solution": "The solution:",
        "task": "to move wins in",
    },
    "ja": {
        "solved": "正解です！",
        "wrong": "では手数内に勝てません。",
        "back": "問題の局面に戻しました。",
        "solution": "正解手順:",
        "task": "の手番、",
    },
}


def chosen(board: str, seed: int) -> Puzzle:
    """The puzzle `play --board BOARD --seed SEED` gives."""
    args = argparse.Namespace(daily=False, board=board, difficulty="hard", seed=seed)
    return puzzles_command._choose(args)


def play(lang: str, board: str, seed: int, lines: list[str], data: Path) -> str:
    out = io.StringIO()
    argv = ["puzzles", "play", "--board", board, "--difficulty", "hard", "--seed", str(seed)]
    argv += ["--lang", lang, "--data-dir", str(data)]
    code = cli.main(argv, stdin=io.StringIO("".join(f"{x}\n" for x in lines)), stdout=out)
    assert code == 0
    return out.getvalue()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("board", ["connect-four", "qubic", "four-d"])
def test_a_wrong_move_is_answered_retry_restores_and_the_solution_solves(
    lang: str, board: str, tmp_path: Path
) -> None:
    seed = next(s for s in range(50) if chosen(board, s).kind is Kind.WIN)
    puzzle = chosen(board, seed)
    game = puzzle.game()
    wrong = next(c for c in game.legal_moves() if c != puzzle.solution[0])
    mine = [format_cell(c) for c in puzzle.solution[0::2]]
    text = play(lang, board, seed, [format_cell(wrong), "r", "s", *mine], tmp_path)
    words = WORDS[lang]
    assert words["task"] in text.splitlines()[0]
    assert f"{format_cell(wrong)} {words['wrong']}" in text
    assert words["back"] in text and words["solution"] in text
    assert text.rstrip().endswith(words["solved"])
    record = json.loads((tmp_path / "puzzles.json").read_text())
    # The first try failed: the solve after Retry does not count.
    assert (record["solved"], record["tried"], record["streak"]) == ([], [puzzle.ident], 0)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_solving_at_the_first_try_counts_once(lang: str, tmp_path: Path) -> None:
    puzzle = chosen("score-four", 1)
    mine = [format_cell(c) for c in puzzle.solution[0::2]]
    for _ in range(2):
        text = play(lang, "score-four", 1, mine, tmp_path)
        assert text.rstrip().endswith(WORDS[lang]["solved"])
    record = json.loads((tmp_path / "puzzles.json").read_text())
    assert (record["solved"], record["streak"]) == ([puzzle.ident], 1)
