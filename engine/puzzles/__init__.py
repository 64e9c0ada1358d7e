"""Puzzles from real play, proven by the engine: "win in N" (N of the winner's moves) and
"defend" (only one move avoids a forced loss), on Connect Four, cube-3, Qubic, Score Four,
four-d and gomoku.

Modules: `proof` (bounded AND-OR proofs on the kernel's bitboards: a forced win within n moves,
against every defence), `soundness` (what makes a puzzle sound: the cheap line check packs are
loaded with, the whole proof the builder and the tests run), `puzzle` (the data and its JSON
form), `symmetry` (a board's images, to show a puzzle fresh), `build` (packs from CPU games),
`pack` (the shipped packs in resources/puzzles/), `daily` (the date's puzzle), `attempt` (a
puzzle played: the player's moves judged, the engine's best defence) and `progress` (the
player's record in the data folder).
"""
