"""Two windows in one process, a host and a joiner over QtNetwork on 127.0.0.1: the joiner gets
the game, each stone shows in both windows once the host confirms it, the status says who is
where, offers are answered, and a dropped host shows as "connection lost" until it is back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from app.model.net.join_link import JoinLink
from app.model.net.net_play import HOSTING_KEY
from app.model.net.network_game import HostLink
from app.widgets.network.net_dialogs import HostDialog, JoinDialog
from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Rules
from engine.net import kept_host_game
from engine.players import PlayerInfo, SeatKind
from tests.support.network_windows import (
    HANA_AND_A_GUEST,
    cell,
    host_and_joiner,
    host_here,
    join_as_joe,
    play_in_turn,
)
from tests.support.windows import OpenWindow, answer_boxes

WAIT_MS = 10_000
TTT = PRESETS["tic-tac-toe"]


def pair(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path, rules: Rules = TTT,
    seats: list[PlayerInfo] | None = None,
) -> tuple[MainWindow, MainWindow, HostLink, JoinLink]:  # fmt: skip
    host, joiner = host_and_joiner(open_window, tmp_path)
    host_link = host_here(host, rules, seats or HANA_AND_A_GUEST)
    assert (
        host.network_label.text() == f"Hosting on 127.0.0.1:{host_link.port}: waiting for Player 2"
    )
    return host, joiner, host_link, join_as_joe(qtbot, joiner, host_link.port)


def test_host_and_joiner_windows_play_a_whole_game(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    host, joiner, _, _ = pair(qtbot, open_window, tmp_path)
    assert joiner.session.rules == TTT
    assert [p.name for p in host.session.players] == ["Hana", "Joe"]
    assert [p.kind for p in joiner.session.players] == [SeatKind.REMOTE, SeatKind.HUMAN]
    assert joiner.network_label.text() == "Hana is thinking"
    assert host.network_label.text() == "Network game: everyone is here"
    seen: list[tuple[object, int]] = []
    joiner.session.moved.connect(lambda c, p: seen.append((c, p)))

    assert not joiner.session.play(cell(joiner, "1,1"))  # not Joe's turn: refused at once
    assert host.session.play(cell(host, "1,1"))
    qtbot.waitUntil(lambda: joiner.session.game.ply == 1, timeout=WAIT_MS)
    assert joiner.network_label.text() == "Your turn, Joe"
    assert host.network_label.text() == "Joe is thinking"
    assert not host.session.play(cell(host, "2,2"))  # Joe's turn: the host's window refuses

    assert joiner.session.play(cell(joiner, "2,1"))
    assert joiner.session.game.ply == 1  # pending until the host confirms
    assert joiner.network_label.text() == "Your move is sent; waiting for the host"
    qtbot.waitUntil(lambda: joiner.session.game.ply == 2, timeout=WAIT_MS)
    assert host.session.game.moves == joiner.session.game.moves
    play_in_turn(qtbot, host, joiner, ["1,2", "2,2", "1,3"], timeout=WAIT_MS)
    assert host.session.game.is_over() and joiner.session.game.is_over()
    assert joiner.session.game.moves == host.session.game.moves
    assert [c for c, _ in seen] == list(host.session.game.moves)  # each stone shown once
    assert joiner.network_label.text() == "Network game over"


def test_an_undo_offer_is_asked_and_answered(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path, monkeypatch: Any
) -> None:
    host, joiner, _, _ = pair(qtbot, open_window, tmp_path)
    asked = answer_boxes(monkeypatch, "question", QMessageBox.StandardButton.Yes)
    host.session.play(cell(host, "1,1"))
    qtbot.waitUntil(lambda: joiner.session.game.ply == 1, timeout=WAIT_MS)
    host.menu_actions["undo"].trigger()
    qtbot.waitUntil(lambda: host.session.game.ply == 0 == joiner.session.game.ply, timeout=WAIT_MS)
    assert asked == ["Hana asks to take back a move. Accept?"]


def test_a_lost_host_shows_as_lost_and_a_new_joiner_watches(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    host, joiner, host_link, join_link = pair(qtbot, open_window, tmp_path)
    watcher = open_window(data_dir=tmp_path / "watcher")
    watcher.network.play.join("127.0.0.1", host_link.port, "Kim", watch=True)
    host.session.play(cell(host, "2,2"))
    qtbot.waitUntil(lambda: watcher.session.game.ply == 1, timeout=WAIT_MS)
    assert watcher.network_label.text() == "Watching: Joe to move"
    assert not watcher.session.play(cell(watcher, "1,1"))
    host.network.leave()
    qtbot.waitUntil(
        lambda: joiner.network_label.text() == "Connection lost — reconnecting…", timeout=WAIT_MS
    )
    assert join_link.join.token is not None
    assert joiner.session.game.moves == ((1, 1),)


@pytest.mark.processes
def test_a_three_player_tesseract_with_a_cpu_seat_at_the_host(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    rules = PRESETS["tesseract"]
    rules = Rules(rules.shape, rules.k, rules.gravity, 3, rules.blocked, rules.target)
    seats = [
        PlayerInfo("Hana", SeatKind.HUMAN),
        PlayerInfo("Player 2", SeatKind.REMOTE),
        PlayerInfo("Bot", SeatKind.CPU, "random"),
    ]
    host, joiner, _, _ = pair(qtbot, open_window, tmp_path, rules, seats)
    assert [p.kind for p in joiner.session.players] == [
        SeatKind.REMOTE,
        SeatKind.HUMAN,
        SeatKind.REMOTE,
    ]
    for round_ in range(3):
        assert host.session.play(host.session.game.legal_moves()[0])
        qtbot.waitUntil(lambda: joiner.session.game.to_move == 1, timeout=WAIT_MS)
        assert joiner.session.play(joiner.session.game.legal_moves()[-1])
        # The host's CPU answers for seat 3 and both windows see it.
        qtbot.waitUntil(
            lambda r=round_: host.session.game.ply == joiner.session.game.ply == 3 * (r + 1),
            timeout=WAIT_MS,
        )
    assert host.session.game.moves == joiner.session.game.moves


def test_the_dialogs_give_seats_and_an_address(qtbot: Any) -> None:
    dialog = HostDialog(PRESETS["qubic"])
    qtbot.addWidget(dialog)
    assert [p.kind for p in dialog.players()] == [SeatKind.HUMAN, SeatKind.REMOTE]
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.editor._rows[1][1].setCurrentIndex(dialog.editor._rows[1][1].findData(SeatKind.CPU))
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert "needs a seat in this window and a remote player" in dialog.error.text()
    dialog.preset.setCurrentIndex(dialog.preset.findData("tesseract"))
    dialog.count.setValue(4)
    assert dialog.rules().players == 4 and len(dialog.players()) == 4
    join = JoinDialog("Joe")
    qtbot.addWidget(join)
    assert not join.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    join.address.setText("example")
    assert join.note.text() == (
        "Type the address as host:port, e.g. 192.168.1.20:4000, or an invite code."
    )
    join.address.setText("127.0.0.1:4000")
    assert join.target() == ("127.0.0.1", 4000)
    join.find_games(interface="192.0.2.77")
    assert "does not work on 192.0.2.77" in join.note.text()


def test_the_address_to_give_a_friend_is_not_loopback(qapp: Any) -> None:
    import ipaddress

    from app.model.net.network_game import lan_address

    shown = lan_address()
    assert shown == "localhost" or not ipaddress.IPv4Address(shown).is_loopback


def test_a_host_window_reopened_hosts_the_same_game_on_the_same_port(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    host, joiner, host_link, join_link = pair(qtbot, open_window, tmp_path)
    port = host_link.port
    assert host.session.play(cell(host, "1,1"))
    qtbot.waitUntil(lambda: joiner.session.game.ply == 1, timeout=WAIT_MS)
    assert joiner.session.play(cell(joiner, "2,1"))
    qtbot.waitUntil(lambda: host.session.game.ply == 2, timeout=WAIT_MS)
    host.close_now()  # as if the host quit on a signal (or was killed): the joiner retries
    qtbot.waitUntil(
        lambda: joiner.network_label.text() == "Connection lost — reconnecting…", timeout=WAIT_MS
    )
    # Kept as the terminal's host keeps its game: `hyperrow play --resume` could host it too.
    kept = kept_host_game.load(tmp_path / "host")
    assert kept.port == port and kept.record.game.moves == ((0, 0), (1, 0))
    assert kept.tokens == {1: join_link.join.token}
    again = open_window(data_dir=tmp_path / "host")
    again_link = again.network.link
    assert isinstance(again_link, HostLink) and again_link.port == port
    assert again.session.game.moves == ((0, 0), (1, 0))
    qtbot.waitUntil(lambda: joiner.network_label.text() == "Hana is thinking", timeout=WAIT_MS)
    assert join_link.join.seat == 1
    assert again.session.play(cell(again, "1,2"))
    qtbot.waitUntil(lambda: joiner.session.game.ply == 3, timeout=WAIT_MS)
    assert joiner.session.game.moves == again.session.game.moves == ((0, 0), (1, 0), (0, 1))
    again.network.leave()
    assert again.data.value(HOSTING_KEY) in (False, "false")


def test_draw_rematch_and_resign_from_the_menu(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path, monkeypatch: Any
) -> None:
    host, joiner, _, _ = pair(qtbot, open_window, tmp_path)
    asked = answer_boxes(monkeypatch, "question", QMessageBox.StandardButton.Yes)
    assert host.session.play(cell(host, "2,2"))
    qtbot.waitUntil(lambda: joiner.session.game.ply == 1, timeout=WAIT_MS)
    joiner.network.draw_action.trigger()
    over = "Game over: a draw, agreed"
    qtbot.waitUntil(
        lambda: host.network_label.text() == over == joiner.network_label.text(), timeout=WAIT_MS
    )
    assert asked == ["Joe offers a draw. Accept?"]
    assert not joiner.session.play(cell(joiner, "1,1"))
    host.network.rematch_action.trigger()
    qtbot.waitUntil(lambda: joiner.network_label.text() == "Hana is thinking", timeout=WAIT_MS)
    assert asked[-1] == "Hana offers a rematch. Accept?"
    assert host.session.game.moves == joiner.session.game.moves == ()
    joiner.network.resign_action.trigger()
    resigned = "Game over: Hana won by resignation"
    qtbot.waitUntil(
        lambda: host.network_label.text() == resigned == joiner.network_label.text(),
        timeout=WAIT_MS,
    )
    assert not host.session.play(cell(host, "1,1"))
