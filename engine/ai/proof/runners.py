"""Where a build's tasks run: in the client's own process one after another (`InProcess`, the
single-process build the cluster's is checked against), or on a dask.distributed cluster
(`OnCluster`): a LocalCluster of `jobs` worker processes by default, or the scheduler of a
cluster started with dask's own `dask scheduler` / `dask worker` commands on other machines.

A task whose worker is lost (killed, its machine gone) is handed to another; its position's
findings only count once the client has them. A task that fails (or brings a malformed answer)
`MAX_ATTEMPTS` times stops the build with a BuildError saying which position and why.
"""

from __future__ import annotations

import heapq
from collections.abc import Collection, Iterator
from contextlib import contextmanager
from typing import Any, Protocol

from engine.ai.cluster import cluster_client
from engine.ai.proof.tasks import Outcome, Task, prove

MAX_ATTEMPTS = 3
"""Times a task is sent to the cluster before a build that keeps failing on it stops."""


class BuildError(RuntimeError):
    """The build cannot go on: the first player has no win from the root, workers keep
    returning wrong results, or a task keeps failing."""


class Runner(Protocol):
    """Runs proof tasks and hands back their outcomes as they finish."""

    def submit(self, task: Task) -> None: ...
    def next(self) -> Outcome | None: ...
    def drop(self, tasks: Collection[Task]) -> None: ...
    def cancel(self) -> None: ...


class InProcess:
    """Runs each task in this process when its outcome is asked for, deepest first (as the
    cluster is asked to), then in the order submitted."""

    def __init__(self) -> None:
        self._tasks: list[tuple[int, int, Task]] = []
        self._count = 0

    def submit(self, task: Task) -> None:
        """Queue `task`."""
        self._count += 1
        heapq.heappush(self._tasks, (-depth(task), self._count, task))

    def next(self) -> Outcome | None:
        """Run the next task; None when none is queued."""
        return prove(heapq.heappop(self._tasks)[2]) if self._tasks else None

    def drop(self, tasks: Collection[Task]) -> None:
        """Forget `tasks` where they are queued."""
        self._tasks = [entry for entry in self._tasks if entry[2] not in tasks]
        heapq.heapify(self._tasks)

    def cancel(self) -> None:
        """Forget the queued tasks."""
        self._tasks.clear()


def depth(task: Task) -> int:
    """The stones on the board of `task`'s position. Deeper tasks run first: a subtree is
    proven (and kept) before the build spreads wide, so a stopped build has whole proofs."""
    return task.key.bit_count()


class OnCluster:
    """Runs tasks on the dask cluster of `client`."""

    def __init__(self, client: Any) -> None:
        from distributed import as_completed

        self.client = client
        self._done = as_completed()  # type: ignore[no-untyped-call]
        self._tasks: dict[Any, Task] = {}
        self._failures: dict[Task, int] = {}

    def submit(self, task: Task) -> None:
        """Send `task` to the cluster."""
        future = self.client.submit(prove, task, pure=False, priority=depth(task))
        self._tasks[future] = task
        self._done.add(future)  # type: ignore[no-untyped-call]

    def next(self) -> Outcome | None:
        """The next outcome to finish; a task that failed (its worker lost past dask's own
        retries, or an error in it) or brought a malformed answer is sent again, up to
        MAX_ATTEMPTS times in all: then BuildError. None when nothing is in hand."""
        while self._tasks:
            future = next(self._done)
            task = self._tasks.pop(future, None)
            if task is None:
                continue  # dropped: cancelled, or its answer no longer wanted
            try:
                outcome = future.result()
            except Exception as error:  # a lost worker or a worker's error
                self._again(task, f"{type(error).__name__}: {error}")
                continue
            if isinstance(outcome, Outcome) and outcome.task == task:
                self._failures.pop(task, None)
                return outcome
            self._again(task, f"a malformed answer ({type(outcome).__name__})")
        return None

    def _again(self, task: Task, reason: str) -> None:
        """Send `task` again after a failure, or stop the build if it has failed too often."""
        failures = self._failures.get(task, 0) + 1
        if failures >= MAX_ATTEMPTS:
            raise BuildError(
                f"the task of position {task.key:#x} failed {failures} times; the last time: "
                f"{reason}"
            )
        self._failures[task] = failures
        self.submit(task)

    def drop(self, tasks: Collection[Task]) -> None:
        """Cancel `tasks` (queued, or running: a worker's answer is then ignored)."""
        futures = [future for future, queued in self._tasks.items() if queued in tasks]
        for future in futures:
            self._failures.pop(self._tasks.pop(future), None)
        if futures:
            self.client.cancel(futures)

    def cancel(self) -> None:
        """Cancel the tasks in hand."""
        if self._tasks:
            self.client.cancel(list(self._tasks))
        self._tasks.clear()
        self._failures.clear()


@contextmanager
def task_runner(jobs: int, scheduler: str | None = None) -> Iterator[Runner]:
    """Where a build's tasks run: in this process when `jobs` is 0, else on the cluster of
    `cluster_client(jobs, scheduler)`, which ends (with a local cluster's workers) on leaving,
    come what may."""
    if jobs == 0:
        yield InProcess()
        return
    with cluster_client(jobs, scheduler) as client:
        yield OnCluster(client)
