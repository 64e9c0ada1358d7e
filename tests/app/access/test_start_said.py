"""Who plays whom is said as a game starts: when the window opens on a game, after New game,
Rematch and opening a file, in the window's language; each seat named when people play people;
a seat taken over mid-game (Game → Players, a network seat) as it happens.
(tests/app/access/test_orca_return.py hears it through Orca.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QWidget

from engine import PRESETS, Game, record
from engine.in_play.seats import cpu, human
from engine.players import PlayerInfo, SeatKind
from tests.support.analysis_window import action
from tests.support.players_dialog import answer_players_dialog, choose_level
from tests.support.windows import OpenWindow

OPENED = {
    "en": "You play red against CPU (hard) (blue). You move first",
    "ja": "あなたは 赤 で CPU (上級) (青) と対局します。あなたが先手",
}


def heard(window: Any, text: str) -> bool:
    return text in window.announcer.said


def test_the_opponent_is_named_as_the_window_opens(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), cpu(2, "hard")))
    window.activateWindow()
    qtbot.waitUntil(lambda: heard(window, OPENED[language]))
    assert window.announcer.said.count(OPENED[language]) == 1, "said once"


def test_rematch_and_new_game_name_the_opponent_again(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    won = Game(PRESETS["tic-tac-toe"])
    for cell in [(0, 0), (0, 1), (1, 1), (0, 2), (2, 2)]:
        won.play(cell)
    window = open_window(game=won, players=(human(1), cpu(2, "hard")))
    window.activateWindow()
    over = OPENED[language].split(". " if language == "en" else "。")[0]
    qtbot.waitUntil(lambda: heard(window, over))  # then the result, said on its own
    rematch = action(window, "rematch-action")
    assert rematch.isEnabled()
    rematch.trigger()
    # The seats moved round: the CPU moves first.
    swapped = {
        "en": "You play blue against CPU (hard) (red). CPU (hard) moves first",
        "ja": "あなたは 青 で CPU (上級) (赤) と対局します。CPU (上級) が先手",
    }[language]
    qtbot.waitUntil(lambda: heard(window, swapped))
    window.session.new_game(PRESETS["qubic"], [human(1), cpu(2, "hard")])
    qtbot.waitUntil(lambda: heard(window, OPENED[language]))


def test_an_opened_game_of_people_names_each_seat_and_the_turn(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), cpu(2, "hard")))
    window.activateWindow()
    qtbot.waitUntil(lambda: heard(window, OPENED["en"]))
    game = Game(PRESETS["qubic"])
    game.play((0, 0, 0))
    path = tmp_path / "people.hyperrow"
    seats = [PlayerInfo("Ann", SeatKind.HUMAN), PlayerInfo("Bob", SeatKind.HUMAN)]
    record.save(game, path, seats)
    assert window.open_path(str(path))
    qtbot.waitUntil(lambda: heard(window, "Ann (red) against Bob (blue). Bob (blue) to move"))
    hotseat = [human(1), human(2)]
    window.session.new_game(PRESETS["tic-tac-toe"], hotseat)
    qtbot.waitUntil(lambda: heard(window, "Red against Blue. Red moves first"))


def test_a_game_started_behind_a_dialog_is_said_when_the_window_is_back(
    qtbot: Any, open_window: OpenWindow
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), cpu(2, "hard")))
    window.activateWindow()
    qtbot.waitUntil(lambda: heard(window, OPENED["en"]))
    del window.announcer.said[:]
    # Another window has the keyboard while the game starts, as a dialog does.
    cover = QWidget()
    cover.setWindowTitle("cover")
    cover.show()
    cover.activateWindow()
    qtbot.waitUntil(lambda: not window.isActiveWindow())
    window.session.new_game(PRESETS["tic-tac-toe"], [human(1), cpu(2, "hard")])
    qtbot.wait(50)
    assert not heard(window, OPENED["en"]), "not said while another window has the keyboard"
    cover.close()
    window.activateWindow()
    qtbot.waitUntil(lambda: heard(window, OPENED["en"]))


def test_a_seat_taken_over_mid_game_is_said(
    qtbot: Any, open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), cpu(2, "easy")))
    window.activateWindow()
    easy = OPENED[language].replace("hard", "easy").replace("上級", "初級")
    qtbot.waitUntil(lambda: heard(window, easy))
    del window.announcer.said[:]
    # Game → Players: the CPU's level raised, as a person picks it in the dialog.
    answer_players_dialog(monkeypatch, lambda dialog: choose_level(dialog, 1, "hard"))
    window.menu_actions["players"].trigger()
    raised = {"en": "CPU (hard) now plays blue", "ja": "CPU (上級) が 青 を持ちます"}[language]
    qtbot.waitUntil(lambda: heard(window, raised))
    assert window.announcer.said == [raised], "the changed seat alone, once"
    # A network's seat change comes through the same door: the person's seat taken by a CPU
    # and given back.
    window.session.seat([cpu(1, "medium"), cpu(2, "hard")])
    medium = {"en": "CPU (medium) now plays red", "ja": "CPU (中級) が 赤 を持ちます"}[language]
    qtbot.waitUntil(lambda: heard(window, medium))
    window.session.seat([human(1), cpu(2, "hard")])
    back = {"en": "You now play red", "ja": "あなたが 赤 を持ちます"}[language]
    qtbot.waitUntil(lambda: heard(window, back))
