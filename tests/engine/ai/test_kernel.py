"""The compiled solver (engine.ai._kernel.connect) against the pure-Python solver, the oracle, and
against the stated scores of the Connect Four data; its budget, stop flag and refusals."""

from __future__ import annotations

import random
import subprocess
import sys
import threading

import pytest

from engine import PRESETS, Game, Rules
from engine.ai import kernel
from engine.ai.budget import Budget
from engine.ai.solver import compiled as compiled_solver
from engine.ai.solver import solve
from tests.support.connect_four_positions import connect_four, positions
from tests.support.games import random_position


def pure_solve(game: Game) -> int | None:
    """The oracle: the pure-Python solver, without the book or the kernel."""
    return solve(game, kernel=False)


def compiled(game: Game) -> int | None:
    score, _ = compiled_solver.solve(game, Budget(None))
    return score


def test_the_compiled_kernel_is_in_use() -> None:
    # The project's own tests always run the compiled code: a failed build must not pass unseen.
    assert kernel.AVAILABLE, kernel.REASON
    assert kernel.REASON.startswith("compiled kernel in use")
    assert compiled_solver.fits(PRESETS["connect-four"])


# -- the same scores as the stated ones and as the oracle -----------------------------------------


def test_every_end_position_matches_the_data_and_the_oracle() -> None:
    wrong = []
    for moves, score in positions("end.txt"):
        game = connect_four(moves)
        got = (compiled(game), pure_solve(game))
        if got != (score, score):
            wrong.append((moves, score, got))
    assert wrong == []


def test_every_middle_position_matches_the_data() -> None:
    wrong = [(m, s) for m, s in positions("middle.txt") if compiled(connect_four(m)) != s]
    assert wrong == []


# A fresh process: in this one an earlier test may have faulted the table in already.
FAULTS_AFTER_THE_FIRST_SOLVE = """
import resource
from engine.ai._kernel import connect
from engine.ai.solver.compiled import bitboards
from tests.support.connect_four_positions import connect_four, positions

boards = [bitboards(connect_four(moves)) for moves, _ in positions("end.txt")]
connect.solve(*boards[0], threads=1)
before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
for board in boards:
    connect.clear_table()
    connect.solve(*board, threads=1)
print(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before)
"""


def test_the_table_is_in_memory_before_the_searches_that_follow_the_first() -> None:
    # Faulted in lazily, a fresh table's pages came in during the quick searches after the
    # first, each paying for a page (0.6 ms a position where the search took 10 microseconds).
    done = subprocess.run(
        [sys.executable, "-c", FAULTS_AFTER_THE_FIRST_SOLVE],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert int(done.stdout) <= 4, done.stdout


def test_the_weak_solve_gives_the_sign_of_the_score() -> None:
    from engine.ai._kernel import connect

    signs = set()
    for moves, score in positions("middle.txt") + positions("end.txt"):
        weak, _ = connect.solve(*compiled_solver.bitboards(connect_four(moves)), weak=True)
        assert weak == (score > 0) - (score < 0), moves
        signs.add(weak)
    assert signs == {-1, 0, 1}


def test_a_sample_of_middle_positions_matches_the_oracle() -> None:
    for moves, _ in positions("middle.txt")[:30]:
        game = connect_four(moves)
        assert compiled(game) == pure_solve(game), moves


def test_begin_positions_of_eleven_to_thirteen_stones_match_the_data() -> None:
    # The 43 of 100 with 11-13 stones take some 40 ms each; all 100 (up to seconds each, with
    # 8-10 stones) are measured by benchmarks/solve_connect4.py.
    sample = [(m, s) for m, s in positions("begin.txt") if len(m) >= 11]
    assert len(sample) == 43
    wrong = [(m, s) for m, s in sample if compiled(connect_four(m)) != s]
    assert wrong == []


def test_the_second_thread_changes_no_score() -> None:
    # Uncapped, the solver runs a helper thread on a second core; a node cap keeps it to one
    # thread (capped play must repeat). Both give the data's exact scores.
    sample = [(m, s) for m, s in positions("begin.txt") if len(m) >= 11]
    for moves, expected in sample:
        game = connect_four(moves)
        capped, _ = compiled_solver.solve(game, Budget(None, None, 10**12))
        assert (compiled(game), capped) == (expected, expected), moves


def test_one_thread_on_request_gives_the_same_scores_and_moves() -> None:
    # The book build runs one-thread solves side by side in several processes.
    from engine.ai._kernel import connect

    sample = [(m, s) for m, s in positions("begin.txt") if len(m) >= 12]
    for moves, expected in sample:
        game = connect_four(moves)
        position = compiled_solver.bitboards(game)
        assert connect.solve(*position, threads=1)[0] == expected, moves
        found, _ = connect.best_move(*position, weak=True, threads=1)
        assert found is not None and found[1] == (expected > 0) - (expected < 0), moves
        landing = game.landing((found[0], 0))
        assert landing is not None, moves
        game.play(landing)
        after = solve(game)
        assert after is not None and (after > 0) - (after < 0) == -found[1], moves


GRAVITY_SHAPES = [
    pytest.param(Rules((5, 4), 4, gravity=1), 6, id="5x4-four"),
    pytest.param(Rules((5, 4), 3, gravity=1), 4, id="5x4-three"),
    pytest.param(Rules((6, 5), 4, gravity=1), 14, id="6x5-four"),
    pytest.param(Rules((4, 5), 3, gravity=0), 6, id="4x5-three-gravity-on-x"),
    pytest.param(Rules((8, 6), 5, gravity=1), 32, id="8x6-five"),
    pytest.param(Rules((4, 4), 2, gravity=1), 0, id="4x4-two"),
    # 3 columns of 19 (60 bits): the five-in-a-row shifts pass 64 bits.
    pytest.param(Rules((3, 19), 5, gravity=1), 36, id="3x19-five"),
    pytest.param(Rules((7, 3), 7, gravity=1), 8, id="7x3-seven"),
]


@pytest.mark.parametrize(("rules", "low"), GRAVITY_SHAPES)
def test_random_positions_of_other_gravity_boards_match_the_oracle(rules: Rules, low: int) -> None:
    rng = random.Random(1121)
    for _ in range(15):
        game = random_position(rules, rng, low, low + 6)
        assert compiled(game) == pure_solve(game), game.moves


@pytest.mark.parametrize(("rules", "low"), GRAVITY_SHAPES)
def test_the_best_move_keeps_the_score(rules: Rules, low: int) -> None:
    rng = random.Random(2026)
    for _ in range(6):
        game = random_position(rules, rng, low, low + 6)
        found, _ = compiled_solver.best_move(game, Budget(None))
        assert found is not None
        move, score = found
        assert score == pure_solve(game)
        game.play(move)
        assert pure_solve(game) == -score, game.moves


def _weak_best(game: Game, result: int | None = None) -> tuple[tuple[int, ...], int]:
    from engine.ai._kernel import connect

    found, _ = connect.best_move(*compiled_solver.bitboards(game), result, weak=True)
    assert found is not None
    column, value = found
    landing = game.landing(compiled_solver.column_cell(game.rules, column))
    assert landing is not None
    return landing, value


@pytest.mark.parametrize(("rules", "low"), GRAVITY_SHAPES)
def test_the_weak_best_move_keeps_the_result(rules: Rules, low: int) -> None:
    rng = random.Random(1111)
    results = set()
    for _ in range(12):
        game = random_position(rules, rng, low, low + 6)
        score = pure_solve(game)
        assert score is not None
        move, result = _weak_best(game)
        assert result == (score > 0) - (score < 0), game.moves
        results.add(result)
        # Given the result (an opening book's), the same move without solving the position.
        assert _weak_best(game, result) == (move, result)
        game.play(move)
        if result >= 0:
            after = pure_solve(game)
            assert after is not None
            assert (after > 0) - (after < 0) == -result, game.moves
        else:
            assert not game.is_over()  # a lost position: any move, but not one that loses at once
            assert pure_solve(game) is not None
    assert results


def test_the_weak_best_move_of_the_connect_four_data() -> None:
    seen = set()
    for moves, score in positions("middle.txt")[:40] + positions("end.txt")[:40]:
        game = connect_four(moves)
        move, result = _weak_best(game)
        assert result == (score > 0) - (score < 0), moves
        seen.add(result)
        if result >= 0:
            game.play(move)
            # The side to move after a winning stone has lost; a full board is a draw.
            after = solve(game)
            assert (after > 0) - (after < 0) == -result, moves
    assert seen == {-1, 0, 1}


def test_the_weak_best_move_split_over_two_threads_keeps_the_result() -> None:
    # With 24 or more empty cells and no node cap, the root moves are shared with a helper
    # thread; whichever finds a keeper, the move keeps the data's result.
    sample = [(m, s) for m, s in positions("begin.txt") if len(m) >= 11]
    for moves, score in sample:
        game = connect_four(moves)
        move, result = _weak_best(game)
        assert result == (score > 0) - (score < 0), moves
        game.play(move)
        after = solve(game)  # a finished game too: the side to move after a winning stone lost
        assert after is not None and (after > 0) - (after < 0) == -result, moves


def test_the_best_move_takes_a_known_score_without_solving() -> None:
    game = connect_four(positions("middle.txt")[3][0])
    score = compiled(game)
    assert score is not None
    found, _ = compiled_solver.best_move(game, Budget(None), score)
    assert found is not None
    assert found[1] == score
    # A wrong "known" score has no move that keeps it, which the kernel says.
    with pytest.raises(ValueError, match="no move keeps the score"):
        compiled_solver.best_move(game, Budget(None), score + 2)


# -- budget and stop -------------------------------------------------------------------------------


def test_a_node_cap_ends_the_search_with_no_score() -> None:
    score, nodes = compiled_solver.solve(Game(PRESETS["connect-four"]), Budget(None, None, 50_000))
    assert score is None
    assert nodes == 50_000


def test_a_set_stop_flag_ends_the_search_at_its_first_look() -> None:
    stop = threading.Event()
    stop.set()
    score, nodes = compiled_solver.solve(Game(PRESETS["connect-four"]), Budget(None, stop))
    assert score is None
    assert nodes <= 1


def test_a_stop_set_from_another_thread_ends_the_search() -> None:
    # The empty board takes minutes: only the stop flag can end this call.
    stop = threading.Event()
    timer = threading.Timer(0.05, stop.set)
    timer.start()
    try:
        score, nodes = compiled_solver.solve(Game(PRESETS["connect-four"]), Budget(None, stop))
    finally:
        timer.cancel()
    assert score is None
    assert stop.is_set()
    assert nodes > 0


def test_a_stop_ends_a_weak_best_move_split_over_two_threads() -> None:
    # The empty board's weak solve takes minutes (no book here): only the stop flag ends it,
    # in whichever thread's move the search is.
    from engine.ai._kernel import connect

    stop = threading.Event()
    timer = threading.Timer(0.05, stop.set)
    timer.start()
    try:
        found, nodes = connect.best_move(
            *compiled_solver.bitboards(Game(PRESETS["connect-four"])), weak=True, stop=stop
        )
    finally:
        timer.cancel()
    assert found is None
    assert stop.is_set() and nodes > 0


def test_an_error_in_the_stop_flag_reaches_the_caller() -> None:
    class Broken:
        def is_set(self) -> bool:
            raise RuntimeError("flag broken")

    from engine.ai._kernel import connect

    with pytest.raises(RuntimeError, match="flag broken"):
        connect.solve(7, 6, 4, 0, 0, stop=Broken())


# -- what the kernel refuses -----------------------------------------------------------------------


def test_the_kernel_refuses_what_it_cannot_hold() -> None:
    from engine.ai._kernel import connect

    with pytest.raises(ValueError, match="does not fit the 64-bit solver"):
        connect.solve(8, 8, 4, 0, 0)
    with pytest.raises(ValueError, match="not a position of this board"):
        connect.solve(7, 6, 4, 0, 1 << 6)  # a stone on the spare bit above column 1
    with pytest.raises(ValueError, match="not a position of this board"):
        connect.solve(7, 6, 4, 0, 0b10)  # a stone above an empty cell
    with pytest.raises(ValueError, match="not a position of this board"):
        connect.solve(7, 6, 4, 0b11, 0b1)  # the mover's stones not among all stones
    with pytest.raises(ValueError, match="not a 64-bit board"):
        connect.solve(7, 6, 4, -1, 0)
    with pytest.raises(TypeError, match="must be an int"):
        connect.solve(7, 6, 4, 0, "0")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="is_set"):
        connect.solve(7, 6, 4, 0, 0, stop=object())  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="full"):
        connect.solve(1, 2, 2, 0b01, 0b11)
    with pytest.raises(ValueError, match="threads 3, expected 1 or 2"):
        connect.solve(7, 6, 4, 0, 0, threads=3)


def test_boards_the_compiled_solver_does_not_take() -> None:
    assert not compiled_solver.fits(PRESETS["score-four"])
    assert not compiled_solver.fits(PRESETS["tic-tac-toe"])
    assert not compiled_solver.fits(Rules((8, 8), 4, gravity=1))  # 9 x 8 bits
    assert compiled_solver.fits(Rules((8, 7), 4, gravity=1))  # 8 x 8 bits
    assert not compiled_solver.fits(Rules((5, 4), 4, gravity=1, players=3))
