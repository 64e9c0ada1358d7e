"""The dask.distributed cluster a build runs on (the strategy books' proof tasks, the opening
book's leaves): a LocalCluster of worker processes started for the build, or a running cluster
started with dask's own `dask scheduler` / `dask worker` commands on other machines."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from engine.installation import MissingExtra


@contextmanager
def cluster_client(jobs: int, scheduler: str | None = None) -> Iterator[Any]:
    """A dask Client on the scheduler at `scheduler` (tcp://HOST:8786), or else on a
    LocalCluster of `jobs` worker processes of one thread each (a task is one thread of C: one
    thread a process). On leaving, the client is closed and so is a local cluster with its
    workers: a Client handed a cluster object does not close it, and its nannies would go on
    restarting workers in this process."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise MissingExtra("build", "distributed") from None

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
