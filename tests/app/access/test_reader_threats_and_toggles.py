"""With a screen reader running the threats are said after each move from the start, until
View → Show threats is turned off; two players' threats are two sentences; every check mark of
the menus says its new state when the player sets it; and a CPU's quick reply is said with the
person's move it answers, which it would otherwise cut short."""

from __future__ import annotations

from typing import Any

import pytest

from engine import PRESETS, Game
from engine.in_play.seats import cpu, human
from tests.support.cpu_waits import CPU_MS
from tests.support.windows import OpenWindow

# Red takes 1,1,1 2,1,1 3,1,1; Blue 1,4,1 2,4,1 3,4,1: each threatens the fourth of its row.
BOTH_THREATEN = [(0, 0, 0), (0, 3, 0), (1, 0, 0), (1, 3, 0), (2, 0, 0), (2, 3, 0)]

WORDS = {
    "en": ("Red threatens 4,1,1. Blue threatens 4,4,1", "Show threats on", "Show threats off"),
    "ja": ("赤 のリーチ: 4,1,1。青 のリーチ: 4,4,1", "リーチを表示: オン", "リーチを表示: オフ"),
}


def test_a_screen_reader_hears_the_threats_until_they_are_turned_off(
    open_window: OpenWindow, language: str
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    announcer = window.announcer
    announcer.reader_active = lambda: True
    assert not window.view_state.show_threats
    for cell in BOTH_THREATEN:
        window.session.person.play_at(cell)
    both, on, off = WORDS[language]
    assert announcer.said[-1] == both
    threats = window.menu_actions["show-threats"]
    assert threats.isChecked(), "the check mark says what is heard"
    threats.trigger()
    assert announcer.said[-1] == off
    window.session.undo()
    window.session.person.play_at((2, 3, 0))
    assert not any("4,4,1" in text for text in announcer.said[-1:]), "turned off: not said"
    threats.trigger()
    assert announcer.said[-1] == on


def test_threats_turned_off_stay_off_for_the_screen_reader_at_the_next_start(
    open_window: OpenWindow,
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    window.announcer.reader_active = lambda: True
    window.session.person.play_at(BOTH_THREATEN[0])
    threats = window.menu_actions["show-threats"]
    assert threats.isChecked()
    threats.trigger()  # off, by the player
    window.close()
    again = open_window()
    again.announcer.reader_active = lambda: True
    for cell in BOTH_THREATEN[1:]:
        again.session.person.play_at(cell)
    assert not again.menu_actions["show-threats"].isChecked()
    assert again.announcer.said[-1] == "Blue plays 3,4,1 (blue)"


def test_without_a_screen_reader_threats_wait_for_the_menu(open_window: OpenWindow) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    window.announcer.reader_active = lambda: False
    for cell in BOTH_THREATEN:
        window.session.person.play_at(cell)
    assert window.announcer.said[-1] == "Blue plays 3,4,1 (blue)"


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("coordinates", ("Show coordinates on", "Show coordinates off")),
        ("pause", ("Pause CPU on", "Pause CPU off")),
    ],
)
def test_every_check_mark_says_its_new_state(
    open_window: OpenWindow, name: str, said: tuple[str, str]
) -> None:
    window = open_window()
    action = window.menu_actions[name]
    was = action.isChecked()
    action.trigger()
    assert window.announcer.said[-1] == said[was]
    action.trigger()
    assert window.announcer.said[-1] == said[not was]


@pytest.mark.processes
@pytest.mark.parametrize("soon", [True, False])
def test_the_cpus_quick_reply_is_said_with_the_move_it_answers(
    open_window: OpenWindow, qtbot: Any, soon: bool
) -> None:
    window = open_window(game=Game(PRESETS["tic-tac-toe"]), players=(human(1), cpu(2, "easy")))
    announcer = window.announcer
    announcer.reply_ms = 10**9 if soon else 0
    window.session.person.play_at((1, 1))
    qtbot.waitUntil(lambda: announcer.last_note == "You play 2,2 (red)")
    qtbot.waitUntil(lambda: window.session.game.ply == 2, timeout=CPU_MS)
    reply = announcer.said[-1]
    assert reply.startswith("CPU (easy) plays ")
    expected = f"You play 2,2 (red). {reply}" if soon else reply
    qtbot.waitUntil(lambda: announcer.last_note == expected)
