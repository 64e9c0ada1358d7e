"""Games for the window tests, told as moves in notation, and moves played in a window so."""

from __future__ import annotations

from collections.abc import Iterable

from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game, Rules, parse_cell


def game_after(moves: Iterable[str], rules: Rules = PRESETS["tic-tac-toe"]) -> Game:
    """The game of `rules` (tic-tac-toe unless said) after `moves`, each a cell in notation."""
    game = Game(rules)
    for text in moves:
        game.play(parse_cell(text, rules))
    return game


def play(window: MainWindow, *texts: str) -> None:
    """Each cell of `texts` (in notation) played in `window`, as the session's `play`."""
    for text in texts:
        assert window.session.play(parse_cell(text, window.session.rules)), text


def click(window: MainWindow, text: str) -> None:
    """A click on the cell `text` names: the stone goes where it lands (`play_at`)."""
    window.session.person.play_at(parse_cell(text, window.session.rules))
