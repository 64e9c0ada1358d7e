"""The lessons: short steps on the real board, each a position, what the player is asked to do
there and the rule that judges the answer (any cell that does what was asked is right, not one
cell picked beforehand). Data and judgement only: the front ends word it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine.game import Game
from engine.rules import PRESETS, Cell
from engine.threats import threats


class Ask(Enum):
    """What a step asks of the player."""

    READ = "read"
    """Nothing to play: read, look, and go on."""
    COMPLETE_LINE = "complete-line"
    """Play a stone that completes a line."""
    BLOCK = "block"
    """Play where the opponent would complete a line next."""
    DOUBLE_THREAT = "double-threat"
    """Play a stone after which two different cells would each complete a line."""
    STRONG_CELL = "strong-cell"
    """Play on a cell that lies on seven lines."""
    SEVERAL_LINES = "several-lines"
    """Play a stone that completes two lines or more at once."""


class Verdict(Enum):
    """How a move answers its step."""

    RIGHT = "right"
    NO_LINE = "no-line"
    STILL_THREATENED = "still-threatened"
    NOT_DOUBLE = "not-double"
    NOT_STRONG = "not-strong"
    TOO_FEW_LINES = "too-few-lines"


STRONG_LINES = 7
"""Lines through each of Qubic's 16 strong cells (its 8 corners and 8 centre cells)."""


@dataclass(frozen=True)
class Step:
    """One step of a lesson: the game `rules` (a preset's name) with `moves` played, what is
    asked, and how the 3D view shows it (the w-slice, ghost slices, all w-slices)."""

    key: str
    """The step's name: the front ends word it by this."""
    rules: str
    moves: tuple[Cell, ...]
    ask: Ask
    w: int = 0
    ghost_slices: bool = False
    all_slices: bool = False

    def game(self) -> Game:
        """The step's position, a new game each time (Retry starts from it again)."""
        game = Game(PRESETS[self.rules])
        for cell in self.moves:
            game.play(cell)
        return game


def _moves(text: str) -> tuple[Cell, ...]:
    """Moves written as the move list shows them (`format_moves`: "1,1 3,1 2,2"), as cells."""
    return tuple(tuple(int(n) - 1 for n in move.split(",")) for move in text.split())


@dataclass(frozen=True)
class Lesson:
    """A lesson: its name (the key of its title and of its place in the data folder) and steps."""

    name: str
    steps: tuple[Step, ...]


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "line-2d",
        (
            Step("line-2d-read", "tic-tac-toe", (), Ask.READ),
            Step("line-2d-win", "tic-tac-toe", _moves("1,1 3,1 2,2 1,3"), Ask.COMPLETE_LINE),
        ),
    ),
    Lesson(
        "cube",
        (
            Step("cube-read", "qubic", (), Ask.READ),
            Step(
                "cube-space-diagonal",
                "qubic",
                _moves("1,1,1 1,4,1 2,2,2 4,1,2 3,3,3 2,4,3"),
                Ask.COMPLETE_LINE,
            ),
            Step("cube-strong-cell", "qubic", (), Ask.STRONG_CELL),
        ),
    ),
    Lesson(
        "gravity",
        (
            Step(
                "gravity-win", "connect-four", _moves("1,1 1,2 2,1 2,2 3,1 7,1"), Ask.COMPLETE_LINE
            ),
            Step("gravity-block", "connect-four", _moves("4,1 5,1 4,2 5,2 4,3"), Ask.BLOCK),
            Step(
                "gravity-score-four",
                "score-four",
                _moves("1,1,1 4,4,1 2,1,1 4,3,1 3,1,1 3,4,1"),
                Ask.COMPLETE_LINE,
            ),
        ),
    ),
    Lesson(
        "fourth-dimension",
        (
            Step("w-read", "four-d", _moves("1,1,1,1 4,1,1,1"), Ask.READ),
            Step(
                "w-ghosts",
                "four-d",
                _moves("1,1,1,1 4,1,1,1 2,2,1,2 1,4,1,2 3,3,1,3 4,1,4,3"),
                Ask.COMPLETE_LINE,
                w=3,
                ghost_slices=True,
            ),
            Step(
                "w-all-slices",
                "four-d",
                _moves("1,2,3,1 4,4,4,1 1,2,3,2 4,1,4,2 1,2,3,3 1,1,4,3"),
                Ask.COMPLETE_LINE,
                all_slices=True,
            ),
        ),
    ),
    Lesson(
        "threats",
        (
            Step(
                "threats-double",
                "qubic",
                _moves("1,1,1 1,4,4 2,1,1 3,2,4 4,2,1 2,3,2 4,3,1 4,1,3"),
                Ask.DOUBLE_THREAT,
            ),
            Step("threats-block", "qubic", _moves("1,1,1 4,1,1 2,2,1 1,4,4 3,3,1"), Ask.BLOCK),
        ),
    ),
    Lesson(
        "tesseract",
        (
            Step("tesseract-read", "tesseract", (), Ask.READ),
            Step(
                "tesseract-two-lines",
                "tesseract",
                _moves("1,1,1,1 3,3,3,3 3,1,1,1 1,3,2,1 2,1,1,2 3,2,1,3 2,1,1,3 1,2,3,3"),
                Ask.SEVERAL_LINES,
            ),
        ),
    ),
)
"""Every lesson, in the order the lessons list shows them."""


def lesson(name: str) -> Lesson:
    """The lesson called `name` (KeyError for none)."""
    for found in LESSONS:
        if found.name == name:
            return found
    raise KeyError(name)


def judge(step: Step, before: Game, cell: Cell) -> Verdict:
    """How playing `cell` (where the stone lands) in `before`, the step's position, answers
    `step`; `before` is left as it was."""
    game = before.copy()
    mover = game.to_move
    completed = len(game.completed_lines)
    game.play(cell)
    new_lines = len(game.completed_lines) - completed
    if step.ask is Ask.COMPLETE_LINE:
        return Verdict.RIGHT if new_lines else Verdict.NO_LINE
    if step.ask is Ask.SEVERAL_LINES:
        return Verdict.RIGHT if new_lines >= 2 else Verdict.TOO_FEW_LINES
    if step.ask is Ask.STRONG_CELL:
        lines = len(game.geometry.cell_lines[game.geometry.index[cell]])
        return Verdict.RIGHT if lines == STRONG_LINES else Verdict.NOT_STRONG
    if step.ask is Ask.BLOCK:
        # Blocked when the opponent has no cell left that completes a line next move.
        left = [t for t in threats(game) if t.player != mover and t.now]
        return Verdict.STILL_THREATENED if left else Verdict.RIGHT
    if step.ask is Ask.DOUBLE_THREAT:
        own = {t.cell for t in threats(game) if t.player == mover and t.now}
        return Verdict.RIGHT if len(own) >= 2 else Verdict.NOT_DOUBLE
    return Verdict.RIGHT
