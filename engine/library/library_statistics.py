"""The record of your games (engine.scoreboard) worked out from the library instead of counted
game by game: wins, draws and losses against each CPU level on each board, and against people
here and over the network.

A game counts as engine.scoreboard counts it: seen from the first seat a person played at this
computer, so a CPU's win is nobody's loss here unless a person sat at a losing seat, and a game
among CPUs only is no one's; once (the library keeps a game in one file, under one id, however
often it was saved); and only once it is over on the board."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from engine.library.game_library import LibraryEntry
from engine.scoreboard import Scoreboard


def library_scoreboard(
    entries: Iterable[LibraryEntry], since: datetime | None = None
) -> Scoreboard:
    """The scoreboard of the finished games among `entries` (GameLibrary.games), only those
    created at `since` or later when given (the statistics cleared then)."""
    board = Scoreboard()
    for entry in sorted(entries, key=lambda e: (e.created, e.game_id)):
        if entry.winners is None or (since is not None and entry.created < since):
            continue
        board.count(entry.game_id, entry.rules, entry.players, entry.winners)
    return board
