"""Connect Four positions told as the column digits of the data files, and the data files'
positions with their exact scores."""

from __future__ import annotations

from engine import PRESETS, Game, parse_move
from tests.support.paths import CONNECT4_DATA


def connect_four(columns: str) -> Game:
    """The Connect Four game after `columns`, 1-based column digits as in the data files."""
    game = Game(PRESETS["connect-four"])
    for digit in columns:
        game.play(parse_move(digit, game))
    return game


def positions(name: str) -> list[tuple[str, int]]:
    """(moves, score) per line of a data file."""
    result = []
    for line in (CONNECT4_DATA / name).read_text().splitlines():
        moves, score = line.split()
        result.append((moves, int(score)))
    return result
