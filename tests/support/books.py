"""Books for the tests: the small gravity board whose opening book is checked position by
position, a sample strategy book, and a strategy build's runner that counts its tasks."""

from __future__ import annotations

from engine import Rules
from engine.ai.proof.runners import InProcess
from engine.ai.proof.strategy_book import StrategyBook
from engine.ai.proof.tasks import Outcome

SMALL = Rules((4, 4), 4, gravity=1)
"""A board small enough that every position of its opening book can be checked by the solver."""
SMALL_PLIES = 4
"""The depth of SMALL's book in the tests."""

SAMPLE = StrategyBook(4, 3, 4, {0: 0, (1 << 5) | (1 << 64 + 9): 21}, False, 12.5)
"""A strategy book of two positions, to write and read back."""


class Counting(InProcess):
    """Runs tasks here, counting them, and stops the build after `stop_after` outcomes."""

    def __init__(self, stop_after: int | None = None) -> None:
        super().__init__()
        self.ran = 0
        self.stop_after = stop_after

    def next(self) -> Outcome | None:
        if self.stop_after is not None and self.ran == self.stop_after:
            raise KeyboardInterrupt
        outcome = super().next()
        self.ran += outcome is not None
        return outcome


def proof(book: StrategyBook) -> tuple[dict[int, int], bool]:
    """What a book proves (its moves, whether whole), without the time it took."""
    return book.moves, book.complete
