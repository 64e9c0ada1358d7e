"""Builds on a real dask.distributed LocalCluster of two worker processes: the same book as the
single-process build; a worker killed mid-build loses nothing (its tasks run again elsewhere,
every finding is in the checkpoint); a task that always fails stops the build after a few
attempts, naming its position, and leaves no worker running; `hyperrow book --scheduler` builds
on that cluster. Connect Four's opening book builds on it too, the same book as in one process."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from engine.ai.cluster import cluster_client
from engine.ai.proof import strategy_book
from engine.ai.proof.build import StrategyBuild
from engine.ai.proof.build_status import BuildStatus
from engine.ai.proof.cube_symmetry import symmetries
from engine.ai.proof.runners import (
    MAX_ATTEMPTS,
    BuildError,
    InProcess,
    OnCluster,
    task_runner,
)
from engine.ai.solver import book_build
from engine.rules import PRESETS
from terminal.cli import main as cli_main
from tests.support.books import SMALL, SMALL_PLIES, Counting, proof
from tests.support.processes import descendants, wait_until

pytestmark = pytest.mark.processes


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    with cluster_client(2) as client:
        client.wait_for_workers(2, timeout=120)
        yield client


@pytest.fixture(scope="module")
def alone() -> tuple[dict[int, int], bool]:
    return proof(StrategyBuild("cube-3", InProcess(), expansions=1).run())


def test_two_workers_build_the_book_one_process_builds(client: Any, alone: object) -> None:
    build = StrategyBuild("cube-3", OnCluster(client), expansions=1)
    assert proof(build.run()) == alone
    workers = client.run(os.getpid)
    assert len(set(workers.values())) == 2


def test_a_worker_killed_mid_build_loses_nothing(
    client: Any, alone: object, tmp_path: Path
) -> None:
    victim = next(iter(client.run(os.getpid).values()))
    killed: list[BuildStatus] = []

    def kill_once(status: BuildStatus) -> None:
        if not killed and status.waiting:
            killed.append(status)
            os.kill(victim, signal.SIGKILL)

    checkpoint = tmp_path / "progress"
    build = StrategyBuild(
        "cube-3", OnCluster(client), expansions=1, checkpoint=checkpoint, progress=kill_once
    )
    assert proof(build.run()) == alone
    assert killed and killed[0].waiting > 0
    with pytest.raises(ProcessLookupError):
        os.kill(victim, 0)
    # Everything proven is in the checkpoint: a build from it runs no task.
    again = Counting()
    assert proof(StrategyBuild("cube-3", again, expansions=1, checkpoint=checkpoint).run()) == alone
    assert again.ran == 0
    client.wait_for_workers(2, timeout=120)


def test_the_book_command_builds_on_a_running_cluster(
    client: Any, alone: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    output = tmp_path / "cube-3.book"
    address = client.scheduler.address
    argv = ["book", "cube-3", "--scheduler", address, "--expansions", "1", "--output", str(output)]
    assert cli_main(argv) == 0
    said = capsys.readouterr().out
    assert "tasks done" in said
    assert "the first player's win is proven" in said
    assert proof(strategy_book.loads(output.read_bytes())) == alone
    assert not output.with_name("cube-3.book.progress").exists()


def dask_processes() -> set[int]:
    """This process's descendants that dask started (they carry its parent marker)."""
    found = set()
    for pid in descendants(os.getpid()):
        try:
            environ = Path(f"/proc/{pid}/environ").read_bytes()
        except OSError:
            continue  # ended meanwhile
        if b"__DASK_PARENT_PID=" in environ and b"resource_tracker" not in cmdline(pid):
            found.add(pid)
    return found


def cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def test_the_book_command_on_its_own_local_cluster_leaves_no_worker_running(
    client: Any, alone: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The module's own cluster is running: its workers are not the command's.
    before = dask_processes()
    output = tmp_path / "cube-3.book"
    argv = ["book", "cube-3", "--jobs", "2", "--expansions", "1", "--output", str(output)]
    assert cli_main(argv) == 0
    assert "the first player's win is proven" in capsys.readouterr().out
    assert proof(strategy_book.loads(output.read_bytes())) == alone
    wait_until(lambda: dask_processes() <= before, "the command's dask workers to end")
    assert dask_processes() == before


def test_a_task_that_always_fails_stops_the_build_and_leaves_no_worker_running(
    client: Any,
) -> None:
    # The module's own cluster is running: its workers are not this build's.
    before = dask_processes()
    cells = symmetries(PRESETS["cube-3"]).cells
    both_on_one_cell = 1 | 1 << cells  # a position no worker can set up: every try raises
    with pytest.raises(BuildError) as stopped, task_runner(1) as runner:
        assert isinstance(runner, OnCluster)
        StrategyBuild("cube-3", runner, root=both_on_one_cell, expansions=1).run()
    assert str(stopped.value) == (
        f"the task of position {both_on_one_cell:#x} failed {MAX_ATTEMPTS} times; the last "
        "time: ValueError: cell 0 is not playable"
    )
    wait_until(lambda: dask_processes() <= before, "the build's dask workers to end")
    assert dask_processes() == before


def test_the_opening_book_builds_on_a_running_cluster_as_in_one_process(
    client: Any, tmp_path: Path
) -> None:
    alone = book_build.build(SMALL, SMALL_PLIES)
    checkpoint = tmp_path / "small.progress"
    address = client.scheduler.address
    built = book_build.build(SMALL, SMALL_PLIES, checkpoint=checkpoint, scheduler=address)
    assert np.array_equal(built.keys, alone.keys)
    assert np.array_equal(built.results, alone.results)
    assert np.array_equal(built.columns, alone.columns)
    keys = [int(line.split()[0]) for line in checkpoint.read_text().splitlines()[1:]]
    assert sorted(keys) == sorted(book_build.positions(4, 4, 4, SMALL_PLIES)[SMALL_PLIES])
