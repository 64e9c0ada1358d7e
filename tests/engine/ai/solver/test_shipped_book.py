"""The Connect Four book the project ships: consistent, its exact scores connect-four-ai's
(tests/data/connect4/book.txt), and on samples the compiled solver's without the book."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine import PRESETS, Game, parse_move
from engine.ai._kernel import connect
from engine.ai.solver import book, solve
from tests.support.games import every_position

DATA = Path(__file__).parents[3] / "data" / "connect4"


def sign(score: int | None) -> int:
    assert score is not None
    return (score > 0) - (score < 0)


def test_the_connect_four_book_is_shipped_and_consistent() -> None:
    shipped = book.connect_four_book()
    assert shipped is not None
    assert (shipped.width, shipped.height, shipped.k) == (7, 6, 4)
    assert shipped.plies >= 1
    games = every_position(PRESETS["connect-four"], shipped.plies)
    assert len(games) == len(
        [g for g in games if book.known_result(g) is not None]
    )  # every position is in it
    # Each position's result is the best of its moves' (a win now, or minus the book's), and
    # its book move gets that result.
    for game in games:
        if game.ply == shipped.plies:
            continue
        results = {}
        for cell in game.legal_moves():
            child = game.copy()
            child.play(cell)
            results[cell] = 1 if child.is_over() else -(book.known_result(child) or 0)
        assert book.known_result(game) == max(results.values()), game.moves
        move = book.book_move(game)
        if move is not None:
            assert results[move] == book.known_result(game), game.moves
    # Connect Four is a first-player win that opens in the centre, with the last stone.
    empty = Game(PRESETS["connect-four"])
    assert book.known_result(empty) == 1
    assert book.known_score(empty) == 1
    assert book.book_move(empty) == (3, 0)


def _reference() -> list[tuple[Game, int]]:
    """connect-four-ai's exact scores of every position of 1 to 5 stones (tests/data)."""
    found = []
    for line in (DATA / "book.txt").read_text().splitlines():
        moves, score = line.split()
        game = Game(PRESETS["connect-four"])
        for column in moves:
            game.play(parse_move(column, game))
        found.append((game, int(score)))
    return found


def _exact_plies(shipped: book.Book) -> int:
    """The depth to which every position of the shipped book has its exact score."""
    missing = [_stones(key) for key in shipped.keys[shipped.scores == book.NO_SCORE].tolist()]
    return min(missing) - 1 if missing else shipped.plies


def _stones(key: int) -> int:
    """The stones of a position of 7×6 Connect Four by its key (current + mask): per column
    of 7 bits, the key's part + 1 is 2^n for n stones plus the mover's stones."""
    return sum((((key >> (7 * c)) & 0x7F) + 1).bit_length() - 1 for c in range(7))


def test_the_shipped_exact_scores_are_connect_four_ais() -> None:
    shipped = book.connect_four_book()
    assert shipped is not None
    reference = _reference()
    assert len(reference) == 2862  # every position of 1 to 5 stones, mirror images folded
    exact = _exact_plies(shipped)
    assert exact >= 3
    wrong: list[tuple[object, ...]] = []
    for game, score in reference:
        known = book.known_score(game)
        if known is not None and known != score:
            wrong.append((game.moves, known, score))
        if game.ply <= exact and known is None:
            wrong.append((game.moves, known, score))
        if game.ply <= shipped.plies and book.known_result(game) != sign(score):
            wrong.append((game.moves, book.known_result(game), score))
    assert wrong == []
    # And solve() gives them from the book, with a move that keeps each.
    for game, score in reference:
        if game.ply < exact:
            assert solve(game, seconds=0.0) == score, game.moves
            move = book.book_move(game)
            assert move is not None, game.moves
            game.play(move)
            assert book.known_score(game) == -score or game.is_over(), game.moves


@pytest.mark.slow
def test_samples_of_the_shipped_exact_scores_are_the_compiled_solvers() -> None:
    # The deepest positions the book scores exactly are the ones its build solved; the rest
    # follows by negamax, which the test above holds to connect-four-ai's scores.
    shipped = book.connect_four_book()
    assert shipped is not None
    exact = _exact_plies(shipped)
    deepest = [
        (key, score)
        for key, score in zip(shipped.keys.tolist(), shipped.scores.tolist(), strict=True)
        if _stones(key) == exact
    ]
    for key, score in random.Random(50).sample(deepest, 2):
        current, mask = _position(key)
        assert book.canonical_key(current, mask, 7, 6) == key
        connect.clear_table()
        found, _ = connect.solve(7, 6, 4, current, mask)
        assert found == score, key


def _position(key: int) -> tuple[int, int]:
    """The mover's stones and all stones of a 7×6 position by its key (current + mask)."""
    current = mask = 0
    for c in range(7):
        part = (key >> (7 * c)) & 0x7F
        stones = (part + 1).bit_length() - 1
        filled = ((1 << stones) - 1) << (7 * c)
        mask |= filled
        current |= (part << (7 * c)) - filled
    return current, mask
