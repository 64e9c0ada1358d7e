"""Building a pack: puzzles taken from CPU games. Each game is played by the `hard` level against
itself (a few random opening moves apart, so games differ), and its last positions, walking back
from the end, are tried: the winner to move with a forced win within MAX_WIN_IN of its moves
that only one move gives (a "win" puzzle); the loser to move where only one move leaves the
winner no forced win within DEFEND_HORIZON (a "defend" puzzle). Every puzzle kept passes
soundness.proof_problem. Packs aim at even shares of the difficulties."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from engine.ai.levels import choose_move
from engine.game import Game
from engine.puzzles.proof import Prover
from engine.puzzles.puzzle import DIFFICULTIES, Difficulty, Kind, Puzzle
from engine.puzzles.soundness import DEFEND_HORIZON, proof_problem
from engine.rules import PRESETS

MAX_WIN_IN = 4
"""The longest win a puzzle asks for, in the winner's moves."""
BACK_PLIES = 2 * MAX_WIN_IN + 2
"""How far back from a game's end positions are tried."""
MOVE_SECONDS = 0.03
"""The CPU players' time per move in the games puzzles come from."""
OPENING_PLIES = 4
"""Random moves that open each game."""
MAX_GAMES_PER_PUZZLE = 20
"""The builder gives up after this many games per puzzle asked for. After one game per puzzle
it stops as soon as it has enough puzzles, a difficulty short or not."""


@dataclass(frozen=True)
class BuildProgress:
    """Games played and puzzles found so far."""

    games: int
    found: int
    count: int


def build_pack(
    board: str,
    count: int,
    *,
    seed: int = 0,
    progress: Callable[[BuildProgress], None] | None = None,
) -> list[Puzzle]:
    """`count` puzzles on the preset `board`, about a third of each difficulty (after a game
    per puzzle, more of the others where one is short), easiest first. Raises ValueError for a
    board puzzles cannot use."""
    rules = PRESETS.get(board)
    if rules is None or rules.players != 2 or rules.target != 1:
        raise ValueError(f"{board!r}: puzzles need a two-player preset won by the first line")
    rng = random.Random(seed)
    share = -(-count // len(DIFFICULTIES))
    found: dict[Difficulty, dict[str, Puzzle]] = {level: {} for level in DIFFICULTIES}
    spare: dict[str, Puzzle] = {}
    games = 0
    while games < MAX_GAMES_PER_PUZZLE * count:
        filled = sum(map(len, found.values()))
        if filled >= count or (games >= count and filled + len(spare) >= count):
            break
        games += 1
        for puzzle in _puzzles_of(board, _cpu_game(board, rng)):
            bucket = found[puzzle.difficulty]
            if puzzle.ident not in bucket:
                (bucket if len(bucket) < share else spare)[puzzle.ident] = puzzle
        if progress is not None:
            progress(BuildProgress(games, sum(map(len, found.values())), count))
    chosen = [puzzle for level in DIFFICULTIES for puzzle in found[level].values()]
    # A difficulty the games seldom give leaves room for more of the others.
    extra = sorted(spare.values(), key=lambda p: -DIFFICULTIES.index(p.difficulty))
    return sorted(chosen + extra[: max(0, count - len(chosen))], key=_easiest_first)[:count]


def _easiest_first(puzzle: Puzzle) -> int:
    return DIFFICULTIES.index(puzzle.difficulty)


def _cpu_game(board: str, rng: random.Random) -> Game:
    game = Game(PRESETS[board])
    while not game.is_over():
        if game.ply < OPENING_PLIES:
            game.push(rng.choice(game.legal_indices()))
        else:
            game.play(choose_move(game, "hard", seconds=MOVE_SECONDS, seed=rng.getrandbits(32)))
    return game


def _puzzles_of(board: str, game: Game) -> list[Puzzle]:
    """The puzzles in `game`'s last positions."""
    outcome = game.outcome()
    if outcome is None or len(outcome.winners) != 1:
        return []
    moves = game.moves
    found = []
    for back in range(1, min(BACK_PLIES, len(moves)) + 1):
        position = moves[: len(moves) - back]
        work = Game(game.rules)
        for cell in position:
            work.play(cell)
        if work.to_move == outcome.winners[0]:
            puzzle = _win_puzzle(board, work)
        else:
            puzzle = _defend_puzzle(board, work)
        if puzzle is not None and proof_problem(puzzle) is None:
            found.append(puzzle)
    return found


def _win_puzzle(board: str, game: Game) -> Puzzle | None:
    prover = Prover(game)
    distance = prover.distance(MAX_WIN_IN)
    if distance is None:
        return None
    winning = prover.winning_moves(distance, limit=2)
    if len(winning) != 1:
        return None
    line = []
    move = winning[0]
    for left in range(distance, 1, -1):
        prover.push(move)
        reply = prover.best_defence(left - 1)
        prover.push(reply)
        line += [move, reply]
        move = prover.winning_moves(left - 1, limit=1)[0]
    line.append(move)
    cells = tuple(prover.cell(i) for i in line)
    return Puzzle(board, game.moves, cells, distance, Kind.WIN)


def _defend_puzzle(board: str, game: Game) -> Puzzle | None:
    prover = Prover(game)
    if prover.wins_within(1):
        return None
    saves = []
    longest = 0
    for move in prover.board.legal():
        prover.push(move)
        try:
            loss = prover.distance(DEFEND_HORIZON)
        finally:
            prover.pop()
        if loss is None:
            saves.append(move)
            if len(saves) > 1:
                return None
        else:
            longest = max(longest, loss)
    if len(saves) != 1:
        return None
    return Puzzle(board, game.moves, (prover.cell(saves[0]),), longest, Kind.DEFEND)
