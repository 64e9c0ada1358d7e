"""Clocks in the window's local games, through the real window with a counter for time: the
mover is charged, increments added, undo gives time back, a flag fall ends the game, a CPU seat
thinks within its share, and the clock survives closing and reopening the window."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog, QDialogButtonBox

import engine
from app.widgets.dialogs.new_game import NewGameDialog
from app.widgets.window.main_window import MainWindow
from engine import Cell, record
from engine.clocks import PRESETS, TimeControl
from engine.in_play.seats import cpu, human
from engine.players import PlayerInfo, SeatKind
from tests.support.cpu_waits import CPU_MS
from tests.support.window_languages import speaking
from tests.support.windows import Dialogs, OpenWindow

PEOPLE = [PlayerInfo("Ann"), PlayerInfo("Bo")]


class Counter:
    """A monotonic time that moves only when told."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def clocked(window: MainWindow, control: str, players: list[PlayerInfo] = PEOPLE) -> Counter:
    now = Counter()
    window.session.clock.now = now
    window.session.new_game(engine.PRESETS["tic-tac-toe"], players, TimeControl.parse(control))
    return now


def play_timed(window: MainWindow, now: Counter, timed: tuple[tuple[Cell, float], ...]) -> None:
    """Each cell of `timed` played after its seconds of thought."""
    for cell, seconds in timed:
        now.t += seconds
        assert window.session.play(cell)


def clock_texts(window: MainWindow) -> list[str]:
    """The clocks of the players' strip, a seat each."""
    return [card.clock.text() for card in window.players_strip.cards]


def left(window: MainWindow) -> list[float]:
    snapshot = window.session.clock.snapshot()
    assert snapshot is not None
    return snapshot[0]


def test_the_mover_is_charged_and_gets_the_increment(open_window: OpenWindow) -> None:
    window = open_window()
    now = clocked(window, "1+2")
    assert window.session.clock.snapshot() == ([60.0, 60.0], 0)
    now.t += 10
    assert window.session.play((0, 0))
    assert left(window) == [52.0, 60.0]
    now.t += 5
    assert window.session.play((1, 1))
    assert window.session.clock.snapshot() == ([52.0, 57.0], 0)
    times = window.session.clock.times(window.session.game)
    assert times is not None and times.used == (10.0, 5.0)


def test_undo_gives_the_undone_moves_time_back(open_window: OpenWindow) -> None:
    window = open_window()
    play_timed(window, clocked(window, "1+0"), (((0, 0), 10), ((1, 1), 20)))
    assert left(window) == [50.0, 40.0]
    assert window.session.undo()
    assert window.session.clock.snapshot() == ([50.0, 60.0], 1)


def test_a_flag_fall_ends_the_game(open_window: OpenWindow, qtbot: Any) -> None:
    window = open_window()
    now = clocked(window, "1+0")
    fallen: list[tuple[int, ...]] = []
    window.session.time_out.connect(fallen.append)
    now.t += 10
    window.session.play((0, 0))
    now.t += 61
    qtbot.waitUntil(lambda: fallen == [(0,)])
    assert window.session.is_over() and not window.session.is_human_turn()
    assert not window.session.play((1, 1))
    assert window.session.game.ply == 1
    assert not window.session.request_hint()


def test_review_does_not_stop_the_clock(open_window: OpenWindow) -> None:
    window = open_window()
    now = clocked(window, "1+0")
    window.session.play((0, 0))
    window.session.review.go(0)
    assert window.session.review.active
    now.t += 30
    assert left(window) == [60.0, 30.0]


@pytest.mark.processes
def test_a_cpu_thinks_within_its_share(open_window: OpenWindow, qtbot: Any) -> None:
    window = open_window()
    cpu = PlayerInfo("CPU", SeatKind.CPU, "hard")
    clocked(window, "1+0", [PlayerInfo("Ann"), cpu])
    asked: list[float | None] = []
    real = window.session.cpu_player.request

    def request(*args: Any, seconds: float | None = None) -> None:
        asked.append(seconds)
        real(*args, seconds=seconds)

    window.session.cpu_player.request = request  # type: ignore[method-assign]
    window.session.play((0, 0))
    qtbot.waitUntil(lambda: window.session.game.ply == 2, timeout=CPU_MS)
    assert asked and asked[0] is not None and asked[0] <= 60.0 / 30


def test_the_clock_survives_closing_the_window(open_window: OpenWindow, data_dir: Path) -> None:
    window = open_window()
    play_timed(window, clocked(window, "3+2"), (((0, 0), 7), ((1, 1), 4)))
    window.close_now()
    again = open_window()
    assert again.session.clock.control == TimeControl(3, 2)
    kept = again.session.clock.clock
    assert kept is not None and kept.used == [7.0, 4.0]
    assert kept.left == [175.0, 178.0] and kept.running == 0  # before the running move's time


def test_a_game_file_keeps_the_time_of_each_move(open_window: OpenWindow, tmp_path: Path) -> None:
    window = open_window()
    play_timed(window, clocked(window, "5+0"), (((0, 0), 3.5), ((1, 1), 8.25)))
    window.session.save(tmp_path / "timed.hyperrow")
    kept = record.load_record(tmp_path / "timed.hyperrow").clock
    assert kept is not None and kept.control == TimeControl(5, 0) and kept.used == (3.5, 8.25)


TIME_OUT = {
    "en": ("Bo's time ran out, Ann won", "Game over: Bo's time ran out, Ann won"),
    "ja": ("Bo の時間切れで Ann の勝ち", "終局: Bo の時間切れで Ann の勝ち"),
}
RAN_OUT = {"en": "Time ran out", "ja": "時間切れ"}


@pytest.mark.parametrize("language", sorted(TIME_OUT))
def test_a_flag_fall_is_worded_on_the_banner_and_status(
    open_window: OpenWindow, qtbot: Any, language: str
) -> None:
    with speaking(language):
        window = open_window()
        now = clocked(window, "1+0")
        said: list[str] = []
        window.announcer.spoken.connect(said.append)
        now.t += 10
        window.session.play((0, 0))
        assert clock_texts(window) == ["0:50", "1:00"]
        assert window.players_strip.cards[1].to_move
        now.t += 60
        qtbot.waitUntil(window.result_banner.isVisible)
        banner, status = TIME_OUT[language]
        assert window.result_banner.title.text() == banner
        assert window.status.turn_label.text() == status
        assert said[-1] == banner
        assert clock_texts(window) == ["0:50", RAN_OUT[language]]  # in words, not "0.0"
        assert window.statistics_commands.keeper.board.counted, (
            "the game is counted in the statistics"
        )


YOUR_TIME_OUT = {
    "en": "Your time ran out, CPU (easy) won",
    "ja": "あなたの時間切れで CPU (初級) の勝ち",
}


@pytest.mark.parametrize("language", sorted(YOUR_TIME_OUT))
def test_the_one_persons_flag_fall_is_worded_to_them(
    open_window: OpenWindow, qtbot: Any, language: str
) -> None:
    with speaking(language):
        window = open_window()
        now = clocked(window, "1+0", [human(1), cpu(2, "easy")])
        now.t += 61
        qtbot.waitUntil(window.result_banner.isVisible)
        assert window.result_banner.title.text() == YOUR_TIME_OUT[language]


def test_the_clocks_hide_without_a_time_control(open_window: OpenWindow) -> None:
    window = open_window()
    window.session.new_game(engine.PRESETS["tic-tac-toe"], PEOPLE)
    assert window.session.clock.snapshot() is None
    assert not any(card.clock.isVisible() for card in window.players_strip.cards)
    clocked(window, "5+0")
    assert all(card.clock.isVisible() for card in window.players_strip.cards)
    assert clock_texts(window) == ["5:00", "5:00"]


def test_a_rematch_starts_the_clock_afresh(open_window: OpenWindow) -> None:
    window = open_window()
    now = clocked(window, "3+2")
    now.t += 30
    window.session.play((0, 0))
    window.session.new_game(window.session.rules, PEOPLE, window.session.clock.control)
    window.game_commands.rematch()
    assert window.session.clock.snapshot() == ([180.0, 180.0], 0)


CHOICES = {"": None, **{p: TimeControl.parse(p) for p in PRESETS}, " 7 + 2 ": TimeControl(7, 2)}


@pytest.mark.processes
@pytest.mark.parametrize("typed", list(CHOICES))
def test_the_new_game_dialog_offers_the_clock(
    open_window: OpenWindow, dialogs: Dialogs, monkeypatch: pytest.MonkeyPatch, typed: str
) -> None:
    window = open_window()

    def answer(dialog: NewGameDialog) -> int:
        assert dialog.clock.itemText(0) == "No clock"
        assert [dialog.clock.itemText(i) for i in range(1, dialog.clock.count())] == list(PRESETS)
        index = dialog.clock.findText(typed)
        if index >= 0:
            dialog.clock.setCurrentIndex(index)
        else:
            dialog.clock.setEditText(typed)
        assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(NewGameDialog, "exec", answer)
    window.game_commands.new_game()
    assert window.session.clock.control == CHOICES[typed]


def test_a_clock_that_cannot_be_read_is_explained(qtbot: Any) -> None:
    dialog = NewGameDialog(engine.PRESETS["qubic"], PEOPLE)
    qtbot.addWidget(dialog)
    dialog.clock.setEditText("five")
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert "5+3" in dialog.message.text()
    dialog.clock.setEditText("5+3")
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert dialog.message.text() == ""
