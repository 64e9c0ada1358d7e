"""Strategy builds in this process: the cube-3 book proven through splits and confirmed by the
verifier, a stopped build going on from its checkpoint to the same book without redoing a
task, a worker's wrong proof caught before it is kept, a checkpoint of another build refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.ai.proof.build import StrategyBuild
from engine.ai.proof.checkpoint import TAIL_CHUNK, CheckpointError, read_checkpoint
from engine.ai.proof.runners import InProcess
from engine.ai.proof.tasks import Outcome, Task
from engine.ai.proof.verifier import verify
from tests.support.books import Counting, proof


class Lying(InProcess):
    """A worker that once claims a proof of a position it has disproven."""

    def __init__(self) -> None:
        super().__init__()
        self.lied = False

    def next(self) -> Outcome | None:
        outcome = super().next()
        if outcome is not None and outcome.status == "disproven" and not self.lied:
            self.lied = True
            return Outcome(outcome.task, "proven", {}, -1, 1, 0.0)
        return outcome


def test_a_split_build_proves_cube_3_as_the_verifier_confirms() -> None:
    build = StrategyBuild("cube-3", InProcess(), expansions=1)
    book = build.run()
    assert book.complete
    assert book.moves[0] == 13
    assert verify(3, 3, 3, book.moves).ok
    status = build.status(1.0)
    assert status.split >= 1
    assert status.done > status.split
    assert status.waiting == 0
    # Three first moves were tried and refuted (corner, edge, face) before the centre.
    assert build.items[0].excluded == {0, 1, 4}


def test_a_stopped_build_goes_on_from_its_checkpoint(tmp_path: Path) -> None:
    whole = StrategyBuild("cube-3", InProcess(), expansions=1).run()
    checkpoint = tmp_path / "cube-3.book.progress"
    stopped = Counting(stop_after=12)
    with pytest.raises(KeyboardInterrupt):
        StrategyBuild("cube-3", stopped, expansions=1, checkpoint=checkpoint).run()
    kept = checkpoint.read_text().splitlines()
    # The header and a record per task (with an exclusion where a task refuted a move).
    assert len([line for line in kept if '"exclude"' not in line]) == 1 + 12
    # A line cut off mid-way by the stop is dropped.
    with checkpoint.open("a") as handle:
        handle.write('{"proven": 12')
    again = Counting()
    resumed = StrategyBuild("cube-3", again, expansions=1, checkpoint=checkpoint).run()
    assert proof(resumed) == proof(whole)
    assert again.ran == whole_tasks() - 12
    done = Counting()
    again_book = StrategyBuild("cube-3", done, expansions=1, checkpoint=checkpoint).run()
    assert proof(again_book) == proof(whole)
    assert done.ran == 0


def test_a_cut_off_line_longer_than_a_read_back_is_dropped_too(tmp_path: Path) -> None:
    """A proven task's line holds its whole strategy: on Score Four often megabytes, more than
    the checkpoint reads back at a time to find the last whole line."""
    whole = StrategyBuild("cube-3", InProcess(), expansions=1).run()
    checkpoint = tmp_path / "cube-3.book.progress"
    with pytest.raises(KeyboardInterrupt):
        StrategyBuild("cube-3", Counting(stop_after=12), expansions=1, checkpoint=checkpoint).run()
    kept = checkpoint.read_bytes()
    cut = '{"proven":12,"entries":[' + "[1,2]," * (3 * TAIL_CHUNK // 6)
    assert len(cut) > 2 * TAIL_CHUNK
    checkpoint.write_bytes(kept + cut.encode())
    _, records = read_checkpoint(checkpoint)  # a reader leaves the file as it is
    assert sum(1 for _ in records) == kept.count(b"\n") - 1
    assert checkpoint.stat().st_size == len(kept) + len(cut)
    again = Counting()
    resumed = StrategyBuild("cube-3", again, expansions=1, checkpoint=checkpoint).run()
    assert proof(resumed) == proof(whole)
    assert again.ran == whole_tasks() - 12
    assert checkpoint.read_bytes().startswith(kept) and b'"entries":[[1,2]' not in (
        checkpoint.read_bytes()
    )


def test_a_damaged_line_within_the_checkpoint_is_named(tmp_path: Path) -> None:
    checkpoint = tmp_path / "progress"
    StrategyBuild("cube-3", InProcess(), expansions=1, checkpoint=checkpoint).run()
    lines = checkpoint.read_text().splitlines(keepends=True)
    lines[2] = '{"proven": 5, "entr\n'
    checkpoint.write_text("".join(lines))
    with pytest.raises(CheckpointError, match="progress: line 3 is damaged"):
        StrategyBuild("cube-3", InProcess(), expansions=1, checkpoint=checkpoint)
    header, records = read_checkpoint(checkpoint)
    assert header["game"] == "cube-3"
    with pytest.raises(CheckpointError, match="progress: line 3 is damaged"):
        list(records)


def whole_tasks() -> int:
    runner = Counting()
    StrategyBuild("cube-3", runner, expansions=1).run()
    return runner.ran


def test_a_wrong_proof_from_a_worker_is_caught_and_the_task_run_again(tmp_path: Path) -> None:
    checkpoint = tmp_path / "progress"
    build = StrategyBuild("cube-3", Lying(), expansions=1, checkpoint=checkpoint)
    book = build.run()
    assert build.rejected == 1
    assert verify(3, 3, 3, book.moves).ok
    assert proof(book) == proof(StrategyBuild("cube-3", InProcess(), expansions=1).run())


def test_a_checkpoint_of_another_build_is_refused(tmp_path: Path) -> None:
    checkpoint = tmp_path / "progress"
    StrategyBuild("cube-3", InProcess(), expansions=1, checkpoint=checkpoint).run()
    with pytest.raises(CheckpointError, match="a checkpoint of another build"):
        StrategyBuild("cube-3", InProcess(), expansions=2, checkpoint=checkpoint)
    checkpoint.write_text("not a header\n")
    with pytest.raises(CheckpointError, match="line 1 is not a checkpoint header"):
        StrategyBuild("cube-3", InProcess(), expansions=1, checkpoint=checkpoint)


def test_a_task_is_plain_data_a_worker_can_run_anywhere() -> None:
    import pickle

    task = Task("cube-3", 0, (0, 1, 4), 10)
    from engine.ai.proof.tasks import prove

    outcome = pickle.loads(pickle.dumps(prove(task)))
    assert outcome.task == task
    assert outcome.status == "proven"
    assert outcome.entries == {0: 13}
