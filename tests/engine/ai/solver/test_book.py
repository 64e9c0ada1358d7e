"""The opening book: built by the solver, weakly or to exact scores, checked position by position
against the pure-Python solver on a small board; resuming a stopped build; keeping what a deeper
book knows; its file format and the refusal of a damaged one (the book the project ships:
test_shipped_book)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import numpy as np
import pytest

from engine import PRESETS, Game, Rules
from engine.ai.solver import book, book_build, book_checkpoint, solve
from engine.ai.solver.compiled import bitboards
from terminal.cli import main as cli_main
from terminal.commands.book_command import progress_path
from tests.support.books import SMALL, SMALL_PLIES
from tests.support.games import every_position

DATA = Path(__file__).parents[3] / "data" / "connect4"


@pytest.fixture(scope="module")
def small_book() -> book.Book:
    return book_build.build(SMALL, SMALL_PLIES)


@pytest.fixture(scope="module")
def exact_book() -> book.Book:
    return book_build.build(SMALL, SMALL_PLIES, exact=True)


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
            score = solve(game, kernel=False)
            assert score is not None
            seed[book.canonical_key(current, mask, 4, 4)] = score
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


def test_an_exact_build_has_every_positions_exact_score(
    small_book: book.Book, exact_book: book.Book
) -> None:
    games = every_position(SMALL, SMALL_PLIES)
    wrong = [g.moves for g in games if exact_book.lookup(g) != solve(g, kernel=False)]
    assert wrong == []
    assert np.array_equal(exact_book.keys, small_book.keys)
    assert np.array_equal(exact_book.results, small_book.results)
    # Every book move keeps the exact score, the deepest positions' (stored) ones included;
    # in a lost position of the deepest ply the book leaves the move to the player.
    for game in games:
        score = solve(game, kernel=False)
        move = exact_book.move(game)
        if move is None:
            assert game.ply == SMALL_PLIES and (score or 0) < 0, game.moves
            continue
        game.play(move)
        assert solve(game, kernel=False) == -(score or 0), game.moves


def test_an_exact_build_resumes_from_its_own_checkpoint_only(
    exact_book: book.Book, tmp_path: Path
) -> None:
    checkpoint = tmp_path / "exact.progress"
    book_build.build(SMALL, SMALL_PLIES, checkpoint=checkpoint, exact=True)
    lines = checkpoint.read_text().splitlines()
    assert json.loads(lines[0]) == {"width": 4, "height": 4, "k": 4, "plies": 4, "exact": True}
    leaves = book_build.positions(4, 4, 4, SMALL_PLIES)[SMALL_PLIES]
    # key, result, column, seconds and the exact score, which has the result's sign.
    for line in lines[1:]:
        key, result, column, _, score = line.split()
        assert int(key) in leaves and int(result) == sign(int(score)), line
        assert (int(column) < 0) == (int(result) < 0), line
    checkpoint.write_text("\n".join(lines[:25]) + "\n" + lines[25][:7])
    said: list[book_build.BuildProgress] = []
    again = book_build.build(SMALL, SMALL_PLIES, said.append, checkpoint=checkpoint, exact=True)
    assert said[0] == book_build.BuildProgress(24, len(leaves), SMALL_PLIES, 0.0, resumed=True)
    for name in ("keys", "results", "columns", "scores"):
        assert np.array_equal(getattr(again, name), getattr(exact_book, name)), name
    # A weak build's checkpoint is not an exact build's, nor the other way round.
    with pytest.raises(book_checkpoint.CheckpointError, match="a checkpoint of another build"):
        book_build.build(SMALL, SMALL_PLIES, checkpoint=checkpoint)
    weak = tmp_path / "weak.progress"
    book_build.build(SMALL, 2, checkpoint=weak)
    with pytest.raises(book_checkpoint.CheckpointError, match="a checkpoint of another build"):
        book_build.build(SMALL, 2, checkpoint=weak, exact=True)
    # An exact build's line without its score is damaged.
    weak.write_text(lines[0] + "\n" + " ".join(lines[1].split()[:4]) + "\n")
    with pytest.raises(book_checkpoint.CheckpointError, match="line 2 is damaged"):
        book_build.build(SMALL, SMALL_PLIES, checkpoint=weak, exact=True)


def test_an_exact_build_takes_known_scores_and_draws_from_the_book_it_replaces(
    small_book: book.Book, exact_book: book.Book
) -> None:
    # The weak book's draws are known exact scores (0); its other positions have none.
    known = book_build.exact_scores(book.dumps(small_book), 4, 4, 4)
    draws = small_book.keys[small_book.results == 0]
    assert known == dict.fromkeys(draws.tolist(), 0)
    assert known and book_build.exact_scores(book.dumps(small_book), 7, 6, 4) == {}
    # Given every leaf's score, nothing is solved but each leaf's move, and the book is the same.
    leaves = book_build.positions(4, 4, 4, SMALL_PLIES)[SMALL_PLIES]
    scores = dict(zip(exact_book.keys.tolist(), exact_book.scores.tolist(), strict=True))
    seeded = book_build.build(
        SMALL, SMALL_PLIES, seed={key: scores[key] for key in leaves}, exact=True
    )
    for name in ("keys", "results", "columns", "scores"):
        assert np.array_equal(getattr(seeded, name), getattr(exact_book, name)), name


def test_a_shallower_exact_book_keeps_what_a_deeper_one_knows(
    small_book: book.Book, exact_book: book.Book
) -> None:
    shallow = book_build.build(SMALL, 2, exact=True)
    merged = book_build.merge(shallow, small_book)
    assert merged.plies == SMALL_PLIES
    assert merged.seconds == shallow.seconds + small_book.seconds
    again = book.loads(book.dumps(merged))  # the loader's checks hold
    assert np.array_equal(again.keys, small_book.keys)
    for game in every_position(SMALL, SMALL_PLIES):
        assert merged.result(game) == small_book.result(game), game.moves
        expected = exact_book.lookup(game) if game.ply <= 2 else None
        assert merged.lookup(game) == expected, game.moves
    with pytest.raises(ValueError, match="is not of the board 4x4, k=4"):
        book_build.merge(shallow, book_build.build(Rules((4, 4), 3, gravity=1), 1))


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
    with pytest.raises(book_checkpoint.CheckpointError, match="a checkpoint of another build") as e:
        book_build.build(SMALL, 3, checkpoint=checkpoint)
    assert e.value.problem is book_checkpoint.CheckpointProblem.ANOTHER_BUILD
    assert (e.value.path, e.value.line) == (checkpoint, 1)
    checkpoint.write_text('{"width": 4, "height": 4, "k": 4, "plies": 3}\n12 1 x 0.5\n')
    damaged = r"line 2 is damaged: '12 1 x 0\.5'"
    with pytest.raises(book_checkpoint.CheckpointError, match=damaged) as e:
        book_build.build(SMALL, 3, checkpoint=checkpoint)
    assert (e.value.problem, e.value.line) == (book_checkpoint.CheckpointProblem.DAMAGED_LINE, 2)
    checkpoint.write_text("not json\n")
    with pytest.raises(book_checkpoint.CheckpointError, match="line 1 is not a checkpoint header"):
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
    # Each of the keys' checks (made for all keys at once, book_keys): a column of 7 stones, a
    # bit above the board, too many stones, a mover with too many stones, a key that is not
    # the smaller of its position's and its mirror image's.
    assert (small_book.width, small_book.height, small_book.plies) == (4, 4, 4)  # 5 bits a column
    for bad, problem in (
        (0b11111 << 15, "is no position of the board"),
        (1 << 20, "is no position of up to 4 stones"),
        (0b1111 | 0b1 << 5, "is no position of up to 4 stones"),
        (0b11 | 0b1 << 5, "is no position of up to 4 stones"),
        (1 << 15, "is not the smaller of a position and its mirror image"),
    ):
        keys = small_book.keys.copy()
        keys[-1] = np.uint64(bad)
        with pytest.raises(book.BookError, match=f"key {bad:#x} {problem}"):
            book.loads(_with(small_book, keys=np.sort(keys)), "x.book")
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
    progress_path(output, 2, exact=True).write_text(
        '{"width": 7, "height": 6, "k": 4, "plies": 3, "exact": true}\n'
    )
    assert cli_main(["book", "connect-four", "--plies", "2", "--output", str(output)]) == 2
    assert "a checkpoint of another build" in capsys.readouterr().err
    assert not output.exists()


def test_the_command_builds_exact_scores_and_keeps_the_deeper_positions(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # A 1-stone build whose checkpoint holds every leaf with the shipped book's exact score:
    # the command's own path without its solving.
    shipped = book.connect_four_book()
    assert shipped is not None
    leaves = book_build.positions(7, 6, 4, 1)[1]
    lines = [json.dumps({"width": 7, "height": 6, "k": 4, "plies": 1, "exact": True})]
    for key, (current, mask) in leaves.items():
        entry = shipped.entry(current, mask)
        assert entry is not None and entry.score is not None
        column = -1 if entry.column is None else entry.column
        lines.append(f"{key} {entry.result} {column} 1.5 {entry.score}")
    output = tmp_path / "c4.book"
    progress_path(output, 1, exact=True).write_text("\n".join(lines) + "\n")
    # The book it replaces: the shipped one without its exact scores.
    deeper = dataclasses.replace(shipped, scores=np.full_like(shipped.scores, book.NO_SCORE))
    book.save(deeper, output)
    assert cli_main(["book", "connect-four", "--plies", "1", "--output", str(output)]) == 0
    assert f"resuming: {len(leaves)} of {len(leaves)} positions already solved" in (
        capsys.readouterr().out
    )
    built = book.loads(output.read_bytes())
    assert not progress_path(output, 1, exact=True).exists()
    assert built.plies == shipped.plies and np.array_equal(built.keys, shipped.keys)
    for game in every_position(PRESETS["connect-four"], 2):
        assert built.result(game) == shipped.result(game), game.moves
        expected = shipped.lookup(game) if game.ply <= 1 else None
        assert built.lookup(game) == expected, game.moves
    # A weak build's checkpoint, from before exact builds, goes on as that build.
    weak = [json.dumps({"width": 7, "height": 6, "k": 4, "plies": 1})]
    weak += [" ".join(line.split()[:4]) for line in lines[1:]]
    output.unlink()
    progress_path(output, 1).write_text("\n".join(weak) + "\n")
    assert cli_main(["book", "connect-four", "--plies", "1", "--output", str(output)]) == 0
    built = book.loads(output.read_bytes())
    assert built.plies == 1 and not progress_path(output, 1).exists()
    assert (built.scores == book.NO_SCORE).all()


def test_a_workers_answer_that_does_not_fit_its_leaf_is_not_taken() -> None:
    shape = (4, 4, 4)
    leaves = book_build.positions(4, 4, 4, SMALL_PLIES)[SMALL_PLIES]
    key, (current, mask) = next(iter(leaves.items()))
    leaf = (key, current, mask, None)
    solved = book_build._solve_leaf(shape, leaf, 1)
    assert book_build._fits(solved, leaf, shape)
    _, result, column, seconds, _ = solved
    kept = max(result, 0)  # a result that has a move
    wrong = [
        None,
        (key, result, column, seconds),
        (key + 1, result, column, seconds, None),
        (key, 2, column, seconds, None),
        (key, result, column, "soon", None),
        (key, -1, 0, seconds, None),
        (key, kept, -1, seconds, None),
        (key, kept, 4, seconds, None),
        (key, kept, "1", seconds, None),
        (key, result, column, seconds, result),  # a weak build has no score
    ]
    for answer in wrong:
        assert not book_build._fits(answer, leaf, shape), answer
    # Not the result known before; a move into a full column (column 0: cells 0 to 3).
    assert not book_build._fits(solved, (key, current, mask, 1 if result != 1 else 0), shape)
    full_column = (key, 0, 0b1111, None)
    assert not book_build._fits((key, 0, 0, seconds, None), full_column, shape)
    assert book_build._fits((key, 0, 1, seconds, None), full_column, shape)
    # An exact build's answer: a score of the result's sign that the position allows (the
    # one known before, if any).
    exact = book_build._solve_leaf(shape, leaf, 1, exact=True)
    _, result, column, seconds, score = exact
    assert score is not None and sign(score) == result
    assert book_build._fits(exact, leaf, shape, exact=True)
    assert book_build._fits(exact, (key, current, mask, score), shape, exact=True)
    stones = bin(mask).count("1")
    most = (16 + 1 - stones) // 2
    for malformed in [
        (key, result, column, seconds, None),
        (key, result, column, seconds, float(score)),
        (key, result, column, seconds, -score if score else 1),
        (key, 1, max(column, 0), seconds, most + 1),
    ]:
        assert not book_build._fits(malformed, leaf, shape, exact=True), malformed
    assert not book_build._fits(exact, (key, current, mask, score + 1), shape, exact=True)
