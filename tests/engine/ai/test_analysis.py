"""The analysis of whole games against the exact solver, given all the time it needs (the
benchmark measures how long that is): Connect Four games of CPU players with
random slips, tic-tac-toe and cube-3 games of random moves. Every move's results are proven and
are the solver's, every move that changed a result is marked and names a move that keeps it,
as is every move that let the opponent complete a line at once where another stopped it, and
no other move is marked; every column's value is the solver's; the solver's forced line
wins against every defence; the analysis stops when asked and reports each move; with three
players or a target of lines, values are estimates."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from engine import PRESETS, Game, Rules
from engine.ai import analyse_game, forced_win, move_values, solve
from engine.ai.analysis import AnalysisProgress
from engine.ai.analysis.values import for_other, from_outcome, from_score
from engine.record.analysis_data import (
    GameAnalysis,
    Mark,
    PositionValue,
    Result,
    Source,
    proven_mark,
)
from tests.support.analysis_games import oracle, slipping_game, solver_value
from tests.support.connect_four_positions import connect_four
from tests.support.games import random_game
from tests.support.paths import CONNECT4_DATA
from tests.support.stopping import StopAt
from tests.support.true_marks import hands_a_line, stops

CONNECT_FOUR = PRESETS["connect-four"]


def assert_agrees_with_the_solver(game: Game, analysis: GameAnalysis) -> list[int]:
    """Every move of `analysis` proven and as the solver says (the distance too), marked
    exactly when it changed the mover's result, with a better move that keeps it, or let the
    opponent complete a line at once where another move stopped it (brute force), with a move
    that stops it (and keeps a result that was not a loss); returns the plies of those
    slips."""
    assert [move.cell for move in analysis.moves] == list(game.moves)
    position = Game(game.rules)
    slips = []
    for move in analysis.moves:
        mover = position.to_move
        assert move.player == mover and move.ply == position.ply + 1
        before = oracle(position)
        after_better = None
        if move.better is not None:
            kept = position.copy()
            kept.play(move.better)
            after_better = from_outcome(kept, mover) if kept.is_over() else for_other(oracle(kept))
        position_before = position.copy()
        position.play(move.cell)
        after = from_outcome(position, mover) if position.is_over() else for_other(oracle(position))
        for found, expected in ((move.before, before), (move.after, after)):
            assert found.proven and found.result is expected.result, (game.moves, move)
            assert found.distance == expected.distance, (game.moves, move)
        assert before.result is not None and after.result is not None
        handed = hands_a_line(position_before, move.cell)
        mark = Mark.BLUNDER if handed else proven_mark(before.result, after.result)
        assert move.mark is mark and move.at_once is handed, (game.moves, move)
        if mark is None:
            assert move.better is None
            continue
        slips.append(move.ply)
        assert move.better is not None and move.better != move.cell
        if handed:
            assert stops(position_before, move.better)
        if not handed or before.result is not Result.LOSS:
            assert after_better is not None and after_better.result is before.result
    return slips


@pytest.mark.slow
def test_connect_four_games_with_slips_agree_with_the_solver_move_by_move() -> None:
    slips = []
    for seed in range(4):
        game = slipping_game(CONNECT_FOUR, seed, slipper=seed % 2)
        heard: list[AnalysisProgress] = []
        analysis = analyse_game(game, seconds=math.inf, progress=heard.append)
        assert analysis is not None
        slips += assert_agrees_with_the_solver(game, analysis)
        assert [p.done for p in heard] == list(range(1, game.ply + 1))
        assert {p.total for p in heard} == {game.ply}
        assert sorted(p.move.ply for p in heard) == list(range(1, game.ply + 1))
    assert len(slips) >= 3  # the games do throw results away, so the marks are tested


@pytest.mark.parametrize("preset", ["tic-tac-toe", "cube-3"])
def test_small_boards_are_proven_on_every_move(preset: str) -> None:
    marked = 0
    for seed in range(6):
        game = random_game(PRESETS[preset], seed)
        analysis = analyse_game(game, seconds=math.inf)
        assert analysis is not None
        marked += len(assert_agrees_with_the_solver(game, analysis))
    assert marked > 0


def test_every_columns_value_is_the_solvers() -> None:
    lines = []
    for name in ("middle.txt", "end.txt"):
        lines += (CONNECT4_DATA / name).read_text(encoding="utf-8").splitlines()[:8]
    for line in lines:
        moves, score = line.split()
        game = connect_four(moves)
        assert solve(game) == int(score)
        found = move_values(game, seconds=math.inf)
        assert found is not None
        assert list(found) == game.legal_moves()
        for cell, value in found.items():
            child = game.copy()
            child.play(cell)
            expected = (
                PositionValue.proven_result(Result.WIN, 0, Source.END)
                if child.is_over()
                else for_other(solver_value(child))
            )
            assert (value.result, value.distance) == (expected.result, expected.distance)


def test_all_seven_columns_from_the_first_moves_are_proven_by_the_book() -> None:
    found = move_values(Game(CONNECT_FOUR))
    assert found is not None and len(found) == 7
    centre = (3, 0)
    assert found[centre].result is Result.WIN
    assert all(value.source is Source.BOOK for value in found.values())
    assert all(value.result is not Result.WIN for cell, value in found.items() if cell != centre)


def test_the_analysis_stops_when_asked_and_reports_every_move_done() -> None:
    game = random_game(PRESETS["qubic"], 3)
    at = StopAt(2)
    stop = at.stop
    assert analyse_game(game, seconds=0.2, stop=stop, progress=lambda p: at(p.done)) is None
    assert at.heard == [1, 2]
    assert analyse_game(game, seconds=0.2, stop=stop) is None
    assert move_values(Game(game.rules), stop=stop) is None


@pytest.mark.parametrize(
    "rules",
    [
        pytest.param(replace(PRESETS["qubic"], players=3), id="qubic-3-players"),
        pytest.param(PRESETS["tesseract"], id="tesseract"),
        pytest.param(replace(PRESETS["tesseract"], players=4), id="tesseract-4-players"),
    ],
)
def test_three_or_four_players_or_a_target_of_lines_are_estimates(rules: Rules) -> None:
    rng = random.Random(5)
    game = Game(rules)
    for _ in range(3 * rules.players):
        game.play(rng.choice(game.legal_moves()))
    analysis = analyse_game(game, seconds=0.1)
    assert analysis is not None and len(analysis.moves) == game.ply
    for move in analysis.moves:
        for value in (move.before, move.after):
            assert not value.proven and value.source is Source.SEARCH
            assert -1 <= value.score <= 1
        assert move.mark in (None, Mark.INACCURACY)  # an estimate proves no mistake
        assert (move.mark is None) == (move.better is None)
    values = move_values(game, seconds=0.3)
    assert values is not None and list(values) == game.legal_moves()
    assert all(value.source is Source.SEARCH for value in values.values())


def test_the_end_of_a_game_of_three_is_its_outcome() -> None:
    rules = replace(PRESETS["tic-tac-toe"], shape=(4, 4), players=3)
    game = Game(rules)
    for cell in [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (2, 0)]:
        game.play(cell)
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == (0,)
    analysis = analyse_game(game, seconds=0.05)
    assert analysis is not None
    last = analysis.moves[-1]
    assert last.after == PositionValue.proven_result(Result.WIN, 0, Source.END)
    assert not last.proven  # the position before it is an estimate


def assert_wins_against_every_reply(game: Game, attacker: int) -> None:
    """From `game` (the attacker to move), the attacker playing the first move of its forced
    line each turn wins, whatever the defender replies."""
    win = forced_win(game, seconds=math.inf)
    assert win is not None and win.winner == attacker
    after = game.copy()
    after.play(win.moves[0])
    if after.is_over():
        outcome = after.outcome()
        assert outcome is not None and outcome.winners == (attacker,)
        return
    for reply in after.legal_moves():
        child = after.copy()
        child.play(reply)
        assert not child.is_over()
        assert_wins_against_every_reply(child, attacker)


def test_the_solvers_forced_line_wins_against_every_defence() -> None:
    lines = (CONNECT4_DATA / "end.txt").read_text(encoding="utf-8").splitlines()
    wins = 0
    for line in lines:
        moves, score = line.split()
        game = connect_four(moves)
        value = from_score(int(score), game, Source.SOLVER)
        win = forced_win(game, seconds=math.inf)
        if value.result is not Result.WIN:
            assert win is None
            continue
        assert win is not None and win.source is Source.SOLVER
        # The winner's moves and the defender's, alternating, to the winning stone, as quick
        # as the solver says.
        assert len(win.moves) == 2 * (value.distance or 0) - 1
        played = game.copy()
        for cell in win.moves:
            played.play(cell)
        outcome = played.outcome()
        assert outcome is not None and outcome.winners == (game.to_move,)
        if (value.distance or 0) <= 3:
            assert_wins_against_every_reply(game, game.to_move)
            wins += 1
    assert wins >= 3
