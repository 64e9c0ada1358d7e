"""`hyperrow puzzles play` at the terminal: typed moves judged and answered, Retry and the
solution, in English and in Japanese; the record kept in the data folder."""

from __future__ import annotations

import argparse
import io
import json
import re
from pathlib import Path

import pytest

from engine.notation import format_cell
from engine.puzzles import pack
from engine.puzzles.puzzle import Kind, Puzzle
from terminal import cli
from terminal.commands import puzzles_command
from tests.support.slower_wins import slower_win

WORDS = {
    "en": {
        "solved": "Solved!",
        "wrong": r"(does not win( within \d+ of your moves)?|loses): the engine answers",
        "back": "Back to the puzzle's position.",
        "solution": "The solution:",
        "task": "to move wins in",
        "exact": "Proof: hyperrow's exact solver. No other move wins at all.",
        "depth": "Proof: a search ",
        "slower": "{cell} wins too, in {count}; find the win in {left}.",
    },
    "ja": {
        "solved": "正解です！",
        "wrong": r"では(自分の \d+ 手以内に)?勝てません。エンジンの応手は|では負けです。エンジンが",
        "back": "問題の局面に戻しました。",
        "solution": "正解手順:",
        "task": "の手番、",
        "exact": "証明: hyperrow の完全解析。ほかに勝てる手はまったくありません。",
        "depth": "証明: 自分の ",
        "slower": "{cell} でも勝てますが、{count} 手かかります。"
        "{left} 手で勝つ手を探してください。",
    },
}


def chosen(board: str, seed: int) -> Puzzle:
    """The puzzle `play --board BOARD --seed SEED` gives."""
    args = argparse.Namespace(daily=False, board=board, difficulty="hard", seed=seed)
    return puzzles_command._choose(args)


def kept_as(puzzle: Puzzle) -> str:
    """The name the record keeps `puzzle` under: its pack's, whatever image of the board the
    terminal showed (as the window keeps it, so that both count one puzzle once)."""
    source = pack.pack_puzzle_of(puzzle)
    assert source in pack.shipped(puzzle.board)
    return source.ident


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
    assert text.splitlines()[1].startswith(words["exact" if board == "connect-four" else "depth"])
    assert re.search(re.escape(format_cell(wrong)) + " " + words["wrong"], text)
    assert words["back"] in text and words["solution"] in text
    assert text.rstrip().endswith(words["solved"])
    record = json.loads((tmp_path / "puzzles.json").read_text())
    # The first try failed: the solve after Retry does not count.
    assert (record["solved"], record["tried"], record["streak"]) == ([], [kept_as(puzzle)], 0)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_slower_win_is_answered_as_a_win_and_the_quick_one_solves(
    lang: str, tmp_path: Path
) -> None:
    seed = next(s for s in range(200) if slower_win(chosen("connect-four", s)) is not None)
    puzzle = chosen("connect-four", seed)
    found = slower_win(puzzle)
    assert found is not None
    slow, count = found
    mine = [format_cell(c) for c in puzzle.solution[0::2]]
    text = play(lang, "connect-four", seed, [mine[0], format_cell(slow), *mine[1:]], tmp_path)
    said = WORDS[lang]["slower"].format(cell=format_cell(slow), count=count, left=puzzle.win_in - 1)
    assert said in text
    assert text.rstrip().endswith(WORDS[lang]["solved"])
    record = json.loads((tmp_path / "puzzles.json").read_text())
    assert (record["solved"], record["streak"]) == ([kept_as(puzzle)], 1)  # never called wrong


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_solving_at_the_first_try_counts_once(lang: str, tmp_path: Path) -> None:
    puzzle = chosen("score-four", 1)
    mine = [format_cell(c) for c in puzzle.solution[0::2]]
    for _ in range(2):
        text = play(lang, "score-four", 1, mine, tmp_path)
        assert text.rstrip().endswith(WORDS[lang]["solved"])
    record = json.loads((tmp_path / "puzzles.json").read_text())
    assert (record["solved"], record["streak"]) == ([kept_as(puzzle)], 1)


def test_a_puzzle_shown_turned_is_kept_under_its_packs_name(tmp_path: Path) -> None:
    seed = next(s for s in range(50) if chosen("qubic", s) not in pack.shipped("qubic"))
    puzzle = chosen("qubic", seed)
    mine = [format_cell(c) for c in puzzle.solution[0::2]]
    play("en", "qubic", seed, mine, tmp_path)
    record = json.loads((tmp_path / "puzzles.json").read_text())
    assert record["solved"] == [kept_as(puzzle)] != [puzzle.ident]
