"""`hyperrow stats`: the record of your games the window keeps (engine.scoreboard) — wins,
draws and losses against each CPU level on each board, and against people here and over the
network — printed as a table in the language in use. It only reads: clearing is the window's
Game → Statistics → Clear."""

from __future__ import annotations

import argparse
from typing import TextIO

from engine.ai import LEVELS
from engine.scoreboard import (
    MIXED_LEVELS,
    NETWORK,
    Opponent,
    Row,
    StatisticsError,
    load_scoreboard,
    statistics_path,
)
from terminal.commands.board_text import level_name, preset_name_words
from terminal.commands.terminal_data_folder import add_data_dir_option, data_folder
from terminal.words.analysis_report_words import columns
from wording.language import _, add_language_option, use_language


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the `stats` options to `parser`."""
    add_data_dir_option(parser)
    add_language_option(parser)


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Print the statistics of the data folder `args` names to `out`; returns the exit code
    (1 when the file cannot be read)."""
    use_language(args.lang)
    folder = data_folder(args)
    path = statistics_path(folder)
    try:
        board = load_scoreboard(path)
    except StatisticsError as error:
        out.write(
            _(
                "hyperrow stats: the statistics file {path} cannot be read ({detail}); the "
                "window sets it aside and starts afresh when it opens."
            ).format(path=path, detail=error.detail)
            + "\n"
        )
        return 1
    rows = board.rows(LEVELS)
    if not rows:
        out.write(_("No game has been finished yet.") + "\n")
        return 0
    out.write(_("Your games, kept in {path}:").format(path=path) + "\n\n")
    out.write(table(rows) + "\n")
    return 0


def opponent_words(opponent: Opponent) -> str:
    """Who the games of a row were against, in the language in use."""
    if opponent.level == MIXED_LEVELS:
        return _("CPUs of different levels")
    if opponent.level is not None:
        return _("CPU, {level}").format(level=level_name(opponent.level))
    if opponent.people == NETWORK:
        return _("people over the network")
    return _("people at this computer")


def board_words(board: str) -> str:
    """A board of the statistics: the preset's name, or "custom board"."""
    return _("custom board") if board == "custom" else preset_name_words(board)


def table(rows: list[Row]) -> str:
    """The rows under a heading, in columns that line up in a terminal (wide characters count
    two)."""
    lines = [[_("board"), _("opponent"), _("wins"), _("draws"), _("losses")]]
    for row in rows:
        tally = row.tally
        counts = [str(tally.wins), str(tally.draws), str(tally.losses)]
        lines.append([board_words(row.board), opponent_words(row.opponent), *counts])
    widths = [max(columns(line[c]) for line in lines) for c in range(5)]
    text = []
    for line in lines:
        cells = [_pad(line[0], widths[0]), _pad(line[1], widths[1])]
        cells += [" " * (widths[c] - columns(line[c])) + line[c] for c in (2, 3, 4)]
        text.append("  ".join(cells).rstrip())
    return "\n".join(text)


def _pad(text: str, width: int) -> str:
    return text + " " * (width - columns(text))
