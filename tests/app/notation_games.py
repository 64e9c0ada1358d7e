"""Games for the window tests, told as moves in notation."""

from __future__ import annotations

from collections.abc import Iterable

from engine import PRESETS, Game, Rules, parse_cell


def game_after(moves: Iterable[str], rules: Rules = PRESETS["tic-tac-toe"]) -> Game:
    """The game of `rules` (tic-tac-toe unless said) after `moves`, each a cell in notation."""
    game = Game(rules)
    for text in moves:
        game.play(parse_cell(text, rules))
    return game
