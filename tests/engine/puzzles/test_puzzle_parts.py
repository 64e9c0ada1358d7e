"""The puzzle engine's parts: proofs on hand-made positions, the builder, the record, the daily
choice and an attempt's verdicts."""

from __future__ import annotations

import datetime
from pathlib import Path

from engine.game import Game
from engine.puzzles.attempt import PuzzleRun, Step, Verdict
from engine.puzzles.daily import daily_puzzle
from engine.puzzles.exact import move_result
from engine.puzzles.pack import shipped
from engine.puzzles.pack_builder import build_pack
from engine.puzzles.progress import PuzzleRecord, load_record, save_record
from engine.puzzles.proof import Prover
from engine.puzzles.puzzle import Difficulty, Kind, Puzzle, puzzle_from_data
from engine.puzzles.soundness import proof_problem
from engine.rules import PRESETS
from tests.support.slower_wins import slower_win


def connect_four(*columns: int) -> Game:
    game = Game(PRESETS["connect-four"])
    for column in columns:
        landing = game.landing((column, 0))
        assert landing is not None
        game.play(landing)
    return game


def test_an_open_three_on_the_bottom_row_wins_in_two_and_not_in_one() -> None:
    # X on 2,3 of the bottom row (O far away): 1 or 4 makes an open three, a double threat.
    game = connect_four(2, 6, 3, 6)
    prover = Prover(game)
    assert not prover.wins_within(1)
    assert prover.wins_within(2)
    assert sorted(prover.winning_moves(2)) == sorted(game.geometry.index[(c, 0)] for c in (1, 4))


def test_the_builder_makes_puzzles_that_prove() -> None:
    # The CPU games think for a time, so which puzzles come depends on the machine's speed:
    # only that each is proven, exactly, is certain.
    puzzles = build_pack("connect-four", 6, seed=3)
    assert len(puzzles) == 6
    assert all(proof_problem(p) is None and p.proof.exact for p in puzzles)
    assert [p.difficulty for p in puzzles] == sorted(
        (p.difficulty for p in puzzles), key=list(Difficulty).index
    )


def test_the_builder_proves_a_board_without_the_solver_to_a_stated_depth() -> None:
    puzzles = build_pack("score-four", 3, seed=1)
    assert len(puzzles) == 3
    for puzzle in puzzles:
        assert proof_problem(puzzle) is None
        assert puzzle.proof.depth is not None and puzzle.proof.depth >= puzzle.win_in


def test_a_puzzle_survives_its_json_form() -> None:
    puzzle = daily_puzzle(datetime.date(2026, 1, 2))
    assert puzzle_from_data(puzzle.to_data()) == puzzle


def test_the_daily_puzzle_depends_on_the_date_alone() -> None:
    day = datetime.date(2026, 11, 25)
    assert daily_puzzle(day) == daily_puzzle(day)
    days = {daily_puzzle(day + datetime.timedelta(days=n)).ident for n in range(10)}
    assert len(days) > 5


def test_a_solved_puzzle_counts_once_and_a_failure_ends_the_streak(tmp_path: Path) -> None:
    record = PuzzleRecord()
    record = record.after("a", Difficulty.HARD, solved=True)
    assert (len(record.solved), record.streak, record.best_streak) == (1, 1, 1)
    assert record.rating > 1200
    assert record.after("a", Difficulty.HARD, solved=True) == record
    record = record.after("b", Difficulty.EASY, solved=True)
    failed = record.after("c", Difficulty.EASY, solved=False)
    assert (failed.streak, failed.best_streak) == (0, 2)
    assert failed.rating < record.rating
    save_record(tmp_path, failed)
    assert load_record(tmp_path) == failed
    (tmp_path / "puzzles.json").write_text("{not json")
    assert load_record(tmp_path) == PuzzleRecord()


def test_an_attempt_follows_the_solution_and_judges_a_wrong_move() -> None:
    puzzle = next(p for p in _hard_wins())
    run = PuzzleRun(puzzle)
    for i in range(0, len(puzzle.solution) - 1, 2):
        step = run.play(puzzle.solution[i])
        assert step.verdict is Verdict.GOOD
        assert step.reply == puzzle.solution[i + 1]
    assert run.play(puzzle.solution[-1]).verdict is Verdict.SOLVED
    assert not run.failed
    run.retry()
    wrong = next(c for c in run.game.legal_moves() if c != puzzle.solution[0])
    step = run.play(wrong)
    assert step.verdict is Verdict.WRONG and run.failed and step.reply is not None
    run.retry()
    assert run.game.moves == puzzle.moves and run.failed


def _hard_wins() -> list[Puzzle]:
    return [p for p in shipped("qubic") if p.kind is Kind.WIN and p.win_in >= 3]


def test_a_slower_winning_move_is_answered_as_a_win_and_taken_back() -> None:
    puzzle, (slow, wins_in) = next(
        (p, found) for p in shipped("connect-four") if (found := slower_win(p)) is not None
    )
    run = PuzzleRun(puzzle)
    assert run.play(puzzle.solution[0]) == Step(Verdict.GOOD, puzzle.solution[1])
    position = run.game.moves
    step = run.play(slow)
    assert step == Step(Verdict.SLOWER, None, wins_in)
    assert wins_in > run.left == puzzle.win_in - 1
    assert run.game.moves == position and not run.failed and not run.finished
    for i in range(2, len(puzzle.solution), 2):
        step = run.play(puzzle.solution[i])
    assert step.verdict is Verdict.SOLVED and not run.failed


def test_a_wrong_move_the_engine_wins_against_says_so() -> None:
    for puzzle in shipped("connect-four"):
        game = puzzle.game()
        for cell in game.legal_moves():
            if cell == puzzle.solution[0] or move_result(game, cell) != -1:
                continue
            step = PuzzleRun(puzzle).play(cell)
            assert step.verdict is Verdict.WRONG and step.engine_won
            return
    raise AssertionError("no wrong move in the pack loses at once")
