"""hyperrow's CPU levels against OpenSpiel's MCTS, seats alternating; and random play through
hyperrow's public API against OpenSpiel's C++ core.

OpenSpiel is an optional benchmark dependency, never needed to play:

    .venv/bin/pip install -c constraints.txt -e ".[bench]"     # open_spiel 2.0.2
    .venv/bin/python benchmarks/vs_openspiel.py [--games 10] [--levels hard,expert]
                                                [--first-game N] [--save DIR]

Opponents. Connect Four: OpenSpiel's own `connect_four` and its C++ `MCTSBot` (UCT, c = 2,
random rollouts). Qubic and 4×4×4×4 are not among OpenSpiel's games (`pyspiel.registered_names()`),
and its C++ MCTS crashes on games written in Python in this release, so there the opponent is
OpenSpiel's Python `MCTSBot` (the same UCT with random rollouts) over a state that wraps
`engine.Game`, with rollouts drawn by Python's `random` on that state: slower per simulation
than the C++ bot, so those boards default to fewer simulations (`--sims-3d`).

Random play: whole random games through the public API (`legal_moves`, `play`, `is_over`) and
through pyspiel's (`legal_actions`, `apply_action`, `is_terminal`), in alternating rounds of the
same length; the median rate of each, in moves per second of this process's CPU time.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from engine import PRESETS, Cell, Game, record
from engine.ai import choose_move
from engine.players import PlayerInfo, SeatKind

try:
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import mcts
except ImportError:
    pyspiel = None

INSTALL = 'OpenSpiel is not installed: .venv/bin/pip install -c constraints.txt -e ".[bench]"'


# -- Qubic and four-d as OpenSpiel states -----------------------------------------------------


class EngineState:
    """The part of pyspiel.State that OpenSpiel's Python MCTS uses, over an engine.Game."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def clone(self) -> EngineState:
        return EngineState(self.game.copy())

    def current_player(self) -> int:
        return pyspiel.PlayerId.TERMINAL if self.game.is_over() else self.game.to_move

    def legal_actions(self, player: int | None = None) -> list[int]:
        return self.game.legal_indices()

    def apply_action(self, action: int) -> None:
        self.game.push(action)

    def is_terminal(self) -> bool:
        return self.game.is_over()

    def is_chance_node(self) -> bool:
        return False

    def returns(self) -> list[float]:
        outcome = self.game.outcome()
        if outcome is None or not outcome.winners:
            return [0.0, 0.0]
        return [1.0, -1.0] if outcome.winners == (0,) else [-1.0, 1.0]

    def action_to_string(self, player: int, action: int) -> str:
        return str(self.game.geometry.cells[action])


class EngineSpielGame:
    """The part of pyspiel.Game that OpenSpiel's Python MCTS asks of a game."""

    def __init__(self, board: str) -> None:
        self.board = board
        self._type = pyspiel.load_game("tic_tac_toe").get_type()  # sequential, terminal rewards

    def get_type(self) -> Any:
        return self._type

    def max_utility(self) -> float:
        return 1.0

    def num_players(self) -> int:
        return 2


class RandomRollouts:
    """OpenSpiel's RandomRolloutEvaluator (one rollout, uniform prior) drawing moves with
    Python's random on the engine's own push, instead of numpy per move."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def evaluate(self, state: EngineState) -> Any:
        game = state.game.copy()
        choice = self.rng.choice
        while not game.is_over():
            game.push(choice(game.legal_indices()))
        return np.array(EngineState(game).returns())

    def prior(self, state: EngineState) -> list[tuple[int, float]]:
        legal = state.legal_actions()
        return [(action, 1.0 / len(legal)) for action in legal]


# -- matches ------------------------------------------------------------------------------------


def mcts_move(board: str, game: Game, sims: int, seed: int, bots: dict[str, Any]) -> Cell:
    """The MCTS opponent's move as a cell."""
    if board == "connect-four":
        state = bots["c4-game"].new_initial_state()
        for cell in game.moves:
            state.apply_action(cell[0])
        bot = pyspiel.MCTSBot(
            bots["c4-game"],
            pyspiel.RandomRolloutEvaluator(1, seed),
            2.0,
            sims,
            2000,
            False,
            seed,
            False,
        )
        column = bot.step(state)
        landing = game.landing((column, 0))
        assert landing is not None
        return landing
    bot = mcts.MCTSBot(
        EngineSpielGame(board),
        2.0,
        sims,
        RandomRollouts(seed),
        solve=True,
        random_state=np.random.RandomState(seed),
    )
    return game.geometry.cells[bot.step(EngineState(game.copy()))]


def match(
    board: str,
    level: str,
    games: int,
    sims: int,
    seconds: float | None,
    *,
    first: int = 1,
    save_to: Path | None = None,
) -> None:
    bots = {"c4-game": pyspiel.load_game("connect_four")} if board == "connect-four" else {}
    tally = {"first": [0, 0, 0], "second": [0, 0, 0]}
    think = {"hyperrow": 0.0, "mcts": 0.0}
    made = {"hyperrow": 0, "mcts": 0}
    for number in range(first - 1, games):
        ours = number % 2  # hyperrow moves first in even games
        seat = "first" if ours == 0 else "second"
        game = Game(PRESETS[board])
        while not game.is_over():
            start = time.perf_counter()
            if game.to_move == ours:
                cell = choose_move(game, level, seconds=seconds, seed=number * 1000 + game.ply)
                who = "hyperrow"
            else:
                cell = mcts_move(board, game, sims, number * 1000 + game.ply, bots)
                who = "mcts"
            think[who] += time.perf_counter() - start
            made[who] += 1
            game.play(cell)
        outcome = game.outcome()
        assert outcome is not None
        if save_to is not None:
            # The MCTS seat as a person's: a file's CPU seat names one of hyperrow's levels.
            seats = [PlayerInfo(f"OpenSpiel MCTS {sims:,}", SeatKind.HUMAN)] * 2
            seats[ours] = PlayerInfo(f"hyperrow {level}", SeatKind.CPU, level)
            record.save(game, save_to / f"{board}-{level}-{sims}-game{number + 1}.hyperrow", seats)
        kind = 2 if not outcome.winners else (0 if outcome.winners == (ours,) else 1)
        tally[seat][kind] += 1
        print(
            f"   game {number + 1}: hyperrow {seat}, "
            f"{('won', 'lost', 'draw')[kind]} in {game.ply} moves",
            flush=True,
        )
    total = [a + b for a, b in zip(tally["first"], tally["second"], strict=True)]

    def wld(counts: list[int]) -> str:
        return "-".join(map(str, counts))

    print(
        f"{board:<13} {level:<7} {sims:>8,} {wld(total):>8} {wld(tally['first']):>10} "
        f"{wld(tally['second']):>10} {think['hyperrow'] / max(made['hyperrow'], 1):>8.2f} "
        f"{think['mcts'] / max(made['mcts'], 1):>8.2f}",
        flush=True,
    )


# -- random play ------------------------------------------------------------------------------


def ours_rate(board: str, seconds: float, rng: random.Random) -> float:
    """Moves per CPU second of whole random games through hyperrow's public API."""
    rules = PRESETS[board]
    moves = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        game = Game(rules)
        while not game.is_over():
            game.play(rng.choice(game.legal_moves()))
            moves += 1
    return moves / (time.process_time() - cpu)


def spiel_rate(name: str, seconds: float, rng: random.Random) -> float:
    """Moves per CPU second of whole random games through pyspiel."""
    spiel = pyspiel.load_game(name)
    moves = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        state = spiel.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            moves += 1
    return moves / (time.process_time() - cpu)


def random_play(rounds: int, seconds: float) -> None:
    print(
        f"== random play, moves per CPU second (the machine is shared): median of {rounds} "
        f"alternating rounds of {seconds:g} s"
    )
    header = ("hyperrow board", "hyperrow", "OpenSpiel game", "OpenSpiel", "ratio")
    print("{:<15} {:>10} {:<16} {:>10} {:>6}".format(*header))
    pairs = [
        ("connect-four", "connect_four"),
        ("tic-tac-toe", "tic_tac_toe"),
        # OpenSpiel has no Qubic or 4×4×4×4: its Connect Four is the reference for those.
        ("qubic", "connect_four"),
        ("four-d", "connect_four"),
    ]
    rng = random.Random(1)
    for board, name in pairs:
        ours, theirs = [], []
        for _ in range(rounds):
            ours.append(ours_rate(board, seconds, rng))
            theirs.append(spiel_rate(name, seconds, rng))
        a, b = statistics.median(ours), statistics.median(theirs)
        print(f"{board:<15} {a:>10,.0f} {name:<16} {b:>10,.0f} {a / b:>5.2f}x", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", default="connect-four,qubic,four-d", help="comma-separated")
    parser.add_argument("--levels", default="hard,expert", help="comma-separated")
    parser.add_argument("--games", type=int, default=10, help="games a level and board")
    parser.add_argument(
        "--first-game",
        type=int,
        default=1,
        help="start at this game (same seeds and seats as in a whole run: a long match in parts)",
    )
    parser.add_argument(
        "--save", type=Path, metavar="DIR", help="save each game there, to open in the window"
    )
    parser.add_argument("--sims", type=int, default=100_000, help="MCTS simulations, Connect Four")
    parser.add_argument("--sims-3d", type=int, default=10_000, help="simulations, Qubic/four-d")
    parser.add_argument("--seconds", type=float, help="hyperrow's time a move (default: level's)")
    parser.add_argument("--rounds", type=int, default=5, help="random-play rounds")
    parser.add_argument("--round-seconds", type=float, default=1.0, help="random-play round")
    parser.add_argument("--no-random", action="store_true", help="skip random play")
    parser.add_argument("--no-match", action="store_true", help="skip the matches")
    args = parser.parse_args()
    if pyspiel is None:
        print(INSTALL, file=sys.stderr)
        return 2
    if not args.no_random:
        random_play(args.rounds, args.round_seconds)
    if not args.no_match:
        timing = "each level's default time" if args.seconds is None else f"{args.seconds:g} s"
        print(f"\n== hyperrow vs OpenSpiel MCTS: {args.games} games each, {timing} a move")
        print(
            f"{'board':<13} {'level':<7} {'sims':>8} {'W-L-D':>8} {'as 1st':>10} "
            f"{'as 2nd':>10} {'s/move':>8} {'mcts s':>8}"
        )
        for board in args.boards.split(","):
            sims = args.sims if board == "connect-four" else args.sims_3d
            for level in args.levels.split(","):
                match(
                    board,
                    level,
                    args.games,
                    sims,
                    args.seconds,
                    first=args.first_game,
                    save_to=args.save,
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
