"""Analysis of finished or unfinished games, for learning from them: per move, the mover's result
before and after it in the strongest words the engine can justify, the mark of a move that
threw a result away, a better move; every move's value in one position; the forced win of a
position as a line. Everything is data for a window to draw and the terminal to word; every
call works on a copy of the game, within a time budget, and stops when its stop flag is set.

Proven values come from Connect Four's opening book, the exact solver and threat-space proofs
(a forced win by threats proves a win); where none settles a position the search estimates it
and says so (`PositionValue.proven` is False, `source` SEARCH). Connect Four, tic-tac-toe and
cube-3 are proven on every move; three or four players and targets above one line are
estimates throughout (but for the end of the game).

Modules: `game_analysis` (`analyse_game`), `marks` (what a mark rests on beside its values: a
line handed to the opponent at once), `work` (a game's analysis counted in search nodes, so
that it gives the same answer on any machine), `move_values`, `forced_line`
(`forced_win`), `proofs` (book, solver, threats), `threat_lines` (threat-space proofs as
lines), `estimates` (the search) and `values` (values from each source, and their order). The
data types live in engine.record.analysis_data, so that a game file can keep an analysis.
"""

from engine.ai.analysis.forced_line import FORCED_WIN_SECONDS, ForcedWin, forced_win
from engine.ai.analysis.game_analysis import (
    EXACT_SECONDS,
    SEARCH_SECONDS,
    AnalysisProgress,
    analyse_game,
    default_seconds,
)
from engine.ai.analysis.marks import INACCURACY_DROP
from engine.ai.analysis.move_values import MOVE_VALUES_SECONDS, move_values

__all__ = [
    "EXACT_SECONDS",
    "FORCED_WIN_SECONDS",
    "INACCURACY_DROP",
    "MOVE_VALUES_SECONDS",
    "SEARCH_SECONDS",
    "AnalysisProgress",
    "ForcedWin",
    "analyse_game",
    "default_seconds",
    "forced_win",
    "move_values",
]
