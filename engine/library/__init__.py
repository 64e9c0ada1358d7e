"""Every game kept: each game its own file in the data folder's `games/`, indexed in SQLite
(`games.sqlite3`), with the opening explorer of your own games, statistics from them, and a game
as a short text code.

Modules: `game_library` (the library: keep, list, delete and restore, rebuild), `library_index`
(the SQLite index the files can always rebuild), `library_positions` (positions as keys the
board's symmetries do not change), `opening_explorer` (the moves played from a position),
`library_statistics` (wins, draws and losses from the library, as engine.scoreboard counts
them), `library_problems` (what went wrong, as values), `game_code` (a game as a short code).
"""

from engine.library.game_code import CodeProblem, CodeProblemKind, GameCodeError, decode, encode
from engine.library.game_library import (
    Deleted,
    GameLibrary,
    Kept,
    LibraryEntry,
    LibraryIdError,
    Unreadable,
)
from engine.library.library_problems import LibraryProblem, LibraryProblemKind
from engine.library.library_statistics import library_scoreboard
from engine.library.opening_explorer import Exploration, ExploredMove

__all__ = [
    "CodeProblem",
    "CodeProblemKind",
    "Deleted",
    "Exploration",
    "ExploredMove",
    "GameCodeError",
    "GameLibrary",
    "Kept",
    "LibraryEntry",
    "LibraryIdError",
    "LibraryProblem",
    "LibraryProblemKind",
    "Unreadable",
    "decode",
    "encode",
    "library_scoreboard",
]
