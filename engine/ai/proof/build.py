"""Building a strategy book (strategy_book) as a tree of proof tasks run by workers.

The client keeps the tree; workers only prove. Each task asks for a proof of one first-player
position within a node cap (tasks.prove). A proven task brings its strategy, which the client
re-checks with the independent verifier before it keeps it; a task that runs out of nodes brings
its most promising move, and the client splits the position there: the move goes into the
book, and every second-player reply to it (folded by symmetry) becomes a task of its own. A
disproven task refutes the move its parent was split on: that move is excluded and the parent
proven again without it. Every finding the client accepts goes to the checkpoint at once, so a
worker lost mid-build (or the whole build stopped) costs only the tasks in hand.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.ai.proof.build_status import BuildStatus, Frontier
from engine.ai.proof.checkpoint import Checkpoint, Record
from engine.ai.proof.cube_symmetry import symmetries
from engine.ai.proof.runners import BuildError, InProcess, Runner
from engine.ai.proof.strategy_book import StrategyBook, board_rules, key_bytes
from engine.ai.proof.tasks import Outcome, Task
from engine.ai.proof.verifier import verify
from engine.geometry import geometry

DEFAULT_EXPANSIONS = 400
"""Nodes a task expands before it hands its position back to be split."""
GAME_EXPANSIONS = {
    "cube-3": DEFAULT_EXPANSIONS,
    "qubic": 2_000_000,
    "score-four": 2_000_000,
    "score-three": DEFAULT_EXPANSIONS,
}
"""The command's default for each game. Qubic's proof is some ten positions two plies in, each
proven within a few hundred thousand nodes to a few million: tasks that size are each worth a
worker's minutes, where small ones would split the tree into hundreds of thousands of tasks.
Score Four's nodes are cheaper (16 moves, not 64): tasks of Qubic's size take a worker a
minute or two there, where tasks of 500,000 nodes (24 s) each split into some fourteen more."""
MAX_REJECTED = 3
"""Wrong answers for one task before the build gives up on the workers."""


@dataclass
class _Item:
    key: int
    excluded: set[int] = field(default_factory=set)
    state: str = "open"
    move: int = -1
    children: list[int] = field(default_factory=list)
    entries: bytes = b""
    """A proven position's strategy, packed (`_pack`): only the book reads it, and a long
    build's strategies held as Python numbers took gigabytes (Score Four's 680 MB checkpoint,
    3.3 GB of the client's memory)."""


class StrategyBuild:
    """The build of `game`'s strategy book from the position `root` (a canonical key, the first
    player to move; 0 for the empty board), tasks of `expansions` nodes."""

    def __init__(
        self,
        game: str,
        runner: Runner,
        *,
        root: int = 0,
        expansions: int = DEFAULT_EXPANSIONS,
        checkpoint: Path | None = None,
        progress: Callable[[BuildStatus], None] | None = None,
    ) -> None:
        self.game = game
        self.rules = board_rules(game)
        self.symmetries = symmetries(self.rules)
        self.runner = runner
        self.root = root
        self.expansions = expansions
        self.progress = progress
        self.items: dict[int, _Item] = {}
        self.parents: dict[int, set[int]] = {}
        self.waiting: dict[int, Task] = {}
        self.done = self.rejected = 0
        self.worked = 0.0
        """Seconds the workers spent on the tasks whose findings were kept, in every run."""
        self.tasks = self.split_tasks = 0
        """Tasks whose findings were kept, in every run, and of them those that split."""
        geo = geometry(self.rules)
        self._lines = [sum(1 << c for c in line) for line in geo.lines]
        self._floor = sum(1 << c for c in range(geo.size) if geo.below[c] < 0)
        self._above = geo.above
        self._key_bytes = key_bytes(self.symmetries.cells)
        self.checkpoint = None if checkpoint is None else Checkpoint(checkpoint, self._header())
        self._item(root)
        if self.checkpoint is not None:
            for record in self.checkpoint.records():
                self._apply(record)

    def _header(self) -> dict[str, Any]:
        """The checkpoint's header: what a build that goes on from it must share."""
        return {"game": self.game, "root": self.root, "expansions": self.expansions}

    def _item(self, key: int) -> _Item:
        item = self.items.get(key)
        if item is None:
            item = self.items[key] = _Item(key)
        return item

    def run(self, seconds: float | None = None) -> StrategyBook:
        """Prove until the root is settled (or `seconds` have passed: then the book holds what
        is proven so far), and return the book."""
        began = time.monotonic()
        self._submit_open(self.root, set())
        try:
            while self.waiting:
                if seconds is not None and time.monotonic() - began > seconds:
                    break
                outcome = self.runner.next()
                if outcome is None:
                    break
                self._heard(outcome)
                if self.progress is not None:
                    self.progress(self.status(time.monotonic() - began))
        finally:
            self.runner.cancel()
            if self.checkpoint is not None:
                self.checkpoint.close()
        if self.items[self.root].state == "disproven":
            raise BuildError("the first player has no forced win from the root position")
        return self.book()

    def status(self, seconds: float) -> BuildStatus:
        """Where the build is, `seconds` into this run."""
        states = [item.state for item in self.items.values()]
        return BuildStatus(
            self.done,
            len(self.waiting),
            states.count("proven"),
            states.count("split"),
            self.rejected,
            seconds,
        )

    def _submit_open(self, key: int, seen: set[int]) -> None:
        """Submit every open position below `key` that has no task in hand. A split whose move
        meets a reply disproven already (by a task when the position was elsewhere in the tree,
        or off it) fails here: no task of that reply will come to say so."""
        if key in seen:
            return
        seen.add(key)
        item = self.items[key]
        if item.state == "split" and any(
            self.items[child].state == "disproven" for child in item.children
        ):
            self._keep({"exclude": key, "move": item.move})
            self._drop_off_tree()
        if item.state == "open" and key not in self.waiting:
            self._submit(item)
        for child in item.children if item.state == "split" else ():
            self._submit_open(child, seen)

    def _submit(self, item: _Item) -> None:
        task = Task(self.game, item.key, tuple(sorted(item.excluded)), self.expansions)
        self.waiting[item.key] = task
        self.runner.submit(task)

    def _keep(self, record: Record) -> None:
        if self.checkpoint is not None:
            self.checkpoint.add(record)
        self._apply(record)

    def _apply(self, record: Record) -> None:
        self.worked += record.get("seconds", 0.0)
        self.tasks += "seconds" in record
        self.split_tasks += "split" in record
        if "proven" in record:
            item = self._item(record["proven"])
            item.state = "proven"
            item.entries = self._pack(record["entries"])
        elif "split" in record:
            item = self._item(record["split"])
            item.state, item.move = "split", record["move"]
            children = self._children(item.key, item.move)
            assert children is not None, "a split record on a losing move"
            item.children = children
            for child in children:
                self._item(child)
                self.parents.setdefault(child, set()).add(item.key)
        elif "exclude" in record:
            item = self._item(record["exclude"])
            item.excluded.add(record["move"])
            item.state, item.move, item.children = "open", -1, []
        elif "disproven" in record:
            self._item(record["disproven"]).state = "disproven"

    def _heard(self, outcome: Outcome) -> None:
        task = outcome.task
        if self.waiting.get(task.key) != task:
            return  # a result for a position split differently since
        del self.waiting[task.key]
        self.done += 1
        item = self.items[task.key]
        if outcome.status == "proven":
            if self._checks(task.key, outcome.entries):
                entries = sorted(outcome.entries.items())
                self._keep({"proven": task.key, "entries": entries, "seconds": outcome.seconds})
            else:
                self._reject(item)
        elif outcome.status == "disproven":
            self._keep({"disproven": task.key, "seconds": outcome.seconds})
            for parent in sorted(self.parents.get(task.key, ())):
                above = self.items[parent]
                if above.state == "split" and task.key in above.children:
                    self._keep({"exclude": parent, "move": above.move})
                    self._submit(above)
            self._drop_off_tree()
        else:
            move = outcome.move
            first, second = self.symmetries.split(task.key)
            playable = self._playable(first | second)
            if move in outcome.refuted or not all(
                0 <= m < self.symmetries.cells and playable >> m & 1
                for m in (move, *outcome.refuted)
            ):
                self._reject(item)
                return
            # Moves the task disproved on the way are set aside now: were the split move to
            # fail, the position's next task would have to disprove them again.
            for refuted in outcome.refuted:
                if refuted not in item.excluded:
                    self._keep({"exclude": task.key, "move": refuted})
            if self._children(task.key, move) is None:
                self._keep({"exclude": task.key, "move": move, "seconds": outcome.seconds})
                self._submit(item)
            else:
                self._keep({"split": task.key, "move": move, "seconds": outcome.seconds})
                self._submit_open(task.key, set())

    def on_tree(self) -> set[int]:
        """The positions of the build's tree: the root, and below each split position its move
        and every reply."""
        found: set[int] = set()
        todo = [self.root]
        while todo:
            key = todo.pop()
            if key not in found:
                found.add(key)
                item = self.items[key]
                todo.extend(item.children if item.state == "split" else ())
        return found

    def _drop_off_tree(self) -> None:
        """Cancel the tasks of the positions a failed move took off the tree. Their answers
        would settle nothing the tree still asks, and deeper tasks run first, so they would
        run before the position the move failed at: before this, two thirds of Score Four's
        worker time went to such answers."""
        tree = self.on_tree()
        off = [self.waiting.pop(key) for key in list(self.waiting) if key not in tree]
        if off:
            self.runner.drop(set(off))

    def _checks(self, key: int, entries: dict[int, int]) -> bool:
        """True when the independent verifier confirms a worker's strategy for `key`."""
        rules = self.rules
        start = self.symmetries.split(key)
        return verify(
            rules.shape[0], rules.ndim, rules.k, entries, start=start, gravity=rules.gravity
        ).ok

    def _reject(self, item: _Item) -> None:
        self.rejected += 1
        if self.rejected > MAX_REJECTED * max(1, self.done // 100):
            raise BuildError(f"workers returned {self.rejected} wrong results; build stopped")
        self._submit(item)

    def _pack(self, entries: list[list[int]]) -> bytes:
        """A strategy's (key, move) pairs as bytes: each key in `key_bytes` bytes, then its move
        in one."""
        width = self._key_bytes
        return b"".join(key.to_bytes(width, "little") + bytes((move,)) for key, move in entries)

    def _unpack(self, packed: bytes) -> Iterator[tuple[int, int]]:
        step = self._key_bytes + 1
        for at in range(0, len(packed), step):
            yield int.from_bytes(packed[at : at + step - 1], "little"), packed[at + step - 1]

    def _playable(self, taken: int) -> int:
        """The cells a stone may go on when `taken` are: the empty ones resting on the floor or
        on a taken cell (every empty one without gravity, where every cell is on the floor)."""
        resting = self._floor
        for cell in range(self.symmetries.cells):
            if taken >> cell & 1 and self._above[cell] >= 0:
                resting |= 1 << self._above[cell]
        return resting & ~taken & ((1 << self.symmetries.cells) - 1)

    def _wins(self, mine: int, theirs: int) -> list[int]:
        """The playable cells that complete a line of `mine`."""
        k, playable = self.rules.k, self._playable(mine | theirs)
        return sorted(
            {
                cell
                for line in self._lines
                if not line & theirs and (line & mine).bit_count() == k - 1
                if playable >> (cell := (line & ~mine).bit_length() - 1) & 1
            }
        )

    def _children(self, key: int, move: int) -> list[int] | None:
        """The first-player positions after `move` at `key` and each second-player reply (folded),
        or None when a reply wins at once (the move fails)."""
        first, second = self.symmetries.split(key)
        first |= 1 << move
        if self._wins(second, first):
            return None
        playable = self._playable(first | second)
        threats = self._wins(first, second)
        replies = (
            threats[:1]
            if threats
            else [c for c in range(self.symmetries.cells) if playable >> c & 1]
        )
        children: list[int] = []
        for reply in replies:
            child = self.symmetries.canonical(first, second | 1 << reply)[0]
            if child not in children:
                children.append(child)
        return children

    def proven(self, key: int | None = None) -> bool:
        """True when the position `key` (default the root) is proven: its task's strategy kept,
        or split on a move with every reply proven."""
        item = self.items[self.root if key is None else key]
        if item.state == "split":
            return all(self.proven(child) for child in item.children)
        return item.state == "proven"

    @classmethod
    def replayed(cls, header: dict[str, Any], records: Iterable[Record]) -> StrategyBuild:
        """The build of a checkpoint's `header` as its `records` leave it, to be looked at (its
        runner runs nothing unless asked)."""
        build = cls(
            header["game"], InProcess(), root=header["root"], expansions=header["expansions"]
        )
        for record in records:
            build._apply(record)
        return build

    def frontier(self) -> Frontier:
        """How far the build has come (see Frontier)."""
        settled: dict[int, bool] = {}

        def is_settled(key: int) -> bool:
            if key not in settled:
                item = self.items[key]
                settled[key] = item.state == "proven" or (
                    item.state == "split" and all(map(is_settled, item.children))
                )
            return settled[key]

        counts: dict[str, dict[int, int]] = {"settled": {}, "split": {}, "open": {}}
        seen = {self.root}
        todo = [self.root]
        while todo:
            key = todo.pop()
            item = self.items[key]
            kind = "settled" if is_settled(key) else "split" if item.state == "split" else "open"
            ply = key.bit_count()
            counts[kind][ply] = counts[kind].get(ply, 0) + 1
            if item.state == "split":
                fresh = [child for child in item.children if child not in seen]
                seen.update(fresh)
                todo.extend(fresh)
        unsettled = set(counts["split"]) | set(counts["open"])
        deepest = max(set(counts["settled"]) | unsettled)
        settled_from: int | None = max(unsettled) + 2 if unsettled else 0
        if settled_from is not None and settled_from > deepest:
            settled_from = None  # the deepest ply has positions to prove still
        splits = [item for item in self.items.values() if item.state == "split"]
        replies = sum(len(item.children) for item in splits) / len(splits) if splits else 0.0
        states = Counter(item.state for item in self.items.values())
        return Frontier(
            dict(sorted(counts["settled"].items())),
            dict(sorted(counts["split"].items())),
            dict(sorted(counts["open"].items())),
            settled_from,
            self.tasks,
            self.worked,
            self.split_tasks,
            replies,
            states["proven"],
            states["disproven"],
        )

    def book(self) -> StrategyBook:
        """The book of everything proven so far, from the root: the strategies of the proven
        tasks and the moves of the split positions whose replies are all proven (a split
        position still open below is no proof, and its move stays out), so every move of it,
        whole or not, keeps a win."""
        moves: dict[int, int] = {}
        seen: set[int] = set()
        todo = [self.root]
        while todo:
            key = todo.pop()
            if key in seen:
                continue
            seen.add(key)
            item = self.items[key]
            if item.state == "proven":
                for at, move in self._unpack(item.entries):
                    moves.setdefault(at, move)
            elif item.state == "split":
                if self.proven(key):
                    moves[key] = item.move
                todo.extend(item.children)
        n, d = self.rules.shape[0], self.rules.ndim
        complete = self.proven() and self.root == 0
        gravity = self.rules.gravity
        return StrategyBook(n, d, self.rules.k, moves, complete, self.worked, gravity, proven=True)
