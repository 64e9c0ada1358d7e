"""What the exact solver knows of a hint's move: a win in so many moves, a draw or a loss.

The solver only runs where it finishes at once (few empty cells, a short budget), in the
session's thread: it answers small boards and late positions. In Connect Four's opening, where
it does not finish, the opening book still knows the result, without the count of moves; on
Qubic the strategy book does (the first player wins with best play).
"""

from __future__ import annotations

from dataclasses import dataclass

from app.model.session.notices import SessionRefusal
from engine import EMPTY, Cell, Game
from engine.ai.proof.book_verdicts import known_result as proven_result
from engine.ai.solver import UnsupportedGame, book, solve
from engine.players import PlayerInfo, SeatKind

MAX_EMPTY = 42
"""Empty cells above which the solver is not asked (a whole Connect Four board is 42)."""
SOLVE_SECONDS = 0.25


@dataclass(frozen=True)
class Verdict:
    """The exact result of playing the hint: `result` is "win", "draw" or "loss" for the side
    that plays it, `moves` how many of the winner's own stones it takes."""

    result: str
    moves: int
    """0 for a draw, or for a win or a loss whose length is not known (from the book)."""


def verdict(game: Game, cell: Cell) -> Verdict | None:
    """The exact value of playing `cell` in `game` for the side to move, or None when the
    solver does not handle the game or does not finish within SOLVE_SECONDS."""
    if not game.is_legal(cell):
        return None
    after = game.copy()
    after.play(cell)
    if game.board.count(EMPTY) > MAX_EMPTY:
        return _by_strategy_book(after)
    try:
        score = solve(after, seconds=SOLVE_SECONDS)
    except UnsupportedGame:
        return None
    if score is None:
        # The book's result is the opponent's, who moves after the hint.
        known = book.known_result(after)
        if known is None:
            return _by_strategy_book(after)
        return Verdict(("win", "draw", "loss")[known + 1], 0)
    if score == 0:
        return Verdict("draw", 0)
    playable = game.rules.cell_count - len(game.rules.blocked)
    # The solver's score is (C + 1 - n) // 2 for the side that wins, n the stones on the board
    # before its winning stone; n has the parity of the winner's turns.
    mover = game.ply
    winner_first = mover if score < 0 else mover + 1
    magnitude = abs(score)
    stones_before = playable + 1 - 2 * magnitude
    if (stones_before - winner_first) % 2:
        stones_before -= 1
    moves = (stones_before - winner_first) // 2 + 1
    return Verdict("win" if score < 0 else "loss", moves)


def _by_strategy_book(after: Game) -> Verdict | None:
    """What a strategy book (Qubic) proves of the position `after` the hint, for the side that
    played it; None where it proves nothing."""
    proven = proven_result(after)
    return None if proven is None else Verdict("win" if proven < 0 else "loss", 0)


def hint_refusal(reviewing: bool, over: bool, to_move: PlayerInfo) -> SessionRefusal | None:
    """Why no hint can be given now, or None: a hint is for a person's turn in the game as it
    stands (not while `reviewing` an earlier move, not once the game is `over`), and `to_move`
    is the seat to move."""
    if reviewing:
        return SessionRefusal.HINT_WHILE_REVIEWING
    if over:
        return SessionRefusal.HINT_AFTER_THE_END
    if to_move.kind == SeatKind.CPU:
        return SessionRefusal.HINT_ON_CPU_TURN
    if to_move.kind == SeatKind.REMOTE:
        return SessionRefusal.HINT_ON_REMOTE_TURN
    return None
