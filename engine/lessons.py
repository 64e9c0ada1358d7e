"""The lessons: short steps on the real board, each a position, what the player is asked to do
there and the rule that judges the answer (any cell that does what was asked is right, not one
cell picked beforehand). Data and judgement only: the front ends word it."""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

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


@dataclass(frozen=True)
class Lesson:
    """A lesson: its name (the key of its title and of its place in the data folder) and steps."""

    name: str
    steps: tuple[Step, ...]


STEP_FIELDS = {"key", "rules", "moves", "ask", "w", "ghost_slices", "all_slices"}
"""What a step of lessons.json may say: `key`, `rules` and `ask` always, the others when
they are not the default."""


def _moves(text: str) -> tuple[Cell, ...]:
    """Moves written as the move list shows them (`format_moves`: "1,1 3,1 2,2"), as cells."""
    return tuple(tuple(int(n) - 1 for n in move.split(",")) for move in text.split())


def _step(data: dict[str, Any]) -> Step:
    """A step from its entry in lessons.json; raises ValueError saying what is wrong."""
    unknown = set(data) - STEP_FIELDS
    if unknown or not {"key", "rules", "ask"} <= set(data):
        raise ValueError(f"step {data.get('key')!r}: fields {sorted(data)}")
    if data["rules"] not in PRESETS:
        raise ValueError(f"step {data['key']!r}: no game {data['rules']!r}")
    try:
        step = Step(
            str(data["key"]),
            str(data["rules"]),
            _moves(str(data.get("moves", ""))),
            Ask(data["ask"]),
            int(data.get("w", 0)),
            bool(data.get("ghost_slices", False)),
            bool(data.get("all_slices", False)),
        )
        step.game()  # a move that cannot be played raises ValueError too
    except ValueError as error:
        raise ValueError(f"step {data['key']!r}: {error}") from error
    return step


def lessons_from_data(data: Any) -> tuple[Lesson, ...]:
    """The lessons of lessons.json's data (a list of {"name", "steps"}); raises ValueError
    saying what is wrong."""
    if not isinstance(data, list):
        raise ValueError("lessons.json holds no list of lessons")
    found = []
    for entry in data:
        if not isinstance(entry, dict) or set(entry) != {"name", "steps"}:
            raise ValueError(f"a lesson is not a name and its steps: {entry!r}")
        found.append(Lesson(str(entry["name"]), tuple(_step(step) for step in entry["steps"])))
    return tuple(found)


LESSONS = lessons_from_data(
    json.loads((Path(__file__).parent / "lessons.json").read_text(encoding="utf-8"))
)
"""Every lesson, in the order the lessons list shows them: the content lives in lessons.json
(shipped in the package), its words in the front ends' catalogues under each name and key."""


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
