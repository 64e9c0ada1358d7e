"""Strategy books (engine.ai.proof): a build's time and the book's size, in this process and on
a dask LocalCluster of one and of two workers; a book move's latency; the thinking time of a
game from the book to the forced win. The references, measured in the same run: the
in-process build for the cluster's, a one-second hard move for the book's latency.

The builds are of 3×3×3 (the whole proof) and of Qubic from ten stones (QUBIC_LATE, a proof of
some fifty nodes split into tasks of `--expansions` nodes, so that workers share it).

    .venv/bin/python benchmarks/strategy_build.py [--expansions 5] [--games 5]
"""

from __future__ import annotations

import argparse
import random
import time

from engine.ai import choose_move
from engine.ai.proof import known
from engine.ai.proof.build import StrategyBuild
from engine.ai.proof.runners import InProcess, OnCluster, Runner, cluster_client
from engine.ai.proof.strategy_book import StrategyBook, dumps
from engine.game import Game
from engine.rules import PRESETS
from tests.engine.ai.proof.positions import QUBIC_LATE, qubic_late


def timed_build(
    game: str, runner: Runner, root: int, expansions: int
) -> tuple[float, StrategyBook]:
    began = time.perf_counter()
    book = StrategyBuild(game, runner, root=root, expansions=expansions).run()
    return time.perf_counter() - began, book


def builds(expansions: int) -> StrategyBook:
    """Print the builds' times and sizes; return the Qubic sub-book."""
    root = qubic_late()[2]
    cases = [("cube-3", 0, 1), ("qubic", root, expansions)]
    alone = {}
    for game, at, cap in cases:
        seconds, book = timed_build(game, InProcess(), at, cap)
        alone[game] = book
        size = len(dumps(book))
        print(f"{game:7} in this process: {seconds:7.2f} s, {len(book.moves)} moves, {size} bytes")
    for jobs in (1, 2):
        began = time.perf_counter()
        with cluster_client(jobs) as client:
            client.wait_for_workers(jobs)
            print(f"LocalCluster of {jobs}: started in {time.perf_counter() - began:.1f} s")
            for game, at, cap in cases:
                seconds, book = timed_build(game, OnCluster(client), at, cap)
                same = book.moves == alone[game].moves
                print(f"{game:7} on {jobs} worker(s): {seconds:7.2f} s, same book: {same}")
    return alone["qubic"]


def latency(sub_book: StrategyBook) -> None:
    """A book move's time against a one-second hard move, on the Qubic position."""
    game = Game(PRESETS["qubic"])
    for index in QUBIC_LATE:
        game.push(index)
    book = StrategyBook(4, 3, 4, sub_book.moves, True, 0.0)
    began = time.perf_counter()
    rounds = 200
    for _ in range(rounds):
        assert book.move(game) is not None
    per_move = (time.perf_counter() - began) / rounds
    began = time.perf_counter()
    choose_move(game, "hard", seconds=1.0, seed=1)
    reference = time.perf_counter() - began
    print(f"book move: {per_move * 1000:.2f} ms; reference, hard at 1 s: {reference * 1000:.0f} ms")


def to_the_win(sub_book: StrategyBook, games: int) -> None:
    """Thinking time of the first player from QUBIC_LATE to the win against random replies:
    the book's moves, then the forced win by threats."""
    book = StrategyBook(4, 3, 4, sub_book.moves, True, 0.0)
    worst = 0.0
    for seed in range(games):
        rng = random.Random(seed)
        game = Game(PRESETS["qubic"])
        for index in QUBIC_LATE:
            game.push(index)
        thinking = 0.0
        while not game.is_over():
            if game.to_move == 0:
                began = time.perf_counter()
                move = book.move(game)
                if move is None:
                    move = known.threat_move(game)
                thinking += time.perf_counter() - began
                assert move >= 0
                game.push(move)
            else:
                game.push(rng.choice(game.legal_indices()))
        outcome = game.outcome()
        assert outcome is not None and outcome.winners == (0,)
        worst = max(worst, thinking)
    print(f"book to forced win, {games} games won: at most {worst * 1000:.1f} ms of thinking")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--expansions", type=int, default=5)
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    sub_book = builds(args.expansions)
    latency(sub_book)
    to_the_win(sub_book, args.games)


if __name__ == "__main__":
    main()
