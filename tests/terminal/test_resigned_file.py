"""A game resigned or drawn by agreement in the window, loaded at the terminal: it is over, and
the terminal says how it ended instead of asking for a move."""

from __future__ import annotations

from pathlib import Path

from engine import PRESETS, Game, record
from engine.in_play.seats import cpu, human
from engine.record.ending import Ending
from tests.support.terminal_games import play


def test_a_resigned_game_loads_over_and_says_who_resigned(tmp_path: Path) -> None:
    game = Game(PRESETS["tic-tac-toe"])
    game.play((1, 1))
    for ending, said in (
        (Ending.resigned(0), "You (X) resigned: O (CPU 2, cpu easy) won."),
        (Ending.draw_agreed(), "The game ended in a draw by agreement."),
    ):
        path = tmp_path / "ended.hyperrow"
        path.write_text(record.dumps(game, [human(1), cpu(2, "easy")], ending=ending))
        code, output = play(["play", "--load", str(path)], ["q"])
        assert code == 0, output
        assert said in output, output[-600:]
