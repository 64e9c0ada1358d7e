"""What setting aside the moves a task refuted saves the build, on the same Score Four positions
with the same node cap, in the same run:

    .venv/bin/python benchmarks/refuted_moves.py [--checkpoint FILE] [--positions 16] \
        [--expansions 1000000]

A task that runs out of nodes hands back its most promising move, on which the build splits the
position, and the root moves its search disproved on the way. When the split move fails (most
do), the position is proven again without it. Here each position (open ones of a Score Four
build's tree with `--checkpoint`, else positions of quiet random games of 24 to 40 stones; the
same every run) gets a task; where it runs out of nodes, the task that would follow the split
move's failure runs twice: without that move alone (the reference, as before), and without the
refuted moves too. Printed: the refuted moves per task, and for each kind of second task what it
settles and the nodes it takes (the two must agree wherever both settle).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from strategy_build import pairing_positions

from engine.ai.proof.tasks import Outcome, Task, prove


def summary(outcomes: list[Outcome]) -> str:
    statuses = [outcome.status for outcome in outcomes]
    nodes = sum(outcome.expansions for outcome in outcomes)
    seconds = sum(outcome.seconds for outcome in outcomes)
    return (
        f"{statuses.count('proven')} proven, {statuses.count('disproven')} disproven, "
        f"{statuses.count('unknown')} open; {nodes:,} nodes, {seconds:.1f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--checkpoint", type=Path, help="a Score Four build's checkpoint")
    parser.add_argument("--positions", type=int, default=16)
    parser.add_argument("--expansions", type=int, default=1_000_000)
    args = parser.parse_args()
    positions = pairing_positions(args.positions, args.checkpoint)
    print(f"started {time.strftime('%Y-%m-%d %H:%M:%S %Z')}", flush=True)
    refuted: list[int] = []
    before: list[Outcome] = []
    after: list[Outcome] = []
    for key, excluded in positions:
        first = prove(Task("score-four", key, excluded, args.expansions))
        if first.status != "unknown":
            continue
        refuted.append(len(first.refuted))
        without_split = (*excluded, first.move)
        before.append(prove(Task("score-four", key, without_split, args.expansions)))
        after.append(
            prove(Task("score-four", key, (*without_split, *first.refuted), args.expansions))
        )
        print(f"  {key:#x}: {len(first.refuted)} refuted; {before[-1].status}, {after[-1].status}")
    both = [
        (a, b) for a, b in zip(before, after, strict=True) if "unknown" not in (a.status, b.status)
    ]
    assert all(a.status == b.status for a, b in both), "the second tasks disagree"
    print(f"{len(positions)} Score Four positions, {args.expansions:,} nodes a task:")
    print(
        f"  {len(refuted)} tasks ran out of nodes; they refuted {sum(refuted)} root moves "
        f"({sum(refuted) / max(1, len(refuted)):.1f} a task, {sum(map(bool, refuted))} tasks "
        "with at least one)"
    )
    print(f"  the next task without the split move alone: {summary(before)}")
    print(f"  without the refuted moves too:             {summary(after)}")
    if both:
        spent = [sum(outcome.expansions for outcome in side) for side in zip(*both, strict=True)]
        print(
            f"  settled by both ({len(both)}): {spent[0]:,} nodes without the split move alone, "
            f"{spent[1]:,} without the refuted moves too"
        )


if __name__ == "__main__":
    main()
