"""The clock's choice and words: the Host dialog's list of clocks has rows tall enough to read
and aim at, New game offers the clock of the game in play (as it keeps its seats), and a fallen
flag is said in words ("Your time ran out") on the players' strip and in the chat dock, never as
a bare "0.0"; in English and Japanese."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog

import engine
from app.widgets.clocks.clock_control import ROW_PADDING
from app.widgets.dialogs.new_game import NewGameDialog
from app.widgets.network.net_dialogs import HostDialog
from engine.clocks import TimeControl
from engine.in_play.seats import cpu, human
from engine.players import PlayerInfo
from tests.support.network_windows import host_and_joiner, host_here, join_as_joe
from tests.support.window_languages import LANGUAGES, speaking
from tests.support.windows import OpenWindow

RAN_OUT = {
    "en": ("Time ran out", "Your time ran out", "Hana: time ran out"),
    "ja": ("時間切れ", "あなたの時間切れ", "Hana: 時間切れ"),
}


class Counter:
    """A monotonic time that moves only when told."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_host_dialogs_clock_list_has_rows_to_read(qtbot: Any, language: str) -> None:
    with speaking(language):
        dialog = HostDialog(engine.PRESETS["tic-tac-toe"])
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.clock.showPopup()
        view = dialog.clock.view()
        qtbot.waitUntil(view.isVisible)
        tall = view.fontMetrics().height() + ROW_PADDING
        model = dialog.clock.model()
        heights = [view.visualRect(model.index(row, 0)).height() for row in range(model.rowCount())]
        assert len(heights) == 5 and min(heights) >= tall, heights
        dialog.clock.hidePopup()


@pytest.mark.parametrize("control", [TimeControl(3, 2), TimeControl(7, 2), None])
def test_new_game_offers_the_clock_of_the_game_in_play(
    open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch, control: TimeControl | None
) -> None:
    window = open_window()
    people = [PlayerInfo("Ann"), PlayerInfo("Bo")]
    window.session.new_game(engine.PRESETS["qubic"], people, control)
    offered: list[TimeControl | None] = []

    def answer(dialog: NewGameDialog) -> int:
        offered.append(dialog.clock.control())
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(NewGameDialog, "exec", answer)
    window.game_commands.new_game()
    assert offered == [control]
    assert window.session.clock.control == control
    assert [p.name for p in window.session.players] == ["Ann", "Bo"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_fallen_flag_is_said_in_words_on_the_strip(
    open_window: OpenWindow, qtbot: Any, language: str
) -> None:
    theirs, yours, _ = RAN_OUT[language]
    with speaking(language):
        window = open_window()
        now = Counter()
        window.session.clock.now = now
        seats = [human(1), cpu(2, "easy")]
        window.session.new_game(engine.PRESETS["tic-tac-toe"], seats, TimeControl(1))
        now.t += 61
        qtbot.waitUntil(window.result_banner.isVisible)
        card = window.players_strip.cards[0]
        assert card.clock.text() == yours
        assert yours in card.accessibleName()
        assert window.players_strip.cards[1].clock.text() == "1:00"
        people = [PlayerInfo("Ann"), PlayerInfo("Bo")]
        window.session.new_game(engine.PRESETS["tic-tac-toe"], people, TimeControl(1))
        now.t += 61
        qtbot.waitUntil(window.result_banner.isVisible)
        assert [c.clock.text() for c in window.players_strip.cards] == [theirs, "1:00"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_fallen_flag_is_said_in_words_in_the_chat_dock(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path, language: str
) -> None:
    with speaking(language):
        host, joiner = host_and_joiner(open_window, tmp_path)
        link = host_here(host, control=TimeControl(0.01))
        join_as_joe(qtbot, joiner, link.port)
        said = RAN_OUT[language][2]
        for window in (host, joiner):
            clocks = window.network.chat.clocks
            qtbot.waitUntil(lambda c=clocks: c.text().startswith(said), timeout=10_000)
