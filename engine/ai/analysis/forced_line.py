"""The forced win of a position as a line of moves (for "Show the win"): the winner's moves with
the defender's replies, to the winning stone. On the boards the solver proves, both sides play
perfectly (the quickest win against the slowest loss); where a strategy book proves the win
(Qubic's first player), the winner plays the book and the defender the reply that resists
longest as far as threat-space search can tell; elsewhere it is a threat-space proof, where
every reply but the block shown loses at once."""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.ai.analysis.proofs import proven_value
from engine.ai.analysis.threat_lines import threat_line, winner_moves
from engine.ai.budget import Budget, StopFlag
from engine.ai.proof import book_verdicts as strategy
from engine.ai.solver import move_within
from engine.ai.threat_board import threat_board
from engine.game import Game
from engine.record.analysis_data import Result, Source
from engine.rules import Cell

NO_THREAT_WIN = 1_000
"""A reply after which no forced win by threats is found resists longer than any that has one."""
FORCED_WIN_SECONDS = 5.0
"""The time for finding a line when none is given."""
# The share of it for proving the win first.
_PROOF_SHARE = 0.3


@dataclass(frozen=True)
class ForcedWin:
    """A forced win: `moves` from the position, the `winner`'s first and the winning stone
    last, the defender's replies between them."""

    winner: int
    moves: tuple[Cell, ...]
    source: Source
    """What proves it: the solver or the book (both sides' moves perfect), or THREATS."""


def forced_win(
    game: Game, *, seconds: float = FORCED_WIN_SECONDS, stop: StopFlag | None = None
) -> ForcedWin | None:
    """The forced win of the side to move in `game`, None when it has none (or none is proven
    within `seconds`, or `stop` is set first): two players, the first line winning. `game` is
    not changed. Raises ValueError for a bad `seconds`."""
    if isinstance(seconds, bool) or not isinstance(seconds, int | float) or not seconds >= 0:
        raise ValueError(f"seconds: {seconds!r}, expected a number of seconds of at least 0")
    budget = Budget(None if math.isinf(seconds) else float(seconds), stop)
    if game.is_over() or game.rules.players != 2 or game.rules.target != 1:
        return None
    value = proven_value(game, budget.part(_PROOF_SHARE))
    if value is None or value.result is not Result.WIN:
        return None
    if value.source is Source.THREATS:
        line = threat_line(threat_board(game), budget)
        if line is None:
            return None
        cells = game.geometry.cells
        return ForcedWin(game.to_move, tuple(cells[i] for i in line), value.source)
    if strategy.winning_move(game) is not None:
        return _book_line(game, budget)
    return _perfect_line(game, budget, value.source)


def _book_line(game: Game, budget: Budget) -> ForcedWin | None:
    """The strategy book's win from `game` (its first player to move): the book's moves (past
    its last position, the forced win by threats it ends in) against the most stubborn replies,
    to the winning stone. None only if `stop` is set: a book move is found at once."""
    work = game.copy()
    winner = work.to_move
    moves: list[Cell] = []
    while not work.is_over():
        if budget.stop is not None and budget.stop.is_set():
            return None
        move = strategy.winning_move(work) if work.to_move == winner else _stubborn(work, budget)
        if move is None:
            return None
        work.play(move)
        moves.append(move)
    return ForcedWin(winner, tuple(moves), Source.BOOK)


def _stubborn(game: Game, budget: Budget) -> Cell:
    """The defender's reply in `game` that puts off the loss the longest as far as the search
    can tell: one after which the winner has no win at once, nor a forced win by threats (the
    book goes on), or else the one whose win by threats takes the winner the most moves. Past
    the budget, the first reply that blocks an immediate win (any reply loses in the end)."""
    board = threat_board(game)
    winner = 1 - board.turn
    best, most = game.legal_moves()[0], -1
    for cell in game.legal_moves():
        board.push(game.geometry.index[cell])
        try:
            if board.wins(winner):
                resistance = 0
            elif budget.remaining() <= 0:
                resistance = 1
            else:
                line = threat_line(board, budget)
                resistance = NO_THREAT_WIN if line is None else winner_moves(line)
        finally:
            board.pop()
        if resistance > most:
            best, most = cell, resistance
        if most == NO_THREAT_WIN:
            break
    return best


def _perfect_line(game: Game, budget: Budget, source: Source) -> ForcedWin | None:
    """Both sides' perfect moves from `game` to the end, None when a move is not found in
    `budget`."""
    work = game.copy()
    moves: list[Cell] = []
    while not work.is_over():
        move = move_within(work, budget)
        if move is None:
            return None
        work.play(move)
        moves.append(move)
    return ForcedWin(game.to_move, tuple(moves), source)
