"""How far a strategy build (engine.ai.proof.build) has come: a run's status as it goes, and a
checkpoint's frontier (what `hyperrow book ... --status` prints)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BuildStatus:
    """How far a build has come: tasks done this run, tasks in hand, positions proven (tasks
    whose strategy was kept), positions split, tasks whose result was rejected, seconds this run."""

    done: int
    waiting: int
    proven: int
    split: int
    rejected: int
    seconds: float

    @property
    def rate(self) -> float:
        """Tasks done per second this run."""
        return self.done / self.seconds if self.seconds > 0 else 0.0

    @property
    def eta(self) -> float | None:
        """Seconds until the tasks in hand are done at this rate (the tree may still grow)."""
        return self.waiting / self.rate if self.rate > 0 else None


@dataclass(frozen=True)
class Frontier:
    """How far a build's checkpoint has come. Per ply (stones on the board) of the build's tree
    (the root, and below each split position its move and every reply), the positions `settled`
    (proven by a task, or split with every reply settled), `split` (not settled yet) and `open`
    (a task to run); `settled_from`, the shallowest ply from which every position of the tree is
    settled (None: no ply yet; 0: the root is proven); the tasks run and the worker seconds they
    took, in every run; of them the tasks that split their position, and the replies a split
    made on average; and the positions the tasks have proven and disproven in all, also off the
    tree (a move that failed takes its subtree off it; a proof there is used again wherever the
    tree meets the position)."""

    settled: dict[int, int]
    split: dict[int, int]
    open: dict[int, int]
    settled_from: int | None
    tasks: int
    seconds: float
    splits: int
    replies: float
    proven: int
    disproven: int

    @property
    def task_seconds(self) -> float:
        """Worker seconds per task so far (0 before any)."""
        return self.seconds / self.tasks if self.tasks else 0.0

    @property
    def left(self) -> float:
        """Worker seconds the open positions take at that rate if none of them splits: the
        least the build has left."""
        return sum(self.open.values()) * self.task_seconds

    @property
    def growth(self) -> float:
        """Positions each task has opened on average (replies of the splits): below 1 the tree
        closes, and the open positions take about `left / (1 - growth)`; from 1 on it still
        grows."""
        return self.splits * self.replies / self.tasks if self.tasks else 0.0

    @property
    def expected(self) -> float | None:
        """Worker seconds left if the open positions split as the tasks so far did; None while
        the tree still grows (`growth` of 1 or more)."""
        return self.left / (1 - self.growth) if self.growth < 1 else None
