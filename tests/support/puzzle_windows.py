"""The puzzle window as Game → Puzzles opens it (the action `puzzles_action` makes, on a data
folder of the test's), its pack's list, and a person's real clicks on its 3D board (XTest, through
the GL surface) and keys."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from app.widgets.puzzles import puzzles_action
from app.widgets.puzzles.puzzle_board import MIN_3D
from app.widgets.puzzles.puzzle_window import PuzzleWindow
from engine.puzzles.pack import shipped
from engine.puzzles.puzzle import Difficulty, Puzzle
from tests.support.x_input import XInput


def open_puzzles(qtbot: Any, folder: Path, heard: list[str] | None = None) -> PuzzleWindow:
    """Game → Puzzles of a window of its own on `folder` (a new one: a launch), exposed;
    what it says to a screen reader goes to `heard`."""
    parent = QWidget()
    qtbot.addWidget(parent)
    say = (lambda _text: None) if heard is None else heard.append
    puzzles_action(parent, folder, say=say).trigger()
    window = parent.findChild(PuzzleWindow, "puzzles")
    assert window is not None
    qtbot.waitExposed(window)
    return window


def easy(board: str) -> list[tuple[int, Puzzle]]:
    """The easy puzzles of `board`'s pack (one move each) with their row in the list."""
    return [(row, p) for row, p in enumerate(shipped(board)) if p.difficulty is Difficulty.EASY]


def open_row(qtbot: Any, window: PuzzleWindow, board: str, row: int) -> Puzzle:
    """Choose `board` and open the list's puzzle at `row` with the Open puzzle button."""
    window.board_box.setCurrentIndex(window.board_box.findData(board))
    window.puzzle_list.list.setCurrentRow(row)
    QTest.mouseClick(window.puzzle_list.open_button, Qt.MouseButton.LeftButton)
    puzzle = window.model.puzzle
    assert puzzle is not None and puzzle == shipped(board)[row]
    settled(qtbot, window)
    return puzzle


def settled(qtbot: Any, window: PuzzleWindow) -> None:
    """Wait for the board shown with a puzzle to be laid out: at the next turn of the event
    loop the 3D view grows from its least size."""
    board3d = window.board.board3d
    if board3d is not None:
        qtbot.waitUntil(lambda: board3d.isVisible() and board3d.height() > MIN_3D[1])


def click_3d(qtbot: Any, window: PuzzleWindow, pointer: XInput, cell: tuple[int, ...]) -> None:
    """A real click on `cell` of the 3D board (its slice on view), answered by the model."""
    board = window.board.board3d
    assert board is not None and window.board.view is board
    # Another w-slice slides in (the camera moves the board) for a few hundred ms: a cell's
    # place on screen is where a player clicks it once the board stands still.
    qtbot.waitUntil(lambda: board.camera.motion.cue("slide") is None)
    plies = window.model.session.game.ply
    pointer.click(board, board.cell_screen_pos(cell).toPoint())
    qtbot.waitUntil(lambda: window.model.session.game.ply > plies)


def list_line(window: PuzzleWindow, row: int) -> str:
    return window.puzzle_list.entries()[row]
