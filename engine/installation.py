"""What hyperrow is called, which version is installed, and where each user's data folder is:
one answer for the window, the terminal tools and `hyperrow --info`.

The data folder is the one Qt's QStandardPaths gives the window (AppDataLocation, with the
organisation and the application both named `NAME`); the engine may not import Qt, so the rule
is spelled out here per platform and the window uses it too. A test of the app checks that Qt
agrees.
"""

from __future__ import annotations

import os
import sys
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as installed_version
from pathlib import Path

NAME = "hyperrow"
"""The program's name: its distribution, its Qt application and organisation, its folders."""


class MissingExtra(ImportError):
    """A command needs an optional part of hyperrow that this installation lacks: `extra` is
    the pip extra that brings `module` (`pip install 'hyperrow[build]'`). A player's install
    and the bundle leave out the book builds' cluster (build) and the relay's Redis (relay)."""

    def __init__(self, extra: str, module: str) -> None:
        super().__init__(f"{module} is not installed: pip install 'hyperrow[{extra}]'")
        self.extra = extra
        self.module = module


def version() -> str:
    """hyperrow's version as installed (a bundle carries the metadata too), or why none."""
    try:
        return installed_version(NAME)
    except PackageNotFoundError:
        return "unknown (not installed)"


def default_data_dir() -> Path:
    """The per-user data folder: XDG_DATA_HOME (or ~/.local/share) on Linux, ~/Library/
    Application Support on macOS, %APPDATA% on Windows, then organisation/application."""
    if sys.platform == "win32":
        appdata = os.environ.get("APPDATA")
        base = Path(appdata) if appdata else Path.home() / "AppData" / "Roaming"
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        xdg = os.environ.get("XDG_DATA_HOME", "")
        # The XDG rule: a relative XDG_DATA_HOME is invalid and ignored.
        base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".local" / "share"
    return base / NAME / NAME
