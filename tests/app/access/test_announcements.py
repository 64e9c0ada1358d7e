"""What the window announces to a screen reader without being asked, in its language: each move
(the player's and the CPU's), the threats after it when they are shown, a move taken back, a
hint, the result and the network's status. (tests/app/access/test_screen_reader.py hears moves
and results through AT-SPI; this checks every kind of announcement in the window.)"""

from __future__ import annotations

from typing import Any

import pytest

from app.widgets.words.access_words import threats_text
from app.widgets.words.seat_words import result_text
from engine import PRESETS, Game, Threat
from engine.in_play.seats import cpu, human
from tests.support.cpu_waits import CPU_MS
from tests.support.windows import OpenWindow


def test_moves_threats_undo_hints_and_the_result_are_announced(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    said = window.announcer.said
    window.view_state.set_show_threats(True)
    for cell in [(0, 0, 0), (0, 3, 0), (1, 0, 0), (1, 3, 0), (2, 0, 0)]:
        window.session.person.play_at(cell)
    words = {
        "en": ("Red plays 1,1,1 (red)", "Blue plays 1,4,1 (blue)", "Red threatens 4,1,1"),
        "ja": (
            "赤 が 1,1,1 に打ちました (赤)",
            "青 が 1,4,1 に打ちました (青)",
            "赤 のリーチ: 4,1,1",
        ),
    }[language]
    said = window.announcer.said
    assert words[0] in said
    assert words[1] in said
    assert said[-1] == words[2]
    window.session.undo()
    assert (
        window.announcer.said[-2:]
        == {
            "en": ["Move 3,1,1 taken back", "Red (red) to move"],
            "ja": ["3,1,1 の手を待ったしました", "赤 (赤) の番"],
        }[language]
    ), "whose turn it is after the undo is said with it"
    window.session.hint.emit((3, 0, 0))
    assert (
        window.announcer.said[-1]
        == {"en": "Hint: play 4,1,1", "ja": "ヒント: 4,1,1 に打つ"}[language]
    )
    window.session.person.play_at((2, 0, 0))
    window.session.person.play_at((2, 3, 0))
    window.session.person.play_at((3, 0, 0))
    line = "1,1,1; 2,1,1; 3,1,1; 4,1,1"
    assert (
        window.announcer.said[-1]
        == {
            "en": f"Red wins, along {line}",
            "ja": f"{result_text(window.session)} (ライン: {line.replace('; ', '、')})",
        }[language]
    )
    assert result_text(window.session) != "Red wins" or language == "en"
    # Enter on a taken cell, or after the end, is answered.
    count = len(window.announcer.said)
    window.session.person.play_at((0, 0, 0))
    assert len(window.announcer.said) == count + 1
    announcer = window.announcer
    qtbot.waitUntil(lambda: announcer.last_note.endswith(announcer.said[-1]))
    window.network.status_said.emit("Connected")
    assert window.announcer.said[-1] == "Connected"
    qtbot.waitUntil(lambda: announcer.last_note == "Connected")
    window.menu_actions["say-again"].trigger()
    assert window.announcer.said[-2:] == ["Connected", "Connected"]
    # What is said in one turn goes out as one note: the move and the threats after it.
    window.session.new_game(window.session.rules, window.session.players, None)
    window.session.person.play_at((0, 0, 0))
    window.session.person.play_at((0, 3, 0))
    window.session.person.play_at((1, 0, 0))
    window.session.person.play_at((1, 3, 0))
    qtbot.waitUntil(lambda: "2,4,1" in window.announcer.last_note)
    window.session.person.play_at((2, 0, 0))
    qtbot.waitUntil(lambda: "3,1,1" in window.announcer.last_note)
    window.menu_actions["say-again"].trigger()
    assert window.announcer.said[-1] == window.announcer.last_note
    assert (
        window.announcer.last_note
        == {
            "en": "Red plays 3,1,1 (red). Red threatens 4,1,1",
            "ja": "赤 が 3,1,1 に打ちました (赤)。赤 のリーチ: 4,1,1",
        }[language]
    )


def test_the_last_moves_and_review_are_said(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    said = window.announcer.said
    window.menu_actions["say-last-moves"].trigger()
    assert window.announcer.said[-1] == {"en": "No move yet", "ja": "まだ手がありません"}[language]
    for cell in [(0, 0, 0), (0, 3, 0), (1, 0, 0)]:
        window.session.person.play_at(cell)
    window.menu_actions["say-last-moves"].trigger()
    said = window.announcer.said
    assert (
        said[-1]
        == {
            "en": "Last move: Red plays 2,1,1 (red). Before it: Blue plays 1,4,1 (blue)",
            "ja": "最後の手: 赤 が 2,1,1 に打ちました (赤)。その前: 青 が 1,4,1 に打ちました (青)",
        }[language]
    )
    # Home enters review: said, with the keys that step through it, and the board says so.
    window.review_controls.start_action.trigger()
    said = window.announcer.said
    assert said[-1].startswith(
        {
            "en": "Reviewing the empty board (move 0 of 3). Ctrl+Left steps back, Ctrl+Right "
            "forward, End returns to the game",
            "ja": "初期局面を検討中 (3 手中 0 手目)。Ctrl+",
        }[language]
    )
    assert {
        "en": "Qubic board, slice panel: reviewing move 0 of 3, Red (red) to move",
        "ja": "3 手中 0 手目を検討中",
    }[language] in window.slices.board_access.board_name()
    window.review_controls.forward_action.trigger()
    assert (
        window.announcer.said[-1]
        == {
            "en": "Reviewing move 1 of 3: Red plays 1,1,1 (red)",
            "ja": "3 手中 1 手目を検討中: 赤 が 1,1,1 に打ちました (赤)",
        }[language]
    )
    window.review_controls.end_action.trigger()
    assert (
        window.announcer.said[-1]
        == {"en": "Back to the game at move 3", "ja": "第3手の対局に戻りました"}[language]
    )


def test_you_threaten(qtbot: Any, open_window: OpenWindow, language: str) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), cpu(2, "easy")))
    threats = [Threat((2, 0, 0), 0, 1, True), Threat((3, 0, 0), 0, 1, True)]
    text = threats_text(window.session, threats)
    assert (
        text == {"en": "You threaten 3,1,1; 4,1,1", "ja": "あなたのリーチ: 3,1,1、4,1,1"}[language]
    )


@pytest.mark.processes
def test_a_cpu_reply_is_announced_with_its_level(qtbot: Any, open_window: OpenWindow) -> None:
    window = open_window(game=Game(PRESETS["tic-tac-toe"]), players=(human(1), cpu(2, "easy")))
    window.session.person.play_at((1, 1))
    assert window.announcer.said[-1] == "You play 2,2 (red)"
    qtbot.waitUntil(
        lambda: window.announcer.said[-1].startswith("CPU (easy) plays"), timeout=CPU_MS
    )


def test_the_one_person_at_the_board_is_told_of_their_threats_as_you(
    open_window: OpenWindow, language: str
) -> None:
    game = Game(PRESETS["tic-tac-toe"])
    for cell in ((0, 0), (1, 1)):
        game.play(cell)
    window = open_window(game=game, players=(human(1), cpu(2, "easy")))
    window.menu_actions["pause"].trigger()  # the CPU keeps its reply: the threat is the last word
    window.view_state.set_show_threats(True)
    window.session.person.play_at((0, 1))
    assert (
        window.announcer.said[-1]
        == {"en": "You threaten 1,3", "ja": "あなたのリーチ: 1,3"}[language]
    )
