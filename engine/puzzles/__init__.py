"""Puzzles from real play, proven by the engine: "win in N" (N of the winner's moves) and
"defend" (only one move avoids a forced loss), on Connect Four, cube-3, Qubic, Score Four,
four-d and gomoku.

Modules: `proof` (bounded AND-OR proofs on the kernel's bitboards: a forced win within n moves,
against every defence), `exact` (each move's exact result from the exact solver, on Connect Four
and 3×3×3), `soundness` (what makes a puzzle sound under its proof, exact or to a depth: the
cheap line check packs are loaded with, the whole proof the builder and the tests run),
`puzzle` (the data, its proof and its JSON form), `symmetry` (a board's images, to show a puzzle
fresh), `pack_builder` (packs from CPU games, or a pack re-checked and topped up), `pack` (the
shipped packs in resources/puzzles/), `daily` (the date's puzzle), `attempt` (a puzzle played:
the player's moves judged, a slower win taken back, the engine's best defence) and `progress`
(the player's record in the data folder).
"""
