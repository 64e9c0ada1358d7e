"""Marks true at any speed, and the same answer twice.

On Connect Four, whose every position the exact solver (or the opening book) settles, every
mark of games of expert players with random slips is true by the solver whatever the time per
position, from 0.01 s (a slow machine's share) up; a move that lets the opponent complete a line
at once is a blunder whatever the result before, checked by brute force. On random Qubic, Score
Four and 4×4×4×4 games (hypothesis), a mark stands only where its proof holds. The same game
analysed twice, one of the two runs slowed by a busy thread, gives the same analysis."""

from __future__ import annotations

import random
import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import PRESETS, Game, record
from engine.ai import analyse_game
from engine.ai.analysis import default_seconds
from engine.ai.analysis.values import for_other, from_score
from engine.ai.budget import Budget
from engine.ai.threat_board import PositionBoard, threat_win
from engine.record.analysis_data import GameAnalysis, Mark, PositionValue, Result, Source
from tests.support.analysis_games import oracle, slipping_game
from tests.support.connect_four_positions import connect_four
from tests.support.paths import CONNECT4_DATA, EXAMPLES
from tests.support.true_marks import assert_marks_hold

CONNECT_FOUR = PRESETS["connect-four"]
SECONDS = (0.01, 0.02, 0.1)
"""Times per position from a slow machine's share up (the slow test adds 1 s and the
default)."""

_known: dict[tuple[tuple[int, ...], ...], PositionValue] = {}


def reference(game: Game) -> PositionValue:
    """The solver's (or the book's) value, each position solved once for all the tests."""
    if game.moves not in _known:
        _known[game.moves] = oracle(game)
    return _known[game.moves]


def analysed(game: Game, seconds: float | None) -> GameAnalysis:
    analysis = analyse_game(game, seconds=seconds)
    assert analysis is not None
    return analysis


@pytest.mark.slow
def test_every_connect_four_mark_is_true_by_the_solver_at_every_time() -> None:
    counts = dict.fromkeys(Mark, 0)
    for seed in range(16):
        game = slipping_game(CONNECT_FOUR, seed, slipper=seed % 2)
        for seconds in (*SECONDS, 1.0, default_seconds(game)):
            marks = assert_marks_hold(game, analysed(game, seconds), reference)
            for mark, count in marks.items():
                counts[mark] += count
    assert counts[Mark.BLUNDER] > 0 and counts[Mark.MISTAKE] + counts[Mark.INACCURACY] > 0


def test_connect_four_games_to_positions_of_known_score_are_marked_truly() -> None:
    """Games to positions from Pons' benchmark, their exact scores given: at every time, the
    marks of the moves that lead to one hold by the solver, and the last move's value is what
    the score says wherever it is proven."""
    counts = dict.fromkeys(Mark, 0)
    lines = (CONNECT4_DATA / "end.txt").read_text(encoding="utf-8").splitlines()[:3]
    for line in lines:
        moves, score = line.split()
        game = connect_four(moves)
        expected = for_other(from_score(int(score), game, Source.SOLVER)).result
        for seconds in SECONDS:
            analysis = analysed(game, seconds)
            for mark, count in assert_marks_hold(game, analysis, reference).items():
                counts[mark] += count
            last = analysis.moves[-1]
            # The data's score is of the position after the last move, for the side to move.
            assert not last.after.proven or last.after.result is expected
    assert counts[Mark.BLUNDER] > 0


def random_game(preset: str, seed: int, length: int) -> Game:
    rng = random.Random(seed)
    game = Game(PRESETS[preset])
    while game.ply < length and not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    return game


def assert_proofs_hold(game: Game, analysis: GameAnalysis) -> None:
    """Each value a mistake or a blunder rests on that threats prove, re-proved by the
    pure-Python threat-space search: a loss after the move is the opponent's forced win."""
    position = Game(game.rules)
    for move in analysis.moves:
        if move.mark in (Mark.MISTAKE, Mark.BLUNDER) and move.after.source is Source.THREATS:
            assert move.after.result is Result.LOSS
            after = position.copy()
            after.play(move.cell)
            board = PositionBoard(after)
            assert board.wins(board.turn) or threat_win(board, Budget(60.0)) >= 0
        position.play(move.cell)


def assert_random_game_marked_truly(preset: str, seed: int, length: int, seconds: float) -> None:
    game = random_game(preset, seed, length)
    analysis = analysed(game, seconds)
    assert_marks_hold(game, analysis)
    assert_proofs_hold(game, analysis)


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    preset=st.sampled_from(["score-four", "four-d"]),
    seed=st.integers(0, 10_000),
    length=st.integers(6, 24),
    seconds=st.sampled_from([0.001, 0.005, 0.02]),
)
def test_on_random_games_a_mark_stands_only_where_its_proof_holds(
    preset: str, seed: int, length: int, seconds: float
) -> None:
    assert_random_game_marked_truly(preset, seed, length, seconds)


@pytest.mark.slow
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    length=st.integers(6, 24),
    seconds=st.sampled_from([0.001, 0.005, 0.02]),
)
def test_on_random_qubic_games_a_mark_stands_only_where_its_proof_holds(
    seed: int, length: int, seconds: float
) -> None:
    """Qubic apart: the proof search of the first player's win takes its own time there."""
    assert_random_game_marked_truly("qubic", seed, length, seconds)


def busy(stop: threading.Event) -> None:
    """A thread that takes its share of the machine until `stop` is set."""
    total = 0
    while not stop.is_set():
        total = (total * 31 + 7) % 1_000_003


def assert_the_same_twice(game: Game, seconds: float) -> None:
    """`game` analysed twice, the second time beside a busy thread, comes out the same."""
    first = analysed(game, seconds)
    stop = threading.Event()
    load = threading.Thread(target=busy, args=(stop,))
    load.start()
    try:
        second = analysed(game, seconds)
    finally:
        stop.set()
        load.join()
    assert second == first


@pytest.mark.parametrize(
    ("game", "seconds"),
    [
        (slipping_game(CONNECT_FOUR, 3, slipper=1), 0.01),
        (random_game("score-four", 7, 24), 0.02),
    ],
    ids=["connect-four", "score-four"],
)
def test_the_same_game_gets_the_same_analysis_twice(game: Game, seconds: float) -> None:
    assert_the_same_twice(game, seconds)


@pytest.mark.slow
def test_the_qubic_example_gets_the_same_analysis_twice() -> None:
    """The game of the issue, whose fourth move's better move changed from run to run."""
    assert_the_same_twice(record.load(EXAMPLES / "qubic-won.hyperrow"), 0.02)
