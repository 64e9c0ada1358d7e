"""The opening explorer of your own games: for a position, the moves played from it in the
library's games, with how often and how those games ended for the side to move. Positions are
matched under the board's symmetries (engine.library.library_positions), so a game that opened in
one corner counts for every corner."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from engine.library.library_index import LibraryIndex
from engine.library.library_positions import cell_index, index_cell, orientation
from engine.record.analysis_data import Result
from engine.rules import Cell, Rules, is_cell_on_board
from engine.scoreboard import result_for


@dataclass(frozen=True)
class ExploredMove:
    """A move played from the position: `cell`, the first of `cells` (every cell that is the
    same move under the position's own symmetries), in how many `games`, and how the finished
    ones ended for the side to move."""

    cell: Cell
    cells: tuple[Cell, ...]
    games: int
    wins: int
    draws: int
    losses: int


@dataclass(frozen=True)
class Exploration:
    """What the library's games did from a position: how many went on from it (`games`) and
    the moves played there, most played first."""

    games: int
    moves: tuple[ExploredMove, ...]


def explore(index: LibraryIndex, rules: Rules, moves: Sequence[Cell]) -> Exploration:
    """The moves the games of `index` played from the position after `moves` (cells, 0-based)
    on the board of `rules`; raises ValueError naming a move that is not on the board."""
    cells = []
    for place, cell in enumerate(moves):
        if not is_cell_on_board(cell, rules.shape):
            raise ValueError(f"moves[{place}]: {cell!r} is not a cell of the board {rules.shape}")
        cells.append(cell_index(cell, rules.shape))
    rules_num = index.rules_number(rules)
    if rules_num is None:
        return Exploration(0, ())
    seen = orientation(rules, cells)
    mover = len(cells) % rules.players
    tallies: dict[int, list[int]] = {}
    for count in index.move_counts(rules_num, seen.key):
        tally = tallies.setdefault(count.move, [0, 0, 0, 0])
        tally[0] += count.games
        if count.winners is not None:
            winners = [int(w) for w in count.winners.split(",") if w]
            result = result_for(winners, mover)
            tally[1 + (Result.WIN, Result.DRAW, Result.LOSS).index(result)] += count.games
    found = []
    for move, (games, wins, draws, losses) in tallies.items():
        same = np.flatnonzero(seen.canonical == move)
        if not len(same):  # two positions with one key: never seen, but not to be trusted
            continue
        images = tuple(index_cell(int(c), rules.shape) for c in same)
        found.append(ExploredMove(images[0], images, games, wins, draws, losses))
    found.sort(key=lambda m: (-m.games, -m.wins, m.cell))
    return Exploration(sum(m.games for m in found), tuple(found))
