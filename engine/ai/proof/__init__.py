"""Proofs that the first player wins, and the strategy books that hold them (Qubic, cube-3; Score
Four and score-three, with gravity).

Modules: `cube_symmetry` (a cubic or gravity board's symmetries, positions folded to canonical
keys), `boards`
(the reference search's board: the compiled kernel's, or the pure-Python one), `pns`
(proof-number search with threat-space search at the leaves, the readable reference), `tasks` (a
worker's capped proof of one position, by the compiled search of engine/ai/_kernel/proof.c),
`build` (the client's tree of tasks, re-checked and checkpointed), `guided_build` and `guide`
(the guided weak proof: the first player's move chosen by expert), `frontier_trend` (a build's
open positions over its worker time),
`checkpoint`, `runners` (in this process, or on a dask.distributed cluster), `strategy_book` (the
book file, its loader and lookups) and `verifier` (an independent check of a book, with its own
code).
"""
