"""Lessons in the window: the lesson panel, which judges each move before the board plays it."""
