"""The data folder at the terminal: the `--data-dir` option of the commands that keep or read
files there, else the window's data folder (engine.installation); and where the terminal game
keeps its autosave, beside the window's own `current.hyperrow`."""

from __future__ import annotations

import argparse
from pathlib import Path

from engine.installation import default_data_dir
from wording.language import _

TERMINAL_GAME = "terminal.hyperrow"
"""The terminal game's autosave; the window's own game is `current.hyperrow` beside it."""


def add_data_dir_option(parser: argparse.ArgumentParser) -> None:
    """Add `--data-dir DIR` to `parser`; `data_folder` reads it."""
    parser.add_argument(
        "--data-dir",
        type=lambda text: Path(text).expanduser(),
        metavar="DIR",
        help=_("the data folder games, records and statistics are kept in (default: the window's)"),
    )


def data_folder(args: argparse.Namespace) -> Path:
    """The folder `--data-dir` names in `args`, else the window's data folder."""
    given: Path | None = args.data_dir
    return given if given is not None else default_data_dir()


def terminal_game_path(folder: Path) -> Path:
    """The autosave of the terminal game in the data folder `folder`."""
    return folder / TERMINAL_GAME
