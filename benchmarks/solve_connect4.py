"""Exact Connect Four solving: the compiled solver on every position of each data file, the
pure-Python solver on a subset as the reference measured in the same run, and the compiled
solver's peak memory.

    .venv/bin/python benchmarks/solve_connect4.py [--data DIR] [--limit N] [--seconds S]
                                                  [--python-limit N] [--python-seconds S]

Each file holds lines "<moves as 1-based column digits> <exact score>". A position counts as
correct when the solver returns exactly the stated score; one that runs out of its time counts
as unsolved, and its time as the whole limit. The compiled solver's table is emptied before
every position (as in Pons' benchmarks), so a position's time does not depend on the one before.
The compiled solver runs in a child process whose peak resident memory (ru_maxrss) is printed.

`--against-rust PYTHON` measures instead, on the same positions in the same run, hyperrow's
compiled solver (one thread, and two as a player's machine runs it) against connect-four-ai, the
Rust solver (benchmarks/rust_connect4.py run by PYTHON, an interpreter with
`connect-four-ai-linux` installed: `python3.13 -m venv V && V/bin/pip install
connect-four-ai-linux`), all without opening books, and then each as shipped: hyperrow's `solve`
with its book, connect-four-ai with its own. Printed per range of stones on the board, with the
speed ratio (the Rust solver's time over hyperrow's: above 1 hyperrow is faster), and the
opening's plies one by one; every score is checked against the file's. Bare, each clock times
the search alone (the position made and the table emptied before it); as shipped, hyperrow's
times the whole public call from the game. `--shipped` runs only the pair as shipped (the bare
searches of the opening take the better part of an hour on a loaded machine).

`--book-check PYTHON` checks the shipped Connect Four book instead: every position it holds an
exact score of (mirror images folded; the empty board aside, which rust_connect4.py cannot
read) against connect-four-ai's score with its own book, and times the two answering them,
hyperrow's `solve` from the game and connect-four-ai's `solve` from its position, per number of
stones.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import platform
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from engine import PRESETS, Game, parse_move

DEFAULT_DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "connect4"
# Easiest first: the end positions are solved in a blink, the beginnings take longest.
FILE_ORDER = ("end.txt", "middle.txt", "begin.txt", "opening.txt")
BOOK_FILE = "book.txt"
"""Every position of 1 to 5 stones with its exact score, for the tests of the book: left out of
the runs (thousands of opening searches where the book stops)."""
# Published/measured by issue 11 on this machine, not measured in this run.
CONNECT_FOUR_AI_RATE = (4.0e6, 5.2e6)
TARGETS = {
    "begin.txt": "target: all solved, mean <= 100 ms, max <= 2 s",
    "middle.txt": "target: mean <= 5 ms",
}


@dataclass
class Result:
    """Figures of one solver on one file."""

    positions: int
    solved: int
    correct: int
    times: list[float]
    nodes: int
    flags: list[bool]
    """Per position: solved."""

    def line(self, label: str) -> str:
        times = self.times
        rate = self.nodes / sum(times) if self.nodes and sum(times) > 0 else 0.0
        return (
            f"  {label:<9} {self.correct:>4}/{self.positions:<4} correct  "
            f"{self.solved:>4} solved  mean {statistics.fmean(times) * 1000:9.2f} ms  "
            f"median {statistics.median(times) * 1000:9.2f} ms  "
            f"max {max(times) * 1000:9.2f} ms  "
            + (f"{rate / 1e6:6.2f} M nodes/s, {self.nodes} nodes" if self.nodes else "")
        )


def load(path: Path, limit: int | None) -> list[tuple[str, int]]:
    """(moves, score) per line of one file, at most `limit` of them."""
    result: list[tuple[str, int]] = []
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        if limit is not None and len(result) >= limit:
            break
        try:
            moves, score = line.split()
            result.append((moves, int(score)))
        except ValueError as error:
            sys.exit(f"{path}:{number}: {error}")
    return result


def game_of(moves: str) -> Game:
    game = Game(PRESETS["connect-four"])
    for digit in moves:
        game.play(parse_move(digit, game))
    return game


def run_compiled(positions: list[tuple[str, int]], seconds: float | None) -> tuple[Result, int]:
    """The compiled solver on `positions`; also this process's peak memory in bytes so far."""
    from engine.ai._kernel import connect
    from engine.ai.solver.compiled import bitboards

    times = []
    flags = []
    solved = correct = nodes = 0
    for moves, expected in positions:
        game = game_of(moves)
        connect.clear_table()
        started = time.perf_counter()
        score, count = connect.solve(*bitboards(game), seconds=seconds)
        times.append(time.perf_counter() - started)
        nodes += count
        flags.append(score is not None)
        solved += score is not None
        correct += score == expected
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # kilobytes on Linux
    return Result(len(positions), solved, correct, times, nodes, flags), peak


def run_hyperrow(
    positions: list[tuple[str, int]], threads: int | None
) -> list[tuple[int | None, float]]:
    """hyperrow on `positions`, each (score, seconds): the compiled solver on `threads` threads,
    no book, its table emptied first; with `threads` None, as shipped (`solve`, its book)."""
    from engine.ai._kernel import connect
    from engine.ai.solver import solve
    from engine.ai.solver.compiled import bitboards

    def one(game: Game) -> Callable[[], int | None]:
        """The timed call: as shipped the public entry, from the game; bare the kernel, from
        the bitboards made before (rust_connect4.py makes its Position before its clock too)."""
        if threads is None:
            return lambda: solve(game)
        boards = bitboards(game)
        return lambda: connect.solve(*boards, threads=threads)[0]

    # The first position once untimed, as rust_connect4.py does: the table is allocated, the
    # code warm. As shipped, the empty board too: the book is read and its hash table made, as
    # connect-four-ai reads its book when its Solver is made.
    one(game_of(positions[0][0]))()
    if threads is None:
        one(game_of(""))()
    found: list[tuple[int | None, float]] = []
    for moves, _expected in positions:
        call = one(game_of(moves))
        connect.clear_table()
        started = time.perf_counter()
        score = call()
        found.append((score, time.perf_counter() - started))
    return found


def run_rust(python: str, positions: list[tuple[str, int]], book: bool) -> list[tuple[int, float]]:
    """connect-four-ai on `positions` under `python`, each (score, seconds)."""
    script = Path(__file__).with_name("rust_connect4.py")
    done = subprocess.run(
        [python, str(script), *(["--book"] if book else [])],
        input="".join(f"{moves} {score}\n" for moves, score in positions),
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode:
        sys.exit(f"solve_connect4: connect-four-ai under {python} failed:\n{done.stderr[-2000:]}")
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    return [(int(score), float(seconds)) for score, seconds, _nodes in rows]


PLY_RANGES = ((1, 4), (5, 7), (8, 10), (11, 13), (14, 27), (28, 36))
OPENING_PLIES = 14
"""The plies also printed one by one: the opening, where a book or the move order matters most."""


def against_rust(python: str, positions: list[tuple[str, int]], shipped_only: bool) -> None:
    """Both solvers on `positions`, per range of stones; exits if any score is wrong."""
    context = multiprocessing.get_context("spawn")
    runs: dict[str, list[tuple[int | None, float]]] = {}
    with context.Pool(1) as pool:
        # Interleaved, so that whatever else the machine does weighs on each alike.
        if not shipped_only:
            runs["hyperrow, 1 thread"] = pool.apply(run_hyperrow, (positions, 1))
            runs["connect-four-ai"] = list(run_rust(python, positions, book=False))
            runs["hyperrow, 2 threads"] = pool.apply(run_hyperrow, (positions, 2))
        runs["hyperrow as shipped"] = pool.apply(run_hyperrow, (positions, None))
        runs["connect-four-ai, own book"] = list(run_rust(python, positions, book=True))
    for label, found in runs.items():
        wrong = [m for (m, e), (score, _) in zip(positions, found, strict=True) if score != e]
        if wrong:
            sys.exit(f"solve_connect4: {label} scored {len(wrong)} positions wrong: {wrong[:5]}")
    print("all scores agree with the files' (scored by connect-four-ai with its book)")
    pairs = tuple(
        pair
        for pair in (
            ("hyperrow, 1 thread", "connect-four-ai"),
            ("hyperrow, 2 threads", "connect-four-ai"),
            ("hyperrow as shipped", "connect-four-ai, own book"),
        )
        if pair[0] in runs
    )

    def compared(ours: str, theirs: str, low: int, high: int) -> tuple[int, str]:
        """How many positions have `low` to `high` stones, and the two runs' mean times on them
        with the ratio ("" when none has)."""
        chosen = [i for i, (moves, _) in enumerate(positions) if low <= len(moves) <= high]
        if not chosen:
            return 0, ""
        mine = statistics.fmean(runs[ours][i][1] for i in chosen) * 1000
        rust = statistics.fmean(runs[theirs][i][1] for i in chosen) * 1000
        return len(chosen), f"{mine:10.3f} / {rust:10.3f} ms = {rust / max(mine, 1e-6):5.2f}x"

    print(f"{'stones':>7} {'n':>4}  " + "  ".join(f"{h} / {r}" for h, r in pairs))
    for low, high in PLY_RANGES:
        cells = [compared(ours, theirs, low, high) for ours, theirs in pairs]
        if cells[0][0]:
            text = "  ".join(cell for _, cell in cells)
            print(f"{low:>3}-{high:<3} {cells[0][0]:>4}  {text}", flush=True)
    print(f"per opening ply ({pairs[0][0]} / {pairs[0][1]}):")
    for ply in range(1, OPENING_PLIES + 1):
        count, cell = compared(*pairs[0], ply, ply)
        if count:
            print(f"{ply:>7} {count:>4}  {cell}")


def book_positions() -> list[tuple[str, int]]:
    """(moves, score) of every position of 1 stone or more that the shipped Connect Four book
    holds an exact score of, one a position up to mirror images, by number of stones."""
    from engine.ai.solver import book
    from engine.ai.solver.compiled import bitboards

    shipped = book.connect_four_book()
    if shipped is None:
        sys.exit("solve_connect4: no Connect Four book in resources/")
    found: list[tuple[str, int]] = []
    level = {"": Game(PRESETS["connect-four"])}
    for _ in range(shipped.plies):
        following: dict[int, tuple[str, Game]] = {}
        for moves, game in level.items():
            for column in range(7):
                cell = game.landing((column, 0))
                if cell is None:
                    continue
                child = game.copy()
                child.play(cell)
                if child.is_over():
                    continue
                _, _, _, current, mask = bitboards(child)
                key = book.canonical_key(current, mask, 7, 6)
                following.setdefault(key, (moves + str(column + 1), child))
        level = {}
        for _, (moves, game) in sorted(following.items()):
            score = book.known_score(game)
            if score is not None:
                found.append((moves, score))
                level[moves] = game
        if not level:
            break
    return found


def book_check(python: str) -> None:
    """The shipped book's exact scores against connect-four-ai's; exits if any differs."""
    positions = book_positions()
    context = multiprocessing.get_context("spawn")
    with context.Pool(1) as pool:
        ours = pool.apply(run_hyperrow, (positions, None))
    theirs = run_rust(python, positions, book=True)
    wrong = [
        (moves, score, rust)
        for (moves, score), (rust, _) in zip(positions, theirs, strict=True)
        if rust != score
    ]
    print(
        f"book check: {len(positions) - len(wrong)} of {len(positions)} exact scores of the "
        "shipped book agree with connect-four-ai's (with its book)"
    )
    if wrong:
        sys.exit(f"solve_connect4: the book differs from connect-four-ai at {wrong[:5]}")
    print(f"{'stones':>7} {'n':>6}  hyperrow solve() / connect-four-ai solve(), mean")
    for ply in range(1, max(len(moves) for moves, _ in positions) + 1):
        chosen = [i for i, (moves, _) in enumerate(positions) if len(moves) == ply]
        mine = statistics.fmean(ours[i][1] for i in chosen) * 1000
        rust = statistics.fmean(theirs[i][1] for i in chosen) * 1000
        print(f"{ply:>7} {len(chosen):>6}  {mine:8.4f} / {rust:8.4f} ms = {rust / mine:5.2f}x")


def run_python(positions: list[tuple[str, int]], seconds: float | None) -> Result:
    """The pure-Python solver, the reference, on `positions`."""
    from engine.ai.solver import solve

    times = []
    flags = []
    solved = correct = 0
    for moves, expected in positions:
        game = game_of(moves)
        started = time.perf_counter()
        score = solve(game, seconds=seconds, kernel=False)
        times.append(time.perf_counter() - started)
        flags.append(score is not None)
        solved += score is not None
        correct += score == expected
    return Result(len(positions), solved, correct, times, 0, flags)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="folder of *.txt files")
    parser.add_argument("--limit", type=int, default=None, help="positions per file (first N)")
    parser.add_argument("--seconds", type=float, default=None, help="compiled: limit a position")
    parser.add_argument(
        "--python-limit", type=int, default=10, help="positions per file for the reference"
    )
    parser.add_argument(
        "--python-seconds", type=float, default=10.0, help="reference: limit a position"
    )
    parser.add_argument(
        "--against-rust",
        metavar="PYTHON",
        help="compare with connect-four-ai run by this interpreter instead (see above)",
    )
    parser.add_argument(
        "--shipped",
        action="store_true",
        help="--against-rust: only hyperrow as shipped against connect-four-ai with its book",
    )
    parser.add_argument(
        "--book-check",
        metavar="PYTHON",
        help="check the shipped book's exact scores against connect-four-ai's (see above)",
    )
    args = parser.parse_args()
    for name in ("limit", "python_limit"):
        value = getattr(args, name)
        if value is not None and value < 1:
            parser.error(f"--{name.replace('_', '-')}: {value}, expected at least 1")
    rank = {name: i for i, name in enumerate(FILE_ORDER)}
    files = sorted(
        (path for path in args.data.glob("*.txt") if path.name != BOOK_FILE),
        key=lambda p: (rank.get(p.name, len(rank)), p.name),
    )
    if not files:
        parser.error(f"--data: no *.txt files in {args.data}")
    from engine.ai import kernel

    if not kernel.AVAILABLE:
        sys.exit(f"solve_connect4: {kernel.REASON}")
    from engine.ai._kernel import connect

    if args.book_check:
        print(
            f"solve_connect4: the shipped book; {os.cpu_count()} cores, "
            f"load average {os.getloadavg()[0]:.2f}"
        )
        book_check(args.book_check)
        return
    if args.against_rust:
        positions = [pos for path in files for pos in load(path, args.limit)]
        print(
            f"solve_connect4: {len(positions)} positions of {', '.join(p.name for p in files)}; "
            f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f}"
        )
        against_rust(args.against_rust, positions, args.shipped)
        return
    load_average = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(
        f"solve_connect4: Python {platform.python_version()}, {os.cpu_count()} cores, "
        f"load average {load_average} (other work on the machine slows every figure)\n"
        f"compiled solver: table {connect.TABLE_BYTES / 2**20:.0f} MiB, emptied per position; "
        f"{'no time limit' if args.seconds is None else f'{args.seconds:g} s per position'}; "
        f"pure-Python reference: first {args.python_limit} per file, "
        f"{args.python_seconds:g} s per position"
    )
    low, high = CONNECT_FOUR_AI_RATE
    print(
        f"published reference (issue 11, connect-four-ai, not measured here): "
        f"{low / 1e6:.1f}-{high / 1e6:.1f} M nodes/s; target >= 1/3: "
        f"{low / 3e6:.2f}-{high / 3e6:.2f} M nodes/s"
    )
    context = multiprocessing.get_context("spawn")
    peak = 0
    with context.Pool(1) as pool:
        for path in files:
            positions = load(path, args.limit)
            if not positions:
                print(f"{path.name}: no positions")
                continue
            compiled, peak = pool.apply(run_compiled, (positions, args.seconds))
            reference = run_python(positions[: args.python_limit], args.python_seconds)
            same, _ = pool.apply(run_compiled, (positions[: args.python_limit], args.seconds))
            print(f"{path.name}  {TARGETS.get(path.name, '')}")
            print(compiled.line("compiled"))
            print(same.line("compiled"), " (the reference's subset)")
            print(reference.line("Python"), " (reference)")
            both = [
                (p, c)
                for p, c, ok in zip(reference.times, same.times, reference.flags, strict=True)
                if ok
            ]
            if both:
                ratio = sum(p for p, _ in both) / max(sum(c for _, c in both), 1e-9)
                print(
                    f"  compiled is {ratio:.0f}x faster than pure Python on the {len(both)} "
                    "positions of the subset both solved"
                )
            rate = compiled.nodes / max(sum(compiled.times), 1e-9)
            print(
                f"  compiled {rate / 1e6:.2f} M nodes/s = {rate / high:.2f}-{rate / low:.2f} "
                "of connect-four-ai's published rate (target >= 0.33); the nodes of both of "
                "the solver's threads where it runs a helper on a second core (positions with "
                "24 or more empty cells)",
                flush=True,
            )
    print(
        f"compiled solver process peak memory: {peak / 2**20:.0f} MiB "
        f"(table {connect.TABLE_BYTES / 2**20:.0f} MiB; target <= 150 MB)"
    )


if __name__ == "__main__":
    main()
