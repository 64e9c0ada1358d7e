"""One stone past the Connect Four book: a position whose position before it the book has as
lost for the side that moved is won for the side to move now (every move from a lost position
leaves a win), and the analysis says so with no time for a search; on samples, the compiled
solver without the book agrees."""

from __future__ import annotations

import random

from engine import PRESETS, Game
from engine.ai._kernel import connect
from engine.ai.analysis.proofs import proven_value
from engine.ai.analysis.work import Work
from engine.ai.solver import book
from engine.ai.solver.compiled import bitboards
from engine.record.analysis_data import Result, Source

CONNECT_FOUR = PRESETS["connect-four"]


def shipped() -> book.Book:
    found = book.connect_four_book()
    assert found is not None
    return found


def past_the_book() -> tuple[list[Game], list[Game]]:
    """The positions one stone past the shipped book after 600 of its deepest positions, reached
    by random play (seeded): those after a lost position and the others."""
    plies = shipped().plies
    rng = random.Random(50)
    deepest: dict[tuple[tuple[int, ...], ...], Game] = {}
    while len(deepest) < 600:
        game = Game(CONNECT_FOUR)
        while game.ply < plies and not game.is_over():
            game.play(rng.choice(game.legal_moves()))
        if not game.is_over():
            deepest.setdefault(game.moves, game)
    after_lost, others = [], []
    for game in deepest.values():
        lost = book.known_result(game) == -1
        for cell in game.legal_moves():
            child = game.copy()
            child.play(cell)
            if not child.is_over():
                (after_lost if lost else others).append(child)
    return after_lost, others


def test_one_stone_past_a_lost_book_position_is_a_proven_win_at_no_cost() -> None:
    after_lost, others = past_the_book()
    assert len(after_lost) >= 100 and len(others) >= 100
    no_time = Work(1)  # one node: only a position decided at once is the solver's
    by_book = 0
    for game in after_lost:
        assert book.won_past_the_book(game), game.moves
        value = proven_value(game, no_time)
        assert value is not None, game.moves
        assert value.result is Result.WIN, game.moves
        by_book += value.source is Source.BOOK
    assert by_book >= len(after_lost) // 2
    for game in others:
        assert not book.won_past_the_book(game), game.moves
    inside = Game(CONNECT_FOUR)
    inside.play((3, 0))
    assert not book.won_past_the_book(inside)


def test_samples_past_a_lost_book_position_are_wins_by_the_compiled_solver() -> None:
    after_lost, _ = past_the_book()
    for game in random.Random(51).sample(after_lost, 4):
        connect.clear_table()
        result, _ = connect.solve(*bitboards(game), weak=True)
        assert result == 1, game.moves
