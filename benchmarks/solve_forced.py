"""How long `engine.ai.solve` takes on positions that need no search: a win at once, a loss at
once to two wins, a forced block after which the game is decided. Next to it, measured in the
same run, the full search those positions went through before the quick answers
(engine.ai.solver.forced): the opening book and the compiled kernel, or the pure-Python search
(`score_within`). With `--against REF`, REF's own `solve` too, in its own interpreter, run older,
newer, older (REF's tree built as benchmarks/gui_compare.py does; `--keep DIR` keeps it).

    .venv/bin/python benchmarks/solve_forced.py [--rounds 5] [--seed 1] [--against REF]

Positions come from random games (the same for the same --seed) of Connect Four, tic-tac-toe,
Qubic and Score Four, sorted by kind with the rules' lines and the legal moves alone, so any
tree can run this script. Each figure is microseconds per call: the best of --rounds passes,
each calling solve once on every position of its kind. The target is 20 µs or less.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from gui_compare import ROOT, Tree, build_older, load, run_in

from engine import PRESETS, Game
from engine.rules import Cell

BOARDS = {"connect-four": 300, "tic-tac-toe": 200, "qubic": 40, "score-four": 40}
"""Random games per board."""
KINDS = ("win at once", "loss at once", "block, then decided")
MOST = 200
"""Positions of one kind on one board, at most."""


def wins(game: Game, player: int) -> set[Cell]:
    """The playable cells where `player`'s stone completes a line."""
    playable = set(game.legal_moves())
    k = game.rules.k
    found = set()
    for line in game.rules.lines:
        stones = [game.stone_at(cell) for cell in line]
        if stones.count(player) == k - 1 and stones.count(None) == 1:
            found.add(line[stones.index(None)])
    return found & playable


def kind(game: Game) -> str | None:
    """Which of KINDS `game` is, None for a position that needs a search."""
    mover = game.to_move
    if wins(game, mover):
        return "win at once"
    threats = wins(game, 1 - mover)
    if len(threats) >= 2:
        return "loss at once"
    if len(threats) == 1:
        after = game.copy()
        after.play(next(iter(threats)))
        if after.is_over() or wins(after, 1 - mover) or len(wins(after, mover)) >= 2:
            return "block, then decided"
    return None


def positions(seed: int) -> dict[str, list[Game]]:
    """Up to MOST positions of each kind on each board, by "board, stage: kind", the stage
    "opening" while under a third of the board is filled, else "later" (the searches take longer
    on open boards, and the Connect Four book answers in the opening)."""
    rng = random.Random(seed)
    found: dict[str, list[Game]] = {}
    for name, games in BOARDS.items():
        cells = PRESETS[name].cell_count
        for _ in range(games):
            game = Game(PRESETS[name])
            while not game.is_over():
                sort = kind(game)
                if sort is not None:
                    stage = "opening" if 3 * game.ply < cells else "later"
                    found.setdefault(f"{name}, {stage}: {sort}", []).append(game.copy())
                game.play(rng.choice(game.legal_moves()))
    return {key: games[:MOST] for key, games in sorted(found.items())}


def per_call_us(job: Callable[[Game], object], games: list[Game], rounds: int) -> float:
    """Microseconds per call of `job`, the best of `rounds` passes over `games`, each pass
    after the compiled kernel's table is emptied (a pass must not find its own positions there
    from the one before)."""
    best = float("inf")
    for _ in range(rounds):
        clear_table()
        start = time.perf_counter()
        for game in games:
            job(game)
        best = min(best, (time.perf_counter() - start) / len(games))
    return best * 1e6


def clear_table() -> None:
    """Empty the compiled Connect Four solver's table, where the tree has one."""
    try:
        from engine.ai._kernel import connect
    except ImportError:
        return
    connect.clear_table()


def measure(seed: int, rounds: int, *, full: bool) -> dict[str, dict[str, float]]:
    """Per "board: kind": µs per call of this interpreter's `engine.ai.solve` ("solve"), and
    with `full` of the search behind it (`score_within`, "full search"). The answers agree."""
    from engine.ai import solve

    figures = {}
    for key, games in positions(seed).items():
        row = {"positions": float(len(games)), "solve": per_call_us(solve, games, rounds)}
        if full:
            from engine.ai.budget import Budget
            from engine.ai.solver import score_within

            def search(game: Game) -> int | None:
                return score_within(game, Budget(None))

            assert [solve(g) for g in games] == [search(g) for g in games], key
            row["full search"] = per_call_us(search, games, rounds)
        figures[key] = row
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="passes per figure (default 5)")
    parser.add_argument("--seed", type=int, default=1, help="of the random games (default 1)")
    parser.add_argument("--against", metavar="REF", help="an older commit to run too")
    parser.add_argument("--keep", metavar="DIR", help="build the older tree here and keep it")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)  # a tree's run
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure(args.seed, args.rounds, full=False)))
        return
    print(f"started {time.strftime('%Y-%m-%d %H:%M:%S %Z')}, {load()}", flush=True)
    runs: list[tuple[str, dict[str, dict[str, float]]]] = []
    if args.against:
        older = build_older(args.against, Path(args.keep or tempfile.mkdtemp(prefix="solve-")))
        newer = Tree("this tree", ROOT, Path(sys.executable))
        arguments = ["--measure", "--seed", str(args.seed), "--rounds", str(args.rounds)]
        for tree in (older, newer, older):
            print(f"  {tree.label}: solve", flush=True)
            runs.append((tree.label, json.loads(run_in(tree, __file__, arguments))))
    here = measure(args.seed, args.rounds, full=True)
    print(f"ended {time.strftime('%H:%M:%S %Z')}, {load()}")
    for number, (label, _) in enumerate(runs):
        print(f"run {number + 1}: {label}'s solve, in its own interpreter")
    header = ["positions", "full search", "solve"] + [f"run {n + 1}" for n in range(len(runs))]
    width = max(len(key) for key in here)
    print(f"{'µs per call':<{width}}" + "".join(f"{h:>13}" for h in header))
    for key, row in here.items():
        figures = [row["full search"], row["solve"], *(run[key]["solve"] for _, run in runs)]
        cells = [f"{row['positions']:>13.0f}", *(f"{figure:>13.1f}" for figure in figures)]
        print(f"{key:<{width}}" + "".join(cells))
    worst = max(row["solve"] for row in here.values())
    print(f"slowest kind through solve: {worst:.1f} µs per call (target: 20 µs or less)")


if __name__ == "__main__":
    main()
