"""Game → Sound through the real window: each event asks the player for its effect, Sound off
and --mute play nothing, the volume of Preferences is the one played at, and both are
remembered. The player is given a recording sink (the test's own object, standing where the
QSoundEffect sink would); the real sink is tested in test_sound_device.py."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog, QMenu

from app.model.view.sound_cues import Effect
from app.startup.main import parse_start
from app.widgets.dialogs.preferences_dialog import PreferencesDialog
from app.widgets.sound.sound_player import VOLUME_KEY
from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game, parse_cell
from engine.in_play.seats import cpu, human
from engine.players import PlayerInfo, SeatKind
from tests.support.network_windows import host_and_joiner, host_here, join_as_joe
from tests.support.notation_games import click, game_after
from tests.support.windows import Dialogs, OpenWindow

TTT = PRESETS["tic-tac-toe"]
ANN = PlayerInfo("Ann", SeatKind.REMOTE)
DRAWN = ("1,1", "2,1", "3,1", "2,2", "1,2", "3,2", "2,3", "1,3")
CONNECT_FOUR = PRESETS["connect-four"]
WAIT_MS = 10_000


class RecordingSink:
    """Every request the player makes, as (effect, volume)."""

    def __init__(self) -> None:
        self.played: list[tuple[Effect, float]] = []

    def play(self, effect: Effect, volume: float) -> None:
        self.played.append((effect, volume))

    def effects(self) -> list[Effect]:
        return [effect for effect, _ in self.played]


def listen(window: MainWindow) -> RecordingSink:
    sink = RecordingSink()
    window.sound.sink = sink
    return sink


def menu_of(window: MainWindow, title: str) -> QMenu:
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and menu.title() == title:
            return menu
    raise AssertionError(title)


def test_sound_is_in_the_game_menu_and_on_by_default(open_window: OpenWindow) -> None:
    window = open_window(game=Game(TTT), players=(human(1), human(2)))
    assert window.sound.action in menu_of(window, "&Game").actions()
    assert window.sound.action.objectName() == "sound"
    assert window.sound.action.isCheckable() and window.sound.action.isChecked()


def test_placing_a_stone_refusing_a_click_and_winning_each_ask_for_their_sound(
    open_window: OpenWindow,
) -> None:
    window = open_window(game=Game(TTT), players=(human(1), human(2)))
    sink = listen(window)
    click(window, "1,1")
    assert sink.effects() == [Effect.PLACED]
    click(window, "1,1")  # taken
    assert sink.effects() == [Effect.PLACED, Effect.ILLEGAL]
    for text in ("2,1", "1,2", "2,2"):
        click(window, text)
    del sink.played[:]
    click(window, "1,3")
    assert sink.effects() == [Effect.PLACED, Effect.WIN]
    window.session.request_hint()  # refused after the end: an answer, not a refused move
    click(window, "3,3")  # the game is over: refused
    assert sink.effects() == [Effect.PLACED, Effect.WIN, Effect.ILLEGAL]
    assert {volume for _, volume in sink.played} == {0.8}


def test_a_stone_that_falls_lands_and_a_full_column_is_refused(open_window: OpenWindow) -> None:
    window = open_window(game=Game(CONNECT_FOUR), players=(human(1), human(2)))
    sink = listen(window)
    for _ in range(6):
        click(window, "4,6")  # the top of column 4: each stone falls to the lowest free cell
    assert sink.effects() == [Effect.LANDED] * 6
    click(window, "4,6")
    assert sink.effects()[-1] == Effect.ILLEGAL


def test_a_cpu_turn_refuses_a_click_with_a_sound(open_window: OpenWindow) -> None:
    window = open_window(game=game_after(("1,1",)), players=(human(1), cpu(2, "easy")))
    window.session.set_paused(True)
    sink = listen(window)
    click(window, "2,2")
    assert sink.effects() == [Effect.ILLEGAL]


@pytest.mark.parametrize(
    ("moves", "last", "players", "effect"),
    [
        # Red (the first seat) completes 1,1 1,2 1,3.
        (("1,1", "2,1", "1,2", "2,2"), "1,3", (human(1), cpu(2, "easy")), Effect.WIN),
        # Blue, a player on another machine, completes 2,1 2,2 2,3: a loss here.
        (("1,1", "2,1", "1,2", "2,2", "3,3"), "2,3", (human(1), ANN), Effect.LOSS),
        (DRAWN, "3,3", (human(1), human(2)), Effect.DRAW),
        # Nobody plays here (CPU against CPU): any win is cheered.
        (("1,1", "2,1", "1,2", "2,2"), "1,3", (cpu(1, "easy"), cpu(2, "easy")), Effect.WIN),
    ],
)  # fmt: skip
def test_the_end_of_a_game_asks_for_a_win_a_loss_or_a_draw(
    open_window: OpenWindow,
    moves: tuple[str, ...],
    last: str,
    players: tuple[PlayerInfo, ...],
    effect: Effect,
) -> None:
    window = open_window(game=game_after(moves), players=players)
    window.session.set_paused(True)
    sink = listen(window)
    # The move that ends the game arrives as every move does: mirrored into the session (a
    # network host's confirmation, a CPU's answer and a click all end there).
    assert window.session.mirror(parse_cell(last, TTT))
    assert sink.effects() == [Effect.PLACED, effect]


def test_opening_or_reviewing_a_finished_game_plays_no_result(
    open_window: OpenWindow, tmp_path: Path
) -> None:
    won = game_after(("1,1", "2,1", "1,2", "2,2", "1,3"))
    window = open_window(game=won, players=(human(1), human(2)))
    sink = listen(window)
    window.session.save(tmp_path / "won.hyperrow")
    window.session.open_file(tmp_path / "won.hyperrow")
    window.session.review.start()
    window.session.review.end()
    assert sink.played == []
    window.session.undo()
    window.session.redo()  # the winning move again, replayed
    assert sink.effects() == [Effect.PLACED, Effect.WIN]


def test_sound_off_plays_nothing_and_is_remembered(open_window: OpenWindow, data_dir: Path) -> None:
    window = open_window(game=Game(TTT), players=(human(1), human(2)))
    sink = listen(window)
    window.sound.action.trigger()
    assert not window.sound.action.isChecked()
    for text in ("1,1", "1,1", "2,1", "1,2", "2,2", "1,3"):
        click(window, text)
    assert window.session.game.is_over()
    assert sink.played == []
    window.close_now()
    again = open_window(game=Game(TTT), players=(human(1), human(2)))
    assert not again.sound.action.isChecked()
    sink = listen(again)
    click(again, "1,1")
    assert sink.played == []
    again.sound.action.trigger()
    click(again, "2,2")
    assert sink.effects() == [Effect.PLACED]


def test_mute_plays_nothing_this_time_only(open_window: OpenWindow) -> None:
    assert parse_start(["--mute"]).mute and not parse_start([]).mute
    window = open_window(game=Game(TTT), players=(human(1), human(2)), mute=True)
    assert not window.sound.action.isChecked()
    sink = listen(window)
    for text in ("1,1", "1,1", "2,1", "1,2", "2,2", "1,3"):
        click(window, text)
    assert sink.played == []
    window.close_now()
    later = open_window(game=Game(TTT), players=(human(1), human(2)))
    assert later.sound.action.isChecked()  # --mute did not change the remembered choice


def test_the_volume_of_preferences_is_played_at_and_remembered(
    open_window: OpenWindow, dialogs: Dialogs, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(game=Game(TTT), players=(human(1), human(2)))
    sink = listen(window)
    assert window.sound_commands.preferences_action in menu_of(window, "&Edit").actions()

    def move_the_slider(dialog: QDialog) -> int:
        assert isinstance(dialog, PreferencesDialog)
        assert dialog.volume.value() == 80
        dialog.volume.setValue(35)
        assert dialog.volume_label.text() == "35 %"
        return int(QDialog.DialogCode.Rejected)  # Close: the value is kept as it changes

    monkeypatch.setattr(QDialog, "exec", move_the_slider)
    window.sound_commands.preferences_action.trigger()
    click(window, "1,1")
    assert sink.played == [(Effect.PLACED, 0.35)]
    assert window.data.value(VOLUME_KEY) in (35, "35")
    window.close_now()
    again = open_window(game=Game(TTT), players=(human(1), human(2)))
    assert again.sound.volume == 35
    again.sound.set_volume(0)
    sink = listen(again)
    click(again, "1,1")
    assert sink.played == []  # at volume 0 nothing is asked for


def test_an_opponent_joining_and_leaving_a_network_game_is_heard(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    host, joiner = host_and_joiner(open_window, tmp_path)
    host_sink, joiner_sink = listen(host), listen(joiner)
    link = host_here(host)
    assert host_sink.played == []
    join_as_joe(qtbot, joiner, link.port)
    qtbot.waitUntil(lambda: Effect.JOINED in host_sink.effects(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: Effect.JOINED in joiner_sink.effects(), timeout=WAIT_MS)
    assert host_sink.effects() == [Effect.JOINED]
    assert joiner_sink.effects() == [Effect.JOINED]  # the host is there
    joiner.network.leave()
    qtbot.waitUntil(lambda: Effect.LEFT in host_sink.effects(), timeout=WAIT_MS)
    assert host_sink.effects() == [Effect.JOINED, Effect.LEFT]
    host.network.leave()
    host.session.new_game(Game(TTT), [human(1), human(2)])  # a local game: nobody left it
    assert host_sink.effects() == [Effect.JOINED, Effect.LEFT]


def test_a_network_game_resigned_is_a_win_and_a_loss_counted_once(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    host, joiner = host_and_joiner(open_window, tmp_path)
    join_link = join_as_joe(qtbot, joiner, host_here(host).port)
    assert host.session.play(parse_cell("2,2", TTT))
    qtbot.waitUntil(lambda: joiner.session.game.ply == 1, timeout=WAIT_MS)
    host_sink, joiner_sink = listen(host), listen(joiner)
    join_link.resign()
    qtbot.waitUntil(lambda: Effect.WIN in host_sink.effects(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: Effect.LOSS in joiner_sink.effects(), timeout=WAIT_MS)
    assert host_sink.effects() == [Effect.WIN] and joiner_sink.effects() == [Effect.LOSS]
    host_rows = [
        (r.opponent.key(), r.tally.wins, r.tally.losses) for r in host.statistics.board.rows()
    ]
    joiner_rows = [
        (r.opponent.key(), r.tally.wins, r.tally.losses) for r in joiner.statistics.board.rows()
    ]
    assert host_rows == [("network", 1, 0)] and joiner_rows == [("network", 0, 1)]
