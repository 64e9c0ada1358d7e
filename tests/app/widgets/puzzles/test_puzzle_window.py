"""Game → Puzzles in the real window: a puzzle picked and solved by clicking its cells, counted
once and kept across a restart; a wrong move answered and Retry; today's puzzle the same for two
data folders."""

from __future__ import annotations

import datetime
import functools
import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest

from app.model.puzzles.puzzle_model import PuzzleModel
from app.widgets.puzzles.puzzle_window import YOUR_GAMES, PuzzleWindow
from app.widgets.window.main_window import MainWindow
from engine import Game, format_cell
from engine.players import PlayerInfo, SeatKind
from engine.puzzles.pack import shipped
from engine.puzzles.puzzle import Difficulty, Kind
from engine.rules import PRESETS
from tests.support.slower_wins import slower_win
from tests.support.windows import OpenWindow


def human(seat: int) -> PlayerInfo:
    return PlayerInfo(f"Player {seat}", SeatKind.HUMAN)


def open_puzzles(window: MainWindow, qtbot: Any) -> PuzzleWindow:
    action = window.findChild(QAction, "puzzles")
    assert action is not None
    action.trigger()
    puzzles = window.findChild(PuzzleWindow, "puzzles")
    assert puzzles is not None
    qtbot.waitExposed(puzzles)
    return puzzles


def click(puzzles: PuzzleWindow, cell: tuple[int, ...]) -> None:
    """A click on `cell` in the flat slices (every w-slice at once): the 3D view's clicks are
    test_puzzle_3d_and_hints.py's."""
    place = puzzles.board
    if not place.flat_button.isChecked():
        QTest.mouseClick(place.flat_button, Qt.MouseButton.LeftButton)
    point: QPointF = place.slices.cell_centre(cell)
    QTest.mouseClick(
        place.slices, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point.toPoint()
    )


def pick(puzzles: PuzzleWindow, board: str, difficulty: Difficulty, seed: int) -> None:
    puzzles.model.rng = random.Random(seed)
    puzzles.board_box.setCurrentIndex(puzzles.board_box.findData(board))
    puzzles.difficulty_box.setCurrentIndex(puzzles.difficulty_box.findData(str(difficulty)))
    QTest.mouseClick(puzzles.new_button, Qt.MouseButton.LeftButton)


def solve(puzzles: PuzzleWindow, qtbot: Any) -> None:
    """Click the player's moves of the solution, each after the engine's answer."""
    puzzle = puzzles.model.puzzle
    assert puzzle is not None
    for i in range(0, len(puzzle.solution), 2):
        click(puzzles, puzzle.solution[i])
        qtbot.waitUntil(lambda i=i: puzzles.model.session.game.ply >= len(puzzle.moves) + i + 1)
    assert puzzles.model.run is not None and puzzles.model.run.finished


def test_a_solved_puzzle_counts_once_and_the_streak_goes_on_after_a_restart(
    open_window: OpenWindow, qtbot: Any, data_dir: Path
) -> None:
    puzzles = open_puzzles(open_window(), qtbot)
    QTest.mouseClick(puzzles.daily_button, Qt.MouseButton.LeftButton)
    daily = puzzles.model.puzzle
    assert daily is not None and puzzles.model.daily
    solve(puzzles, qtbot)
    assert "solved" in puzzles.message_label.text()
    assert puzzles.record_label.text().startswith("Solved: 1 · Streak: 1 ")

    puzzles = open_puzzles(open_window(), qtbot)  # a second window: the record read again
    assert puzzles.record_label.text().startswith("Solved: 1 · Streak: 1 ")
    QTest.mouseClick(puzzles.daily_button, Qt.MouseButton.LeftButton)
    assert puzzles.model.puzzle == daily
    solve(puzzles, qtbot)
    assert puzzles.record_label.text().startswith("Solved: 1 · Streak: 1 ")
    pick(puzzles, "four-d", Difficulty.HARD, 5)
    assert puzzles.model.puzzle is not None and puzzles.model.puzzle != daily
    solve(puzzles, qtbot)
    assert puzzles.record_label.text().startswith("Solved: 2 · Streak: 2 (best 2)")
    assert (data_dir / "puzzles.json").exists()


def test_a_wrong_move_is_answered_and_retry_restores_the_position(
    open_window: OpenWindow, qtbot: Any
) -> None:
    puzzles = open_puzzles(open_window(), qtbot)
    for board in ("connect-four", "qubic", "gomoku"):
        pick(puzzles, board, Difficulty.MEDIUM, 2)
        puzzle = puzzles.model.puzzle
        assert puzzle is not None and not puzzles.retry_button.isEnabled()
        game = puzzles.model.session.game
        wrong = next(c for c in game.legal_moves() if c != puzzle.solution[0])
        click(puzzles, wrong)
        qtbot.waitUntil(lambda: puzzles.model.run is not None and puzzles.model.run.failed)
        message = puzzles.message_label.text()
        assert message.startswith(format_cell(wrong))
        if puzzles.model.session.game.is_over():
            assert " loses: the engine answers " in message and message.endswith(" and wins.")
        elif puzzle.kind is Kind.WIN:
            assert " does not win" in message
        else:
            assert " does not save the game: the engine answers " in message
        assert puzzles.model.session.game.moves[len(puzzle.moves)] == wrong
        assert puzzles.retry_button.isEnabled()
        QTest.mouseClick(puzzles.retry_button, Qt.MouseButton.LeftButton)
        assert puzzles.model.session.game.moves == puzzle.moves
        assert puzzles.record_label.text().startswith("Solved: 0 · Streak: 0 ")
        solve(puzzles, qtbot)  # after Retry it can be solved, but the first try counted
        assert puzzles.record_label.text().startswith("Solved: 0 ")


def test_show_solution_plays_it_move_by_move(open_window: OpenWindow, qtbot: Any) -> None:
    puzzles = open_puzzles(open_window(), qtbot)
    pick(puzzles, "score-four", Difficulty.HARD, 1)
    puzzle = puzzles.model.puzzle
    assert puzzle is not None
    seen: list[int] = []
    puzzles.model.session.moved.connect(lambda *_: seen.append(1))
    QTest.mouseClick(puzzles.solution_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(puzzles.model.solution_done, timeout=20000):
        pass
    assert puzzles.model.session.game.moves == puzzle.moves + puzzle.solution
    assert len(seen) == len(puzzle.solution)
    assert puzzles.retry_button.isEnabled()


def test_todays_puzzle_is_the_same_for_two_data_folders(tmp_path: Path, qtbot: Any) -> None:
    day = datetime.date(2027, 3, 14)
    first = PuzzleModel(tmp_path / "one", today=lambda: day)
    second = PuzzleModel(tmp_path / "two", today=lambda: day, rng=random.Random(99))
    assert first.pick_daily() and second.pick_daily()
    assert first.puzzle == second.puzzle
    assert first.session.game.moves == second.session.game.moves
    assert first.puzzle is not None and first.puzzle.kind in tuple(Kind)


def test_before_a_puzzle_the_picker_says_what_each_board_holds(
    open_window: OpenWindow, qtbot: Any
) -> None:
    puzzles = open_puzzles(open_window(), qtbot)
    assert not puzzles.board.isVisible()
    for index in range(puzzles.board_box.count()):
        puzzles.board_box.setCurrentIndex(index)
        if puzzles.board_box.currentData() == YOUR_GAMES:  # test_your_puzzles.py
            continue
        assert puzzles.task_label.text().startswith(
            f"{len(shipped(puzzles.board_box.currentData()))} puzzles on this board: "
        )
    pick(puzzles, "gomoku", Difficulty.EASY, 1)
    assert puzzles.board.isVisible()


def test_a_slower_win_is_answered_as_a_win_and_taken_back(
    open_window: OpenWindow, qtbot: Any
) -> None:
    puzzles = open_puzzles(open_window(), qtbot)
    for seed in range(100):
        pick(puzzles, "connect-four", Difficulty.HARD, seed)
        puzzle = puzzles.model.puzzle
        assert puzzle is not None
        if (found := slower_win(puzzle)) is not None:
            break
    else:
        raise AssertionError("no hard Connect Four puzzle with a slower win")
    assert puzzles.proof_label.text() == (
        "Proof: hyperrow's exact solver. No other move wins at all."
    )
    slow, count = found
    click(puzzles, puzzle.solution[0])
    qtbot.waitUntil(lambda: "is right" in puzzles.message_label.text())
    position = puzzles.model.session.game.moves
    click(puzzles, slow)
    qtbot.waitUntil(lambda: "wins too" in puzzles.message_label.text())
    assert puzzles.message_label.text() == (
        f"{format_cell(slow)} wins too, in {count}; find the win in {puzzle.win_in - 1}."
    )
    assert puzzles.model.session.game.moves == position
    assert not puzzles.retry_button.isEnabled()
    for i in range(2, len(puzzle.solution), 2):
        click(puzzles, puzzle.solution[i])
        qtbot.waitUntil(lambda i=i: puzzles.model.session.game.ply >= len(puzzle.moves) + i + 1)
    assert "solved" in puzzles.message_label.text()
    assert puzzles.record_label.text().startswith("Solved: 1 · Streak: 1 ")


def test_the_board_picker_shows_the_board_played_and_the_puzzle_on_the_board(
    open_window: OpenWindow, qtbot: Any
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    puzzles = open_puzzles(window, qtbot)
    assert puzzles.board_box.currentData() == "qubic"
    assert puzzles.task_label.text().startswith(f"{len(shipped('qubic'))} puzzles on this board")
    for day in range(1, 15):
        puzzles.model.today = functools.partial(datetime.date, 2027, 1, day)
        QTest.mouseClick(puzzles.daily_button, Qt.MouseButton.LeftButton)
        puzzle = puzzles.model.puzzle
        assert puzzle is not None
        assert puzzles.board_box.currentData() == puzzle.board
        assert puzzles.proof_label.text().startswith("Proof: ")


def test_a_difficulty_a_board_has_no_puzzles_of_is_said(
    open_window: OpenWindow, qtbot: Any
) -> None:
    puzzles = open_puzzles(open_window(), qtbot)
    assert not any(p.difficulty is Difficulty.MEDIUM for p in shipped("four-d"))
    pick(puzzles, "four-d", Difficulty.MEDIUM, 1)
    assert puzzles.model.puzzle is None
    assert puzzles.message_label.text() == (
        "This board has no puzzles of this difficulty: pick another."
    )
