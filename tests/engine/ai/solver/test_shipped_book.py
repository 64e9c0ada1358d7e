"""The Connect Four book the project ships: consistent, its exact scores connect-four-ai's
(tests/data/connect4/book.txt), and on samples the compiled solver's without the book."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine import PRESETS, Game, parse_move
from engine.ai._kernel import connect
from engine.ai.solver import book, solve

DATA = Path(__file__).parents[3] / "data" / "connect4"


def sign(score: int | None) -> int:
    assert score is not None
    return (score > 0) - (score < 0)


def test_the_connect_four_book_is_shipped_and_consistent() -> None:
    shipped = book.connect_four_book()
    assert shipped is not None
    assert (shipped.width, shipped.height, shipped.k) == (7, 6, 4)
    assert shipped.plies >= 1
    # Walked from the empty board on bitboards, move by move (a Game per position would take
    # minutes at 8 stones): every position reached by play up to `plies` stones is in the
    # book and nothing else is; each one's result is the best of its moves' (a win now, or
    # minus the book's), its stored move gets that result, and an exact score is the best of
    # its moves' wherever they are all known.
    frontier: dict[int, tuple[int, int]] = {0: (0, 0)}
    visited = 0
    for stones in range(shipped.plies + 1):
        following: dict[int, tuple[int, int]] = {}
        for current, mask in frontier.values():
            visited += 1
            entry = shipped.entry(current, mask)
            assert entry is not None, (current, mask)
            if stones == shipped.plies:
                continue
            win_now = (7 * 6 + 1 - stones) // 2
            moves: dict[int, tuple[int, int | None]] = {}
            for column in range(7):
                if mask & (1 << (column * 7 + 5)):
                    continue  # full
                move = (mask + (1 << (column * 7))) & (0x3F << (column * 7))
                if book.has_line(current | move, 6, 4):
                    moves[column] = (1, win_now)
                    continue
                child = shipped.entry(current ^ mask, mask | move)
                assert child is not None, (current, mask, column)
                moves[column] = (-child.result, None if child.score is None else -child.score)
                key = book.canonical_key(current ^ mask, mask | move, 7, 6)
                following.setdefault(key, (current ^ mask, mask | move))
            assert entry.result == max(result for result, _ in moves.values()), (current, mask)
            if entry.column is not None:
                assert moves[entry.column][0] == entry.result, (current, mask)
            scores = [score for _, score in moves.values()]
            if entry.score is not None and None not in scores:
                assert entry.score == max(score for score in scores if score is not None)
        frontier = following
    assert visited == len(shipped.keys)
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
