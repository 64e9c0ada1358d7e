"""The guided weak proof (issue 52) on score-three, where brute force is the reference: expert
picks the first player's move, a refuted move gives way to the next candidate, every claim of a
win is checked by the verifier and brute force, a disproven root says what it proves, and
`hyperrow book --status` gives the frontier and its trend over the worker time."""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path

import pytest

from engine.ai import compiled_search
from engine.ai.proof import tasks
from engine.ai.proof.build import StrategyBuild
from engine.ai.proof.checkpoint import CheckpointError, read_checkpoint
from engine.ai.proof.cube_symmetry import split_key, symmetries
from engine.ai.proof.frontier_trend import FrontierPoint, last_hours, replayed_with_trend
from engine.ai.proof.guide import guided_move
from engine.ai.proof.guided_build import GuidedBuild
from engine.ai.proof.runners import BuildError, InProcess
from engine.ai.proof.strategy_book import BOARDS
from engine.ai.proof.tasks import Outcome, Task, prove
from engine.ai.proof.verifier import verify
from terminal.cli import main as cli_main
from tests.support.brute_force import BruteForce

RULES = BOARDS["score-three"]
CELLS = RULES.cell_count
EDGE_FLOORS = (3, 9, 15, 21)
"""The floors of score-three's edge columns: brute force says each loses the first player's win."""

needs_kernel = pytest.mark.skipif(
    not compiled_search.AVAILABLE, reason="the guide is expert's compiled search"
)


class Stopping(InProcess):
    """Runs tasks here and stops the build (as Ctrl+C would) after `stop_after` outcomes."""

    def __init__(self, stop_after: int) -> None:
        super().__init__()
        self.left = stop_after

    def next(self) -> Outcome | None:
        if self.left == 0:
            raise KeyboardInterrupt
        self.left -= 1
        return super().next()


def first_move_wins(move: int) -> bool:
    """Brute force: the first player's floor `move` on the empty board keeps its win."""
    return BruteForce(RULES).value(0, 1 << move) == -1


@needs_kernel
def test_expert_guides_the_build_to_a_proof_the_verifier_and_brute_force_accept(
    tmp_path: Path,
) -> None:
    checkpoint = tmp_path / "score-three.guided.progress"
    build = GuidedBuild("score-three", InProcess(), guide=2000, expansions=1, checkpoint=checkpoint)
    book = build.run()
    assert book.complete
    assert verify(3, 3, 3, book.moves, gravity=2).ok
    assert first_move_wins(book.moves[0])
    # Expert's centre floor is split once, and each reply is proven by its task: the present
    # build's proof search, splitting where its own search looks cheapest, takes many more.
    assert book.moves[0] == 12
    present = StrategyBuild("score-three", InProcess(), expansions=1)
    assert present.run().complete
    assert build.tasks < present.tasks
    # The checkpoint is the guided build's own: it goes on from it, the present build refuses it.
    header, _records = read_checkpoint(checkpoint)
    assert header == {"game": "score-three", "root": 0, "expansions": 1, "guide": 2000}
    again = GuidedBuild("score-three", Stopping(0), guide=2000, expansions=1, checkpoint=checkpoint)
    assert again.run() == book
    with pytest.raises(CheckpointError, match="a checkpoint of another build"):
        StrategyBuild("score-three", InProcess(), expansions=1, checkpoint=checkpoint)


def test_a_refuted_move_gives_way_to_the_next_candidate(monkeypatch: pytest.MonkeyPatch) -> None:
    """A guide that prefers the edge floors (each loses, by brute force) has them refuted one by
    one at the root, and the build then proves a move that wins."""
    asked: list[tuple[int, frozenset[int]]] = []

    def edges_first(game: str, key: int, excluded: Collection[int], nodes: int) -> int:
        asked.append((key, frozenset(excluded)))
        first, second = split_key(key, CELLS)
        playable = BruteForce(RULES).playable(first | second)
        order = [*EDGE_FLOORS, *playable]
        return next((m for m in order if m in playable and m not in excluded), -1)

    monkeypatch.setattr(tasks, "guided_move", edges_first)
    build = GuidedBuild("score-three", InProcess(), guide=1, expansions=1)
    book = build.run()
    assert book.complete
    assert verify(3, 3, 3, book.moves, gravity=2).ok
    assert first_move_wins(book.moves[0])
    root_asks = [excluded for key, excluded in asked if key == 0]
    assert len(root_asks) >= 2  # the root was split again after its first move failed
    assert build.items[0].excluded & set(EDGE_FLOORS)
    assert book.moves[0] not in build.items[0].excluded


@needs_kernel
def test_a_disproven_root_says_the_second_player_holds_at_least_a_draw() -> None:
    brute = BruteForce(RULES)
    table = symmetries(RULES)
    first = 1 << EDGE_FLOORS[0]
    # A reply after which the first player, to move, has no win (brute force).
    reply = next(r for r in brute.playable(first) if brute.value(first, 1 << r) < 1)
    root = table.canonical(first, 1 << reply)[0]
    build = GuidedBuild("score-three", InProcess(), guide=2000, root=root, expansions=1)
    with pytest.raises(BuildError, match="the second player holds at least a draw"):
        build.run()


@needs_kernel
def test_a_guided_task_splits_on_expert_s_move_among_the_moves_left() -> None:
    open_task = Task("score-three", 0, (12,), 1, guide=2000)
    outcome = prove(open_task)
    assert outcome.status == "unknown"
    assert outcome.move == guided_move("score-three", 0, {12, *outcome.refuted}, 2000)
    assert outcome.move not in {12, *outcome.refuted}
    assert outcome.move in {0, 3, 6, 9, 15, 18, 21, 24}
    assert guided_move("score-three", 0, {0, 3, 6, 9, 12, 15, 18, 21, 24}, 2000) == -1
    assert guided_move("score-three", 0, {0, 3, 6, 9, 15, 18, 21, 24}, 2000) == 12


@needs_kernel
def test_the_status_gives_the_frontier_and_its_trend(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    checkpoint = tmp_path / "score-three.guided.progress"
    with pytest.raises(KeyboardInterrupt):
        GuidedBuild(
            "score-three", Stopping(2), guide=2000, expansions=1, checkpoint=checkpoint
        ).run()
    argv = ["book", "score-three", "--guided", "--status", "--checkpoint", str(checkpoint)]
    assert cli_main(argv) == 0
    said = capsys.readouterr().out
    assert "score-three from the position 0x0, tasks of 1 nodes; 2 tasks run" in said
    header, records = read_checkpoint(checkpoint)
    build, trend = replayed_with_trend(header, records)
    assert isinstance(build, GuidedBuild)
    assert trend[-1].tasks == 2 and trend[-1].open > 0
    assert f"frontier: {trend[-1].open} positions of the tree to prove" in said
    assert "over the last" in said
    GuidedBuild("score-three", InProcess(), guide=2000, expansions=1, checkpoint=checkpoint).run()
    assert cli_main(argv) == 0
    said = capsys.readouterr().out
    assert "frontier: 0 positions of the tree to prove" in said
    assert "the root is settled: the first player's win is proven" in said


def test_the_trend_takes_a_point_at_each_hour_back_from_the_last() -> None:
    points = [FrontierPoint(60.0 * minute, minute, 100 - minute, 0, 0, 0) for minute in range(601)]
    hourly = last_hours(points)
    assert [point.seconds for point in hourly] == [3600.0 * hour for hour in range(4, 11)]
    assert hourly[-1].open == 100 - 600
    short = last_hours(points[:61])
    assert [point.seconds for point in short] == [600.0 * part for part in range(7)]
    assert last_hours([]) == []
