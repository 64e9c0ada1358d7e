"""Help → Lessons: every lesson completed the way a player does it, in English and Japanese;
a wrong move is answered and Retry puts the position back; a completed lesson is marked done in
the list, across a restart."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import Qt

from app.widgets.words.lesson_words import lesson_done_text, step_text, verdict_text
from engine.lessons import LESSONS, Ask, Verdict, judge, lesson
from tests.support.lesson_steps import cells_judged, lesson_session, play_like_a_click, start
from tests.support.window_languages import LANGUAGES, speaking
from tests.support.windows import OpenWindow

JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", [lesson.name for lesson in LESSONS])
def test_each_lesson_can_be_completed(
    qtbot: Any, open_window: OpenWindow, language: str, name: str
) -> None:
    with speaking(language):
        window = open_window()
        panel = window.lessons
        assert window.findChild(type(panel.action), "lessons") is panel.action
        assert start(qtbot, window, name) == []
        steps = lesson(name).steps
        for number, step in enumerate(steps):
            assert lesson_session(window).game.moves == step.moves
            assert panel.view_state.ghost_slices == step.ghost_slices
            assert panel.view_state.all_slices == step.all_slices
            said = panel.text.text()
            assert said == step_text(step.key) and said in window.announcer.said
            assert bool(JAPANESE.search(said)) == (language == "ja")
            if step.ask is not Ask.READ:
                assert not panel.next_button.isEnabled()
                play_like_a_click(qtbot, window, cells_judged(window, step, right=True)[0])
                assert panel.answer.text() == verdict_text(Verdict.RIGHT)
            assert panel.next_button.isEnabled(), (number, step.key)
            qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        assert panel.text.text() == lesson_done_text()
        assert panel.is_done(name)
        row = [lesson.name for lesson in LESSONS].index(name)
        entry = panel.list.item(row).text()
        assert "✓" in entry
        assert all("✓" not in panel.list.item(r).text() for r in range(len(LESSONS)) if r != row)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(
    "key", [step.key for lesson in LESSONS for step in lesson.steps if step.ask is not Ask.READ]
)
def test_a_wrong_move_is_answered_and_retry_puts_the_position_back(
    qtbot: Any, open_window: OpenWindow, language: str, key: str
) -> None:
    owner = next(lesson for lesson in LESSONS if key in [s.key for s in lesson.steps])
    with speaking(language):
        window = open_window()
        panel = window.lessons
        start(qtbot, window, owner.name)
        for step in owner.steps:
            if step.key == key:
                break
            if step.ask is not Ask.READ:
                play_like_a_click(qtbot, window, cells_judged(window, step, right=True)[0])
            qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        wrong = cells_judged(window, step, right=False)[0]
        verdict = judge(step, lesson_session(window).game, wrong)
        assert verdict is not Verdict.RIGHT
        assert not panel.retry_button.isEnabled()
        play_like_a_click(qtbot, window, wrong)
        assert panel.answer.text() == verdict_text(verdict)
        assert verdict_text(verdict) in window.announcer.said
        assert bool(JAPANESE.search(panel.answer.text())) == (language == "ja")
        assert not panel.next_button.isEnabled() and panel.retry_button.isEnabled()
        qtbot.mouseClick(panel.retry_button, Qt.MouseButton.LeftButton)
        assert lesson_session(window).game.moves == step.moves
        assert panel.answer.text() == ""
        play_like_a_click(qtbot, window, cells_judged(window, step, right=True)[-1])
        assert panel.answer.text() == verdict_text(Verdict.RIGHT)
        assert panel.next_button.isEnabled()


def test_a_completed_lesson_stays_done_after_a_restart(qtbot: Any, open_window: OpenWindow) -> None:
    window = open_window()
    start(qtbot, window, "line-2d")
    qtbot.mouseClick(window.lessons.next_button, Qt.MouseButton.LeftButton)
    step = lesson("line-2d").steps[1]
    play_like_a_click(qtbot, window, cells_judged(window, step, right=True)[0])
    qtbot.mouseClick(window.lessons.next_button, Qt.MouseButton.LeftButton)
    window.close_now()
    again = open_window()
    assert again.lessons.is_done("line-2d") and not again.lessons.is_done("cube")
    assert "✓" in again.lessons.list.item(0).text()
    assert "✓" not in again.lessons.list.item(1).text()
