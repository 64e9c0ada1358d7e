"""`hyperrow match`: CPU players against each other, and the table of how they did.

Seats rotate from game to game (with two players they alternate who starts), so every player
plays every seat equally often when the number of games is a multiple of the number of players.
Games run in parallel worker processes (spawned, so the same on every platform) when `--jobs`
allows more than one.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace

from engine import ai
from engine.ai.budget import Budget
from engine.ai.levels import think
from engine.game import Game
from engine.rules import PRESETS, Rules
from wording.language import _


@dataclass(frozen=True)
class GameResult:
    """One game of a match: which player sat where (`seats[s]` is the index of the player in
    seat s, seat 0 moving first), the `winners` (player indices, empty for a draw), the number of
    `moves`, and per player the seconds spent thinking and the moves made."""

    seats: tuple[int, ...]
    winners: tuple[int, ...]
    moves: int
    think: tuple[float, ...]
    made: tuple[int, ...]


@dataclass(frozen=True)
class GameTask:
    """What a worker needs to play one game (picklable)."""

    rules: Rules
    levels: tuple[str, ...]
    seats: tuple[int, ...]
    seconds: float | None
    seed: int
    nodes: int | None = None
    """Search nodes a move per second of the level's default time, instead of a deadline."""


def play_game(task: GameTask) -> GameResult:
    """Play one game of `task` to the end."""
    game = Game(task.rules)
    rng = random.Random(task.seed)
    players = len(task.levels)
    thinking = [0.0] * players
    made = [0] * players
    while not game.is_over():
        player = task.seats[game.to_move]
        start = time.perf_counter()
        level = task.levels[player]
        seconds = task.seconds
        if seconds is None and task.nodes is None:
            seconds = ai.DEFAULT_SECONDS[level]
        cap = None if task.nodes is None else max(1, int(task.nodes * ai.DEFAULT_SECONDS[level]))
        budget = Budget(seconds, max_nodes=cap)
        cell = think(game, level, budget, seed=rng.getrandbits(32))
        thinking[player] += time.perf_counter() - start
        made[player] += 1
        game.play(cell)
    outcome = game.outcome()
    assert outcome is not None
    winners = tuple(task.seats[seat] for seat in outcome.winners)
    return GameResult(task.seats, winners, game.ply, tuple(thinking), tuple(made))


def match_tasks(
    rules: Rules,
    levels: Sequence[str],
    games: int,
    seconds: float | None,
    *,
    seed: int,
    nodes: int | None = None,
) -> list[GameTask]:
    """The games of a match: seat s of game g goes to player (s + g) mod players. `seconds`
    None means each level's default time, unless `nodes` caps the search instead: `nodes` for
    each second of the level's default time (hard `nodes`, expert three times as many)."""
    n = len(levels)
    if rules.players != n:
        rules = replace(rules, players=n)
    rng = random.Random(seed)
    return [
        GameTask(
            rules,
            tuple(levels),
            tuple((s + g) % n for s in range(n)),
            seconds,
            rng.getrandbits(64),
            nodes,
        )
        for g in range(games)
    ]


def play_match(
    tasks: Sequence[GameTask],
    jobs: int = 1,
    on_result: Callable[[GameResult], None] | None = None,
) -> list[GameResult]:
    """Play every task, in `jobs` worker processes when more than one; results in task order."""
    if jobs <= 1 or len(tasks) <= 1:
        results = []
        for task in tasks:
            results.append(play_game(task))
            if on_result is not None:
                on_result(results[-1])
        return results
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        futures = [pool.submit(play_game, task) for task in tasks]
        done = []
        for future in futures:
            done.append(future.result())
            if on_result is not None:
                on_result(done[-1])
        return done


def _result_of(result: GameResult, player: int) -> int:
    """0 win, 1 loss, 2 draw (a shared win counts as a draw)."""
    if player in result.winners:
        return 0 if len(result.winners) == 1 else 2
    return 1 if result.winners else 2


def format_table(levels: Sequence[str], results: Sequence[GameResult]) -> str:
    """The match table: per player wins, losses, draws overall and per seat, its share of the
    points (a draw is half), mean seconds per move; then the mean game length."""
    n = len(levels)
    seat_heads = [f"seat {s + 1} W-L-D" for s in range(n)]
    head = ["player", "level", "wins", "losses", "draws", "points", *seat_heads, "s/move"]
    rows = [head]
    for p, level in enumerate(levels):
        total = [0, 0, 0]
        per_seat = [[0, 0, 0] for _ in range(n)]
        think = sum(r.think[p] for r in results)
        made = sum(r.made[p] for r in results)
        for r in results:
            kind = _result_of(r, p)
            total[kind] += 1
            per_seat[r.seats.index(p)][kind] += 1
        points = (total[0] + total[2] / 2) / len(results) if results else 0.0
        rows.append(
            [
                f"P{p + 1}",
                level,
                str(total[0]),
                str(total[1]),
                str(total[2]),
                f"{points:.0%}",
                *("-".join(str(x) for x in seat) for seat in per_seat),
                f"{think / made:.3f}" if made else "-",
            ]
        )
    widths = [max(len(row[c]) for row in rows) for c in range(len(head))]
    lines = [
        "  ".join(
            cell.ljust(w) if c < 2 else cell.rjust(w)
            for c, (cell, w) in enumerate(zip(row, widths, strict=True))
        )
        for row in rows
    ]
    mean_moves = sum(r.moves for r in results) / len(results) if results else 0.0
    lines.append(f"games: {len(results)}, mean moves per game: {mean_moves:.1f}")
    return "\n".join(lines)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the `match` options to `parser`."""
    parser.add_argument(
        "--rules",
        default="qubic",
        metavar="NAME",
        help=_("a preset: {names} (default {default})").format(
            names=", ".join(PRESETS), default="qubic"
        ),
    )
    parser.add_argument(
        "--players",
        default="medium,hard",
        metavar="LIST",
        help=_(
            "CPU levels in seat order, comma-separated, 2 to 4 of {levels} (default {default})"
        ).format(levels=", ".join(ai.LEVELS), default="medium,hard"),
    )
    parser.add_argument(
        "--games",
        type=int,
        default=10,
        metavar="N",
        help=_("games (default {default})").format(default=10),
    )
    parser.add_argument(
        "--seconds",
        type=float,
        metavar="S",
        help=_("thinking time per move for every player (default: each level's own)"),
    )
    parser.add_argument(
        "--nodes",
        type=int,
        metavar="N",
        help=_(
            "cap the search at N nodes a move per second of the level's default time (hard N, "
            "expert 3N) instead of a time: with --seed the match then repeats exactly; "
            "--seconds still applies if given"
        ),
    )
    parser.add_argument("--seed", type=int, metavar="N", help=_("seed of the whole match"))
    parser.add_argument(
        "--jobs",
        type=int,
        metavar="N",
        help=_("games played at once in worker processes (default: the number of cores)"),
    )


def _check(args: argparse.Namespace) -> tuple[Rules, tuple[str, ...]]:
    """The rules and levels `args` ask for; raises ValueError saying what is wrong."""
    if args.rules not in PRESETS:
        raise ValueError(f"--rules: {args.rules!r} is not a preset; presets: {', '.join(PRESETS)}")
    levels = tuple(part.strip() for part in args.players.split(","))
    for level in levels:
        if level not in ai.LEVELS:
            raise ValueError(
                f"--players: {level!r} is not a CPU level; levels: {', '.join(ai.LEVELS)}"
            )
    if not 2 <= len(levels) <= 4:
        raise ValueError(f"--players: {len(levels)} players given, a match needs 2 to 4")
    if args.games < 1:
        raise ValueError(f"--games: {args.games}, expected at least 1")
    if args.seconds is not None and not args.seconds >= 0:
        raise ValueError(f"--seconds: {args.seconds}, expected a number of at least 0")
    if args.nodes is not None and args.nodes < 1:
        raise ValueError(f"--nodes: {args.nodes}, expected at least 1")
    if args.jobs is not None and args.jobs < 1:
        raise ValueError(f"--jobs: {args.jobs}, expected at least 1")
    return replace(PRESETS[args.rules], players=len(levels)), levels


def run(args: argparse.Namespace) -> int:
    """Play the match `args` describes and print the table; returns the exit code."""
    try:
        rules, levels = _check(args)
    except ValueError as error:
        sys.stderr.write(f"hyperrow match: {error}\n")
        return 2
    seed = args.seed if args.seed is not None else random.SystemRandom().getrandbits(32)
    jobs = args.jobs if args.jobs is not None else os.cpu_count() or 1
    jobs = min(jobs, args.games)
    timing = "each level's own time" if args.seconds is None else f"{args.seconds:g} s a move"
    if args.nodes is not None:
        timing = f"{args.nodes} nodes a default second" + (
            "" if args.seconds is None else f", {timing}"
        )
    print(
        f"{args.rules} ({rules.describe()}): {args.games} games, {timing}, seed {seed}, "
        f"{jobs} job{'s' if jobs > 1 else ''}",
        flush=True,
    )
    tasks = match_tasks(rules, levels, args.games, args.seconds, seed=seed, nodes=args.nodes)
    results = play_match(tasks, jobs)
    print(format_table(levels, results))
    return 0
