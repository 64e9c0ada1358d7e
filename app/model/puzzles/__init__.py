"""Puzzles in the window: the puzzle on the board and its referee (`puzzle_model`)."""
