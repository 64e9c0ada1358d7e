"""What the window announces to a screen reader without being asked, in its language: each move
(the player's and the CPU's), the threats after it when they are shown, a move taken back, a
hint, the result and the network's status. (tests/app/access/test_screen_reader.py hears moves
and results through AT-SPI; this checks every kind of announcement in the window.)"""

from __future__ import annotations

from typing import Any

import pytest

from app.model.session.seats import cpu, human
from app.widgets.words.seat_words import result_text
from engine import PRESETS, Game
from tests.support.cpu_waits import CPU_MS
from tests.support.windows import OpenWindow


def test_moves_threats_undo_hints_and_the_result_are_announced(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    said = window.announcer.said
    window.view_state.set_show_threats(True)
    for cell in [(0, 0, 0), (0, 3, 0), (1, 0, 0), (1, 3, 0), (2, 0, 0)]:
        window.session.play_at(cell)
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
        window.announcer.said[-1]
        == {
            "en": "Move 3,1,1 taken back",
            "ja": "3,1,1 の手を待ったしました",
        }[language]
    )
    window.session.hint.emit((3, 0, 0))
    assert (
        window.announcer.said[-1]
        == {"en": "Hint: play 4,1,1", "ja": "ヒント: 4,1,1 に打つ"}[language]
    )
    window.session.play_at((2, 0, 0))
    window.session.play_at((2, 3, 0))
    window.session.play_at((3, 0, 0))
    assert (
        window.announcer.said[-1] == {"en": "Red wins", "ja": result_text(window.session)}[language]
    )
    assert window.announcer.said[-1] != "Red wins" or language == "en"
    window.network.status_said.emit("Connected")
    assert window.announcer.said[-1] == "Connected"


@pytest.mark.processes
def test_a_cpu_reply_is_announced_with_its_level(qtbot: Any, open_window: OpenWindow) -> None:
    window = open_window(game=Game(PRESETS["tic-tac-toe"]), players=(human(1), cpu(2, "easy")))
    window.session.play_at((1, 1))
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
    window.pause_action.trigger()  # the CPU keeps its reply: the threat is the last word
    window.view_state.set_show_threats(True)
    window.session.play_at((0, 1))
    assert (
        window.announcer.said[-1]
        == {"en": "You threaten 1,3", "ja": "あなたのリーチ: 1,3"}[language]
    )
