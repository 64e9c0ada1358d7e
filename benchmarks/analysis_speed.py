"""The analysis of whole games (engine.ai.analysis): two 40-move Connect Four games analysed
exactly (every move proven), with the same positions solved one by one with `solve` as the
reference measured in the same run; a 30-move Qubic game at the default time per position; and
each run's peak memory.

    .venv/bin/python benchmarks/analysis_speed.py [--seconds S] [--qubic-games N]

Then the proof search's share: `--qubic-games` (10) Qubic games of hard (the first player, off
the strategy book from its first move) against expert, each analysed twice in fresh processes,
without the proof search of the first player's win (the analysis before it came,
engine.ai.analysis.proof_search) and with it: the moves proven and the time of each, side by
side.

Each part runs in a fresh process, so that no solver table is warm from an earlier part and
the peak resident memory (VmHWM) is the part's own. The reference solves the positions past the
opening book's (which both look up) from the first to the last, as a program that solved each
position for itself would; the analysis goes from the last to the first, and where the book
knows only the result it does not look for the exact score. Targets: Connect Four within 10 s,
Qubic within 30 s, memory under 200 MB.

The games were played by node-capped CPU players (so they play the same on any machine):
Connect Four expert against expert with random slips (the first 40 moves of seeds 3 and 4 of
tests/engine/ai/test_analysis.py's way of playing: the first solved in a blink, the second with
two positions just past the book that take the solver seconds), Qubic hard against hard.
"""

from __future__ import annotations

import argparse
import multiprocessing
import platform
import time
from pathlib import Path

from engine import PRESETS, Game, parse_cell

CONNECT_FOUR = {
    "connect-four A": "4444443265512565755663333362222761111177",
    "connect-four B": "4444441623333361122152123662661777777555",
}
QUBIC = (
    "4,1,1 2,3,3 4,1,4 3,2,3 4,1,3 4,1,2 4,4,1 4,3,1 4,2,3 4,3,2 4,3,3 4,4,3 4,2,2 4,4,4 3,3,2 "
    "3,3,3 2,2,3 1,1,4 4,2,1 4,2,4 3,2,2 1,2,4 2,2,2 1,2,2 2,2,4 2,2,1 3,4,2 3,1,2 1,4,4 2,4,3"
)
BOOK_PLIES = 6
TARGETS = {"connect-four A": 10.0, "connect-four B": 10.0, "qubic": 30.0}
MEMORY_TARGET_MB = 200


def connect_four_game(name: str) -> Game:
    game = Game(PRESETS["connect-four"])
    for column in CONNECT_FOUR[name]:
        landing = game.landing((int(column) - 1, 0))
        assert landing is not None
        game.play(landing)
    return game


def qubic_game() -> Game:
    game = Game(PRESETS["qubic"])
    for text in QUBIC.split():
        game.play(parse_cell(text, game.rules))
    return game


def peak_mb() -> float:
    """This process's peak resident memory in MB (Linux /proc)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def analysis_part(name: str, seconds: float | None) -> tuple[float, int, int, int, float]:
    """(seconds, moves, proven moves, marked moves, peak MB) of analysing game `name`."""
    from engine.ai import analyse_game

    game = qubic_game() if name == "qubic" else connect_four_game(name)
    started = time.perf_counter()
    analysis = analyse_game(game, seconds=seconds)
    elapsed = time.perf_counter() - started
    assert analysis is not None
    proven = sum(move.proven for move in analysis.moves)
    marked = sum(move.mark is not None for move in analysis.moves)
    return elapsed, len(analysis.moves), proven, marked, peak_mb()


def reference_part(name: str) -> tuple[float, int, float]:
    """(seconds, positions, peak MB) of `solve` on each position past the book of the Connect
    Four game `name`."""
    from engine.ai import solve

    game = connect_four_game(name)
    position = Game(game.rules)
    positions = []
    for cell in game.moves:
        if position.ply > BOOK_PLIES:
            positions.append(position.copy())
        position.play(cell)
    positions.append(position)
    started = time.perf_counter()
    for each in positions:
        assert solve(each) is not None
    return time.perf_counter() - started, len(positions), peak_mb()


def qubic_match(seed: int) -> list[tuple[int, ...]]:
    """A Qubic game of hard (first) against expert, hard's moves its own (the book's strategy is
    expert's as the first player only): the moves."""
    from engine.ai import choose_move

    game = Game(PRESETS["qubic"])
    while not game.is_over():
        level = "hard" if game.to_move == 0 else "expert"
        game.play(choose_move(game, level, seconds=0.3, seed=seed))
    return list(game.moves)


def proofs_part(
    moves: list[tuple[int, ...]], with_search: bool, seconds: float | None
) -> tuple[float, int, int]:
    """(seconds, moves, moves whose values are both proven) of analysing the game `moves`, with
    or without the proof search."""
    from engine.ai import analyse_game
    from engine.ai.analysis import proof_search

    if not with_search:
        proof_search.proven_result = lambda game, budget: None
    game = Game(PRESETS["qubic"])
    for cell in moves:
        game.play(cell)
    started = time.perf_counter()
    analysis = analyse_game(game, seconds=seconds)
    elapsed = time.perf_counter() - started
    assert analysis is not None
    return elapsed, len(analysis.moves), sum(move.proven for move in analysis.moves)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--seconds", type=float, help="time per position (default: the analysis's own)"
    )
    parser.add_argument(
        "--qubic-games", type=int, default=10, help="games of hard against expert (default 10)"
    )
    args = parser.parse_args()
    print(f"{platform.machine()}, Python {platform.python_version()}")
    spawn = multiprocessing.get_context("spawn")
    for name, target in TARGETS.items():
        with spawn.Pool(1, maxtasksperchild=1) as pool:
            elapsed, moves, proven, marked, memory = pool.apply(analysis_part, (name, args.seconds))
        print(
            f"{name:<15} {moves} moves analysed in {elapsed:6.2f} s "
            f"(target {target:g} s): {proven} proven, {marked} marked; "
            f"peak memory {memory:.0f} MB (target under {MEMORY_TARGET_MB} MB)",
            flush=True,
        )
        if name in CONNECT_FOUR:
            with spawn.Pool(1, maxtasksperchild=1) as pool:
                seconds, positions, memory = pool.apply(reference_part, (name,))
            print(
                f"  reference: solve() on its {positions} positions past the book, one by one, "
                f"{seconds:6.2f} s; peak memory {memory:.0f} MB",
                flush=True,
            )

    seconds_in = {False: 0.0, True: 0.0}
    moves_in = {False: 0, True: 0}
    proven_in = {False: 0, True: 0}
    for seed in range(1, args.qubic_games + 1):
        game = qubic_match(seed)
        said = [f"qubic hard-expert {seed:>2}: {len(game)} moves;"]
        for with_search in (False, True):
            with spawn.Pool(1, maxtasksperchild=1) as pool:
                elapsed, total, proven = pool.apply(proofs_part, (game, with_search, args.seconds))
            seconds_in[with_search] += elapsed
            moves_in[with_search] += total
            proven_in[with_search] += proven
            word = "with the proof search" if with_search else "without (before)"
            said.append(f"{word} {proven} proven in {elapsed:5.1f} s")
        print(" ".join(said), flush=True)
    for with_search in (False, True):
        elapsed, total, proven = (
            seconds_in[with_search],
            moves_in[with_search],
            proven_in[with_search],
        )
        word = "with the proof search" if with_search else "without (before)"
        share = proven / total if total else 0.0
        print(f"qubic, {word}: {proven} of {total} moves proven ({share:.0%}) in {elapsed:.1f} s")


if __name__ == "__main__":
    main()
