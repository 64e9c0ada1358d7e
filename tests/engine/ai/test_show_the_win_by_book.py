"""Show the win wherever the Qubic book proves one: from every position of three games of
expert (the first player, playing the book) against hard in which the book calls the first
player's win, the forced line reaches a winning stone, every move legal, and the defender's
replies are the most stubborn the search can tell: no reply in the line allows a win at once
where another reply would not."""

from __future__ import annotations

import pytest

from engine import PRESETS, Cell, Game
from engine.ai import choose_move
from engine.ai.analysis import forced_win
from engine.ai.proof.book_verdicts import known_result
from engine.record.analysis_data import Source

QUBIC = PRESETS["qubic"]
# Hard's first reply to expert's corner differs in each game: the centre, a face cell, a corner.
SECOND_REPLIES = [(1, 1, 1), (1, 1, 0), (3, 3, 3)]


def expert_against_hard(reply: Cell) -> Game:
    game = Game(QUBIC)
    game.play(choose_move(game, "expert"))
    game.play(reply)
    while not game.is_over():
        level = "expert" if game.to_move == 0 else "hard"
        game.play(choose_move(game, level, seconds=0.2, seed=1))
    return game


def wins_at_once(game: Game) -> bool:
    """True when the side to move completes a line with some move."""
    for cell in game.legal_moves():
        game.play(cell)
        won = game.outcome() is not None and game.outcome().winners == (game.to_move ^ 1,)  # type: ignore[union-attr]
        game.undo()
        if won:
            return True
    return False


@pytest.mark.parametrize("reply", SECOND_REPLIES)
def test_show_the_win_reaches_the_winning_stone_from_every_book_win(reply: Cell) -> None:
    played = expert_against_hard(reply)
    assert played.outcome() is not None and played.outcome().winners == (0,)  # type: ignore[union-attr]
    position = Game(QUBIC)
    shown = by_book = 0
    for move in played.moves:
        if position.to_move == 0 and known_result(position) == 1:
            line = forced_win(position, seconds=30)
            assert line is not None, f"no line after {position.moves}"
            assert line.winner == 0 and line.source in (Source.BOOK, Source.THREATS)
            work = position.copy()
            for step, cell in enumerate(line.moves):
                if work.to_move == 1 and wins_at_once(after(work, cell)):
                    assert all(wins_at_once(after(work, other)) for other in work.legal_moves()), (
                        f"{cell} after {work.moves} gives a win at once; another reply would not"
                    )
                work.play(cell)  # raises if illegal
                assert step == len(line.moves) - 1 or not work.is_over()
            assert work.outcome() is not None and work.outcome().winners == (0,)  # type: ignore[union-attr]
            shown += 1
            by_book += line.source is Source.BOOK
        position.play(move)
    assert shown >= 5 and by_book >= 1


def after(game: Game, cell: Cell) -> Game:
    moved = game.copy()
    moved.play(cell)
    return moved
