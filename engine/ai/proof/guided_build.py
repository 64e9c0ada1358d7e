"""The guided weak proof of the first player's win (issue 52): the build of engine.ai.proof.build
with the first player's move at each of its positions chosen by expert, not by the proof search.

The present build splits a position its task could not settle at the proof search's most
promising move, the move whose proof looks cheapest; on Score Four 72% of those moves failed
later, each failure taking its part of the tree away. Here, as in the weak solution of Othello
(Takizawa 2023), a strong evaluation picks it: expert at a fixed node budget (guide.py), among
the moves not refuted yet. At the second player's positions every reply stays, folded by the
board's symmetries (the square's 8 with gravity); a move is tried until a reply below it is
disproven, and the position's next task then proves it without that move or, left open again,
splits on expert's next candidate. A disproof is the boolean search's cut-off of TUM's
'Towards Solving Connect Four 3D': the first player's win is assumed, so a draw the second
player finds below a move prunes every sibling reply at once (their tasks are cancelled).

Everything else is the present build's, so that the two measure the same things: the tasks'
capped proof search with the gravity rules (claimeven and baseinverse, blocks first), every
proof re-checked by the verifier, the checkpoint (the build's store of solved positions, kept
for good and read again by the next run), resume, SIGTERM, and the runners (this process, a
local cluster, or a real one by `--scheduler`). Its checkpoint's header names the guide, so
the two builds never go on from each other's findings.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.ai.proof.build import StrategyBuild, _Item
from engine.ai.proof.checkpoint import Record
from engine.ai.proof.runners import BuildError, InProcess, Runner
from engine.ai.proof.strategy_book import StrategyBook
from engine.ai.proof.tasks import Task

DEFAULT_GUIDE = 200_000
"""Nodes of expert's search for each first-player move the guided build splits on. On the empty
Score Four board it takes 0.02-0.1 s, a small part of a task of 200,000 nodes or more."""


class GuidedBuild(StrategyBuild):
    """A StrategyBuild whose open positions are split on expert's move at `guide` nodes."""

    def __init__(
        self, game: str, runner: Runner, *, guide: int = DEFAULT_GUIDE, **options: Any
    ) -> None:
        self.guide = guide
        super().__init__(game, runner, **options)

    def _header(self) -> dict[str, Any]:
        return {**super()._header(), "guide": self.guide}

    def _submit(self, item: _Item) -> None:
        excluded = tuple(sorted(item.excluded))
        task = Task(self.game, item.key, excluded, self.expansions, self.guide)
        self.waiting[item.key] = task
        self.runner.submit(task)

    def run(self, seconds: float | None = None) -> StrategyBook:
        """As StrategyBuild.run; when the root is disproven, the error says what that proves:
        every first move was refuted, so the second player holds at least a draw."""
        try:
            return super().run(seconds)
        except BuildError:
            if self.items[self.root].state != "disproven":
                raise
            raise BuildError(
                "the first player has no forced win from the root position: every first move "
                "is refuted, so the second player holds at least a draw (the game is a draw or "
                "a second player's win)"
            ) from None


def replayed(header: dict[str, Any], records: Iterable[Record]) -> StrategyBuild:
    """The build, present or guided (its header names a guide), that a checkpoint's `header`
    and `records` describe, as the records leave it (its runner runs nothing unless asked)."""
    if "guide" not in header:
        return StrategyBuild.replayed(header, records)
    build = GuidedBuild(
        header["game"],
        InProcess(),
        guide=header["guide"],
        root=header["root"],
        expansions=header["expansions"],
    )
    for record in records:
        build._apply(record)
    return build
