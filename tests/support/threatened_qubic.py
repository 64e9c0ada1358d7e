"""A Qubic position for the blind player's board tests: you (red, to move) with three stones on
the top layer, the other side (blue) three in a row along x on the bottom one, threatening
1,2,1."""

from __future__ import annotations

from engine import PRESETS, Game

MOVES = [(0, 3, 3), (1, 1, 0), (3, 0, 3), (2, 1, 0), (0, 0, 3), (3, 1, 0)]
THREAT = (0, 1, 0)


def threatened_game() -> Game:
    game = Game(PRESETS["qubic"])
    for cell in MOVES:
        game.play(cell)
    return game
