"""The lessons' data and judgement: every asking step has right and wrong answers, judged by
rule; the rules judge the answers a player would give."""

from __future__ import annotations

import pytest

from engine.lessons import (
    LESSONS,
    STRONG_LINES,
    Ask,
    Step,
    Verdict,
    judge,
    lesson,
    lessons_from_data,
)

ASKING = [step for lesson in LESSONS for step in lesson.steps if step.ask is not Ask.READ]


def test_lessons_are_named_once_and_each_has_a_question() -> None:
    names = [lesson.name for lesson in LESSONS]
    assert len(names) == len(set(names)) == 6
    keys = [step.key for lesson in LESSONS for step in lesson.steps]
    assert len(keys) == len(set(keys))
    assert all(any(s.ask is not Ask.READ for s in lesson.steps) for lesson in LESSONS)
    with pytest.raises(KeyError):
        lesson("no-such-lesson")


GOOD_STEP = {"key": "k", "rules": "qubic", "moves": "1,1,1", "ask": "block"}


@pytest.mark.parametrize(
    ("data", "says"),
    [
        ({"lessons": []}, "no list of lessons"),
        ([{"name": "a"}], "not a name and its steps"),
        ([{"name": "a", "steps": [{**GOOD_STEP, "colour": "red"}]}], "fields"),
        ([{"name": "a", "steps": [{"key": "k", "rules": "qubic"}]}], "fields"),
        ([{"name": "a", "steps": [{**GOOD_STEP, "rules": "chess"}]}], "no game 'chess'"),
        ([{"name": "a", "steps": [{**GOOD_STEP, "ask": "dance"}]}], "'dance' is not a valid Ask"),
        ([{"name": "a", "steps": [{**GOOD_STEP, "moves": "1,1,1 1,1,1"}]}], "step 'k': "),
        ([{"name": "a", "steps": [{**GOOD_STEP, "moves": "9,9,9"}]}], "step 'k': cell"),
    ],
)
def test_damaged_lesson_data_is_refused_saying_what_is_wrong(data: object, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        lessons_from_data(data)
    assert lessons_from_data([{"name": "a", "steps": [GOOD_STEP]}])[0].steps[0].moves == (
        (0, 0, 0),
    )


@pytest.mark.parametrize("step", ASKING, ids=lambda step: step.key)
def test_every_asking_step_has_right_and_wrong_answers(step: Step) -> None:
    game = step.game()
    assert not game.is_over()
    verdicts = {cell: judge(step, game, cell) for cell in game.legal_moves()}
    assert Verdict.RIGHT in verdicts.values()
    assert set(verdicts.values()) - {Verdict.RIGHT}
    assert game.moves == step.moves  # judging leaves the position as it was


def test_the_strong_cells_are_qubics_corners_and_centre_cells() -> None:
    step = lesson("cube").steps[2]
    game = step.game()
    right = {c for c in game.legal_moves() if judge(step, game, c) is Verdict.RIGHT}
    assert right == {
        (x, y, z)
        for x in range(4)
        for y in range(4)
        for z in range(4)
        if all(v in (0, 3) for v in (x, y, z)) or all(v in (1, 2) for v in (x, y, z))
    }
    assert all(len(game.geometry.cell_lines[game.geometry.index[c]]) == STRONG_LINES for c in right)


def test_a_block_is_judged_by_what_is_left_to_the_opponent() -> None:
    step = lesson("threats").steps[1]
    game = step.game()
    assert judge(step, game, (3, 3, 0)) is Verdict.RIGHT
    assert judge(step, game, (3, 3, 3)) is Verdict.STILL_THREATENED


def test_any_cell_that_completes_a_line_is_right() -> None:
    step = Step(
        "any", "tic-tac-toe", ((0, 0), (2, 2), (1, 0), (2, 1), (0, 1), (1, 2)), Ask.COMPLETE_LINE
    )
    game = step.game()
    right = {c for c in game.legal_moves() if judge(step, game, c) is Verdict.RIGHT}
    assert right == {(2, 0), (0, 2)}
