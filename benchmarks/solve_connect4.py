"""Exact Connect Four solving: correctness and time per position for each file of positions.

    .venv/bin/python benchmarks/solve_connect4.py [--data DIR] [--limit N] [--seconds S]

Each file holds lines "<moves as 1-based column digits> <exact score>". A position counts as
correct when `engine.ai.solver.solve` returns exactly the stated score; one that runs out of
its `--seconds` counts as wrong, and its time as the whole limit.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

from engine import PRESETS, Game, parse_move
from engine.ai.solver import solve

DEFAULT_DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "connect4"
# Easiest first: the end positions are solved in a blink, the beginnings take longest.
FILE_ORDER = ("end.txt", "middle.txt", "begin.txt")


def load(path: Path, limit: int | None) -> list[tuple[Game, int]]:
    """The positions of one file as (game, score), at most `limit` of them."""
    result = []
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        if limit is not None and len(result) >= limit:
            break
        try:
            moves, score = line.split()
            game = Game(PRESETS["connect-four"])
            for digit in moves:
                game.play(parse_move(digit, game))
            result.append((game, int(score)))
        except ValueError as error:
            sys.exit(f"{path}:{number}: {error}")
    return result


def run(path: Path, limit: int | None, seconds: float | None) -> None:
    positions = load(path, limit)
    times = []
    correct = timeouts = 0
    for game, expected in positions:
        started = time.perf_counter()
        score = solve(game, seconds=seconds)
        times.append(time.perf_counter() - started)
        correct += score == expected
        timeouts += score is None
    if not times:
        print(f"{path.name:<12} no positions")
        return
    print(
        f"{path.name:<12} {correct:>4}/{len(times):<4} correct  {timeouts:>3} out of time  "
        f"mean {statistics.fmean(times) * 1000:10.2f} ms  "
        f"median {statistics.median(times) * 1000:10.2f} ms  "
        f"max {max(times) * 1000:10.2f} ms",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="folder of *.txt files")
    parser.add_argument("--limit", type=int, default=None, help="positions per file (first N)")
    parser.add_argument("--seconds", type=float, default=None, help="time limit per position")
    args = parser.parse_args()
    if args.limit is not None and args.limit < 1:
        parser.error(f"--limit: {args.limit}, expected a whole number of at least 1")
    if args.seconds is not None and args.seconds <= 0:
        parser.error(f"--seconds: {args.seconds}, expected a positive number")
    rank = {name: i for i, name in enumerate(FILE_ORDER)}
    files = sorted(args.data.glob("*.txt"), key=lambda p: (rank.get(p.name, len(rank)), p.name))
    if not files:
        parser.error(f"--data: no *.txt files in {args.data}")
    load_average = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(
        f"solve_connect4: Python {platform.python_version()}, {os.cpu_count()} cores, "
        f"load average {load_average} (other work on the machine slows every figure); "
        f"limit {args.limit or 'all'} per file, "
        f"{'no time limit' if args.seconds is None else f'{args.seconds:g} s per position'}"
    )
    for path in files:
        run(path, args.limit, args.seconds)


if __name__ == "__main__":
    main()
