"""Play+undo speed of the engine against a naive baseline, on random games.

For each board, random games are drawn first; then the same games are replayed, move by move to
the end and undone back to the start, by the engine's public `Game.play`/`Game.undo` and by a
naive board that rescans every line after each move to find completed lines (as simple programs
do). Prints play+undo pairs per second for both and their ratio.

    .venv/bin/python benchmarks/engine_speed.py [--seconds 1.0] [--games 200]
"""

from __future__ import annotations

import argparse
import itertools
import random
import time
from collections.abc import Callable
from typing import Protocol

from engine import PRESETS, Cell, Game, Rules

BOARDS = ("qubic", "score-four", "four-d", "tesseract")


def random_games(rules: Rules, count: int, seed: int) -> list[list[Cell]]:
    """`count` random games played to their end, as move lists."""
    rng = random.Random(seed)
    games = []
    for _ in range(count):
        game = Game(rules)
        while not game.is_over():
            game.play(rng.choice(game.legal_moves()))
        games.append(list(game.moves))
    return games


class NaiveBoard:
    """A board that keeps only the stones and rescans every line after each move."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.stones: dict[Cell, int] = {}
        self.lines = rules.lines
        self.scores = [0] * rules.players
        self.winner: int | None = None

    def play(self, cell: Cell) -> None:
        if cell in self.stones or cell in self.rules.blocked or self.winner is not None:
            raise ValueError(f"illegal move {cell}")
        self.stones[cell] = len(self.stones) % self.rules.players
        self._rescan()

    def undo(self) -> None:
        self.stones.popitem()
        self._rescan()

    def _rescan(self) -> None:
        scores = [0] * self.rules.players
        stones = self.stones
        for line in self.lines:
            owner = stones.get(line[0])
            if owner is not None and all(stones.get(c) == owner for c in line[1:]):
                scores[owner] += 1
        self.scores = scores
        leaders = [p for p, s in enumerate(scores) if s >= self.rules.target]
        self.winner = leaders[0] if leaders else None


class Board(Protocol):
    """What a replay needs: the engine's Game and the naive board both have it."""

    def play(self, cell: Cell) -> None: ...

    def undo(self) -> object: ...


def replayer(board: Board) -> Callable[[list[Cell]], int]:
    """Plays a game's moves on `board`, takes them all back and returns how many there were."""

    def replay(moves: list[Cell]) -> int:
        for cell in moves:
            board.play(cell)
        for _ in moves:
            board.undo()
        return len(moves)

    return replay


def rate(replay: Callable[[list[Cell]], int], games: list[list[Cell]], seconds: float) -> float:
    """Play+undo pairs per second, replaying `games` in turn, round and round, for about
    `seconds` (at least one game)."""
    pairs = 0
    start = time.perf_counter()
    for moves in itertools.cycle(games):
        pairs += replay(moves)
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return pairs / elapsed
    raise ValueError("no games to replay")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="time per measurement")
    parser.add_argument("--games", type=int, default=200, help="random games per board")
    args = parser.parse_args()
    print(f"{'board':<12}{'lines':>7}{'avg moves':>11}{'engine/s':>12}{'naive/s':>11}{'ratio':>9}")
    for name in BOARDS:
        rules = PRESETS[name]
        games = random_games(rules, args.games, seed=len(name))
        average = sum(map(len, games)) / len(games)
        fast = rate(replayer(Game(rules)), games, args.seconds)
        naive = rate(replayer(NaiveBoard(rules)), games, args.seconds)
        print(
            f"{name:<12}{len(rules.lines):>7}{average:>11.1f}"
            f"{fast:>12,.0f}{naive:>11,.0f}{fast / naive:>8.1f}x"
        )
    print("play+undo pairs per second; targets: four-d ratio >= 20x, qubic engine >= 150,000/s")


if __name__ == "__main__":
    main()
