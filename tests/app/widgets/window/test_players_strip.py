"""The players' strip above the board, through the real window: who plays whom from the first
move, whose turn it is, each seat's clock beside its name with a warning when it runs low, two to
four seats, in English and Japanese."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import engine
from app.widgets.clocks.players_strip import LOW_COLOUR, SeatCard
from app.widgets.window.main_window import MainWindow
from engine.clocks import TimeControl
from engine.in_play.seats import cpu, human
from engine.players import PlayerInfo, SeatKind
from tests.support.network_windows import host_and_joiner, host_here, join_as_joe
from tests.support.window_languages import speaking
from tests.support.windows import OpenWindow

WAIT_MS = 10_000


class Counter:
    """A monotonic time that moves only when told."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def cards(window: MainWindow) -> list[SeatCard]:
    return window.players_strip.cards


def names(window: MainWindow) -> list[str]:
    return [card.name.text() for card in cards(window)]


STRIP = {
    "en": (["▶ You", "CPU (hard)"], ["Red", "Blue"], "vs"),
    "ja": (["▶ あなた", "CPU (上級)"], ["赤", "青"], "対"),
}


@pytest.mark.parametrize("language", sorted(STRIP))
def test_the_strip_names_both_sides_before_the_first_move(
    open_window: OpenWindow, language: str
) -> None:
    with speaking(language):
        window = open_window()
        window.session.new_game(engine.PRESETS["qubic"], [human(1), cpu(2, "hard")])
        window.session.set_paused(True)  # the CPU's first reply is not needed
        strip = window.players_strip
        assert strip.isVisible()
        place = window.centralWidget()
        assert place is not None and place.isAncestorOf(strip), "above the board, not below"
        assert strip.mapTo(place, strip.rect().topLeft()).y() == 0
        shown, colours, between = STRIP[language]
        assert names(window) == shown
        assert [card.detail.text() for card in cards(window)] == colours
        assert [label.text() for label in strip._between] == [between]
        assert cards(window)[0].to_move and not cards(window)[1].to_move
        assert not any(card.clock.isVisible() for card in cards(window))


def test_the_turn_moves_with_the_game(open_window: OpenWindow) -> None:
    window = open_window()
    window.session.new_game(engine.PRESETS["tic-tac-toe"], [PlayerInfo("Ann"), PlayerInfo("Bo")])
    assert names(window) == ["▶ Ann", "Bo"]
    window.session.play((1, 1))
    assert names(window) == ["Ann", "▶ Bo"]
    assert cards(window)[1].accessibleName() == "Bo, Blue, to move"
    for cell in ((0, 0), (0, 1), (2, 2), (2, 1)):
        window.session.play(cell)
    assert window.session.is_over()
    assert names(window) == ["Ann", "Bo"], "nobody is to move once the game is over"


def test_a_named_cpu_and_four_seats_say_what_they_are(open_window: OpenWindow) -> None:
    window = open_window()
    seats = [
        PlayerInfo("Ann"),
        PlayerInfo("Deep", SeatKind.CPU, "easy"),
        PlayerInfo("Cy"),
        cpu(4, "medium"),
    ]
    window.session.new_game(replace(engine.PRESETS["qubic"], players=4), seats)
    window.session.set_paused(True)
    assert names(window) == ["▶ Ann", "Deep", "Cy", "CPU (medium)"]
    details = [card.detail.text() for card in cards(window)]
    assert details[1] == "Blue, CPU (easy)"
    assert len(window.players_strip._between) == 3
    window.session.new_game(engine.PRESETS["tic-tac-toe"], [PlayerInfo("Ann"), PlayerInfo("Bo")])
    assert names(window) == ["▶ Ann", "Bo"], "two cards again for two seats"


def test_each_clock_runs_beside_its_name_and_warns_when_low(
    open_window: OpenWindow, qtbot: Any
) -> None:
    window = open_window()
    now = Counter()
    window.session.clock.now = now
    said: list[str] = []
    window.announcer.spoken.connect(said.append)
    window.session.new_game(
        engine.PRESETS["tic-tac-toe"], [human(1), PlayerInfo("Bo")], TimeControl.parse("1+0")
    )
    first, second = cards(window)
    assert [first.clock.text(), second.clock.text()] == ["1:00", "1:00"]
    now.t += 10
    window.session.play((0, 0))
    assert [first.clock.text(), second.clock.text()] == ["0:50", "1:00"]
    assert not first.low
    now.t += 5
    window.session.play((1, 1))
    now.t += 40  # down to 0:10, under a fifth of the minute, while the timer refreshes it
    qtbot.waitUntil(lambda: first.low)
    assert first.clock.text() == "0:10"
    assert LOW_COLOUR in first.styleSheet()
    assert "low on time" in first.accessibleName()
    assert not second.low
    assert said.count("Red's time is running low: 0:10 left") == 1


def test_a_network_game_shows_the_hosts_clocks_in_both_windows(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    host, joiner = host_and_joiner(open_window, tmp_path)
    host_link = host_here(host, control=TimeControl.parse("5+10"))
    join_as_joe(qtbot, joiner, host_link.port)
    for window in (host, joiner):
        qtbot.waitUntil(
            lambda w=window: [card.name.text() for card in cards(w)][-1].endswith("Joe"),
            timeout=WAIT_MS,
        )
        first, second = cards(window)
        qtbot.waitUntil(lambda c=first: c.clock.text().startswith("4:5"), timeout=WAIT_MS)
        assert first.name.text().startswith("▶ ") and second.clock.text() == "5:00"
