"""Games of random moves, the same for the same seed, for tests that want a game in some state."""

from __future__ import annotations

import random

from engine import Game, Rules


def random_game(rules: Rules, seed: int, moves: int | None = None, undo: int = 0) -> Game:
    """A random game of `rules`: up to `moves` moves (or to the end), then `undo` undone."""
    rng = random.Random(seed)
    game = Game(rules)
    while not game.is_over() and (moves is None or game.ply < moves):
        game.play(rng.choice(game.legal_moves()))
    for _ in range(min(undo, game.ply)):
        game.undo()
    return game
