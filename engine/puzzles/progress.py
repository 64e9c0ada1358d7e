"""A player's puzzle record, kept in the data folder as puzzles.json (written atomically): the
puzzles solved (each counts once), the streak of puzzles solved at the first try, the best
streak and an Elo-style rating against the puzzles' own (by difficulty)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path

from engine.atomic_files import write_text_atomic
from engine.puzzles.puzzle import Difficulty

FILE_NAME = "puzzles.json"
START_RATING = 1200
K_FACTOR = 32
PUZZLE_RATINGS = {Difficulty.EASY: 1000, Difficulty.MEDIUM: 1400, Difficulty.HARD: 1800}
"""Each difficulty's rating, which a player's is measured against."""


@dataclass(frozen=True)
class PuzzleRecord:
    """What the data folder keeps."""

    solved: frozenset[str] = field(default_factory=frozenset)
    tried: frozenset[str] = field(default_factory=frozenset)
    streak: int = 0
    best_streak: int = 0
    rating: int = START_RATING

    def after(self, ident: str, difficulty: Difficulty, *, solved: bool) -> PuzzleRecord:
        """The record once puzzle `ident` was solved (at the first try) or failed. Only a
        puzzle's first attempt moves the rating; a solved puzzle counts once, and solving it
        again leaves the record as it is."""
        if ident in self.solved:
            return self
        rating = self.rating
        if ident not in self.tried:
            expected = 1 / (1 + 10 ** ((PUZZLE_RATINGS[difficulty] - rating) / 400))
            rating = round(rating + K_FACTOR * ((1.0 if solved else 0.0) - expected))
        tried = self.tried | {ident}
        if not solved:
            return replace(self, tried=tried, streak=0, rating=rating)
        streak = self.streak + 1
        return PuzzleRecord(
            self.solved | {ident}, tried, streak, max(streak, self.best_streak), rating
        )


def load_record(folder: Path) -> PuzzleRecord:
    """The record kept in `folder`; a fresh one when there is none or it cannot be read (the
    next save replaces it)."""
    try:
        data = json.loads((folder / FILE_NAME).read_text(encoding="utf-8"))
        return PuzzleRecord(
            frozenset(str(x) for x in data["solved"]),
            frozenset(str(x) for x in data["tried"]),
            int(data["streak"]),
            int(data["best_streak"]),
            int(data["rating"]),
        )
    except (OSError, ValueError, KeyError, TypeError):
        return PuzzleRecord()


def save_record(folder: Path, record: PuzzleRecord) -> None:
    """Keep `record` in `folder` (created if missing); raises OSError."""
    folder.mkdir(parents=True, exist_ok=True)
    data = {
        "version": 1,
        "solved": sorted(record.solved),
        "tried": sorted(record.tried),
        "streak": record.streak,
        "best_streak": record.best_streak,
        "rating": record.rating,
    }
    write_text_atomic(folder / FILE_NAME, json.dumps(data, indent=2) + "\n")
