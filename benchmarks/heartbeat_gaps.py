"""The CPU worker's silences while it searches, this tree against an older one in the same run:

    .venv/bin/python benchmarks/heartbeat_gaps.py --against acecc34 [--seconds 30] [--keep DIR]

Each tree starts its own worker process (app.model.worker.cpu_worker, spawned as the app spawns
it) and asks expert for a Qubic move after (2,2,2) with `--seconds` to think, the older tree
first. The worker beats every half second while it works; the app counts a worker silent for
five seconds as hung (app.model.cpu.cpu_player.WATCHDOG_GRACE), kills it and says the CPU
stopped. Printed per tree: the messages heard, the longest silence between two of them (any
message counts, as in the app) and how many silences were longer than a second. REF's tree is
built as benchmarks/gui_compare.py does (`--keep DIR` keeps it for the next run).
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import sys
import tempfile
import time
from pathlib import Path

from gui_compare import ROOT, Tree, build_older, load, run_in

FIRST_BEAT_SECONDS = 120.0  # a spawned worker's imports on a busy machine


def silences(seconds: float) -> list[float]:
    """In the tree on the interpreter's path: the seconds between the messages of one worker's
    search, from the request to the answer."""
    from app.model.worker import cpu_worker
    from app.model.worker.cpu_messages import Answer, Failure, Heartbeat, MoveRequest, Stop
    from engine import PRESETS, Game, parse_cell

    context = multiprocessing.get_context("spawn")
    requests, results = context.Queue(), context.Queue()
    cancelled = context.Value("q", 0, lock=False)
    worker = context.Process(
        target=cpu_worker.serve, args=(requests, results, cancelled), daemon=True
    )
    worker.start()
    try:
        if not isinstance(results.get(timeout=FIRST_BEAT_SECONDS), Heartbeat):
            raise RuntimeError("the worker's first message was no heartbeat")
        rules = PRESETS["qubic"]
        game = Game(rules)
        game.play(parse_cell("2,2,2", rules))
        requests.put(MoveRequest(1, rules, tuple(game.moves), "expert", seconds, 1))
        heard = [time.monotonic()]
        while True:
            message = results.get(timeout=seconds + 60)
            heard.append(time.monotonic())
            if isinstance(message, Answer | Failure):
                break
        requests.put(Stop())
        worker.join(5)
    finally:
        if worker.is_alive():
            worker.kill()
    return [later - earlier for earlier, later in itertools.pairwise(heard)]


def run(tree: Tree, seconds: float) -> list[float]:
    """`tree`'s silences, measured by this script in its interpreter."""
    print(f"  {tree.label}: expert thinks {seconds:g} s", flush=True)
    output = run_in(tree, __file__, ["--measure", "--seconds", str(seconds)])
    return [float(gap) for gap in json.loads(output)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", metavar="REF", help="the older commit")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--keep", metavar="DIR", help="build the older tree here and keep it")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)  # a tree's run
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(silences(args.seconds)))
        return
    if not args.against:
        parser.error("--against REF is needed")
    older = build_older(args.against, Path(args.keep or tempfile.mkdtemp(prefix="heartbeat-")))
    newer = Tree("this tree", ROOT, Path(sys.executable))
    print(f"started {time.strftime('%Y-%m-%d %H:%M:%S %Z')}, {load()}", flush=True)
    found = {tree.label: run(tree, args.seconds) for tree in (older, newer)}
    print(f"ended {time.strftime('%H:%M:%S %Z')}, {load()}")
    print(f"expert on Qubic after (2,2,2), {args.seconds:g} s; the app gives a worker up at 5 s:")
    for label, gaps in found.items():
        long = sum(gap > 1.0 for gap in gaps)
        print(
            f"  {label}: {len(gaps)} messages, longest silence {max(gaps):.3f} s, "
            f"{long} silences over a second"
        )


if __name__ == "__main__":
    main()
