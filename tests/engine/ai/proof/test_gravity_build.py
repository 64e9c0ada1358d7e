"""score-three (3×3×3, three in a row, gravity along z), a first-player win by brute force, built
from scratch on a real dask.distributed LocalCluster through splits: a complete book the verifier
accepts and refuses with a move replaced; `hyperrow book --status` says what a checkpoint has
proven, ply by ply, stopped mid-way or finished; a stopped build's book holds only proven moves,
and expert plays them."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Collection
from pathlib import Path

import pytest

from engine.ai.levels import choose_move
from engine.ai.proof import strategy_book
from engine.ai.proof.boards import stones_game
from engine.ai.proof.book_verdicts import known_result, threat_move, winning_move
from engine.ai.proof.build import StrategyBuild
from engine.ai.proof.checkpoint import read_checkpoint
from engine.ai.proof.cube_symmetry import split_key, symmetries
from engine.ai.proof.runners import InProcess, OnCluster, task_runner
from engine.ai.proof.strategy_book import BOARDS
from engine.ai.proof.tasks import Outcome, Task
from engine.ai.proof.verifier import verify
from terminal.cli import main as cli_main
from tests.support.brute_force import BruteForce

RULES = BOARDS["score-three"]


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


def test_score_three_is_a_first_player_win_by_brute_force() -> None:
    brute = BruteForce(RULES)
    assert brute.value(0, 0) == 1
    # The first player's value after each first move: the floor of the centre column and of a
    # corner column win, the floor of an edge column loses.
    values = {move: -brute.value(0, 1 << move) for move in brute.playable(0)}
    assert values == {0: 1, 3: -1, 6: 1, 9: -1, 12: 1, 15: -1, 18: 1, 21: -1, 24: 1}


def test_a_cluster_builds_score_three_from_scratch_and_the_verifier_checks_it(
    tmp_path: Path,
) -> None:
    checkpoint = tmp_path / "score-three.progress"
    with task_runner(2) as runner:
        assert isinstance(runner, OnCluster)
        build = StrategyBuild("score-three", runner, expansions=1, checkpoint=checkpoint)
        book = build.run()
    assert book.complete
    assert book.gravity == 2
    assert build.status(1.0).split >= 1
    assert verify(3, 3, 3, book.moves, gravity=2).ok
    # The book's first move replaced by an edge column's floor, which brute force says loses.
    changed = verify(3, 3, 3, {**book.moves, 0: 3}, gravity=2)
    assert not changed.ok
    assert "no forced win" in changed.problem
    # Every finding is in the checkpoint: a build from it runs no task and makes the same book.
    again = Stopping(0)
    assert StrategyBuild("score-three", again, expansions=1, checkpoint=checkpoint).run() == book


def test_the_status_of_a_stopped_and_of_a_finished_build(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    checkpoint = tmp_path / "score-three.progress"
    with pytest.raises(KeyboardInterrupt):
        StrategyBuild("score-three", Stopping(3), expansions=1, checkpoint=checkpoint).run()
    argv = ["book", "score-three", "--status", "--checkpoint", str(checkpoint)]
    assert cli_main(argv) == 0
    said = capsys.readouterr().out
    assert "score-three from the position 0x0, tasks of 1 nodes; 3 tasks run" in said
    assert "ply 0: 0 of 1 positions settled, 1 split and not settled yet, 0 to prove" in said
    assert "work left:" in said
    frontier = StrategyBuild.replayed(
        {"game": "score-three", "root": 0, "expansions": 1},
        [],
    ).frontier()
    assert frontier.open == {0: 1}
    assert frontier.settled_from is None
    # Further on, the deeper plies are settled while positions above them are still open.
    with pytest.raises(KeyboardInterrupt):
        StrategyBuild("score-three", Stopping(40), expansions=1, checkpoint=checkpoint).run()
    header, read = read_checkpoint(checkpoint)
    records = list(read)
    frontier = StrategyBuild.replayed(header, records).frontier()
    assert frontier.settled_from == 8
    assert not any(ply >= 8 for ply in [*frontier.split, *frontier.open])
    assert frontier.split.get(6, 0) + frontier.open.get(6, 0) > 0
    assert frontier.settled[10] > 0
    # Every proof and disproof of a task, on the tree or taken off it with a failed move.
    proven = {record["proven"] for record in records if "proven" in record}
    disproven = {record["disproven"] for record in records if "disproven" in record}
    assert (frontier.proven, frontier.disproven) == (len(proven), len(disproven))
    assert disproven
    assert cli_main(argv) == 0
    said = capsys.readouterr().out
    assert "every position of the tree is settled from ply 8 on" in said
    assert f"{len(proven)} positions proven and {len(disproven)} disproven by the tasks" in said
    StrategyBuild("score-three", InProcess(), expansions=1, checkpoint=checkpoint).run()
    assert cli_main(argv) == 0
    said = capsys.readouterr().out
    assert "ply 0: 1 of 1 positions settled" in said
    assert "the root is settled: the first player's win is proven" in said
    assert "work left: 0 positions to prove" in said


def test_the_status_of_no_checkpoint_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["book", "score-four", "--status", "--checkpoint", str(tmp_path / "none.progress")]
    assert cli_main(argv) == 1
    assert "cannot read the checkpoint" in capsys.readouterr().err


def test_the_tree_s_positions_are_folded_by_score_three_s_symmetries() -> None:
    assert len(symmetries(RULES).maps) == 8


def test_a_stopped_build_s_book_holds_only_proven_moves_and_expert_plays_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    build = StrategyBuild("score-three", Stopping(50), expansions=1)
    with pytest.raises(KeyboardInterrupt):
        build.run()
    book = build.book()
    assert not book.complete
    assert book.proven
    assert 0 not in book.moves  # the root is split, not proven yet: its move is no proof
    assert book.moves
    cells = RULES.cell_count
    for key in book.moves:
        start = split_key(key, cells)
        assert verify(3, 3, 3, book.moves, start=start, gravity=2).ok
    # The book read back says so, and expert, as the first player, plays its moves.
    read = strategy_book.loads(strategy_book.dumps(book))
    assert read == dataclasses.replace(book, seconds=round(book.seconds, 1))
    monkeypatch.setattr(strategy_book, "strategy_book", lambda name: read)
    played = 0
    for key, move in sorted(book.moves.items()):
        game = stones_game(RULES, *split_key(key, cells))
        if threat_move(game) >= 0 or game.to_move != 0:
            continue
        assert winning_move(game) == game.geometry.cells[move]
        assert known_result(game) == 1
        assert choose_move(game, "expert", seconds=5) == game.geometry.cells[move]
        played += 1
    assert played > 0


def test_a_stopped_build_s_book_is_verified_from_each_of_its_positions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`hyperrow book --verify` on a build's book before its root is proven checks every
    position the book proves (not the empty board, which it does not claim), and refuses the
    book with one move changed to one that loses the win."""
    build = StrategyBuild("score-three", Stopping(50), expansions=1)
    with pytest.raises(KeyboardInterrupt):
        build.run()
    book = build.book()
    output = tmp_path / "score-three.book"
    strategy_book.save(book, output)
    assert cli_main(["book", "score-three", "--verify", "--output", str(output)]) == 0
    said = capsys.readouterr().out
    assert f"wins from each of the book's {len(book.moves)} positions" in said
    assert "the empty board is not proven yet" in said
    cells = RULES.cell_count
    brute = BruteForce(RULES)
    for key, move in sorted(book.moves.items()):
        first, second = split_key(key, cells)
        losing = [
            cell
            for cell in brute.playable(first | second)
            if cell != move and brute.value(second, first | 1 << cell) >= 0
        ]
        if losing:
            break
    changed = dataclasses.replace(book, moves={**book.moves, key: losing[0]})
    strategy_book.save(changed, output)
    assert cli_main(["book", "score-three", "--verify", "--output", str(output)]) == 1
    assert "the verifier refutes the book: position" in capsys.readouterr().err


class Watching(InProcess):
    """Runs tasks here and checks that each position it proves is on the build's tree when its
    task runs, counting the tasks the build drops."""

    def __init__(self) -> None:
        super().__init__()
        self.build: StrategyBuild | None = None
        self.ran = self.dropped = 0

    def next(self) -> Outcome | None:
        if self._tasks and self.build is not None:
            task = self._tasks[0][2]
            assert task.key in self.build.on_tree(), hex(task.key)
        outcome = super().next()
        self.ran += outcome is not None
        return outcome

    def drop(self, tasks: Collection[Task]) -> None:
        self.dropped += len(tasks)
        super().drop(tasks)


# A Score Four position 32 stones in (canonical, the first player to move) whose win one
# search proves in about 900 nodes: built in tasks of 543 it splits, and moves fail below.
SPLITTING = 0x10125300021730220101203331280311


def test_a_failed_move_s_replies_are_dropped_and_the_build_still_proves_its_root() -> None:
    """When a reply below a split is disproven the move fails, and the tasks of the other
    replies (deeper, so they would run first) are dropped: no task runs for a position off the
    tree, and the book still proves the root."""
    runner = Watching()
    build = StrategyBuild("score-four", runner, root=SPLITTING, expansions=543)
    runner.build = build
    book = build.run()
    assert build.proven()
    assert runner.dropped > 0
    assert verify(4, 3, 4, book.moves, start=split_key(SPLITTING, 64), gravity=2).ok


def test_moves_a_task_refutes_on_the_way_are_set_aside_at_once(tmp_path: Path) -> None:
    """A task that runs out of nodes also hands back the root moves it disproved: the build
    excludes them with the split (records without a task's seconds of their own), never splits
    on them later, and each loses the win by brute force; the book still verifies."""
    checkpoint = tmp_path / "score-three.progress"
    book = StrategyBuild("score-three", InProcess(), expansions=3, checkpoint=checkpoint).run()
    assert book.complete
    assert verify(3, 3, 3, book.moves, gravity=2).ok
    records = list(read_checkpoint(checkpoint)[1])
    brute = BruteForce(RULES)
    cells = RULES.cell_count
    set_aside = 0
    for index, record in enumerate(records):
        if "exclude" not in record or "seconds" in record:
            continue  # a task's own finding
        key, move = record["exclude"], record["move"]
        # Its task's own record follows the moves it refuted: the split (or the split move's
        # failure at once).
        task_record = next(r for r in records[index:] if "seconds" in r)
        assert task_record.get("split", task_record.get("exclude")) == key
        assert "seconds" in task_record and task_record["move"] != move
        first, second = split_key(key, cells)
        assert brute.value(second, first | 1 << move) >= 0, (key, move)
        later = [r for r in records[index:] if r.get("split") == key]
        assert all(r["move"] != move for r in later)
        set_aside += 1
    assert set_aside > 0


def test_a_split_meeting_a_reply_disproven_already_fails_at_once(tmp_path: Path) -> None:
    """A checkpoint whose root is split on an edge column's floor (a losing first move) with a
    reply the first player does not win there already disproven, no exclusion after it (the
    disproof came while the reply was elsewhere): the next run sets the move aside at once,
    instead of waiting for a task of that reply that never comes, and proves the root."""
    brute = BruteForce(RULES)
    table = symmetries(RULES)
    replies = [table.canonical(1 << 3, 1 << reply)[0] for reply in brute.playable(1 << 3)]
    cells = RULES.cell_count
    lost = next(key for key in replies if brute.value(*split_key(key, cells)) < 1)
    checkpoint = tmp_path / "score-three.progress"
    header = {"game": "score-three", "root": 0, "expansions": 1}
    checkpoint.write_text(
        "".join(
            json.dumps(line) + "\n"
            for line in (header, {"split": 0, "move": 3}, {"disproven": lost})
        )
    )
    build = StrategyBuild("score-three", InProcess(), expansions=1, checkpoint=checkpoint)
    assert build.run().complete
    records = list(read_checkpoint(checkpoint)[1])
    assert records[2] == {"exclude": 0, "move": 3}
