"""What the hint says of its move, held to a brute-force count on every tic-tac-toe position after
four moves: who wins with best play and in how many of the winner's own stones."""

from __future__ import annotations

import itertools
from functools import cache

import pytest

from app.model.session import hints
from app.model.session.hints import MAX_EMPTY, Verdict, verdict
from engine import PRESETS, Game
from engine.ai.solver import book
from tests.support.games import every_position

TIC_TAC_TOE = PRESETS["tic-tac-toe"]


@cache
def best(moves: tuple[tuple[int, int], ...]) -> tuple[int, int]:
    """(result for the side to move: 1 win, 0 draw, -1 loss; stones the winner still plays),
    by trying everything: a winner hurries, a loser holds out."""
    game = Game(TIC_TAC_TOE)
    for cell in moves:
        game.play(cell)
    outcome = game.outcome()
    if outcome is not None:
        return (0, 0) if outcome.is_draw else (-1, 0)
    options = []
    for cell in game.legal_moves():
        result, stones = best((*moves, cell))
        # The opponent's answer turned round: their win is our loss; our stone counts for us.
        mine = -result
        options.append((mine, stones + 1 if mine == 1 else stones))
    top = max(result for result, _ in options)
    counts = [stones for result, stones in options if result == top]
    return top, (min(counts) if top == 1 else max(counts) if top == -1 else 0)


def expected(moves: tuple[tuple[int, int], ...], cell: tuple[int, int]) -> Verdict:
    result, stones = best((*moves, cell))
    if result == 0:
        return Verdict("draw", 0)
    if result == -1:  # the opponent, to move after the hint, loses: the hint wins
        return Verdict("win", stones + 1)
    return Verdict("loss", stones)


def test_the_verdict_of_every_move_after_four_moves_matches_a_brute_force_count() -> None:
    seen = set()
    checked = 0
    for order in itertools.permutations(itertools.product(range(3), repeat=2), 4):
        game = Game(TIC_TAC_TOE)
        for cell in order:
            game.play(cell)
        key = (frozenset(order[0::2]), frozenset(order[1::2]))
        if game.is_over() or key in seen:
            continue
        seen.add(key)
        for cell in game.legal_moves():
            assert verdict(game, cell) == expected(tuple(order), cell), (order, cell)
            checked += 1
    assert checked == 3780  # 756 positions, five empty cells each


def test_no_verdict_for_big_boards_counted_games_or_illegal_cells() -> None:
    assert MAX_EMPTY < 64
    assert verdict(Game(PRESETS["four-d"]), (0, 0, 0, 0)) is None
    assert verdict(Game(PRESETS["tesseract"]), (0, 0, 0, 0)) is None
    game = Game(TIC_TAC_TOE)
    game.play((1, 1))
    assert verdict(game, (1, 1)) is None


def test_on_qubic_the_strategy_book_gives_the_verdict_of_its_moves_alone() -> None:
    # The book's first move (a corner) wins with best play; a first move of the other kind
    # leaves the book, and nothing proves its result.
    assert verdict(Game(PRESETS["qubic"]), (0, 0, 0)) == Verdict("win", 0)
    assert verdict(Game(PRESETS["qubic"]), (0, 0, 1)) is None


@pytest.mark.slow
def test_in_the_connect_four_opening_the_verdict_without_time_is_the_books_result(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Every move of every position the book holds but its last stones: with no time for the
    # solver, the exact count where the book has the exact score, else the result alone.
    monkeypatch.setattr(hints, "SOLVE_SECONDS", 0.0)
    shipped = book.connect_four_book()
    assert shipped is not None
    checked = 0
    for game in every_position(PRESETS["connect-four"], shipped.plies - 1):
        for cell in game.legal_moves():
            after = game.copy()
            after.play(cell)
            if after.is_over():
                continue  # a line completed (from 7 stones): no position for the book to hold
            known, exact = book.known_result(after), book.known_score(after)
            assert known is not None
            found = verdict(game, cell)
            assert found is not None
            assert found.result == ("win", "draw", "loss")[known + 1], (game.moves, cell)
            assert (found.moves > 0) == (exact is not None and exact != 0), (game.moves, cell)
            checked += 1
    assert checked > 7 * 7
