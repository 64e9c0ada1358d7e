"""The compiled proof search against an older tree's, on the same Score Four positions with the
same node cap, in the same run:

    .venv/bin/python benchmarks/proof_compare.py --against dbf98ef [--checkpoint FILE] \
        [--positions 40] [--expansions 1000000] [--keep DIR]

Builds REF's tree as benchmarks/gui_compare.py does (its own virtual environment and compiled
kernel; `--keep DIR` keeps it for the next run), then proves each position with each tree's own
`engine.ai.proof.tasks.prove` in that tree's interpreter, the older tree first: the positions
each proves and disproves, the nodes it took to settle them, and the seconds in all. The
positions are open ones of a Score Four build's tree (`--checkpoint`) or, without one, positions
of quiet random games of 24 to 40 stones; the same every run.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

from gui_compare import ROOT, Tree, build_older, load, run_in


def positions(count: int, checkpoint: Path | None) -> list[tuple[int, list[int]]]:
    """The positions (canonical keys and the root moves excluded there) both trees prove."""
    sys.path.insert(0, str(ROOT))
    from strategy_build import pairing_positions

    return [(key, list(excluded)) for key, excluded in pairing_positions(count, checkpoint)]


def prove_all(path: Path, expansions: int) -> None:
    """In the tree on the interpreter's path: prove each position of the JSON file `path` and
    print one JSON line of (status, nodes, seconds) each."""
    from engine.ai.proof.tasks import Task, prove

    for key, excluded in json.loads(path.read_text()):
        outcome = prove(Task("score-four", key, tuple(excluded), expansions))
        print(json.dumps([outcome.status, outcome.expansions, outcome.seconds]), flush=True)


def run(tree: Tree, path: Path, expansions: int) -> list[tuple[str, int, float]]:
    """`tree`'s results on the positions of `path`, proved by this script in its interpreter."""
    print(f"  {tree.label}: {expansions:,} nodes a position", flush=True)
    output = run_in(tree, __file__, ["--prove", str(path), "--expansions", str(expansions)])
    rows = [json.loads(line) for line in output.splitlines()]
    return [(str(status), int(nodes), float(seconds)) for status, nodes, seconds in rows]


def summary(results: list[tuple[str, int, float]]) -> str:
    statuses = [status for status, _, _ in results]
    settled = sum(nodes for status, nodes, _ in results if status != "unknown")
    seconds = sum(spent for _, _, spent in results)
    return (
        f"{statuses.count('proven')} proven, {statuses.count('disproven')} disproven, "
        f"{statuses.count('unknown')} open; {settled:,} nodes to settle them; {seconds:.1f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", metavar="REF", help="the older commit")
    parser.add_argument("--checkpoint", type=Path, help="a Score Four build's checkpoint")
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--expansions", type=int, default=1_000_000)
    parser.add_argument("--keep", metavar="DIR", help="build the older tree here and keep it")
    parser.add_argument("--prove", type=Path, help=argparse.SUPPRESS)  # a tree's own run
    args = parser.parse_args()
    if args.prove:
        prove_all(args.prove, args.expansions)
        return
    if not args.against:
        parser.error("--against REF is needed")
    folder = Path(args.keep or tempfile.mkdtemp(prefix="proof-compare-"))
    older = build_older(args.against, folder)
    newer = Tree("this tree", ROOT, Path(sys.executable))
    keys = positions(args.positions, args.checkpoint)
    path = folder / "positions.json"
    path.write_text(json.dumps(keys))
    print(f"started {time.strftime('%Y-%m-%d %H:%M:%S %Z')}, {load()}", flush=True)
    found = {tree.label: run(tree, path, args.expansions) for tree in (older, newer)}
    print(f"ended {time.strftime('%H:%M:%S %Z')}, {load()}")
    print(f"{len(keys)} Score Four positions, {args.expansions:,} nodes each:")
    for label, results in found.items():
        print(f"  {label}: {summary(results)}")
    old, new = found.values()
    both = [(a, b) for a, b in zip(old, new, strict=True) if "unknown" not in (a[0], b[0])]
    assert all(a[0] == b[0] for a, b in both), "the two trees disagree on a position"
    if both:
        ratio = sum(a[1] for a, _ in both) / max(1, sum(b[1] for _, b in both))
        print(f"  settled by both ({len(both)}): the older tree took {ratio:.2f}x the nodes")
    for label, results in found.items():
        row = " ".join(f"{status[0]}{nodes}" for status, nodes, _ in results)
        print(f"  {label}, each: {row}")


if __name__ == "__main__":
    main()
