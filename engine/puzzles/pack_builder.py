"""Building a pack: puzzles taken from CPU games. Each game is played by the `hard` level against
itself (a few random opening moves apart, so games differ), and its last positions, walking back
from the end, are tried. On the exact solver's boards (engine.puzzles.exact): a position where
only one move wins at all, within MAX_WIN_IN of the mover's moves (a "win" puzzle, its line the
quickest win against the longest defence), or where only one move does not lose and every
other loses within MAX_WIN_IN (a "defend" puzzle). Elsewhere, by the bounded proof search: a
forced win within MAX_WIN_IN that no other first move gives within one more move at least (up
to WIN_MARGIN more; the puzzle's "depth D" says how far), or only one move leaving the other
side no forced win within DEFEND_HORIZON. Every puzzle kept passes soundness.proof_problem.
Packs aim at even shares of the difficulties."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from engine.ai.levels import choose_move
from engine.game import EMPTY, Game
from engine.puzzles.exact import exact_board, move_result, move_results
from engine.puzzles.proof import ProofTooLong, Prover
from engine.puzzles.puzzle import DIFFICULTIES, Difficulty, Kind, Proof, Puzzle
from engine.puzzles.soundness import DEFEND_HORIZON, WIN_MARGIN, proof_problem
from engine.rules import PRESETS, Cell

MAX_WIN_IN = 4
"""The longest win a puzzle asks for, in the winner's moves."""
BACK_PLIES = 2 * MAX_WIN_IN + 2
"""How far back from a game's end positions are tried."""
EXACT_BACK_PLIES = 2 * BACK_PLIES
"""How far back on the exact solver's boards, where a position still drawn (before the loser's
mistake) can be a defence."""
EXACT_MAX_EMPTY = 30
"""Positions with more empty cells are left to the opening's solves (seconds each, not
milliseconds) and not tried."""
MAX_PROOF_NODES = 20_000
"""A position whose bounded proofs ask more positions than this is not tried: the tests prove
every shipped puzzle again, and must not wait minutes for one."""
MOVE_SECONDS = 0.03
"""The CPU players' time per move in the games puzzles come from."""
OPENING_PLIES = 4
"""Random moves that open each game, by default."""
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
    start: Sequence[Puzzle] = (),
    opening_plies: int = OPENING_PLIES,
) -> list[Puzzle]:
    """`count` puzzles on the preset `board`, about a third of each difficulty and within one
    about as many defences as wins (after a game per puzzle, more of the others where one is
    short; wins are found far more often), easiest first: those of `start` first
    (puzzles kept from a pack, see `recheck`), then from new games opened by `opening_plies`
    random moves (more make more kinds of position on a small board). Raises ValueError for a
    board puzzles cannot use."""
    rules = PRESETS.get(board)
    if rules is None or rules.players != 2 or rules.target != 1:
        raise ValueError(f"{board!r}: puzzles need a two-player preset won by the first line")
    rng = random.Random(seed)
    share = -(-count // len(DIFFICULTIES))
    found: dict[Difficulty, dict[str, Puzzle]] = {level: {} for level in DIFFICULTIES}
    spare: dict[str, Puzzle] = {}

    half = -(-share // 2)

    def add(puzzle: Puzzle) -> None:
        bucket = found[puzzle.difficulty]
        if puzzle.ident in bucket:
            return
        same_kind = sum(other.kind is puzzle.kind for other in bucket.values())
        room = len(bucket) < share and same_kind < half
        (bucket if room else spare)[puzzle.ident] = puzzle

    for puzzle in start:
        add(puzzle)
    games = 0
    while games < MAX_GAMES_PER_PUZZLE * count:
        filled = sum(map(len, found.values()))
        if filled >= count or (games >= count and filled + len(spare) >= count):
            break
        games += 1
        for puzzle in _puzzles_of(board, _cpu_game(board, rng, opening_plies)):
            add(puzzle)
        if progress is not None:
            progress(BuildProgress(games, sum(map(len, found.values())), count))
    chosen = [puzzle for level in DIFFICULTIES for puzzle in found[level].values()]
    # A difficulty the games seldom give leaves room for more of the others.
    extra = sorted(spare.values(), key=lambda p: -DIFFICULTIES.index(p.difficulty))
    return sorted(chosen + extra[: max(0, count - len(chosen))], key=_easiest_first)[:count]


def unique_depth(prover: Prover, move: int, distance: int) -> int | None:
    """The most of the mover's moves, from distance + 1 to distance + WIN_MARGIN, within
    which `move` is the only first move that wins; None when another wins within distance + 1.
    """
    depth = None
    for more in range(distance + 1, distance + WIN_MARGIN + 1):
        if prover.winning_moves(more, limit=2) != [move]:
            break
        depth = more
    return depth


def recheck(puzzle: Puzzle) -> Puzzle | None:
    """`puzzle` with the proof the builder gives its board (exact where the exact solver plays
    it; else for a win the depth of `unique_depth`, for a defence DEFEND_HORIZON), when that
    proof holds within MAX_PROOF_NODES; None when it does not."""
    try:
        if exact_board(puzzle.board):
            proof = Proof()
        elif puzzle.kind is Kind.WIN:
            game = puzzle.game()
            first = game.geometry.index[puzzle.solution[0]]
            depth = unique_depth(Prover(game, MAX_PROOF_NODES), first, puzzle.win_in)
            if depth is None:
                return None
            proof = Proof(depth)
        else:
            proof = Proof(DEFEND_HORIZON)
        proven = replace(puzzle, proof=proof)
        return proven if proof_problem(proven, MAX_PROOF_NODES) is None else None
    except (ProofTooLong, ValueError):
        return None


def _easiest_first(puzzle: Puzzle) -> int:
    return DIFFICULTIES.index(puzzle.difficulty)


def _cpu_game(board: str, rng: random.Random, opening_plies: int = OPENING_PLIES) -> Game:
    game = Game(PRESETS[board])
    while not game.is_over():
        if game.ply < opening_plies:
            game.push(rng.choice(game.legal_indices()))
        else:
            game.play(choose_move(game, "hard", seconds=MOVE_SECONDS, seed=rng.getrandbits(32)))
    return game


def _puzzles_of(board: str, game: Game) -> list[Puzzle]:
    """The puzzles in `game`'s last positions."""
    exact = exact_board(board)
    outcome = game.outcome()
    # A drawn game has defences too (the one move that keeps the draw), but only the exact
    # solver sees them: the bounded search cannot prove a draw.
    if outcome is None or (len(outcome.winners) != 1 and not exact):
        return []
    moves = game.moves
    found = []
    for back in range(1, min(EXACT_BACK_PLIES if exact else BACK_PLIES, len(moves)) + 1):
        position = moves[: len(moves) - back]
        work = Game(game.rules)
        for cell in position:
            work.play(cell)
        try:
            if exact:
                puzzle = _exact_puzzle(board, work)
            elif work.to_move == outcome.winners[0]:
                puzzle = win_puzzle(board, work)
            else:
                puzzle = _defend_puzzle(board, work)
            if puzzle is not None and proof_problem(puzzle, MAX_PROOF_NODES) is None:
                found.append(puzzle)
        except ProofTooLong:
            continue
    return found


def _exact_puzzle(board: str, game: Game) -> Puzzle | None:
    """A win or a defence the exact solver proves in `game`, or None."""
    if len(game.legal_moves()) < 3 or game.board.count(EMPTY) > EXACT_MAX_EMPTY:
        return None
    results = move_results(game)
    winning = [cell for cell, result in results.items() if result > 0]
    if winning:
        distance = results[winning[0]]
        if len(winning) != 1 or distance > MAX_WIN_IN:
            return None
        line = _exact_line(game, winning[0], distance)
        return Puzzle(board, game.moves, line, distance, Kind.WIN)
    holding = [cell for cell, result in results.items() if result >= 0]
    if len(holding) != 1:
        return None
    slowest = max(-result for result in results.values() if result < 0)
    if slowest > MAX_WIN_IN:
        return None
    return Puzzle(board, game.moves, (holding[0],), slowest, Kind.DEFEND)


def _exact_line(game: Game, first: Cell, distance: int) -> tuple[Cell, ...]:
    """The quickest win from `first` against the longest defence (the first such move in the
    order of legal_moves, each)."""
    work = game.copy()
    line = [first]
    for left in range(distance - 1, 0, -1):
        work.play(line[-1])
        reply = next(c for c in work.legal_moves() if move_result(work, c) == -left)
        work.play(reply)
        line += [reply, next(c for c in work.legal_moves() if move_result(work, c) == left)]
    return tuple(line)


def win_puzzle(board: str, game: Game) -> Puzzle | None:
    """The win the bounded proof search shows the only first move within its depth, with its
    line; None when there is none or it is not the only one."""
    prover = Prover(game, MAX_PROOF_NODES)
    distance = prover.distance(MAX_WIN_IN)
    if distance is None:
        return None
    winning = prover.winning_moves(distance, limit=2)
    depth = unique_depth(prover, winning[0], distance) if len(winning) == 1 else None
    if depth is None:
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
    return Puzzle(board, game.moves, cells, distance, Kind.WIN, Proof(depth))


def _defend_puzzle(board: str, game: Game) -> Puzzle | None:
    prover = Prover(game, MAX_PROOF_NODES)
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
    proof = Proof(DEFEND_HORIZON)
    return Puzzle(board, game.moves, (prover.cell(saves[0]),), longest, Kind.DEFEND, proof)
