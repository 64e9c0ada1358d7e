"""The five CPU levels behind `choose_move`, weakest first, and their default thinking times."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from engine.ai import compiled_search
from engine.ai.alphabeta import AlphaBeta
from engine.ai.budget import (
    ATTACK_SHARE,
    DEFENCE_SHARE,
    HARD_DEFENCE_SHARE,
    PYTHON_DEFENCE_THREATS,
    PYTHON_HARD_DEFENCE_THREATS,
    Budget,
    OutOfTime,
    StopFlag,
)
from engine.ai.position import Position
from engine.ai.proof.book_verdicts import winning_move
from engine.ai.rulebased import easy_move, medium_move, random_move
from engine.ai.solver import compiled
from engine.ai.solver.keeping import keeping_move
from engine.ai.thinking import SearchInfo
from engine.ai.threat_search import ThreatSearch
from engine.game import EMPTY, Game
from engine.rules import Cell

# Expert's share of the time for the exact solver (Connect Four), before the threat sequences
# and the defence check take theirs (ATTACK_SHARE, DEFENCE_SHARE); the search gets the rest, and
# anything the earlier steps leave over.
_SOLVER_SHARE = 0.5
# Where the compiled solver takes the board (Connect Four and its relatives) it gets most of the
# time (engine.ai.solver.keeping: the book, a weak solve, then probes of each move): it is exact
# wherever it finishes, and on Connect Four it finishes within a second from some 8 stones on, in
# a blink from 11. Where it does not, the search picks among the moves it has not proven to lose.
_KERNEL_SOLVER_SHARE = 0.9
# Boards this small (tic-tac-toe, cube-3) the pure-Python solver solves from the first move in
# some 10 ms, so expert plays them exactly, node cap or not.
_SMALL_BOARD_CELLS = 27
# Hard's shares for the compiled solver, late and early as for expert: it plays exactly where the
# solver finishes in that.
_HARD_SOLVER_SHARE = 0.5
_HARD_EARLY_SHARE = 0.15
# The pure-Python solver is tried only with at most this many empty cells: on Connect Four it
# solves most positions with 34 empty cells (8 stones) in a second or two, and almost none with
# more.
_SOLVER_EMPTY_LIMIT = 34

Progress = Callable[[SearchInfo], None]
LevelMove = Callable[[Game, Budget, random.Random, Progress | None], int]
"""How a level picks a move: the game, its budget, its random generator and where to report."""


@dataclass(frozen=True)
class Level:
    """One CPU level: its `name`, the `seconds` it thinks when given no time, and its `move`."""

    name: str
    seconds: float
    move: LevelMove


def choose_move(
    game: Game,
    level: str,
    *,
    seconds: float | None = None,
    seed: int | None = None,
    stop: StopFlag | None = None,
    progress: Progress | None = None,
) -> Cell:
    """A move for the side to move in `game`, as the CPU player `level` (one of LEVELS) plays it.

    `game` is never changed. `seconds` caps the thinking time (default DEFAULT_SECONDS[level]);
    `hard` may answer early when the result is certain, `expert` thinks for all of it. Setting
    `stop` (anything with `is_set()`) ends the thinking within 50 ms with the best move so far.
    `seed` makes the choice repeatable: for random, easy and medium always; for hard and expert
    whenever the search completes the same depths (so with time to spare), since ties between
    equally good moves are broken by the seed. `progress` receives a SearchInfo after every
    completed search iteration.

    Raises ValueError for an unknown level, a bad `seconds` or a game that is over.
    """
    if level not in LEVELS:
        raise ValueError(f"level: {level!r}, expected one of {', '.join(LEVELS)}")
    if seconds is None:
        seconds = DEFAULT_SECONDS[level]
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not seconds >= 0:
        raise ValueError(f"seconds: {seconds!r}, expected a number of seconds of at least 0")
    if game.is_over():
        raise ValueError(f"no move to choose: the game is over after {game.ply} moves")
    budget = Budget(None if math.isinf(seconds) else float(seconds), stop)
    return think(game, level, budget, seed=seed, progress=progress)


def think(
    game: Game,
    level: str,
    budget: Budget,
    *,
    seed: int | None = None,
    progress: Progress | None = None,
) -> Cell:
    """`choose_move` within an explicit `budget`, which may also cap the nodes searched: with a
    node cap and no deadline, hard and expert are repeatable for a seed whatever the machine's
    speed (matches and tests use that). `game` must not be over."""
    index = LEVEL_TABLE[level].move(game, budget, random.Random(seed), progress)
    return game.geometry.cells[index]


def _obvious(pos: Position) -> int:
    """A move that needs no search: the only legal one, a win in one, or (two players) the only
    block of the opponent's win in one. -1 if there is none."""
    legal = pos.game.legal_indices()
    if len(legal) == 1:
        return legal[0]
    if not pos.first_line_wins:
        return -1
    win = pos.win_cell(pos.turn)
    if win >= 0:
        return win
    if pos.players == 2:
        blocks = pos.win_cells(1 - pos.turn)
        if blocks:
            return blocks[0]
    return -1


def _report(pos: Position, index: int, budget: Budget, progress: Progress | None) -> int:
    if progress is not None:
        cell = pos.game.geometry.cells[index]
        progress(SearchInfo(1, 1, cell, 0.0, budget.elapsed()))
    return index


def _by_rule(rule: Callable[[Game, random.Random], int]) -> LevelMove:
    """A level that plays `rule` at once, reporting one finished "iteration"."""

    def move(game: Game, budget: Budget, rng: random.Random, progress: Progress | None) -> int:
        index = rule(game, rng)
        if progress is not None:
            progress(SearchInfo(1, 1, game.geometry.cells[index], 0.0, budget.elapsed()))
        return index

    return move


def _hard(game: Game, budget: Budget, rng: random.Random, progress: Progress | None) -> int:
    """Alpha-beta search, after (two players, first line wins) the compiled exact solver where
    it takes the board and finishes in part of the time, and a short look for the moves that let
    the opponent force a double threat; answers early when the result is certain. The search is
    the compiled one wherever it plays the board (compiled_search.supports)."""
    pos = Position(game)
    obvious = _obvious(pos)
    if obvious >= 0:
        return _report(pos, obvious, budget, progress)
    moves = pos.moves()
    nodes = 0
    if pos.players == 2 and pos.first_line_wins:
        if compiled.fits(game.rules):
            late = game.board.count(EMPTY) <= _SOLVER_EMPTY_LIMIT
            share = _HARD_SOLVER_SHARE if late else _HARD_EARLY_SHARE
            perfect = _perfect(game, budget.part(share))
            if perfect is not None:
                return _report(pos, game.geometry.index[perfect], budget, progress)
        if compiled_search.supports(game.rules):
            return compiled_search.hard(game, budget, rng, progress)
        defence = budget.part(HARD_DEFENCE_SHARE)
        moves, nodes = _safe_moves(pos, moves, defence, 0, PYTHON_HARD_DEFENCE_THREATS)
    return AlphaBeta(pos, budget, rng, progress, base_nodes=nodes).run(moves).move


def _expert(game: Game, budget: Budget, rng: random.Random, progress: Progress | None) -> int:
    """Hard plus, in two-player first-line-wins games, the first player's proven win where a
    strategy book has one (Qubic, cube-3: the book's move, then the forced win by threats), the
    exact solver on 2D gravity boards
    (on Connect Four a move that keeps the result from the opening book or the compiled kernel,
    else the search among the moves it has not proven to lose: solver.keeping) and on boards of
    up to 27 cells, its own threat sequences and a check of the opponent's after each
    candidate; thinks for all of its time."""
    pos = Position(game)
    obvious = _obvious(pos)
    if obvious >= 0:
        return _report(pos, obvious, budget, progress)
    rules = game.rules
    moves = pos.moves()
    nodes = 0
    if pos.players == 2 and pos.first_line_wins:
        proven = winning_move(game)
        if proven is not None:
            return _report(pos, game.geometry.index[proven], budget, progress)
        perfect = None
        if compiled.fits(rules):
            found = keeping_move(game, budget.part(_KERNEL_SOLVER_SHARE))
            if found.move is not None:
                return _report(pos, game.geometry.index[found.move], budget, progress)
            candidates = [game.geometry.index[cell] for cell in found.candidates]
            if compiled_search.supports(rules):
                return compiled_search.expert(game, budget, rng, progress, candidates)
            moves = [m for m in moves if m in candidates] or moves
        elif rules.cell_count <= _SMALL_BOARD_CELLS or (
            rules.gravity is not None
            and rules.ndim == 2
            and game.board.count(EMPTY) <= _SOLVER_EMPTY_LIMIT
            # A node cap promises results that do not depend on time: no timed solver then.
            and budget.max_nodes is None
        ):
            perfect = _perfect(game, budget.part(_SOLVER_SHARE))
        if perfect is not None:
            return _report(pos, game.geometry.index[perfect], budget, progress)
        if compiled_search.supports(rules):
            return compiled_search.expert(game, budget, rng, progress)
        threats = ThreatSearch(pos, budget.part(ATTACK_SHARE))
        try:
            win = threats.winning_move()
        except OutOfTime:
            win = -1
        if win >= 0:
            return _report(pos, win, budget, progress)
        defence = budget.part(DEFENCE_SHARE, threats.nodes)
        moves, nodes = _safe_moves(pos, moves, defence, threats.nodes, PYTHON_DEFENCE_THREATS)
    return (
        AlphaBeta(pos, budget, rng, progress, base_nodes=nodes).run(moves, use_all_time=True).move
    )


def _perfect(game: Game, budget: Budget) -> Cell | None:
    """The exact solver's move (the book's, the compiled kernel's or the pure-Python search's) if
    it finishes within `budget`."""
    from engine.ai.solver import move_within

    return move_within(game, budget)


def _safe_moves(
    pos: Position, moves: list[int], budget: Budget, nodes: int, threats: int
) -> tuple[list[int], int]:
    """`moves` without those after which the opponent has a forced win with at most `threats`
    threats, checked most promising first while `budget` lasts. Once some move has been found
    losing, the moves left unchecked are dropped too when a checked one is safe (where many
    lose, an unchecked move is likely to); all of `moves` if none is known safe. Also returns
    the node count: `nodes` plus those searched here."""
    me = pos.turn
    ordered = sorted(moves, key=lambda m: pos.gain(m, me), reverse=True)
    losing: set[int] = set()
    safe: set[int] = set()
    for m in ordered:
        pos.make(m)
        try:
            search = ThreatSearch(pos, budget, nodes)
            if search.winning_move(threats) >= 0:
                losing.add(m)
            else:
                safe.add(m)
        except OutOfTime:
            break
        finally:
            nodes = max(nodes, search.nodes)
            pos.unmake()
    if losing and safe:
        return [m for m in moves if m in safe], nodes
    return [m for m in moves if m not in losing] or moves, nodes


# The table comes last because it names the functions above; every other module reads it
# through LEVELS, DEFAULT_SECONDS and `choose_move`.
LEVEL_TABLE: Mapping[str, Level] = MappingProxyType(
    {
        level.name: level
        for level in (
            Level("random", 0.0, _by_rule(random_move)),
            Level("easy", 0.2, _by_rule(easy_move)),
            Level("medium", 0.2, _by_rule(medium_move)),
            Level("hard", 1.0, _hard),
            Level("expert", 3.0, _expert),
        )
    }
)
"""Every CPU level by name, weakest first."""

LEVELS: tuple[str, ...] = tuple(LEVEL_TABLE)
"""The CPU levels, weakest first."""

DEFAULT_SECONDS: Mapping[str, float] = MappingProxyType(
    {name: level.seconds for name, level in LEVEL_TABLE.items()}
)
"""Thinking time per level when `choose_move` is given none."""
