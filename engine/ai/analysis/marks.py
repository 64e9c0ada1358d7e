"""What a move's analysis may call it, and the facts a mark rests on besides its values: a move
that lets the opponent complete a line at once where another move stopped it.

The rules themselves are the record's (engine.record.analysis_data `strongest_mark`): a mistake
or a blunder needs proven results (or the line handed over at once); an estimate marks no more
than an inaccuracy. This module finds the facts those rules ask for.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.ai.analysis.threat_lines import takes
from engine.ai.threat_board import threat_board
from engine.game import Game
from engine.rules import Cell

INACCURACY_DROP = 0.3
"""An estimate's fall in expected result (-1 a loss, 1 a win) that marks an inaccuracy."""


@dataclass(frozen=True)
class AtOnce:
    """The moves of a position that stop the line a move handed the opponent: the mover's
    wins at once first, then the moves that leave the opponent no line to complete, each in the
    board's order."""

    wins: tuple[Cell, ...]
    blocks: tuple[Cell, ...]

    def first(self, preferred: tuple[Cell | None, ...] = ()) -> Cell:
        """The move to name: a win at once, else the first of `preferred` that blocks, else
        the first block."""
        if self.wins:
            return self.wins[0]
        for cell in preferred:
            if cell in self.blocks:
                return cell
        return self.blocks[0]


def hands_a_line(game: Game, played: Cell) -> AtOnce | None:
    """When `played` in `game` (two players, the first line winning; not over) lets the
    opponent complete a line with its next stone, though another move would not have: the
    moves that would not; else None."""
    if not takes(game):
        return None
    board = threat_board(game)
    mover = board.turn
    opponent = 1 - mover
    index = game.geometry.index[played]
    board.push(index)
    try:
        if board.over or not board.wins(opponent):
            return None
    finally:
        board.pop()
    cells = game.geometry.cells
    wins = tuple(cells[move] for move in sorted(board.wins(mover)))
    blocks = []
    for move in sorted(board.legal()):
        if move == index:
            continue
        board.push(move)
        try:
            if (board.over or not board.wins(opponent)) and cells[move] not in wins:
                blocks.append(cells[move])
        finally:
            board.pop()
    if not wins and not blocks:
        return None
    return AtOnce(wins, tuple(blocks))
