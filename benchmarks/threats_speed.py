"""How long `engine.threats` takes on positions from random games, next to a naive scan of every
line (the test's oracle) measured in the same run. The views ask for threats on every move and
every repaint of the slice panel while "Show threats" is on, so a call should stay well under a
frame (16 ms) on the presets; the largest board the rules allow is printed as the worst case.

    .venv/bin/python benchmarks/threats_speed.py [--seconds 1]
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from engine import EMPTY, PRESETS, Game, Rules, threats

BOARDS = ("tic-tac-toe", "connect-four", "gomoku", "qubic", "score-four", "four-d", "tesseract")
LARGEST = Rules((19, 19, 19), 4)  # many lines, still under the rules' limits


def positions(rules: Rules, count: int, seed: int) -> list[Game]:
    """`count` positions a third of the way into random games, or just before their end."""
    rng = random.Random(seed)
    found = []
    for _ in range(count):
        game = Game(rules)
        order = [c for c in game.geometry.cells if c not in rules.blocked]
        rng.shuffle(order)
        for cell in order[: len(order) // 3]:
            # Under gravity a shuffled cell may float: play where a stone dropped there lands.
            landing = game.landing(cell)
            if landing is not None:
                game.play(landing)
            if game.is_over():
                game.undo()  # the position just before the end: threats are at their most
                break
        found.append(game)
    return found


def naive(game: Game) -> int:
    """Threats found by reading every line's cells from the board array."""
    board = game.board_array()
    count = 0
    for line in game.rules.lines:
        values = [int(board[c]) for c in line]
        owners = {v for v in values if v >= 0}
        if values.count(EMPTY) == 1 and len(owners) == 1:
            count += 1
    return count


def per_call_ms(job: Callable[[Game], object], games: list[Game], seconds: float) -> float:
    calls = 0
    start = time.perf_counter()
    while True:
        for game in games:
            job(game)
            calls += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return elapsed / calls * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="time per measurement")
    args = parser.parse_args()
    print(f"{'board':<16}{'lines':>8}{'threats ms':>12}{'naive ms':>10}{'ratio':>8}")
    boards = [(name, PRESETS[name]) for name in BOARDS] + [("19x19x19 k=4", LARGEST)]
    for name, rules in boards:
        games = positions(rules, 5, seed=len(name))
        fast = per_call_ms(threats, games, args.seconds)
        slow = per_call_ms(naive, games, args.seconds)
        print(f"{name:<16}{len(rules.lines):>8,}{fast:>12.3f}{slow:>10.3f}{slow / fast:>7.1f}x")
    print("ms per call, a third into random games or just before the end; target: presets < 16 ms")


if __name__ == "__main__":
    main()
