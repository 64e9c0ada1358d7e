"""A game file that carries every optional field (each move's level where it differs from its
seat's, a clock, an analysis), for the tests that hold both front ends to keeping them all
through a load and a save."""

from __future__ import annotations

from pathlib import Path

from engine import PRESETS, Game, parse_cell
from engine.ai.analysis import analyse_game
from engine.clocks import TimeControl
from engine.in_play import GameInPlay
from engine.players import PlayerInfo, SeatKind
from engine.record import GameRecord, load_record

MOVES = ("2,2", "1,1", "3,3", "1,3")
"""Four moves of tic-tac-toe; the second pair played after the CPU seat went from easy to hard."""


class Ticking:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def write_game_with_every_field(path: Path) -> GameRecord:
    """Write to `path` a tic-tac-toe game of a person against a CPU that changed level after
    two moves, under a 1+2 clock, with each move's time and an exact analysis; return what the
    file holds."""
    rules = PRESETS["tic-tac-toe"]
    time = Ticking()
    seats = [PlayerInfo("Hana"), PlayerInfo("CPU 2", SeatKind.CPU, "easy")]
    in_play = GameInPlay(Game(rules), seats, control=TimeControl.parse("1+2"), now=time)
    for number, text in enumerate(MOVES):
        if number == 2:
            in_play.seat([seats[0], PlayerInfo("CPU 2", SeatKind.CPU, "hard")])
        time.now += 1.5 + number
        in_play.play(parse_cell(text, rules))
    analysis = analyse_game(in_play.game, seconds=0.05)
    assert analysis is not None
    in_play.analysis.replace(analysis)
    in_play.save(path)
    saved = load_record(path)
    # The file holds all three: the levels (not the seats' present ones), the clock, the
    # analysis; else the tests built on it would prove nothing.
    assert saved.levels == (None, "easy", None, "hard")
    assert saved.clock is not None and saved.clock.used == (1.5, 2.5, 3.5, 4.5)
    assert saved.analysis is not None and len(saved.analysis.moves) == len(MOVES)
    return saved


def same_fields(first: GameRecord, second: GameRecord) -> list[str]:
    """The fields of a game file in which `second` differs from `first` (the time it was saved
    aside)."""
    differ = []
    for name in ("players", "created", "levels", "analysis", "clock"):
        if getattr(first, name) != getattr(second, name):
            differ.append(name)
    if (first.game.moves, first.game.redo_moves) != (second.game.moves, second.game.redo_moves):
        differ.append("moves")
    if first.rules != second.rules:
        differ.append("rules")
    return differ
