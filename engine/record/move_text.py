"""A game's moves as one line of text, in the terminal's notation: "1,1,1 2,3,1 4,4,1", the
moves one after another separated by spaces, each cell's 1-based coordinates by commas (with
gravity the gravity coordinate may be left out, as the terminal allows). The window's Edit →
Copy moves writes it and Edit → Paste reads it.

`read_moves` refuses text that is not such a line with a `MoveTextError` (a ValueError) whose
`problem` says which move (from 0) and why: text that names no cell (the notation's error) or a
cell that may not be played there (the engine's refusal)."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from engine.game import Game
from engine.notation import NotationError, format_moves, parse_move
from engine.refusals import IllegalMove, Refusal
from engine.rules import Rules

_MOVES = re.compile(r"\s+")


@dataclass(frozen=True)
class MoveTextProblem:
    """What is wrong with a line of moves: `move` (0-based) and its `text`, and either the
    notation's `notation` error, the engine's `refusal`, or neither when the text is empty."""

    move: int
    text: str
    notation: NotationError | None = None
    refusal: Refusal | None = None

    def describe(self) -> str:
        """The problem in English (for logs and tests)."""
        if self.notation is not None:
            why = str(self.notation)
        elif self.refusal is not None:
            why = self.refusal.describe()
        else:
            return "no moves"
        return f"move {self.move + 1} ({self.text!r}): {why}"


class MoveTextError(ValueError):
    """A line that is not a game's moves; `problem` says where and why as data."""

    def __init__(self, problem: MoveTextProblem) -> None:
        super().__init__(problem.describe())
        self.problem = problem


def write_moves(game: Game) -> str:
    """`game`'s moves as one line ("" before the first)."""
    return format_moves(game.moves)


def read_moves(text: str, rules: Rules) -> Game:
    """The game under `rules` of the moves in `text`; raises MoveTextError."""
    # The Japanese input method's full-width spaces read as spaces, as the notation's digits do.
    words = [w for w in _MOVES.split(unicodedata.normalize("NFKC", text).strip()) if w]
    if not words:
        raise MoveTextError(MoveTextProblem(0, ""))
    game = Game(rules)
    for number, word in enumerate(words):
        try:
            game.play(parse_move(word, game))
        except NotationError as error:
            raise MoveTextError(MoveTextProblem(number, word, notation=error)) from error
        except IllegalMove as error:
            raise MoveTextError(MoveTextProblem(number, word, refusal=error.refusal)) from error
    return game
