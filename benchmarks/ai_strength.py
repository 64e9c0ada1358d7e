"""CPU strength and speed: the level ladder and hard's search speed.

Ladder: every level against every stronger one on each board, seats alternating, at each level's
default time (or `--seconds`, or a node cap with `--nodes`). Prints, per board and pair, the
stronger level's wins, losses and draws overall and with each colour.

Speed: hard's search, pure Python and compiled, on mid-game positions of Qubic and 4×4×4×4 (the
same positions every run: medium plays both sides from a fixed seed), its nodes per second and
the depth it completes. A node is a position the search looks at: searched, or at depth one
scored from the incremental evaluation.

The figures in the CPU report came from (10 games a pair, seats alternating, 2 jobs):

    .venv/bin/python benchmarks/ai_strength.py --games 10 --levels hard,expert
    .venv/bin/python benchmarks/ai_strength.py --games 10 --levels medium,hard --no-speed
    .venv/bin/python benchmarks/ai_strength.py --games 10 --levels random,easy,medium --no-speed

The whole ladder at default times takes about an hour with 10 games (expert thinks 3 s a move);
`--games 2 --levels medium,hard` is a quick look, and `--nodes 20000` makes a run repeatable.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import sys
import time

from engine import PRESETS, Game
from engine.ai import DEFAULT_SECONDS, LEVELS, choose_move, compiled_search
from engine.ai.alphabeta import AlphaBeta
from engine.ai.budget import Budget
from engine.ai.position import Position
from terminal.commands.match import GameResult, match_tasks, play_match

SPEED_BOARDS = ("qubic", "four-d")
# Stones on the board in the speed positions: the middle of a typical game.
SPEED_PLIES = (8, 14)


def ladder(args: argparse.Namespace, levels: list[str], boards: list[str]) -> None:
    timing = "default times" if args.seconds is None else f"{args.seconds:g} s a move"
    if args.nodes is not None:
        timing = f"{args.nodes} nodes per default second"
    print(f"== ladder: {args.games} games a pair and board, {timing}, seed {args.seed}")
    print(
        f"{'board':<12} {'weaker':<7} {'stronger':<8} {'W-L-D':>9} {'moving 1st':>11} "
        f"{'moving 2nd':>11} {'score':>6} {'moves':>6} {'s/move':>13} {'wall s':>7}"
    )
    for board in boards:
        for weaker, stronger in itertools.combinations(levels, 2):
            tasks = match_tasks(
                PRESETS[board],
                [weaker, stronger],
                args.games,
                args.seconds,
                seed=args.seed,
                nodes=args.nodes,
            )
            start = time.perf_counter()
            results = play_match(tasks, args.jobs)
            wall = time.perf_counter() - start
            print(_ladder_row(board, weaker, stronger, results, wall), flush=True)


def _ladder_row(
    board: str, weaker: str, stronger: str, results: list[GameResult], wall: float
) -> str:
    tally = {"all": [0, 0, 0], "first": [0, 0, 0], "second": [0, 0, 0]}
    for r in results:
        kind = 2 if not r.winners else (0 if r.winners == (1,) else 1)
        tally["all"][kind] += 1
        tally["first" if r.seats[0] == 1 else "second"][kind] += 1
    score = (tally["all"][0] + tally["all"][2] / 2) / len(results)
    moves = statistics.mean(r.moves for r in results)
    per_move = [r.think[p] / r.made[p] if r.made[p] else 0.0 for r in results for p in (0, 1)]
    weak_s = statistics.mean(per_move[0::2])
    strong_s = statistics.mean(per_move[1::2])

    def wld(key: str) -> str:
        return "-".join(str(x) for x in tally[key])

    return (
        f"{board:<12} {weaker:<7} {stronger:<8} {wld('all'):>9} {wld('first'):>11} "
        f"{wld('second'):>11} {score:>6.0%} {moves:>6.1f} {weak_s:>6.2f}/{strong_s:<6.2f} "
        f"{wall:>7.0f}"
    )


def speed_position(board: str, plies: int) -> Game:
    game = Game(PRESETS[board])
    for ply in range(plies):
        game.play(choose_move(game, "medium", seed=1000 + ply))
    return game


def speed(seconds: float, repeats: int) -> None:
    print(f"== hard's search speed: {seconds:g} s a move, {repeats} positions a board")
    print(
        f"{'board':<8} {'search':<9} {'stones':>6} {'nodes':>9} {'nodes/s':>10} {'depth':>6} "
        f"{'elapsed':>8}"
    )
    for board, plies in zip(SPEED_BOARDS, SPEED_PLIES, strict=True):
        for offset in range(repeats):
            game = speed_position(board, plies + 2 * offset)
            # hard's own search, straight: choose_move would answer forced moves unsearched.
            # The pure-Python search first, then the compiled one hard uses where it is built.
            results = [
                ("python", AlphaBeta(Position(game), Budget(seconds), random.Random(1)).run())
            ]
            if compiled_search.supports(game.rules):
                board_ = compiled_search.board(game)
                fast = compiled_search.search(game, board_, Budget(seconds), random.Random(1))
                results.append(("compiled", fast))
            for name, result in results:
                print(
                    f"{board:<8} {name:<9} {game.ply:>6} {result.nodes:>9} "
                    f"{result.nodes / result.elapsed:>10.0f} {result.depth:>6} "
                    f"{result.elapsed:>8.2f}",
                    flush=True,
                )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", default=",".join(LEVELS), help="comma-separated levels")
    parser.add_argument("--boards", default="qubic,score-four,four-d", help="comma-separated")
    parser.add_argument("--games", type=int, default=4, help="games a pair and board (even)")
    parser.add_argument("--seconds", type=float, help="time a move (default: each level's own)")
    parser.add_argument("--nodes", type=int, help="node cap per default second, not a time")
    parser.add_argument("--jobs", type=int, default=2, help="games at once (default 2)")
    parser.add_argument("--seed", type=int, default=1, help="match seed (default 1)")
    parser.add_argument("--speed-repeats", type=int, default=3, help="positions a board")
    parser.add_argument("--no-ladder", action="store_true", help="only the speed figures")
    parser.add_argument("--no-speed", action="store_true", help="only the ladder")
    args = parser.parse_args()
    levels = [level.strip() for level in args.levels.split(",")]
    boards = [board.strip() for board in args.boards.split(",")]
    unknown = [x for x in levels if x not in LEVELS] + [b for b in boards if b not in PRESETS]
    if unknown:
        parser.error(f"unknown level or board: {', '.join(unknown)}")
    levels.sort(key=LEVELS.index)
    if not args.no_speed:
        speed(DEFAULT_SECONDS["hard"], args.speed_repeats)
    if not args.no_ladder:
        ladder(args, levels, boards)
    return 0


if __name__ == "__main__":
    sys.exit(main())
