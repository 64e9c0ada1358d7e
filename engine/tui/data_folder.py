"""Where the terminal game keeps its autosave: in the window's data folder
(engine.installation), beside the window's own `current.hyperrow`."""

from __future__ import annotations

from pathlib import Path

from engine.installation import default_data_dir

TERMINAL_GAME = "terminal.hyperrow"
"""The terminal game's autosave; the window's own game is `current.hyperrow` beside it."""


def terminal_game_path(data_dir: Path | None) -> Path:
    """The autosave of the terminal game in `data_dir` (None: the default data folder)."""
    return (data_dir if data_dir is not None else default_data_dir()) / TERMINAL_GAME
