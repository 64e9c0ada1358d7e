"""A puzzle's Show solution raced as a hurried player races it: a click on the board, a hint,
Retry or another puzzle at a random moment of the solution's playing (its steps shortened to
60 ms, so that many rounds fit; the delays span the whole show). After each, the board holds
what the last thing asked for, and nothing the timer still had to play lands on it."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.model.puzzles import puzzle_model
from app.model.puzzles.puzzle_model import Outcome, PuzzleModel, Verdict

ROUNDS = 10
STEP_MS = 60
BOARDS = ("qubic", "score-four", "four-d")
RNG = random.Random(20261129)


@pytest.fixture
def model(tmp_path: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[PuzzleModel]:
    monkeypatch.setattr(puzzle_model, "SOLUTION_STEP_MS", STEP_MS)
    made = PuzzleModel(tmp_path, rng=random.Random(7))
    yield made
    made.session.shutdown()


def start_show(qtbot: Any, model: PuzzleModel) -> tuple[tuple[int, ...], ...]:
    """A puzzle of a random board, its solution set playing, and a random moment of the show
    waited for (sometimes past its end); returns the board's moves the full show ends on."""
    assert model.pick(RNG.choice(BOARDS), None)
    puzzle = model.puzzle
    assert puzzle is not None
    model.show_solution()
    assert model.showing_solution
    qtbot.wait(RNG.randint(0, STEP_MS * (len(puzzle.solution) + 1)))
    return puzzle.moves + puzzle.solution


def settle(qtbot: Any) -> None:
    """Long enough for any step the timer still had."""
    qtbot.wait(STEP_MS * 3)


def test_a_click_or_a_hint_during_the_solution_changes_nothing(
    qtbot: Any, model: PuzzleModel
) -> None:
    for _ in range(ROUNDS):
        shown = start_show(qtbot, model)
        legal = model.session.game.legal_moves()
        if legal:
            model.session.play(RNG.choice(legal))
        assert not model.give_hint()
        assert model.hint is None
        qtbot.waitUntil(lambda: not model.showing_solution, timeout=5000)
        settle(qtbot)
        assert model.session.game.moves == shown
        assert model.outcome is Outcome.FAILED


def test_retry_during_the_solution_brings_back_the_puzzle_for_good(
    qtbot: Any, model: PuzzleModel
) -> None:
    steps: list[Any] = []

    def keep(_cell: object, step: object) -> None:
        steps.append(step)

    model.stepped.connect(keep)
    for _ in range(ROUNDS):
        start_show(qtbot, model)
        puzzle = model.puzzle
        assert puzzle is not None
        model.retry()
        assert not model.showing_solution
        settle(qtbot)
        assert model.session.game.moves == puzzle.moves
        # The puzzle is playable again, from its first move; solved now, it is solved on a
        # retry (the show counted it as failed), not solved.
        steps.clear()
        assert model.session.play(puzzle.solution[0])
        assert model.session.game.moves[: len(puzzle.moves) + 1] == (
            *puzzle.moves,
            puzzle.solution[0],
        )
        solved = [step.verdict for step in steps] == [Verdict.SOLVED]
        assert model.outcome is (Outcome.RETRIED if solved else Outcome.FAILED)


def test_another_puzzle_during_the_solution_shows_that_puzzle_alone(
    qtbot: Any, model: PuzzleModel
) -> None:
    for _ in range(ROUNDS):
        start_show(qtbot, model)
        assert model.pick(RNG.choice(BOARDS), None)
        following = model.puzzle
        assert following is not None
        assert not model.showing_solution
        settle(qtbot)
        assert model.session.game.moves == following.moves
        assert model.outcome is None
