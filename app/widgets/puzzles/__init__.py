"""Game → Puzzles: the puzzle window (its picker, board and record), a room of its own over the
slice panel and the words."""

from app.widgets.puzzles.puzzle_window import PuzzleWindow, puzzles_action

__all__ = ["PuzzleWindow", "puzzles_action"]
