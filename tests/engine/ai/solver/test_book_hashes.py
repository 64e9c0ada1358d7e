"""The Connect Four book read by the game's Zobrist hash (`engine.ai.solver.book_hashes`): the
same answers as the book's own key, for every position it holds, and the key's path when
hashes collide."""

from __future__ import annotations

import dataclasses
import random

import numpy as np
import pytest

from engine import PRESETS, Game
from engine.ai.solver import book, book_hashes, solve
from engine.ai.solver.compiled import bitboards
from tests.support.games import every_position

CONNECT_FOUR = PRESETS["connect-four"]


def shipped() -> book.Book:
    found = book.connect_four_book()
    assert found is not None
    return found


def test_every_shipped_position_has_the_same_score_by_hash_as_by_key() -> None:
    the_book = shipped()
    assert the_book.scores_by_hash is not None  # the shipped book's hashes are all distinct
    # Up to 6 stones: every position of a book that deep, and the first of a deeper one.
    games = every_position(CONNECT_FOUR, min(the_book.plies, 6))
    scored = 0
    for game in games:
        by_key = the_book.lookup(game)
        assert book.known_score(game) == by_key, game.moves
        scored += by_key is not None
    if the_book.plies <= 6:  # then these are all its positions: each scored one has its hash
        assert scored == len(the_book.scores_by_hash)
    assert solve(Game(CONNECT_FOUR)) == 1


def test_a_positions_hashes_are_the_games_and_its_mirror_images() -> None:
    rng = random.Random(50)
    for _ in range(300):
        game = Game(CONNECT_FOUR)
        mirror = Game(CONNECT_FOUR)
        for _ in range(rng.randrange(0, 20)):
            if game.is_over():
                break
            column, row = rng.choice(game.legal_moves())
            game.play((column, row))
            mirror.play((6 - column, row))
        current, mask = bitboards(game)[3:]
        plain, mirrored = book_hashes.position_hashes(
            np.array([current + mask], dtype=np.uint64), CONNECT_FOUR, 7, 6
        )
        assert (int(plain[0]), int(mirrored[0])) == (game.hash, mirror.hash), game.moves


def test_colliding_hashes_leave_the_book_to_its_key(monkeypatch: pytest.MonkeyPatch) -> None:
    the_book = shipped()
    # The same position twice is, to the check, two positions with one hash.
    doubled = np.concatenate([the_book.keys[:1], the_book.keys])
    assert (
        book_hashes.scores_by_hash(
            doubled,
            np.zeros(len(doubled), dtype=np.int8),
            no_score=book.NO_SCORE,
            rules=CONNECT_FOUR,
            width=7,
            height=6,
        )
        is None
    )
    colliding = dataclasses.replace(
        the_book,
        keys=doubled,
        results=np.concatenate([the_book.results[:1], the_book.results]),
        columns=np.concatenate([the_book.columns[:1], the_book.columns]),
        scores=np.concatenate([the_book.scores[:1], the_book.scores]),
    )
    assert colliding.scores_by_hash is None
    monkeypatch.setattr(book, "connect_four_book", lambda: colliding)
    for game in every_position(CONNECT_FOUR, 3):
        assert book.known_score(game) == the_book.lookup(game) is not None, game.moves
