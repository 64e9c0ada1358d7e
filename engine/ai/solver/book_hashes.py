"""The Connect Four book's exact scores by the game's own Zobrist hash (`Game.hash`).

A lookup by the book's key must first build the position's bitboards from its moves and fold
its mirror image: some 4 µs of Python for a position of a few stones, four times what
connect-four-ai's whole answer from its book costs. `Game` already keeps a Zobrist hash of its
stones up to date move by move, so the book's positions are keyed a second time by that hash,
in both orientations, and a lookup is one dictionary read.

A hash is not a key: two positions could share one. This table is exact all the same, because
the book holds every position of its board up to its `plies` stones that is not over, and the
table is built only when the hashes of all those positions (each entry and its mirror image)
are distinct. A game of the book's board with no more stones than that, and not over, is then
one of those positions, and its hash names it alone. When the hashes collide (no known book
does) `scores_by_hash` is None and lookups go through the book's key as before.
"""

from __future__ import annotations

import numpy as np

from engine.ai.solver import book_keys
from engine.ai.solver.compiled import column_cell
from engine.geometry import geometry as geometry_of
from engine.rules import Rules


def position_hashes(
    keys: np.ndarray, rules: Rules, width: int, height: int
) -> tuple[np.ndarray, np.ndarray]:
    """The Zobrist hashes (as `Game.hash` has them) of the positions of the book keys `keys`
    (`current + mask`, the side to move's stones and all stones) and of their mirror images."""
    geometry = geometry_of(rules)
    index = {cell: i for i, cell in enumerate(geometry.cells)}
    zobrist = [np.array(table, dtype=np.uint64) for table in geometry.zobrist]
    columns = book_keys.column_parts(keys, width, height)
    stones = np.sum([tall for tall, _ in columns], axis=0)
    mover = (stones & 1).astype(np.int64)  # the side to move is player ply % 2
    plain = np.zeros(len(keys), dtype=np.uint64)
    mirrored = np.zeros(len(keys), dtype=np.uint64)
    for column, (tall, current) in enumerate(columns):
        for row in range(height):
            present = tall > row
            player = np.where((current >> row) & 1, mover, 1 - mover)
            for hashes, at in ((plain, column), (mirrored, width - 1 - column)):
                cell = index[column_cell(rules, at, row)]
                stone = np.where(player == 0, zobrist[0][cell], zobrist[1][cell])
                np.bitwise_xor(hashes, np.where(present, stone, np.uint64(0)), out=hashes)
    return plain, mirrored


def scores_by_hash(
    keys: np.ndarray, scores: np.ndarray, *, no_score: int, rules: Rules, width: int, height: int
) -> dict[int, int] | None:
    """Each book position's exact score by its Zobrist hash and its mirror image's; positions
    whose score is `no_score` (unknown) are left out. None when two different positions of the
    book share a hash (see the module docstring)."""
    plain, mirrored = position_hashes(keys, rules, width, height)
    # A symmetric position's two hashes are one; any other repeat is a collision.
    symmetric = plain == mirrored
    every = np.concatenate([plain, mirrored[~symmetric]])
    if len(np.unique(every)) != len(every):
        return None
    known = scores != no_score
    exact = scores[known].tolist()
    table = dict(zip(plain[known].tolist(), exact, strict=True))
    table.update(zip(mirrored[known].tolist(), exact, strict=True))
    return table
