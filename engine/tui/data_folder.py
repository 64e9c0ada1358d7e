"""Where the terminal game keeps its autosave: the window's data folder, computed without Qt.

The window asks Qt (QStandardPaths' AppDataLocation, organisation and application both
"hyperrow"); the engine may not import Qt, so this module spells out the same rule per platform.
A test of the app checks that both give the same folder.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ORGANISATION = "hyperrow"
APPLICATION = "hyperrow"
TERMINAL_GAME = "terminal.hyperrow"
"""The terminal game's autosave; the window's own game is `current.hyperrow` beside it."""


def default_data_dir() -> Path:
    """The per-user data folder the window uses: XDG_DATA_HOME (or ~/.local/share) on Linux,
    ~/Library/Application Support on macOS, %APPDATA% on Windows, then organisation/app."""
    if sys.platform == "win32":
        appdata = os.environ.get("APPDATA")
        base = Path(appdata) if appdata else Path.home() / "AppData" / "Roaming"
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        xdg = os.environ.get("XDG_DATA_HOME", "")
        # The XDG rule: a relative XDG_DATA_HOME is invalid and ignored.
        base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".local" / "share"
    return base / ORGANISATION / APPLICATION


def terminal_game_path(data_dir: Path | None) -> Path:
    """The autosave of the terminal game in `data_dir` (None: the default data folder)."""
    return (data_dir if data_dir is not None else default_data_dir()) / TERMINAL_GAME
