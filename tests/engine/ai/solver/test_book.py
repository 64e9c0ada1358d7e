"""The opening book: built by the solver, checked position by position against the pure-Python
solver on a small board; its file format; the Connect Four book the project ships."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from engine import PRESETS, Game, Rules
from engine.ai.solver import book, solve
from engine.tui.cli import main as cli_main

SMALL = Rules((4, 4), 4, gravity=1)
SMALL_PLIES = 4


@pytest.fixture(scope="module")
def small_book() -> book.Book:
    return book.build(SMALL, SMALL_PLIES)


def every_position(rules: Rules, plies: int) -> list[Game]:
    """Every unfinished position of `rules` with up to `plies` stones, once each."""
    found = []
    frontier = [Game(rules)]
    for _ in range(plies + 1):
        found.extend(frontier)
        following: dict[tuple[int, ...], Game] = {}
        for game in frontier:
            for cell in game.legal_moves():
                child = game.copy()
                child.play(cell)
                if not child.is_over():
                    following.setdefault(tuple(child.board), child)
        frontier = list(following.values())
    return found


def test_every_position_of_the_book_has_the_oracles_score(small_book: book.Book) -> None:
    games = every_position(SMALL, SMALL_PLIES)
    assert len(games) > 150
    wrong = [g.moves for g in games if small_book.lookup(g) != solve(g, kernel=False)]
    assert wrong == []
    # Mirror images share an entry.
    assert len(small_book.keys) < len(games)


def test_the_book_move_keeps_the_score(small_book: book.Book) -> None:
    for game in every_position(SMALL, SMALL_PLIES - 1):
        move = small_book.move(game)
        assert move is not None
        score = small_book.lookup(game)
        assert score is not None
        game.play(move)
        assert solve(game, kernel=False) == -score


def test_positions_beyond_the_book_or_of_other_rules_are_not_in_it(small_book: book.Book) -> None:
    deep = every_position(SMALL, SMALL_PLIES + 1)[-1]
    assert deep.ply == SMALL_PLIES + 1
    assert small_book.lookup(deep) is None
    last = every_position(SMALL, SMALL_PLIES)[-1]
    assert small_book.lookup(last) is not None
    assert small_book.move(last) is None  # its moves lead past the book
    assert small_book.lookup(Game(Rules((4, 4), 3, gravity=1))) is None
    assert small_book.lookup(Game(PRESETS["connect-four"])) is None


def test_the_file_round_trips(small_book: book.Book, tmp_path: Path) -> None:
    path = tmp_path / "small.book"
    book.save(small_book, path)
    again = book.loads(path.read_bytes())
    assert (again.width, again.height, again.k, again.plies) == (4, 4, 4, SMALL_PLIES)
    assert np.array_equal(again.keys, small_book.keys)
    assert np.array_equal(again.scores, small_book.scores)
    assert list(tmp_path.iterdir()) == [path]  # no temporary file left behind


def test_a_damaged_file_is_refused_with_a_clear_message(small_book: book.Book) -> None:
    data = book.dumps(small_book)
    with pytest.raises(book.BookError, match="not a hyperrow book"):
        book.loads(b"hello\n{}\nxyz", "x.book")
    with pytest.raises(book.BookError, match=r"x.book: damaged book"):
        book.loads(data[:-10], "x.book")
    with pytest.raises(book.BookError, match=r"x.book: damaged book"):
        book.loads(data.replace(b'"entries"', b'"entriez"'), "x.book")


def test_the_connect_four_book_is_shipped_and_consistent() -> None:
    shipped = book.connect_four_book()
    assert shipped is not None
    assert (shipped.width, shipped.height, shipped.k) == (7, 6, 4)
    games = every_position(PRESETS["connect-four"], shipped.plies)
    # Each position's score is the best of its moves' (a win now, or minus the book's score).
    for game in games:
        if game.ply == shipped.plies:
            assert book.known_score(game) is not None
            continue
        best = None
        for cell in game.legal_moves():
            child = game.copy()
            child.play(cell)
            value = (42 + 1 - game.ply) // 2 if child.is_over() else -(book.known_score(child) or 0)
            best = value if best is None else max(best, value)
        assert book.known_score(game) == best
    # Connect Four is a first-player win that opens in the centre.
    empty = Game(PRESETS["connect-four"])
    assert (book.known_score(empty) or 0) > 0
    if shipped.plies > 0:
        assert book.book_move(empty) == (3, 0)


def test_the_command_refuses_bad_options(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert cli_main(["book", "connect-four", "--plies", "13"]) == 2
    assert "--plies 13, expected 0 to 12" in capsys.readouterr().err
    missing = tmp_path / "nowhere" / "x.book"
    assert cli_main(["book", "connect-four", "--output", str(missing)]) == 2
    assert f"no folder {missing.parent}" in capsys.readouterr().err
    assert cli_main(["book", "qubic"]) == 2
