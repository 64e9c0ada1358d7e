"""Today's puzzle: the same for everyone on a date, whatever the clock or the data folder. The
date's SHA-256 picks a shipped puzzle and one of its board's symmetries."""

from __future__ import annotations

import datetime
import hashlib

from engine.puzzles.pack import all_shipped
from engine.puzzles.puzzle import Puzzle
from engine.puzzles.symmetry import symmetries


def daily_puzzle(day: datetime.date) -> Puzzle:
    """The puzzle of `day`, in the image of its board the day picks; raises PackError when
    the packs cannot be loaded."""
    puzzles = all_shipped()
    digest = hashlib.sha256(f"hyperrow daily puzzle {day.isoformat()}".encode()).digest()
    pick = int.from_bytes(digest[:8], "big")
    image = int.from_bytes(digest[8:16], "big")
    puzzle = puzzles[pick % len(puzzles)]
    images = symmetries(puzzle.rules)
    return puzzle.transformed(images[image % len(images)])
