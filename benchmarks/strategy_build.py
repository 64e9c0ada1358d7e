"""Strategy books (engine.ai.proof): the proof search's speed, a build's time and the book's
size, in this process and on a dask LocalCluster of one and of two workers; a book move's
latency; the thinking time of a whole Qubic game by the shipped book and then the forced win.
The references, measured in the same run: the pure-Python proof-number search over the
kernel's boards (pns.py, what the tasks ran before the compiled search) for the compiled one,
the in-process build for the cluster's, a one-second hard move for the book's latency.

The builds are of 3×3×3 (the whole proof) and of Qubic from ten stones (QUBIC_LATE, a proof of
some fifty nodes split into tasks of `--expansions` nodes, so that workers share it);
`--whole-qubic` builds Qubic's whole proof on one and on two workers instead, `--score-four`
runs Score Four's build from the empty board for the same minutes on one worker and on two (the
unsolved build: what each gets through, not a time to the end), and `--pairing` proves Score Four
positions (a build's open ones with `--checkpoint`) with and without claimeven and baseinverse.

    .venv/bin/python benchmarks/strategy_build.py [--expansions 20] [--games 5] [--speed-only]
    .venv/bin/python benchmarks/strategy_build.py --whole-qubic 300000
    .venv/bin/python benchmarks/strategy_build.py --score-four 300 [--expansions 200000]
    .venv/bin/python benchmarks/strategy_build.py --pairing 24 [--checkpoint FILE]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

# The project's root, for tests.support (the positions the tests prove) when run as a script.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.ai import choose_move, compiled_search
from engine.ai.cluster import cluster_client
from engine.ai.proof import book_verdicts as known
from engine.ai.proof.boards import LEAF_THREATS, from_stones, stones_game
from engine.ai.proof.build import StrategyBuild
from engine.ai.proof.checkpoint import read_checkpoint
from engine.ai.proof.cube_symmetry import split_key, symmetries
from engine.ai.proof.pns import ProofSearch
from engine.ai.proof.runners import InProcess, OnCluster, Runner
from engine.ai.proof.strategy_book import StrategyBook, book_for, dumps
from engine.ai.proof.tasks import STATUS, Task, prove, prover, table_bits
from engine.game import Game
from engine.rules import PRESETS
from tests.support.brute_force import quiet_game, stones
from tests.support.proof_positions import QUBIC_LATE, qubic_late

SPEED_POSITIONS = {
    "the empty board": (),
    "four stones": (0, 21, 63, 42),
    "ten stones, a win": QUBIC_LATE,
    "ten stones, no win": (39, 23, 36, 48, 45, 17, 59, 33, 16, 57),
}
"""Qubic positions (cells in the order played) the two proof searches are timed on."""
SPEED_EXPANSIONS = 400
"""The node cap of both searches there: a task of the old default size."""


def proof_speed() -> None:
    """Expansions a second and time to the result of the compiled proof search (tasks.prove)
    against pns.py over the kernel's boards, on the same Qubic positions with the same cap."""
    rules = PRESETS["qubic"]
    table = symmetries(rules)
    for name, moves in SPEED_POSITIONS.items():
        first = sum(1 << c for c in moves[0::2])
        second = sum(1 << c for c in moves[1::2])
        key = table.canonical(first, second)[0]
        began = time.perf_counter()
        search = ProofSearch(table, lambda a, b: from_stones(rules, a, b))
        found = search.run(key, SPEED_EXPANSIONS)
        python_seconds = time.perf_counter() - began
        began = time.perf_counter()
        outcome = prove(Task("qubic", key, (), SPEED_EXPANSIONS))
        c_seconds = time.perf_counter() - began
        print(
            f"{name:18} pns.py: {found.value:9} {search.expansions:4} nodes in "
            f"{python_seconds:6.2f} s ({search.expansions / python_seconds:6.0f}/s); compiled: "
            f"{outcome.status:9} {outcome.expansions:4} in {c_seconds:6.3f} s "
            f"({outcome.expansions / c_seconds:6.0f}/s), {python_seconds / c_seconds:5.0f}x"
        )


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


def whole_qubic(expansions: int) -> None:
    """Qubic's whole proof from the empty board, in tasks of `expansions` nodes, on a
    LocalCluster of one worker and then of two (cluster start-up not counted): the wall time
    of each, the speed-up and whether the books agree. Tasks smaller than the default split
    the tree, so that two workers have tasks to share."""
    walls, books = {}, {}
    for jobs in (1, 2):
        with cluster_client(jobs) as client:
            client.wait_for_workers(jobs)
            walls[jobs], books[jobs] = timed_build("qubic", OnCluster(client), 0, expansions)
        book = books[jobs]
        print(
            f"Qubic from the empty board, tasks of {expansions:,} nodes, {jobs} worker(s): "
            f"{walls[jobs]:.0f} s, {len(book.moves)} moves, complete: {book.complete}"
        )
    same = books[1].moves == books[2].moves
    print(f"two workers: {walls[1] / walls[2]:.2f}x as fast as one; the same book: {same}")


def latency(sub_book: StrategyBook) -> None:
    """A book move's time against a one-second hard move: the sub-book's on the ten-stone
    position, and the shipped book's on every first-player position of a game against random
    replies (the slowest)."""
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
    shipped = book_for(PRESETS["qubic"])
    if shipped is None:
        print("no shipped Qubic book")
        return
    rng = random.Random(0)
    slowest, _ = book_game(shipped, lambda game: rng.choice(game.legal_indices()))
    print(f"shipped book ({len(shipped.moves)} moves): the slowest move {slowest * 1000:.2f} ms")


def book_game(book: StrategyBook, reply: Callable[[Game], int]) -> tuple[float, float]:
    """A Qubic game from the empty board, the first player playing `book`'s moves and past them
    the forced win by threats (as expert does), the second `reply`; it must be won. The slowest
    book lookup and the first player's thinking in all, in seconds."""
    game = Game(PRESETS["qubic"])
    slowest = thinking = 0.0
    while not game.is_over():
        if game.to_move == 0:
            began = time.perf_counter()
            move = book.move(game)
            slowest = max(slowest, time.perf_counter() - began)
            if move is None:
                move = known.threat_move(game)
            thinking += time.perf_counter() - began
            assert move >= 0
            game.push(move)
        else:
            game.push(reply(game))
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == (0,)
    return slowest, thinking


def second_player(opponent: str, seed: int) -> Callable[[Game], int]:
    """The replies (cell indices) of `opponent`, random or hard at 0.2 s a move, seeded."""
    rng = random.Random(seed)

    def reply(game: Game) -> int:
        if opponent == "random":
            return rng.choice(game.legal_indices())
        return game.geometry.index[choose_move(game, "hard", seconds=0.2, seed=seed)]

    return reply


def to_the_win(games: int) -> None:
    """Thinking time of the first player over a whole Qubic game from the empty board against
    random replies and against hard: the shipped book's moves, then the forced win by threats
    (as expert plays them)."""
    book = book_for(PRESETS["qubic"])
    if book is None:
        print("no shipped Qubic book")
        return
    for opponent in ("random", "hard"):
        worst = 0.0
        for seed in range(games):
            worst = max(worst, book_game(book, second_player(opponent, seed))[1])
        print(
            f"the empty board to the win against {opponent}, {games} games won: "
            f"at most {worst * 1000:.1f} ms of thinking"
        )


def score_four(seconds: float, expansions: int) -> None:
    """Score Four's build from the empty board on a LocalCluster of one worker and then of two,
    `seconds` of each (cluster start-up not counted), tasks of `expansions` nodes, no checkpoint:
    the tasks each got through, the positions proven and split, and the worker time, so the
    rate of one worker and of two on the same tree's first tasks."""
    rates = {}
    for jobs in (1, 2):
        with cluster_client(jobs) as client:
            client.wait_for_workers(jobs)
            build = StrategyBuild("score-four", OnCluster(client), expansions=expansions)
            began = time.perf_counter()
            build.run(seconds)
            wall = time.perf_counter() - began
        status = build.status(wall)
        rates[jobs] = status.done / wall
        print(
            f"Score Four from the empty board, tasks of {expansions:,} nodes, {jobs} worker(s), "
            f"{wall:.0f} s: {status.done} tasks ({rates[jobs]:.3f}/s), {status.proven} positions "
            f"proven, {status.split} split, {build.worked:.0f} s of worker time"
        )
    print(f"two workers: {rates[2] / max(rates[1], 1e-9):.2f}x the tasks a second of one")


def pairing_positions(count: int, checkpoint: Path | None) -> list[tuple[int, tuple[int, ...]]]:
    """`count` Score Four positions (canonical keys, the first player to move, with the root
    moves excluded there): open ones of the build's tree in `checkpoint`, else ones of quiet
    random games of 24 to 40 stones; the same every run."""
    rng = random.Random(5)
    if checkpoint is not None:
        build = StrategyBuild.replayed(*read_checkpoint(checkpoint))
        open_items = [item for item in build.items.values() if item.state == "open"]
        chosen = rng.sample(sorted(open_items, key=lambda item: item.key), count)
        return [(item.key, tuple(sorted(item.excluded))) for item in chosen]
    rules, table = PRESETS["score-four"], symmetries(PRESETS["score-four"])
    found: list[tuple[int, tuple[int, ...]]] = []
    while len(found) < count:
        moves = quiet_game(rules, rng, rng.randrange(24, 41, 2))
        if moves is not None:
            found.append((table.canonical(*stones(moves))[0], ()))
    return found


def pairing_effect(count: int, expansions: int, checkpoint: Path | None) -> None:
    """The compiled proof search with claimeven and baseinverse (engine.ai.pairing) and without,
    on the same Score Four positions with the same cap: what each settles, the nodes, the time."""
    rules = PRESETS["score-four"]
    cells = symmetries(rules).cells
    search = prover("score-four", table_bits(expansions))
    positions = pairing_positions(count, checkpoint)
    settled = {}
    for pairing in (False, True):
        results, nodes, began = [], 0, time.perf_counter()
        for key, excluded in positions:
            mine, theirs = split_key(key, cells)
            board = compiled_search.board(stones_game(rules, mine, theirs))
            status, _, spent, _, _ = search.prove(
                board, excluded, expansions, LEAF_THREATS, pairing=pairing
            )
            results.append(STATUS[status])
            nodes += spent
        seconds = time.perf_counter() - began
        settled[pairing] = results
        print(
            f"{'with' if pairing else 'without'} claimeven and baseinverse: "
            f"{results.count('proven')} proven, {results.count('disproven')} disproven, "
            f"{results.count('unknown')} open of {count} ({expansions:,} nodes each); "
            f"{nodes:,} nodes, {seconds:.1f} s ({nodes / seconds:,.0f} nodes/s)"
        )
    both = [i for i, r in enumerate(settled[False]) if r != "unknown" and settled[True][i] != r]
    assert not both, f"the two searches disagree on positions {both}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    # Tasks of a few nodes split the ten-stone proof at unpromising moves without end.
    parser.add_argument(
        "--expansions", type=int, default=None, help="nodes a task (20; --score-four 200,000)"
    )
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--speed-only", action="store_true", help="only the proof search's speed")
    parser.add_argument(
        "--whole-qubic",
        type=int,
        metavar="EXPANSIONS",
        help="only Qubic's whole proof on one and on two workers, tasks of EXPANSIONS nodes",
    )
    parser.add_argument(
        "--score-four",
        type=float,
        metavar="SECONDS",
        help="only Score Four's build, SECONDS on one worker and on two (tasks of --expansions "
        "nodes, 200,000 if not given)",
    )
    parser.add_argument(
        "--pairing",
        type=int,
        metavar="POSITIONS",
        help="only the proof search with and without claimeven and baseinverse, on POSITIONS "
        "Score Four positions (tasks of --expansions nodes, 300,000 if not given)",
    )
    parser.add_argument(
        "--checkpoint",
        type=Path,
        help="--pairing: the open positions of this Score Four build's checkpoint",
    )
    args = parser.parse_args()
    if args.pairing:
        pairing_effect(args.pairing, args.expansions or 300_000, args.checkpoint)
        return
    if args.score_four:
        score_four(args.score_four, args.expansions or 200_000)
        return
    if args.whole_qubic:
        whole_qubic(args.whole_qubic)
        return
    proof_speed()
    if args.speed_only:
        return
    sub_book = builds(args.expansions or 20)
    latency(sub_book)
    to_the_win(args.games)


if __name__ == "__main__":
    main()
