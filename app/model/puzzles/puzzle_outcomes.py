"""How each puzzle went, puzzle by puzzle, for the puzzle window's list: solved clean, solved
with a hint, solved on a later try after a wrong one, failed, or not tried. Kept in the data
folder as puzzle-outcomes.json (written atomically), beside the record (puzzles.json,
engine.puzzles.progress), which keeps only the totals, the streak and the rating and which the
terminal writes too: what the record says is never contradicted (a puzzle the record holds as
solved is solved here, one it holds as tried at least failed). No words: the window has them."""

from __future__ import annotations

import json
from enum import IntEnum
from pathlib import Path

from engine.atomic_files import write_text_atomic
from engine.puzzles.progress import PuzzleRecord

FILE_NAME = "puzzle-outcomes.json"


class Outcome(IntEnum):
    """How a puzzle went, the better the higher: a puzzle keeps its best."""

    NOT_TRIED = 0
    FAILED = 1
    """A wrong move, or the solution shown, and never solved since."""
    RETRIED = 2
    """Solved, but on a try after a wrong move: the record counts the first try (failed)."""
    HINTED = 3
    """Solved after a hint: not counted as solved clean."""
    SOLVED = 4
    """Solved at the first try without a hint: counted."""


_NAMES = {outcome.name.lower(): outcome for outcome in Outcome}


class OutcomeBook:
    """The outcomes kept in `folder`; unreadable or missing, it starts empty (the next save
    replaces it)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._outcomes: dict[str, Outcome] = {}
        try:
            data = json.loads((folder / FILE_NAME).read_text(encoding="utf-8"))
            for ident, name in data["outcomes"].items():
                if name in _NAMES:
                    self._outcomes[str(ident)] = _NAMES[name]
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            self._outcomes = {}

    def of(self, ident: str, record: PuzzleRecord) -> Outcome:
        """How puzzle `ident` went, as this book and `record` say together."""
        kept = self._outcomes.get(ident, Outcome.NOT_TRIED)
        if ident in record.solved:
            return Outcome.SOLVED
        if ident in record.tried:
            return max(kept, Outcome.FAILED)
        return kept

    def note(self, ident: str, outcome: Outcome) -> bool:
        """Keep `outcome` for `ident` where it is better than what is kept; True when the book
        changed (then `save` it)."""
        if outcome <= self._outcomes.get(ident, Outcome.NOT_TRIED):
            return False
        self._outcomes[ident] = outcome
        return True

    def save(self) -> None:
        """Write the book to its folder (created if missing); raises OSError."""
        self.folder.mkdir(parents=True, exist_ok=True)
        outcomes = {
            ident: outcome.name.lower() for ident, outcome in sorted(self._outcomes.items())
        }
        text = json.dumps({"version": 1, "outcomes": outcomes}, indent=2) + "\n"
        write_text_atomic(self.folder / FILE_NAME, text)
