"""CPU players: five levels from `random` to `expert`, for every board and 2 to 4 players, and
the exact solver. Everything here works on a copy of the game and can be cancelled.

Modules: `levels` (choose_move and the level table), `rulebased` (random, easy, medium),
`position` (the search's incrementally evaluated board), `evaluation` (line values), `search`
(alpha-beta for hard and expert, paranoid with more than two players), `threats` (threat-space
search for expert), `budget` (time, stop flag, node cap: the one definition every search and
the solver use), `info` (progress reports), `solver/` (exact scores), `analysis/` (what each
move of a game did: proven results, marks, better moves, move values, forced wins).
"""

from engine.ai.analysis import analyse_game, forced_win, move_values
from engine.ai.levels import DEFAULT_SECONDS, LEVEL_TABLE, LEVELS, Level, choose_move
from engine.ai.solver import known_value, perfect_move, solve
from engine.ai.thinking import SearchInfo

__all__ = [
    "DEFAULT_SECONDS",
    "LEVELS",
    "LEVEL_TABLE",
    "Level",
    "SearchInfo",
    "analyse_game",
    "choose_move",
    "forced_win",
    "known_value",
    "move_values",
    "perfect_move",
    "solve",
]
