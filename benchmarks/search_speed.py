"""The compiled search against the pure-Python one, in the same run: nodes per second of hard's
search and of expert's whole move on mid-game Qubic and 4×4×4×4 positions, expert's answer time
once its stop flag is set, and its peak memory over a long think.

Speed: per board, the same positions as benchmarks/ai_strength.py (medium plays both sides from
a fixed seed); each position searched for `--seconds` by the pure-Python `AlphaBeta` (the
reference) and by the compiled search over the same root moves. A node is a position the search
looks at (searched, or at depth one scored from the incremental evaluation), counted alike by
both. Then expert's whole move (threat-space search, defence check, search) through
`choose_move`: the nodes its last completed iteration reports over the time of that report
(the iteration still running when time is up is reported by no one, so the whole move's time
would undercount the rate).

Stop: expert thinks without a deadline until another thread sets its stop flag; the time from
the flag to the answer.

Memory: expert thinks `--memory-seconds` on each board in a fresh process; its peak resident
size is printed next to that of a process that only loaded the engine and built the position.

    .venv/bin/python benchmarks/search_speed.py [--seconds 2] [--memory-seconds 10]
"""

from __future__ import annotations

import argparse
import random
import resource
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from functools import partial
from typing import TypeVar

from engine import PRESETS, Game
from engine.ai import choose_move, compiled_search
from engine.ai.alphabeta import AlphaBeta
from engine.ai.budget import Budget
from engine.ai.position import Position
from engine.ai.thinking import SearchInfo

BOARDS = ("qubic", "four-d")
PLIES = {"qubic": 8, "four-d": 14}
# Expert's nodes per second before the compiled search (issue 11), and the target: 20 times that.
ISSUE_FIGURES = {"qubic": 113_000, "four-d": 103_000}
TARGET_FACTOR = 20

T = TypeVar("T")


def speed_position(board: str, plies: int) -> Game:
    """The mid-game position ai_strength.py measures: medium plays both sides."""
    game = Game(PRESETS[board])
    for ply in range(plies):
        game.play(choose_move(game, "medium", seed=1000 + ply))
    return game


def speed_positions(repeats: int) -> Iterator[tuple[str, Game]]:
    """Each board with its `repeats` positions, two stones apart, from the first measured."""
    for board in BOARDS:
        for offset in range(repeats):
            yield board, speed_position(board, PLIES[board] + 2 * offset)


def timed(run: Callable[[], T]) -> tuple[T, float, float]:
    """`run()`, its wall-clock seconds and the CPU seconds this process spent on it (the machine
    is shared: CPU time is what the search itself got)."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = run()
    return result, time.perf_counter() - wall, time.process_time() - cpu


def search_speed(seconds: float, repeats: int) -> None:
    print(f"== hard's search: {seconds:g} s a position, pure Python then compiled")
    print("   nodes per second of wall-clock time / of CPU time")
    print(
        f"{'board':<7} {'stones':>6} {'python':>19} {'depth':>5} {'compiled':>23} "
        f"{'depth':>5} {'ratio (CPU)':>11}"
    )
    for board, game in speed_positions(repeats):
        search = AlphaBeta(Position(game), Budget(seconds), random.Random(1))
        python, py_wall, py_cpu = timed(search.run)
        kernel = compiled_search.board(game)
        fast, c_wall, c_cpu = timed(
            partial(compiled_search.search, game, kernel, Budget(seconds), random.Random(1))
        )
        py_rates = f"{python.nodes / py_wall:>9,.0f}/{python.nodes / py_cpu:<9,.0f}"
        c_rates = f"{fast.nodes / c_wall:>11,.0f}/{fast.nodes / c_cpu:<11,.0f}"
        ratio = (fast.nodes / c_cpu) / (python.nodes / py_cpu)
        print(
            f"{board:<7} {game.ply:>6} {py_rates} {python.depth:>5} {c_rates} "
            f"{fast.depth:>5} {ratio:>10.0f}x",
            flush=True,
        )


def expert_reports(game: Game, seconds: float) -> list[tuple[SearchInfo, float]]:
    """What expert's move on `game` reports, each with the CPU seconds spent until then: the
    nodes of the last full iteration count up to its report, not over the whole move, whose
    unfinished last iteration no report counts."""
    reports: list[tuple[SearchInfo, float]] = []
    started = time.process_time()

    def heard(info: SearchInfo) -> None:
        reports.append((info, time.process_time() - started))

    choose_move(game, "expert", seconds=seconds, seed=1, progress=heard)
    return reports


def expert_speed(seconds: float, repeats: int) -> None:
    columns = (
        ("board", "<7"),
        ("stones", ">6"),
        ("nodes/wall s", ">13"),
        ("nodes/CPU s", ">12"),
        ("depth", ">5"),
        ("issue figure", ">13"),
        ("x issue (CPU)", ">14"),
        ("target", ">7"),
    )
    print(f"\n== expert's whole move through choose_move: {seconds:g} s a move")
    print(" ".join(f"{name:{spec}}" for name, spec in columns))
    for board, game in speed_positions(repeats):
        last, cpu = expert_reports(game, seconds)[-1]
        if last.nodes <= 1:
            # Answered before any search: a forced win by threats, or an obvious move.
            print(f"{board:<7} {game.ply:>6} {'answered by its threat-space search':>40}")
            continue
        wall = last.elapsed
        factor = last.nodes / cpu / ISSUE_FIGURES[board]
        print(
            f"{board:<7} {game.ply:>6} {last.nodes / wall:>13,.0f} {last.nodes / cpu:>12,.0f} "
            f"{last.depth:>5} {ISSUE_FIGURES[board]:>13,} {factor:>13.1f}x "
            f"{TARGET_FACTOR:>6}x",
            flush=True,
        )


def stop_latency(trials: int) -> None:
    """How long expert takes to answer once its stop flag is set (it has no deadline)."""
    print(f"\n== expert's answer after its stop flag is set, {trials} trials a board")
    print(f"{'board':<7} {'worst ms':>9} {'mean ms':>8} {'target':>7}")
    for board in BOARDS:
        game = speed_position(board, PLIES[board])
        delays = []
        for trial in range(trials):
            stop = threading.Event()
            set_at: list[float] = []

            def stopper(stop: threading.Event = stop, set_at: list[float] = set_at) -> None:
                set_at.append(time.monotonic())
                stop.set()

            timer = threading.Timer(0.2 + 0.1 * trial, stopper)
            timer.start()
            choose_move(game, "expert", seconds=float("inf"), seed=trial, stop=stop)
            delays.append(time.monotonic() - set_at[0])
            timer.join()
        worst, mean = max(delays) * 1000, sum(delays) / len(delays) * 1000
        print(f"{board:<7} {worst:>9.1f} {mean:>8.1f} {'50 ms':>7}", flush=True)


def peak_memory(board: str, seconds: float) -> int:
    """Peak resident kilobytes of a fresh process that builds the position and, if `seconds` > 0,
    lets expert think that long on it."""
    code = (
        "import sys\n"
        f"sys.path.insert(0, {str(__file__.rsplit('/', 1)[0])!r})\n"
        "from search_speed import speed_position\n"
        "from engine.ai import choose_move\n"
        f"game = speed_position({board!r}, {PLIES[board]})\n"
        f"if {seconds} > 0:\n"
        f"    choose_move(game, 'expert', seconds={seconds}, seed=1)\n"
        # VmHWM, not ru_maxrss: a child's ru_maxrss starts at its parent's size at the fork.
        "import pathlib\n"
        "status = pathlib.Path('/proc/self/status').read_text().splitlines()\n"
        "print(next(line.split()[1] for line in status if line.startswith('VmHWM')))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True
    ).stdout
    return int(out.split()[-1])


def memory(seconds: float) -> None:
    print(f"\n== expert's peak memory, {seconds:g} s of thinking in a fresh process")
    print(f"{'board':<7} {'engine only':>12} {'expert':>10} {'target':>8}")
    for board in BOARDS:
        base = peak_memory(board, 0)
        peak = peak_memory(board, seconds)
        print(f"{board:<7} {base / 1024:>9.1f} MB {peak / 1024:>7.1f} MB {'100 MB':>8}", flush=True)
    print(
        f"(the search's table is a fixed {compiled_search.TABLE_BYTES / 2**20:.0f} MiB "
        f"array of {compiled_search.TABLE_ENTRIES:,} entries)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time a position")
    parser.add_argument("--repeats", type=int, default=2, help="positions a board")
    parser.add_argument("--memory-seconds", type=float, default=10.0, help="expert's think")
    parser.add_argument("--no-memory", action="store_true", help="skip the memory figures")
    parser.add_argument("--stop-trials", type=int, default=5, help="stop-flag trials a board")
    args = parser.parse_args()
    if not compiled_search.AVAILABLE:
        print("the compiled search is not built: run scripts/setup.sh", file=sys.stderr)
        return 1
    search_speed(args.seconds, args.repeats)
    expert_speed(args.seconds, args.repeats)
    stop_latency(args.stop_trials)
    if not args.no_memory:
        memory(args.memory_seconds)
    usage = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\n(this process peaked at {usage:.0f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
