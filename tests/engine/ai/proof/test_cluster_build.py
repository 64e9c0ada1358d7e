"""Builds on a real dask.distributed LocalCluster of two worker processes: the same book as the
single-process build; a worker killed mid-build loses nothing (its tasks run again elsewhere,
every finding is in the checkpoint); `hyperrow book --scheduler` builds on that cluster."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.ai.proof import strategy_book
from engine.ai.proof.build import BuildStatus, StrategyBuild
from engine.ai.proof.runners import InProcess, OnCluster, local_cluster
from engine.tui.cli import main as cli_main
from tests.engine.ai.proof.test_build import Counting, proof


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    client = local_cluster(2)
    try:
        client.wait_for_workers(2, timeout=120)
        yield client
    finally:
        client.close()
        client.cluster.close()


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
