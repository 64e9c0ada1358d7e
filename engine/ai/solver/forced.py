"""Positions whose exact score needs no search: the side to move wins at once; or it loses at
once, the opponent holding two wins it cannot both block; or it must block the opponent's one
win, and the position after the block is one of these (or a full board, a draw), as far as the
blocks go on being forced.

Every step is exact. A player with a win at once scores (C + 1 - n) // 2, the best a position
can give. Of two opponent's wins playable now, one stone takes at most one, and the other stays
playable (with gravity a stone only lets the cell above it in), so every move loses to the next
stone. With one such win, any other move loses at once, and the block never does worse:
the opponent cannot win sooner than its next stone. The answers are held to the searches' on
many positions by the tests.

The wins are read off `Game.line_sums` (a line that holds k - 1 of a player's stones and none of
the other's), so a position costs a scan of the line list in C and a few steps per such line,
instead of the searches' set-up: `solve` answers these in microseconds.
"""

from __future__ import annotations

from engine.game import EMPTY, PLAYER_BITS, Game


def forced_score(game: Game) -> int | None:
    """The exact score of `game` for the side to move (the solver's convention) when no search
    is needed, else None. `game` has two players, the first completed line wins, and it is not
    over; it is not changed."""
    rules = game.rules
    cells = rules.cell_count - len(rules.blocked)
    position = game
    sign = 1  # the score of `position` times `sign` is the score of `game`
    while True:
        mover = position.ply % 2
        if _wins(position, mover, 1):
            return sign * ((cells + 1 - position.ply) // 2)
        threats = _wins(position, 1 - mover, 2)
        if not threats:
            return None
        if len(threats) == 2:
            # The opponent's winning stone comes with ply + 1 stones on the board.
            return -sign * ((cells - position.ply) // 2)
        if position is game:
            position = game.copy()
        position.push(threats[0])
        sign = -sign
        if position.is_over():
            return 0  # the block filled the board (it completed no line: there was no win)


def _wins(game: Game, player: int, most: int) -> list[int]:
    """Up to `most` cells (indices) where `player`'s stone, playable there now, completes a
    line."""
    near = (game.rules.k - 1) << (PLAYER_BITS * player)
    sums = game.line_sums
    count = sums.count(near)
    if not count:
        return []
    geometry = game.geometry
    lines, below, board = geometry.lines, geometry.below, game.board
    found: list[int] = []
    line = -1
    for _ in range(count):
        line = sums.index(near, line + 1)
        # k - 1 of the player's stones and none of the other's: one cell of the line is empty.
        for cell in lines[line]:
            if board[cell] == EMPTY:
                break
        under = below[cell]
        if (under < 0 or board[under] != EMPTY) and cell not in found:
            found.append(cell)
            if len(found) == most:
                break
    return found
