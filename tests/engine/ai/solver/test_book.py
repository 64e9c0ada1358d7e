"""The opening book: built by the solver, checked position by position against the pure-Python
solver on a small board; resuming a stopped build; its file format and the refusal of a damaged
one; the Connect Four book the project ships."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from engine import PRESETS, Game, Rules
from engine.ai.solver import book, book_build, solve
from engine.ai.solver.compiled import bitboards
from terminal.cli import main as cli_main
from terminal.commands.book_command import progress_path
from tests.support.books import SMALL, SMALL_PLIES
from tests.support.games import every_position


@pytest.fixture(scope="module")
def small_book() -> book.Book:
    return book_build.build(SMALL, SMALL_PLIES)


def sign(score: int | None) -> int:
    assert score is not None
    return (score > 0) - (score < 0)


def test_every_position_of_the_book_has_the_oracles_result(small_book: book.Book) -> None:
    games = every_position(SMALL, SMALL_PLIES)
    assert len(games) > 150
    wrong = [g.moves for g in games if small_book.result(g) != sign(solve(g, kernel=False))]
    assert wrong == []
    assert {small_book.result(g) for g in games} == {-1, 0, 1}
    # Mirror images share an entry.
    assert len(small_book.keys) < len(games)
    # Without exact scores to start from, none is claimed.
    assert all(small_book.lookup(g) is None for g in games)


def test_the_book_move_keeps_the_result_at_every_depth(small_book: book.Book) -> None:
    for game in every_position(SMALL, SMALL_PLIES):
        result = small_book.result(game)
        move = small_book.move(game)
        if result == -1:
            assert move is None  # every move keeps a loss: the book leaves it to the player
            continue
        assert move is not None, game.moves
        game.play(move)
        after = solve(game, kernel=False)
        assert -sign(after) == result, game.moves


def test_exact_scores_of_a_seed_are_kept_and_spread_up() -> None:
    # The oracle's exact scores of the deepest positions: negamax gives every earlier one.
    seed = {}
    for game in every_position(SMALL, 3):
        if game.ply == 3:
            _, _, _, current, mask = bitboards(game)
            seed[book.canonical_key(current, mask, 4, 4)] = solve(game, kernel=False)
    built = book_build.build(SMALL, 3, seed=seed)
    for game in every_position(SMALL, 3):
        assert built.lookup(game) == solve(game, kernel=False), game.moves
    # With every score known the book moves keep the exact score: quickest win, slowest loss.
    for game in every_position(SMALL, 2):
        score = solve(game, kernel=False)
        move = built.move(game)
        assert move is not None
        game.play(move)
        assert solve(game, kernel=False) == -(score or 0), game.moves


def test_positions_beyond_the_book_or_of_other_rules_are_not_in_it(small_book: book.Book) -> None:
    deep = every_position(SMALL, SMALL_PLIES + 1)[-1]
    assert deep.ply == SMALL_PLIES + 1
    assert small_book.result(deep) is None
    assert small_book.move(deep) is None
    assert small_book.result(Game(Rules((4, 4), 3, gravity=1))) is None
    assert small_book.result(Game(PRESETS["connect-four"])) is None


def test_a_stopped_build_goes_on_from_its_checkpoint(small_book: book.Book, tmp_path: Path) -> None:
    checkpoint = tmp_path / "small.progress"
    whole = book_build.build(SMALL, SMALL_PLIES, checkpoint=checkpoint)
    lines = checkpoint.read_text().splitlines()
    assert json.loads(lines[0]) == {"width": 4, "height": 4, "k": 4, "plies": SMALL_PLIES}
    assert len(lines) == 1 + len(book_build.positions(4, 4, 4, SMALL_PLIES)[SMALL_PLIES])
    # Stopped after some positions, in the middle of writing the next line.
    checkpoint.write_text("\n".join(lines[:20]) + "\n" + lines[20][:5])
    said: list[book_build.BuildProgress] = []
    again = book_build.build(SMALL, SMALL_PLIES, said.append, checkpoint=checkpoint)
    leaves = len(lines) - 1
    assert said[0] == book_build.BuildProgress(19, leaves, SMALL_PLIES, 0.0, resumed=True)
    assert said[0].describe() == f"resuming: 19 of {leaves} positions already solved"
    assert [p.solved for p in said[1:]] == sorted({p.solved for p in said[1:]})
    assert said[-1].solved == leaves and not said[-1].resumed
    assert said[-1].describe().startswith(f"{leaves}/{leaves} 4-stone positions solved, ")
    for built in (whole, again):
        assert np.array_equal(built.keys, small_book.keys)
        assert np.array_equal(built.results, small_book.results)
        assert np.array_equal(built.columns, small_book.columns)
    # A finished checkpoint: nothing left to solve.
    said.clear()
    book_build.build(SMALL, SMALL_PLIES, said.append, checkpoint=checkpoint)
    assert said == [book_build.BuildProgress(leaves, leaves, SMALL_PLIES, 0.0, resumed=True)]


@pytest.mark.slow
@pytest.mark.processes
def test_a_build_in_two_processes_is_the_same_book_and_resumes_too(
    small_book: book.Book, tmp_path: Path
) -> None:
    checkpoint = tmp_path / "small.progress"
    whole = book_build.build(SMALL, SMALL_PLIES, checkpoint=checkpoint, jobs=2)
    lines = checkpoint.read_text().splitlines()
    checkpoint.write_text("\n".join(lines[:30]) + "\n")
    again = book_build.build(SMALL, SMALL_PLIES, checkpoint=checkpoint, jobs=2)
    for built in (whole, again):
        assert np.array_equal(built.keys, small_book.keys)
        assert np.array_equal(built.results, small_book.results)
        assert np.array_equal(built.columns, small_book.columns)
    # Every leaf once in the checkpoint, whichever process solved it.
    keys = [int(line.split()[0]) for line in checkpoint.read_text().splitlines()[1:]]
    assert sorted(keys) == sorted(book_build.positions(4, 4, 4, SMALL_PLIES)[SMALL_PLIES])
    with pytest.raises(ValueError, match="jobs: 0, expected 1 or more"):
        book_build.build(SMALL, SMALL_PLIES, jobs=0)


def test_a_checkpoint_of_another_build_or_damaged_is_refused(tmp_path: Path) -> None:
    checkpoint = tmp_path / "x.progress"
    checkpoint.write_text('{"width": 4, "height": 4, "k": 4, "plies": 2}\n')
    with pytest.raises(book_build.CheckpointError, match="a checkpoint of another build") as e:
        book_build.build(SMALL, 3, checkpoint=checkpoint)
    assert e.value.problem is book_build.CheckpointProblem.ANOTHER_BUILD
    assert (e.value.path, e.value.line) == (checkpoint, 1)
    checkpoint.write_text('{"width": 4, "height": 4, "k": 4, "plies": 3}\n12 1 x 0.5\n')
    with pytest.raises(book_build.CheckpointError, match=r"line 2 is damaged: '12 1 x 0\.5'") as e:
        book_build.build(SMALL, 3, checkpoint=checkpoint)
    assert (e.value.problem, e.value.line) == (book_build.CheckpointProblem.DAMAGED_LINE, 2)
    checkpoint.write_text("not json\n")
    with pytest.raises(book_build.CheckpointError, match="line 1 is not a checkpoint header"):
        book_build.build(SMALL, 3, checkpoint=checkpoint)


def test_the_file_round_trips(small_book: book.Book, tmp_path: Path) -> None:
    path = tmp_path / "small.book"
    book.save(small_book, path)
    again = book.loads(path.read_bytes())
    assert (again.width, again.height, again.k, again.plies) == (4, 4, 4, SMALL_PLIES)
    for name in ("keys", "results", "columns", "scores"):
        assert np.array_equal(getattr(again, name), getattr(small_book, name)), name
    assert list(tmp_path.iterdir()) == [path]  # no temporary file left behind


def _with(small_book: book.Book, **arrays: np.ndarray) -> bytes:
    fields = {name: getattr(small_book, name) for name in book.Book.__dataclass_fields__}
    return book.dumps(book.Book(**{**fields, **arrays}))


def test_a_damaged_file_is_refused_with_a_clear_message(small_book: book.Book) -> None:
    data = book.dumps(small_book)
    with pytest.raises(book.BookError, match="not a hyperrow book"):
        book.loads(b"hello\n{}\nxyz", "x.book")
    with pytest.raises(book.BookError, match="not a hyperrow book"):
        book.loads(b"hello", "x.book")
    with pytest.raises(book.BookError, match=r"x.book: damaged book"):
        book.loads(data[:-10], "x.book")
    with pytest.raises(book.BookError, match=r"x.book: damaged book"):
        book.loads(data.replace(b'"entries"', b'"entriez"'), "x.book")
    flipped = bytearray(data)
    flipped[-20] ^= 0x40
    with pytest.raises(book.BookError, match=r"x.book: damaged book"):
        book.loads(bytes(flipped), "x.book")
    with pytest.raises(book.BookError, match=r"damaged book \(.* entries up to 99 stones"):
        book.loads(data.replace(b'"plies": 4', b'"plies": 99'), "x.book")
    # Arrays that decompress well but say impossible things.
    keys = small_book.keys.copy()
    keys[-1] = np.uint64(1 << 40)
    with pytest.raises(book.BookError, match="no position of"):
        book.loads(_with(small_book, keys=keys), "x.book")
    columns = small_book.columns.copy()
    columns[small_book.results < 0] = 0
    with pytest.raises(book.BookError, match="a move stored for a lost position"):
        book.loads(_with(small_book, columns=columns))
    scores = small_book.scores.copy()
    scores[small_book.results > 0] = -3
    with pytest.raises(book.BookError, match="contradicts its result"):
        book.loads(_with(small_book, scores=scores))
    # Version 1 (exact scores only) is not read: its builder replaces it.
    with pytest.raises(book.BookError, match="not a hyperrow book of this version"):
        book.loads(b"hyperrow-book 1\n{}\n" + data.split(b"\n", 2)[2])


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
    # Connect Four is a first-player win that opens in the centre ("wins in N" kept too).
    empty = Game(PRESETS["connect-four"])
    assert book.known_result(empty) == 1
    assert (book.known_score(empty) or 0) > 0
    assert book.book_move(empty) == (3, 0)


def test_the_command_refuses_bad_options(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert cli_main(["book", "connect-four", "--plies", "13"]) == 2
    assert "--plies 13, expected 0 to 12" in capsys.readouterr().err
    missing = tmp_path / "nowhere" / "x.book"
    assert cli_main(["book", "connect-four", "--output", str(missing)]) == 2
    assert f"no folder {missing.parent}" in capsys.readouterr().err
    assert cli_main(["book", "tic-tac-toe"]) == 2  # no book of that game
    assert cli_main(["book", "connect-four", "--jobs", "0"]) == 2
    assert "--jobs 0, expected 1 or more" in capsys.readouterr().err
    # A checkpoint left by a build of another depth under the name of this one's.
    output = tmp_path / "c4.book"
    progress_path(output, 2).write_text('{"width": 7, "height": 6, "k": 4, "plies": 3}\n')
    assert cli_main(["book", "connect-four", "--plies", "2", "--output", str(output)]) == 2
    assert "a checkpoint of another build" in capsys.readouterr().err
    assert not output.exists()


def test_a_workers_answer_that_does_not_fit_its_leaf_is_not_taken() -> None:
    shape = (4, 4, 4)
    leaves = book_build.positions(4, 4, 4, SMALL_PLIES)[SMALL_PLIES]
    key, (current, mask) = next(iter(leaves.items()))
    leaf = (key, current, mask, None)
    solved = book_build._solve_leaf(shape, leaf, 1)
    assert book_build._fits(solved, leaf, shape)
    _, result, column, seconds = solved
    kept = max(result, 0)  # a result that has a move
    wrong = [
        None,
        (key, result, column),
        (key + 1, result, column, seconds),
        (key, 2, column, seconds),
        (key, result, column, "soon"),
        (key, -1, 0, seconds),
        (key, kept, -1, seconds),
        (key, kept, 4, seconds),
        (key, kept, "1", seconds),
    ]
    for answer in wrong:
        assert not book_build._fits(answer, leaf, shape), answer
    # Not the result known before; a move into a full column (column 0: cells 0 to 3).
    assert not book_build._fits(solved, (key, current, mask, 1 if result != 1 else 0), shape)
    full_column = (key, 0, 0b1111, None)
    assert not book_build._fits((key, 0, 0, seconds), full_column, shape)
    assert book_build._fits((key, 0, 1, seconds), full_column, shape)
