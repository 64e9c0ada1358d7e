"""Where a build's tasks run: in the client's own process one after another (`InProcess`, the
single-process build the cluster's is checked against), or on a dask.distributed cluster
(`OnCluster`): a LocalCluster of `jobs` worker processes by default, or the scheduler of a
cluster started with dask's own `dask scheduler` / `dask worker` commands on other machines.

A task whose worker is lost (killed, its machine gone) is handed to another; its position's
findings only count once the client has them.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Protocol

from engine.ai.proof.tasks import Outcome, Task, prove


class Runner(Protocol):
    """Runs proof tasks and hands back their outcomes as they finish."""

    def submit(self, task: Task) -> None: ...
    def next(self) -> Outcome | None: ...
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

    def submit(self, task: Task) -> None:
        """Send `task` to the cluster."""
        future = self.client.submit(prove, task, pure=False, priority=depth(task))
        self._tasks[future] = task
        self._done.add(future)  # type: ignore[no-untyped-call]

    def next(self) -> Outcome | None:
        """The next outcome to finish; a task that failed (its worker lost past dask's own
        retries) is sent again. None when nothing is in hand."""
        while self._tasks:
            future = next(self._done)
            task = self._tasks.pop(future)
            try:
                outcome = future.result()
            except Exception:  # a lost worker or a worker's error: run it again
                self.submit(task)
                continue
            if isinstance(outcome, Outcome) and outcome.task == task:
                return outcome
            self.submit(task)  # a malformed answer: ask again
        return None

    def cancel(self) -> None:
        """Cancel the tasks in hand."""
        if self._tasks:
            self.client.cancel(list(self._tasks))
        self._tasks.clear()


@contextmanager
def cluster_client(jobs: int, scheduler: str | None = None) -> Iterator[Any]:
    """A dask Client on the scheduler at `scheduler` (tcp://HOST:8786), or else on a
    LocalCluster of `jobs` worker processes of one thread each (the proof search is Python
    driving the kernel: one thread a process). On leaving, the client is closed and so is a
    local cluster with its workers: a Client handed a cluster object does not close it, and
    its nannies would go on restarting workers in this process."""
    from distributed import Client, LocalCluster

    if scheduler is not None:
        with Client(scheduler, timeout=30) as client:  # type: ignore[no-untyped-call]
            yield client
        return
    with (
        LocalCluster(  # type: ignore[no-untyped-call]
            n_workers=jobs,
            threads_per_worker=1,
            processes=True,
            dashboard_address=":0",
            silence_logs=50,
        ) as cluster,
        Client(cluster) as client,  # type: ignore[no-untyped-call]
    ):
        yield client
