"""What a spectator at the terminal is told: that it watches (never how to enter a move), and,
after each move, whose turn it is with the clocks as the players see them before their prompt.
A spectator has no prompt of its own, so this line stands in for it."""

from __future__ import annotations

from engine.rules import Rules
from terminal.commands.board_text import game_title
from wording.language import _


def watching_intro(rules: Rules, seats: list[str]) -> list[str]:
    """The lines a spectator sees first: the game, the seats, how to stop watching."""
    return [
        _("hyperrow - {title}").format(title=game_title(rules)),
        "   ".join(seats),
        _("Each move is shown as it is played. Type q to stop watching."),
    ]


def watching_turn(clocks: str, number: int, seat: str) -> str:
    """The turn under way for a spectator: "[X 4:59* · O 5:00] Move 3: X is to move.";
    `clocks` is "" without a clock, else ends with a space."""
    return clocks + _("Move {number}: {seat} is to move.").format(number=number, seat=seat)
