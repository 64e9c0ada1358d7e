"""A new player's first network games through the real windows, in English and in Japanese:
hosting says by name whom the game waits for and whose turn it is on another machine; a join
where nothing listens fails at once, one nobody answers gives up within JOIN_SECONDS, both in
words and with a Retry; clicks before the join say the game has not started; the Join dialog
offers the player's name in the player's language."""

from __future__ import annotations

import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from app.model.net.join_link import JOIN_SECONDS, JoinLink
from app.model.net.network_game import HostLink
from app.widgets.network.net_dialogs import HostDialog, JoinDialog
from app.widgets.window.main_window import MainWindow
from app.widgets.words.window_words import colour_name
from engine import PRESETS, Game
from engine.in_play.seats import human
from engine.players import PlayerInfo, SeatKind
from tests.support.network_windows import cell, host_here, play_in_turn
from tests.support.windows import Dialogs, OpenWindow

TTT = PRESETS["tic-tac-toe"]
WAIT_MS = 10_000
REFUSED_MS = 2_000
"""A refused connection is told at once: well within this, far below JOIN_SECONDS."""
Button = QMessageBox.StandardButton


class Warnings:
    """The warnings shown (their texts and buttons), answered as `answers` say, in order: each
    a person's action that returns the button pressed; Cancel once none is left."""

    def __init__(self) -> None:
        self.shown: list[tuple[str, Any]] = []
        self.answers: list[Callable[[], Any]] = []

    def warn(self, _parent: object, _title: str, text: str, buttons: Any = Button.Ok) -> Any:
        self.shown.append((text, buttons))
        return self.answers.pop(0)() if self.answers else Button.Cancel


@pytest.fixture
def warnings(dialogs: Dialogs, monkeypatch: pytest.MonkeyPatch) -> Warnings:
    """The `dialogs` fixture's answers, but the warnings answered as `Warnings.answers` say."""
    seen = Warnings()
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(seen.warn))
    return seen


def closed_port() -> int:
    """A port of 127.0.0.1 where nothing listens."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def host_tic_tac_toe(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> HostLink:
    """Game → Play over the network → Host a game…: tic-tac-toe on a port of its own, OK."""

    def choose(dialog: HostDialog) -> int:
        dialog.preset.setCurrentIndex(dialog.preset.findData("tic-tac-toe"))
        return 1

    monkeypatch.setattr(HostDialog, "exec", choose)
    window.network.host_action.trigger()
    link = window.network.link
    assert isinstance(link, HostLink)
    return link


def join_through_the_dialog(
    window: MainWindow, address: str, monkeypatch: pytest.MonkeyPatch, name: str = ""
) -> list[str]:
    """Game → Play over the network → Join a game…: type `address` (and `name`), OK; the name
    the dialog offered."""
    offered: list[str] = []

    def type_address(dialog: JoinDialog) -> int:
        offered.append(dialog.name.text())
        dialog.address.setText(address)
        if name:
            dialog.name.setText(name)
        return 1

    monkeypatch.setattr(JoinDialog, "exec", type_address)
    window.network.join_action.trigger()
    return offered


People = Callable[[str], MainWindow]


@pytest.fixture
def people(open_window: OpenWindow, tmp_path: Path) -> People:
    """The window of the person called `name`: tic-tac-toe between two people, on a data folder
    of its own."""

    def window_of(name: str) -> MainWindow:
        return open_window(data_dir=tmp_path / name, game=Game(TTT), players=(human(1), human(2)))

    return window_of


def test_the_host_waits_for_the_player_by_name_and_names_whose_turn_it_is(
    qtbot: Any, people: People, dialogs: Dialogs, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = people("host")
    link = host_tic_tac_toe(host, monkeypatch)
    label = host.network_label.text()
    assert label.startswith("Hosting on ") and label.endswith(f":{link.port}: waiting for Player 2")
    assert not host.turn_label.isVisible()  # no "Your turn": the game waits for Player 2
    assert not host.session.play(cell(host, "2,2"))  # a click before the join
    assert host.statusBar().currentMessage() == "The game waits for Player 2 to join."
    assert host.session.game.moves == ()

    joiner = people("joiner")
    join_through_the_dialog(joiner, f"127.0.0.1:{link.port}", monkeypatch, name="Joe")
    qtbot.waitUntil(lambda: host.network_label.text() == "Network game: everyone is here")
    assert host.turn_label.isVisible()
    joiner.network.rematch_action.trigger()  # too early: the host refuses, as data
    rematch = "A rematch comes after the end of the game."
    qtbot.waitUntil(lambda: joiner.statusBar().currentMessage() == rematch, timeout=WAIT_MS)
    assert host.turn_label.text() == f"Your turn ({colour_name(0)}): click a cell"
    assert host.session.play(cell(host, "2,2"))
    assert host.network_label.text() == "Joe is thinking"
    assert not host.turn_label.isVisible()  # never "Your turn (blue)" for Joe's seat
    assert not host.session.play(cell(host, "1,1"))
    assert host.statusBar().currentMessage() == (
        "It is the turn of a player on another machine: wait for their move."
    )
    qtbot.waitUntil(lambda: joiner.network_label.text() == "Your turn, Joe", timeout=WAIT_MS)
    assert joiner.turn_label.isVisible()
    # The host completes the column x = 2.
    play_in_turn(qtbot, host, joiner, ["1,1", "2,1", "1,2", "2,3"], timeout=WAIT_MS)
    assert host.turn_label.isVisible() and host.turn_label.text() == "Game over: You win"
    # The host's seat kept its default name: on Joe's side it is that player's, never "You".
    assert joiner.turn_label.text() == "Game over: Player 1 wins"


def test_a_join_where_nothing_listens_fails_at_once_and_retry_joins_once_it_is_hosted(
    qtbot: Any, people: People, warnings: Warnings, monkeypatch: pytest.MonkeyPatch
) -> None:
    port = closed_port()
    joiner = people("joiner")
    host = people("host")

    def start_the_host_then_retry() -> Any:
        seats = [PlayerInfo("Hana", SeatKind.HUMAN), PlayerInfo("Player 2", SeatKind.REMOTE)]
        assert host.network.play.host(TTT, seats, "127.0.0.1", port) is None
        return Button.Retry

    warnings.answers.append(start_the_host_then_retry)
    join_through_the_dialog(joiner, f"127.0.0.1:{port}", monkeypatch)
    qtbot.waitUntil(lambda: bool(warnings.shown), timeout=REFUSED_MS)
    text, buttons = warnings.shown[0]
    assert text == (
        f"Nothing answers at 127.0.0.1:{port}: the connection was refused. Check the address "
        "and that the game is hosted there."
    )
    assert buttons == Button.Retry | Button.Cancel
    link = joiner.network.link
    assert isinstance(link, JoinLink)  # Retry joined again, and the host is there now
    qtbot.waitUntil(lambda: link.join.seat == 1, timeout=WAIT_MS)
    assert joiner.session.rules == TTT and len(warnings.shown) == 1
    assert joiner.network_label.text() == "Hana is thinking"


@pytest.mark.slow
def test_a_join_nobody_answers_gives_up_in_words_and_clicks_before_say_it_has_not_started(
    qtbot: Any, people: People, warnings: Warnings, monkeypatch: pytest.MonkeyPatch
) -> None:
    with socket.socket() as silent:  # takes the connection, never says a word
        silent.bind(("127.0.0.1", 0))
        silent.listen(1)
        port = silent.getsockname()[1]
        joiner = people("joiner")
        moves = joiner.session.game.moves
        join_through_the_dialog(joiner, f"127.0.0.1:{port}", monkeypatch)
        assert joiner.network_label.text() == f"Connecting to 127.0.0.1:{port}…"
        assert not joiner.turn_label.isVisible()
        assert not joiner.session.play(cell(joiner, "2,2"))
        assert joiner.statusBar().currentMessage() == (
            "The game has not started: this window has not joined the host yet."
        )
        qtbot.waitUntil(lambda: bool(warnings.shown), timeout=(JOIN_SECONDS + 5) * 1000)
    text, buttons = warnings.shown[0]
    assert text == (
        f"No game answered at 127.0.0.1:{port} within {JOIN_SECONDS} seconds. Check the "
        "address and that the game is hosted there."
    )
    assert buttons == Button.Retry | Button.Cancel  # answered Cancel
    assert joiner.network.link is None and joiner.network_label.text() == ""
    assert joiner.turn_label.isVisible()
    assert joiner.session.game.moves == moves  # the window's game is as it was


def test_in_japanese_the_first_steps_speak_japanese(
    qtbot: Any, japanese: None, people: People, warnings: Warnings, monkeypatch: pytest.MonkeyPatch
) -> None:
    joiner = people("joiner")
    port = closed_port()
    offered = join_through_the_dialog(joiner, f"127.0.0.1:{port}", monkeypatch)
    assert offered == [""]  # not this window's "Player 1": named by the seat it takes
    qtbot.waitUntil(lambda: bool(warnings.shown), timeout=REFUSED_MS)
    assert warnings.shown[0][0] == (
        f"127.0.0.1:{port} からは応答がありません: 接続を拒否されました。"
        "アドレスと、そこで対局がホストされているかを確かめてください。"
    )
    host = people("host")
    link = host_tic_tac_toe(host, monkeypatch)
    assert host.network_label.text().endswith(
        f":{link.port} でホスト中: プレイヤー2 の参加を待っています"
    )
    assert not host.session.play(cell(host, "2,2"))
    assert host.statusBar().currentMessage() == "プレイヤー2 の参加を待っています。"
    join_through_the_dialog(joiner, f"127.0.0.1:{link.port}", monkeypatch)
    joined = "ネットワーク対局: 全員がそろいました"
    qtbot.waitUntil(lambda: host.network_label.text() == joined, timeout=WAIT_MS)
    joiner.network.rematch_action.trigger()  # the host's refusal, worded in Japanese here
    rematch = "もう一局は終局のあとです。"
    qtbot.waitUntil(lambda: joiner.statusBar().currentMessage() == rematch, timeout=WAIT_MS)


@pytest.mark.processes
def test_a_cpu_seat_of_the_host_waits_for_the_player_then_moves(
    qtbot: Any, people: People, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = people("host")
    seats = [PlayerInfo("Bot", SeatKind.CPU, "random"), PlayerInfo("Player 2", SeatKind.REMOTE)]
    link = host_here(host, TTT, seats)
    waits = "The game waits for Player 2 to join."
    qtbot.waitUntil(lambda: host.statusBar().currentMessage() == waits, timeout=WAIT_MS)
    assert host.session.game.moves == ()  # the CPU's move was refused: nobody has joined
    joiner = people("joiner")
    join_through_the_dialog(joiner, f"127.0.0.1:{link.port}", monkeypatch, name="Joe")
    qtbot.waitUntil(lambda: joiner.session.game.ply == 1, timeout=WAIT_MS)
    assert host.session.game.moves == joiner.session.game.moves
    assert joiner.network_label.text() == "Your turn, Joe"


def test_the_joiner_is_named_by_the_seat_it_takes_or_by_the_name_it_typed_before(
    qtbot: Any, people: People, dialogs: Dialogs, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = people("host")
    link = host_tic_tac_toe(host, monkeypatch)
    joiner = people("joiner")
    # This window's own seat is "Player 1", which is not the seat the host gives.
    offered = join_through_the_dialog(joiner, f"127.0.0.1:{link.port}", monkeypatch)
    assert offered == [""]
    assert JoinDialog("", joiner).name.placeholderText() == "the name of the seat you take"
    qtbot.waitUntil(lambda: host.network_label.text() == "Network game: everyone is here")
    assert host.session.players[1].name == "Player 2"
    assert joiner.session.players[1].name == "Player 2"
    assert host.session.play(cell(host, "2,2"))
    qtbot.waitUntil(lambda: joiner.network_label.text() == "Your turn, Player 2", timeout=WAIT_MS)

    # A name typed once is offered the next time.
    again = people("again")
    join_through_the_dialog(again, "127.0.0.1:1", monkeypatch, name="Joe")
    again.network.leave()
    assert join_through_the_dialog(again, "127.0.0.1:1", monkeypatch) == ["Joe"]
