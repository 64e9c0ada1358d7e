"""The puzzle window's 3D board, its hint and its list: Qubic and 4D puzzles answered by a
person's real clicks on the rotatable 3D view (on 4D after the w slider is moved by its keys),
the hint's two steps (the slice, then the cell) and a puzzle solved with it not counted, each
puzzle's outcome in the pack's list kept across a relaunch and reopened from it, the reason a
puzzle solved after a wrong try is not counted, and the line under the board while the
solution is shown; in English and Japanese where words show."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine import format_cell
from engine.puzzles.pack import shipped
from engine.puzzles.progress import PuzzleRecord, save_record
from tests.support.puzzle_windows import (
    click_3d,
    easy,
    list_line,
    open_puzzles,
    open_row,
    settled,
)
from tests.support.window_languages import speaking
from tests.support.x_input import x_input


def test_a_qubic_puzzle_is_answered_by_a_real_click_on_the_3d_board(
    qtbot: Any, tmp_path: Path
) -> None:
    heard: list[str] = []
    window = open_puzzles(qtbot, tmp_path, heard)
    row, puzzle = easy("qubic")[0]
    open_row(qtbot, window, "qubic", row)
    assert window.board.in_3d and not window.board.slices.isVisible()
    board = window.board.board3d
    assert board is not None and board.width() >= 600 and board.height() >= 450
    with x_input() as pointer:
        click_3d(qtbot, window, pointer, puzzle.solution[0])
    assert window.model.session.game.moves[-1] == puzzle.solution[0]
    assert window.message_label.text() == f"{format_cell(puzzle.solution[0])}: solved!"
    assert heard[-1] == window.message_label.text()
    assert window.record_label.text().startswith("Solved: 1 · Streak: 1 ")
    assert list_line(window, row) == f"{row + 1}. Easy, win in 1: solved"


def test_a_4d_puzzle_is_answered_on_the_3d_board_after_the_w_slider_is_moved(
    qtbot: Any, tmp_path: Path
) -> None:
    window = open_puzzles(qtbot, tmp_path)
    row, puzzle = next((r, p) for r, p in easy("four-d") if p.solution[0][3] == 3)
    open_row(qtbot, window, "four-d", row)
    cell = puzzle.solution[0]
    bar, view_state = window.board.w_bar, window.view_state
    assert bar.isVisible() and not view_state.all_slices
    board = window.board.board3d
    assert board is not None
    with pytest.raises(ValueError):  # the answer's w-slice is not on view yet
        board.cell_screen_pos(cell)
    bar.w_slider.setFocus()
    QTest.keyClick(bar.w_slider, Qt.Key.Key_Home)
    for _ in range(3):
        QTest.keyClick(bar.w_slider, Qt.Key.Key_Right)
    assert view_state.w == 3 and bar.w_label.text() == "w = 4 / 4"
    qtbot.waitUntil(lambda: "w = 4 of 4" in board.corner_texts)  # drawn at the next frame
    with x_input() as pointer:
        click_3d(qtbot, window, pointer, cell)
    assert window.message_label.text() == f"{format_cell(cell)}: solved!"
    # Flat slices: every w-slice at once, the slider put away.
    QTest.mouseClick(window.board.flat_button, Qt.MouseButton.LeftButton)
    assert window.board.view is window.board.slices and view_state.all_slices
    assert window.board.slices.isVisible() and not bar.isVisible()


def test_the_hint_shows_the_slice_then_the_cell_and_a_puzzle_solved_with_it_is_not_counted(
    qtbot: Any, tmp_path: Path
) -> None:
    heard: list[str] = []
    window = open_puzzles(qtbot, tmp_path, heard)
    row, puzzle = easy("qubic")[1]
    open_row(qtbot, window, "qubic", row)
    cell = puzzle.solution[0]
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    hint = window.board.hint
    assert hint is not None and hint.axis == 2 and cell in hint.cells
    assert {c[2] for c in hint.cells} == {cell[2]} and len(hint.cells) > 1
    assert window.message_label.text() == (
        f"Hint: the move is in the slice z = {cell[2] + 1}, whose free cells are marked. "
        "Ask for a hint again to see the cell."
    )
    assert heard[-1] == window.message_label.text()
    board = window.board.board3d
    assert board is not None
    assert [layer.cells for layer in board.marks() if layer.name == "puzzle-hint"] == [hint.cells]
    QTest.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    assert window.board.hint is not None and window.board.hint.cells == (cell,)
    assert window.message_label.text() == f"Hint: play {format_cell(cell)} (marked on the board)."
    with x_input() as pointer:
        click_3d(qtbot, window, pointer, cell)
    assert window.board.hint is None
    assert window.message_label.text() == (
        f"{format_cell(cell)}: solved with a hint. A puzzle solved with a hint is not counted "
        "as solved: open it again from the list later and solve it on your own."
    )
    assert window.record_label.text().startswith("Solved: 0 · Streak: 0 ")
    assert list_line(window, row) == f"{row + 1}. Easy, save the game: solved with a hint"
    assert not window.hint_button.isEnabled()


def test_the_list_shows_each_outcome_after_a_relaunch_and_reopens_a_puzzle(
    qtbot: Any, tmp_path: Path
) -> None:
    window = open_puzzles(qtbot, tmp_path)
    (clean, first), (failed, second), (hinted, third) = easy("qubic")[:3]
    open_row(qtbot, window, "qubic", clean)
    window.model.session.person.play_at(first.solution[0])
    open_row(qtbot, window, "qubic", failed)
    wrong = next(c for c in window.model.session.game.legal_moves() if c != second.solution[0])
    window.model.session.person.play_at(wrong)
    qtbot.waitUntil(lambda: window.model.run is not None and window.model.run.finished)
    open_row(qtbot, window, "qubic", hinted)
    QTest.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    window.model.session.person.play_at(third.solution[0])
    window.close()

    again = open_puzzles(qtbot, tmp_path)  # a relaunch: the same data folder read again
    again.board_box.setCurrentIndex(again.board_box.findData("qubic"))
    assert again.model.puzzle is None
    lines = again.puzzle_list.entries()
    assert len(lines) == len(shipped("qubic"))
    assert lines[clean].endswith(": solved")
    assert lines[failed].endswith(": failed")
    assert lines[hinted].endswith(": solved with a hint")
    assert sum(line.endswith(": not tried") for line in lines) == len(lines) - 3
    assert again.record_label.text().startswith("Solved: 1 ")

    QTest.keyClick(again.puzzle_list.list, Qt.Key.Key_Home)
    for _ in range(failed):
        QTest.keyClick(again.puzzle_list.list, Qt.Key.Key_Down)
    QTest.keyClick(again.puzzle_list.list, Qt.Key.Key_Return)  # reopened, to try again
    assert again.model.puzzle == second
    assert again.model.session.game.moves == second.moves
    settled(qtbot, again)
    with x_input() as pointer:
        click_3d(qtbot, again, pointer, second.solution[0])
    assert list_line(again, failed).endswith(": solved")
    assert again.record_label.text().startswith("Solved: 2 ")


def test_a_puzzle_solved_after_a_wrong_try_says_why_it_is_not_counted(
    qtbot: Any, tmp_path: Path
) -> None:
    heard: list[str] = []
    window = open_puzzles(qtbot, tmp_path, heard)
    row, puzzle = easy("score-four")[0]
    open_row(qtbot, window, "score-four", row)
    cell = puzzle.solution[0]
    wrong = next(c for c in window.model.session.game.legal_moves() if c[:2] != cell[:2])
    window.model.session.person.play_at(wrong)
    qtbot.waitUntil(window.retry_button.isEnabled)
    assert list_line(window, row).endswith(": failed")
    QTest.mouseClick(window.retry_button, Qt.MouseButton.LeftButton)
    with x_input() as pointer:
        click_3d(qtbot, window, pointer, cell)
    assert window.message_label.text() == (
        f"{format_cell(cell)}: solved, but on a second try. Only the first try counts, so this "
        "puzzle is counted as failed."
    )
    assert heard[-1] == window.message_label.text()
    assert (
        list_line(window, row) == f"{row + 1}. Easy, win in 1: solved on a retry, counted as failed"
    )
    assert window.record_label.text().startswith("Solved: 0 ")


def test_show_solution_says_under_the_board_that_the_solution_is_shown(
    qtbot: Any, tmp_path: Path
) -> None:
    heard: list[str] = []
    window = open_puzzles(qtbot, tmp_path, heard)
    open_row(qtbot, window, "four-d", 0)
    assert window.message_label.text() == "Your move: click a cell."
    QTest.mouseClick(window.solution_button, Qt.MouseButton.LeftButton)
    assert window.message_label.text() == "Showing the solution, move by move…"
    assert heard[-1] == window.message_label.text()
    assert not window.hint_button.isEnabled() and not window.retry_button.isEnabled()
    with qtbot.waitSignal(window.model.solution_done, timeout=20000):
        pass
    assert window.message_label.text() == "That is the solution. Retry to play it yourself."
    assert list_line(window, 0).endswith(": failed")


def test_the_hint_and_the_list_speak_japanese(qtbot: Any, tmp_path: Path) -> None:
    with speaking("ja"):
        heard: list[str] = []
        window = open_puzzles(qtbot, tmp_path, heard)
        row, puzzle = easy("four-d")[0]
        open_row(qtbot, window, "four-d", row)
        QTest.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
        cell = puzzle.solution[0]
        assert window.view_state.w == cell[3]  # the hint's w-slice is put on view
        text = window.message_label.text()
        assert text.startswith("ヒント") and f"w = {cell[3] + 1}" in text
        assert heard[-1] == text
        assert window.hint_button.text() == "ヒント(&H)"
        assert window.board.flat_button.text() != "&Flat slices"
        assert list_line(window, row).endswith("失敗")
        assert "not tried" not in list_line(window, row + 1)


def test_the_list_follows_the_record_the_terminal_keeps_too(qtbot: Any, tmp_path: Path) -> None:
    """`hyperrow puzzles` writes only puzzles.json: what it holds shows in the list, even with
    the window's own file of outcomes unreadable."""
    pack = shipped("cube-3")
    record = PuzzleRecord().after(pack[0].ident, pack[0].difficulty, solved=True)
    save_record(tmp_path, record.after(pack[1].ident, pack[1].difficulty, solved=False))
    (tmp_path / "puzzle-outcomes.json").write_text("{not json", encoding="utf-8")
    window = open_puzzles(qtbot, tmp_path)
    window.board_box.setCurrentIndex(window.board_box.findData("cube-3"))
    lines = window.puzzle_list.entries()
    assert lines[0].endswith(": solved") and lines[1].endswith(": failed")
    assert all(line.endswith(": not tried") for line in lines[2:])
