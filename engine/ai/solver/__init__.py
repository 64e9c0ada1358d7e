"""The exact solver: the game-theoretic value of a two-player, first-line-wins position.

Scores follow Pascal Pons' Connect Four benchmark convention: 0 is a draw; when the side to
move wins, the score is (C + 1 - n) // 2, where C is the number of playable (not blocked)
cells and n the number of stones on the board just before the winning stone; a loss is the
negative of the opponent's score. So a quicker win scores higher and a later loss scores higher.

Modules: `driver` (the public `solve` and `perfect_move`, what the solver accepts, which search to
use), `forced` (the positions `solve` answers without a search: wins at once, forced blocks),
`exact_search` (what both searches provide, the null-window narrowing of the score interval
as in Pons' solver, and the bounds shared by both), `bitboard` (2D gravity boards with nothing
blocked, as two Python ints), `engine_board` (every other game, on the engine's own `push`/`pop`),
`compiled` (the compiled kernel's Pons solver for 2D gravity boards of up to 64 bits), `book`
(Connect Four's opening book: results, moves that keep them, exact scores where known),
`book_build` (building it, resumably) and `keeping` (expert's Connect Four move within a time
budget: book, weak solve, probes of each move). The pure-Python searches are the reference the
compiled kernel is checked against.
"""

from engine.ai.solver.driver import (
    MAX_EMPTY_CELLS,
    UnsupportedGame,
    known_value,
    move_within,
    perfect_move,
    score_within,
    solve,
)

__all__ = [
    "MAX_EMPTY_CELLS",
    "UnsupportedGame",
    "known_value",
    "move_within",
    "perfect_move",
    "score_within",
    "solve",
]
