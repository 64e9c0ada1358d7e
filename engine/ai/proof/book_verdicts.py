"""What a strategy book proves about a game in play: the first player's winning move (the
book's, or past the book the first move of a forced win by threats) and the result of a
position with best play. A book that claims a whole proof (and which the verifier accepts: the
tests run it on the shipped books) is taken as proof, and so is a partial one that says every
move of it is proven (a build's book before the root is proven, such as Score Four's: the
positions it proves are played from, the others searched); an older partial one proves nothing
here.
"""

from __future__ import annotations

from engine.ai import compiled_search
from engine.ai.budget import COMPILED_ATTACK_THREATS
from engine.ai.proof.strategy_book import StrategyBook, book_for
from engine.game import Game
from engine.rules import Cell


def _complete_book(game: Game) -> StrategyBook | None:
    book = book_for(game.rules)
    if book is None or not (book.complete or book.proven) or game.is_over():
        return None
    return book


def threat_move(game: Game) -> int:
    """The first move of a forced win by threats (or a win at once) for the side to move, -1
    when the compiled search finds none."""
    if not compiled_search.supports(game.rules):
        return -1
    board = compiled_search.board(game)
    wins = board.wins(board.turn)
    if wins:
        return min(wins)
    move, _, _ = board.threat_win(COMPILED_ATTACK_THREATS)
    return int(move)


def winning_move(game: Game) -> Cell | None:
    """The first player's move that keeps the proven win in `game` (the first player to move):
    the book's move, or past the book's last position the first move of the forced win by
    threats. None on other boards, for the second player, or where the first player has left
    the book's strategy and no forced win is found."""
    book = _complete_book(game)
    if book is None or game.to_move != 0:
        return None
    move = book.move(game)
    if move is None:
        move = threat_move(game)
    return None if move < 0 else game.geometry.cells[move]


def known_result(game: Game) -> int | None:
    """1 or -1: the result of `game` with best play for the side to move, when a complete book
    proves it: the first player to move wins where `winning_move` finds a move; the second
    player to move loses where every reply leaves the first player such a move. None when
    nothing proves it."""
    book = _complete_book(game)
    if book is None:
        return None
    if game.to_move == 0:
        return 1 if winning_move(game) is not None else None
    after = game.copy()
    for cell in game.legal_moves():
        after.play(cell)
        won = not after.is_over() and winning_move(after) is not None
        after.undo()
        if not won:
            return None
    return -1
