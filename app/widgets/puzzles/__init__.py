"""Game → Puzzles: the puzzle window (its picker, list, board and record), a room of its own
over the 3D view, the slice panel and the words. The window (puzzle_window) and the engine's
puzzles load when the player first opens them, not with the main window."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from app.widgets.words import tr

if TYPE_CHECKING:
    from app.widgets.puzzles.puzzle_window import PuzzleWindow
    from engine.library import GameLibrary


def puzzles_action(
    parent: QWidget,
    folder: Path,
    board_played: Callable[[], str | None] = lambda: None,
    library: Callable[[], GameLibrary | None] = lambda: None,
    *,
    say: Callable[[str], None] = lambda _text: None,
) -> QAction:
    """Game → Puzzles (objectName `puzzles`): opens the puzzle window on the record in
    `folder`, one window kept for the parent's life; before a puzzle is picked its board picker
    shows `board_played()` (the preset of the game in the window) where puzzles have it. The
    analysed games of `library()` give the puzzles "From your games"; `say` announces what the
    window shows (the task, each verdict, the solution) to a screen reader."""
    action = QAction(tr("Pu&zzles…"), parent)
    action.setObjectName("puzzles")
    windows: list[PuzzleWindow] = []

    def open_window() -> None:
        if not windows:
            from app.model.puzzles.puzzle_model import PuzzleModel
            from app.widgets.board.gl_probe import probe_gl, samples_for
            from app.widgets.puzzles.puzzle_window import PuzzleWindow

            model = PuzzleModel(folder, parent, library=library)
            gl = probe_gl()  # asked once already by the main window: its answer is kept
            samples = samples_for(gl.renderer) if gl.works else None
            windows.append(PuzzleWindow(model, parent, say=say, samples=samples))
        window = windows[0]
        if window.model.puzzle is None:
            window.show_board(board_played())
        window.show()
        window.raise_()
        window.activateWindow()

    action.triggered.connect(open_window)
    return action
