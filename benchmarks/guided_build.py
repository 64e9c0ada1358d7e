"""Score Four's proof, the present build against the guided one (issue 52), side by side: each
runs for the same worker time from the same start, in this process (one worker), and the
script prints both frontiers as they go (the open positions of the proof tree beside the
positions proven) and, at the end, each tree ply by ply and the positions the tasks proved per
ply. The present build (engine.ai.proof.build: the proof search's own move at each split) is the
reference; the guided one (engine.ai.proof.guided_build) splits on expert's move.

    nice -n 19 .venv/bin/python benchmarks/guided_build.py [--worker-seconds 900]
        [--expansions 200000] [--guide-nodes 200000] [--every 60] [--root-moves 20,21]
        [--game score-four] [--only guided] [--checkpoints DIR]

A build's worker time is the sum of its tasks' own times (the proof search, and the guide's
choice for the guided one), as a build's checkpoint counts it; each build stops at the first
task that ends past `--worker-seconds`. `--checkpoints DIR` keeps each build's checkpoint there
(present.progress, guided.progress) for `hyperrow book GAME --status --checkpoint FILE`.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.ai.proof.build import StrategyBuild
from engine.ai.proof.cube_symmetry import symmetries
from engine.ai.proof.frontier_trend import FrontierPoint, frontier_point
from engine.ai.proof.guided_build import GuidedBuild
from engine.ai.proof.runners import BuildError, InProcess
from engine.ai.proof.strategy_book import board_rules
from engine.ai.proof.tasks import Outcome

KINDS = ("present", "guided")


class WorkerTimeCap(InProcess):
    """Runs tasks here until their own times add up to `seconds`, then runs no more."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.seconds = seconds
        self.spent = 0.0

    def next(self) -> Outcome | None:
        if self.spent >= self.seconds:
            return None
        outcome = super().next()
        if outcome is not None:
            self.spent += outcome.seconds
        return outcome


def root_key(game: str, moves: list[int]) -> int:
    """The canonical key of the position the cell indices `moves` reach (the first player to
    move: an even number of them)."""
    if len(moves) % 2:
        raise SystemExit("--root-moves: an even number of moves, the first player to move")
    first = sum(1 << cell for cell in moves[0::2])
    second = sum(1 << cell for cell in moves[1::2])
    return symmetries(board_rules(game)).canonical(first, second)[0]


def run_build(kind: str, args: argparse.Namespace, root: int, folder: Path) -> StrategyBuild:
    """Run the build `kind` for `args.worker_seconds` of worker time, printing its frontier
    every `args.every` seconds of it; returns the build, its trend in `build.trend`."""
    runner = WorkerTimeCap(args.worker_seconds)
    checkpoint = folder / f"{kind}.progress"
    checkpoint.unlink(missing_ok=True)
    options: dict[str, Any] = {
        "root": root,
        "expansions": args.expansions,
        "checkpoint": checkpoint,
    }
    if kind == "guided":
        build: StrategyBuild = GuidedBuild(args.game, runner, guide=args.guide_nodes, **options)
    else:
        build = StrategyBuild(args.game, runner, **options)
    trend: list[tuple[float, FrontierPoint]] = [(0.0, frontier_point(build))]
    began = time.monotonic()

    def heard(_status: object) -> None:
        if runner.spent >= trend[-1][0] + args.every:
            trend.append((runner.spent, frontier_point(build)))
            show(kind, runner.spent, trend[-1][1], time.monotonic() - began)

    build.progress = heard
    try:
        build.run()
    except BuildError as error:
        print(f"  {kind}: {error}", flush=True)
    trend.append((runner.spent, frontier_point(build)))
    show(kind, runner.spent, trend[-1][1], time.monotonic() - began)
    TRENDS[kind] = trend
    return build


TRENDS: dict[str, list[tuple[float, FrontierPoint]]] = {}


def show(kind: str, spent: float, point: FrontierPoint, wall: float) -> None:
    print(
        f"  {kind:8} {spent:7.0f} s of worker time ({wall:5.0f} s wall): {point.open:5} open, "
        f"{point.settled:5} settled on the tree; {point.proven:5} proven, "
        f"{point.disproven:5} disproven by {point.tasks:5} tasks",
        flush=True,
    )


def at(trend: list[tuple[float, FrontierPoint]], seconds: float) -> FrontierPoint:
    """The latest point of `trend` at or before `seconds` of worker time."""
    return [point for spent, point in trend if spent <= seconds][-1]


def side_by_side(every: float, end: float) -> None:
    print("\nthe frontiers side by side (open positions of the tree, proven by the tasks):")
    print(
        f"  {'worker s':>8}  {'present open':>12} {'proven':>7}  {'guided open':>11} {'proven':>7}"
    )
    mark = 0.0
    while mark <= end + 1e-9:
        present, guided = at(TRENDS["present"], mark), at(TRENDS["guided"], mark)
        print(
            f"  {mark:8.0f}  {present.open:12} {present.proven:7}  {guided.open:11} "
            f"{guided.proven:7}"
        )
        mark += every


def per_ply(kind: str, build: StrategyBuild) -> None:
    frontier = build.frontier()
    root = "proven" if build.proven() else build.items[build.root].state
    proven = Counter(
        item.key.bit_count() for item in build.items.values() if item.state == "proven"
    )
    disproven = Counter(
        item.key.bit_count() for item in build.items.values() if item.state == "disproven"
    )
    print(
        f"\n{kind}: {frontier.tasks} tasks, {frontier.seconds:.0f} s of worker time, "
        f"{build.split_tasks} splits, root {root}; "
        f"growth {frontier.growth:.2f} new positions a task"
    )
    plies = sorted({*frontier.settled, *frontier.split, *frontier.open, *proven, *disproven})
    print(f"  {'ply':>3} {'settled':>8} {'split':>6} {'open':>5} {'proven':>7} {'disproven':>9}")
    for ply in plies:
        print(
            f"  {ply:3} {frontier.settled.get(ply, 0):8} {frontier.split.get(ply, 0):6} "
            f"{frontier.open.get(ply, 0):5} {proven[ply]:7} {disproven[ply]:9}"
        )
    print("  (settled, split, open: positions of the tree; proven, disproven: by the tasks in all)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="score-four")
    parser.add_argument("--worker-seconds", type=float, default=900.0)
    parser.add_argument("--expansions", type=int, default=200_000)
    parser.add_argument("--guide-nodes", type=int, default=200_000)
    parser.add_argument("--every", type=float, default=60.0)
    parser.add_argument("--root-moves", default="", help="cell indices, comma-separated")
    parser.add_argument("--only", choices=KINDS)
    parser.add_argument("--checkpoints", type=Path)
    args = parser.parse_args()
    moves = [int(cell) for cell in args.root_moves.split(",") if cell.strip()]
    root = root_key(args.game, moves)
    print(
        f"{args.game} from {moves or 'the empty board'} (key {root:#x}): {args.worker_seconds:.0f} "
        f"s of worker time each, tasks of {args.expansions} nodes, the guide at "
        f"{args.guide_nodes} nodes, one worker in this process",
        flush=True,
    )
    with tempfile.TemporaryDirectory() as temporary:
        folder = args.checkpoints or Path(temporary)
        builds = {}
        for kind in (args.only,) if args.only else KINDS:
            print(f"\n{kind}:", flush=True)
            builds[kind] = run_build(kind, args, root, folder)
        if len(builds) == 2:
            side_by_side(args.every, args.worker_seconds)
        for kind, build in builds.items():
            per_ply(kind, build)


if __name__ == "__main__":
    main()
