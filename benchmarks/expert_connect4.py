"""Does expert keep Connect Four's value? 64 early positions (plies 0-20), one expert move each.

    .venv/bin/python benchmarks/expert_connect4.py [--seconds 1] [--positions 64]
                                                  [--verify-seconds 120] [--reference]

Position i comes from random play (seed i) to ply i % 21. Expert thinks `--seconds` on it; the
move keeps the value when the position's result (win, draw or loss for the side to move) equals
the opposite of the result after the move, both found by the compiled solver's weak solve (or
the opening book). A verification that runs out of `--verify-seconds` counts as unverified.
`--reference` plays the same positions again with the compiled kernel switched off
(HYPERROW_DISABLE_KERNEL=1, in a child process), the in-run reference.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field

from engine import PRESETS, Game
from engine.ai import choose_move, kernel
from engine.ai.solver.book import connect_four_book, known_result


def positions(count: int) -> list[Game]:
    """Position i: random play with seed i to ply i % 21, retried while the game ends early."""
    result = []
    for i in range(count):
        rng = random.Random(i)
        while True:
            game = Game(PRESETS["connect-four"])
            while game.ply < i % 21 and not game.is_over():
                game.play(rng.choice(game.legal_moves()))
            if not game.is_over():
                break
        result.append(game)
    return result


def result_of(game: Game, seconds: float) -> int | None:
    """-1, 0 or 1: the result for the side to move (a finished game: the player who just moved
    won or drew); None when not found in `seconds`."""
    outcome = game.outcome()
    if outcome is not None:
        return 0 if outcome.is_draw else -1
    known = known_result(game)
    if known is not None:
        return known
    from engine.ai._kernel import connect
    from engine.ai.solver.compiled import bitboards

    score, _ = connect.solve(*bitboards(game), seconds=seconds, weak=True)
    return score


Played = list[tuple[tuple[int, int], float]]
"""Each position's move and the seconds spent on it."""


@dataclass
class Tally:
    """How one run's moves fared against the positions' values."""

    kept: int = 0
    lost: int = 0
    unverified: int = 0
    lost_at: list[int] = field(default_factory=list)  # the plies where a move lost the value


def play_moves(games: list[Game], seconds: float) -> Played:
    """Expert's move and thinking time per position."""
    moves = []
    for game in games:
        started = time.perf_counter()
        move = choose_move(game, "expert", seconds=seconds, seed=1)
        moves.append(((move[0], move[1]), time.perf_counter() - started))
    return moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="expert's time a move")
    parser.add_argument("--positions", type=int, default=64, help="how many positions")
    parser.add_argument("--verify-seconds", type=float, default=120.0, help="per weak solve")
    parser.add_argument("--reference", action="store_true", help="also without the kernel")
    parser.add_argument("--moves-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    games = positions(args.positions)
    moves = play_moves(games, args.seconds)
    if args.moves_only:
        # The child of --reference: only the moves, one a line.
        for (x, y), spent in moves:
            print(x, y, spent)
        return
    print(
        f"expert_connect4: {len(games)} positions (plies 0-20), {args.seconds:g} s a move; "
        f"{kernel.REASON}; opening book: "
        + (
            f"{book.plies} plies, {len(book.keys)} positions"
            if (book := connect_four_book()) is not None
            else "none"
        )
    )
    runs: list[tuple[str, Played]] = [("compiled", moves)]
    if args.reference:
        child = subprocess.run(
            [
                sys.executable,
                __file__,
                "--moves-only",
                "--seconds",
                str(args.seconds),
                "--positions",
                str(args.positions),
            ],
            env={**os.environ, kernel.DISABLE_VARIABLE: "1"},
            capture_output=True,
            text=True,
            check=True,
        )
        reference: Played = []
        for line in child.stdout.splitlines():
            column, row, seconds = line.split()
            reference.append(((int(column), int(row)), float(seconds)))
        runs.append(("pure Python (reference)", reference))
    tallies = {label: Tally() for label, _ in runs}
    for i, game in enumerate(games):
        value = result_of(game, args.verify_seconds)
        verdicts = []
        for label, played in runs:
            move = played[i][0]
            after = game.copy()
            after.play(move)
            value_after = None if value is None else result_of(after, args.verify_seconds)
            tally = tallies[label]
            if value is None or value_after is None:
                tally.unverified += 1
                verdicts.append(f"{label}: unverified")
            elif value == -value_after:
                tally.kept += 1
                verdicts.append(f"{label}: kept")
            else:
                tally.lost += 1
                tally.lost_at.append(game.ply)
                verdicts.append(f"{label}: lost")
        print(
            f"  position {i:>2}, ply {game.ply:>2}, value {value}: {'; '.join(verdicts)}",
            flush=True,
        )
    for label, played in runs:
        tally = tallies[label]
        times = [spent for _, spent in played]
        print(
            f"{label:<24} kept the value in {tally.kept}/{len(games)}  lost {tally.lost} "
            f"(at plies {sorted(tally.lost_at)})  unverified {tally.unverified}  "
            f"time a move mean {statistics.fmean(times):.2f} s, max {max(times):.2f} s",
            flush=True,
        )
    print("issue 11's figure before the kernel (not measured here): 53/64; target: all")


if __name__ == "__main__":
    main()
