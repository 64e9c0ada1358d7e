"""Line values: how much one line's stones are worth, looked up by the line's packed counts.

`Game.line_sums` packs each player's stone count in a line into 8 bits. A line still open to one
player (no other player's stone in it) is worth more the fuller it is; a line with stones of two
players is dead and worth nothing. The tables here map every reachable packed sum straight to its
value, so the search updates its evaluation with one lookup per line through the played cell.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import lru_cache

from engine.game import PLAYER_BITS
from engine.rules import Rules

# A line of c stones (c < k) of one player only is worth GROWTH ** (c - 1): a line one stone
# from completion outweighs several half-full ones, which in turn outweigh many single stones.
GROWTH = 6
# A completed line when more than one line is needed to win: a point, worth far more than any
# number of unfinished lines through one cell.
POINT_FACTOR = 8

# Packed sums of two players stay below (k << 8) + k + 1 <= 4884: a list is the fastest table.
# With more players the sums reach k << 24, so a dict holds only the reachable ones.
LineTable = list[int] | dict[int, int]


def line_weights(k: int) -> tuple[int, ...]:
    """Worth of a line by its number of stones of one player, 0 to k (k: a completed line)."""
    weights = [0] + [GROWTH ** (c - 1) for c in range(1, k)]
    weights.append(weights[-1] * POINT_FACTOR)
    return tuple(weights)


@dataclass(frozen=True, eq=False)
class LineTables:
    """Per packed line sum: `value` for the `root` player (its own open lines count for it,
    every other player's against it) and `owner` (the player who needs one more stone in the
    line, else -1)."""

    root: int
    value: LineTable
    owner: LineTable


@lru_cache(maxsize=32)
def line_tables(rules: Rules, root: int) -> LineTables:
    """The `LineTables` of `rules` seen from player `root`, computed once."""
    k = rules.k
    players = rules.players
    weights = line_weights(k)
    size = (k << (PLAYER_BITS * (players - 1))) + k + 1
    value: LineTable
    owner: LineTable
    if players == 2:
        value, owner = [0] * size, [-1] * size
    else:
        value, owner = {}, {}
    for counts in itertools.product(range(k + 1), repeat=players):
        if sum(counts) > k:
            continue
        packed = sum(c << (PLAYER_BITS * p) for p, c in enumerate(counts))
        holders = [p for p, c in enumerate(counts) if c]
        value[packed] = 0
        owner[packed] = -1
        if len(holders) == 1:
            p = holders[0]
            worth = weights[counts[p]]
            value[packed] = worth if p == root else -worth
            if counts[p] == k - 1:
                owner[packed] = p
    return LineTables(root, value, owner)
