"""The guided build's choice of the first player's move (engine.ai.proof.guided_build): expert's
move at a fixed node budget, among the moves not set aside yet.

The weak solution of Othello (Takizawa 2023) picks the first player's move at each of its nodes
by a strong evaluation and proves only that move; a move refuted there gives way to the next
candidate. hyperrow's strongest evaluation is expert (threats first, then the moves that leave
the opponent no forced win, then alpha-beta), run here under a node cap rather than a clock, so
that the choice does not depend on how busy the worker is. The kernel's search table is kept by
the process, so two workers may still pick different moves for the same position: a proof holds
whichever move it is on.
"""

from __future__ import annotations

import random
from collections.abc import Collection

from engine.ai import compiled_search
from engine.ai.budget import Budget
from engine.ai.proof.boards import stones_game
from engine.ai.proof.cube_symmetry import split_key, symmetries
from engine.ai.proof.strategy_book import board_rules

SEED = 52
"""The guide's random generator's seed (expert shuffles its root moves before ordering them)."""


def guided_move(game: str, key: int, excluded: Collection[int], nodes: int) -> int:
    """Expert's move at the first player's position `key` (canonical) of the preset `game`,
    within `nodes` nodes, among the playable moves not in `excluded`; -1 when every playable
    move is excluded or the compiled search is not there."""
    rules = board_rules(game)
    first, second = split_key(key, symmetries(rules).cells)
    played = stones_game(rules, first, second)
    candidates = [
        index
        for index, cell in enumerate(played.geometry.cells)
        if played.is_legal(cell) and index not in excluded
    ]
    if not candidates or not compiled_search.AVAILABLE:
        return -1
    if len(candidates) == 1:
        return candidates[0]
    move = compiled_search.expert(
        played, Budget(None, None, nodes), random.Random(SEED), None, candidates
    )
    # expert falls back to every legal move when the candidates leave none it may play.
    return move if move in candidates else candidates[0]
