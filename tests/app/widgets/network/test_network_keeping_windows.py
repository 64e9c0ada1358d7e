"""A joining window keeps the network game: a real terminal host (`hyperrow play --host`, killed
with kill -9 and resumed) and a joining window and a spectator window, each on a data folder of
its own. Every folder ends with the whole game once; the copy is among the recent files; a
joining window closed mid-game and opened again offers to join the same game (the same seat) or
to open the copy."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox

from app.model.data.data_folder import AUTOSAVE_NAME
from app.model.net.join_link import JoinLink
from app.model.net.kept_join_window import kept_game
from app.model.net.net_play import JOINED_KEY
from app.widgets.window.main_window import MainWindow
from engine import record
from engine.net import kept_host_game, kept_join_game
from engine.players import PlayerInfo, SeatKind
from tests.support.network_windows import cell
from tests.support.processes import Player
from tests.support.terminal_games import host_plays, local_host, port_of
from tests.support.windows import OpenWindow, answer_boxes

WAIT_MS = 20_000
O_WINS = ((0, 0), (1, 0), (0, 1), (1, 1), (2, 2), (1, 2))


def joined(qtbot: Any, window: MainWindow, port: int, name: str, *, watch: bool = False) -> None:
    window.network.play.join("127.0.0.1", port, name, watch=watch)
    link = window.network.link
    assert isinstance(link, JoinLink)
    qtbot.waitUntil(lambda: link.join.game is not None, timeout=WAIT_MS)


def joe_plays(qtbot: Any, joe: MainWindow, text: str) -> None:
    ply = joe.session.game.ply
    assert joe.session.play(cell(joe, text)), text
    qtbot.waitUntil(lambda: joe.session.game.ply == ply + 1, timeout=WAIT_MS)


def kept(folder: Path) -> tuple[tuple[int, ...], ...]:
    return record.load(kept_game(folder)).moves


def answer_offer(button: str) -> list[str]:
    """Click `button` (an object name) in the rejoin offer once it shows; its text goes in the
    list returned."""
    texts: list[str] = []

    def look(tries: int = 400) -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.objectName() == "rejoin-offer":
            texts.append(box.text())
            chosen = box.findChild(QAbstractButton, button)
            assert chosen is not None
            chosen.click()
        elif tries:
            QTimer.singleShot(25, lambda: look(tries - 1))

    QTimer.singleShot(0, look)
    return texts


@pytest.mark.slow
def test_a_joining_and_a_watching_window_keep_the_game_through_the_hosts_crash(
    qtbot: Any, open_window: OpenWindow, players: list[Player], tmp_path: Path
) -> None:
    hosting, joining, watching = tmp_path / "host", tmp_path / "joiner", tmp_path / "spectator"
    host, port = local_host(players, hosting)
    joe = open_window(data_dir=joining)
    kim = open_window(data_dir=watching)
    joined(qtbot, joe, port, "Joe")
    joined(qtbot, kim, port, "Kim", watch=True)
    host_plays(host, [(1, "1,1")])
    qtbot.waitUntil(lambda: joe.session.game.ply == 1, timeout=WAIT_MS)
    joe_plays(qtbot, joe, "2,1")
    host_plays(host, [(3, "1,2")])
    qtbot.waitUntil(lambda: joe.session.game.ply == 3, timeout=WAIT_MS)
    joe_plays(qtbot, joe, "2,2")
    host.wait_for(r"Move 5, X \(Player 1\) to play: ")
    host.process.kill()  # SIGKILL: no goodbye, no last save
    host.process.wait(30)
    lost = "Connection lost — reconnecting…"
    qtbot.waitUntil(lambda: joe.network_label.text() == lost, timeout=WAIT_MS)
    assert kept(joining) == kept(watching) == O_WINS[:4]
    assert str(kept_game(joining).resolve()) in joe.data.recent_files()
    assert str(kept_game(watching).resolve()) in kim.data.recent_files()

    again = Player("--resume", "--data-dir", str(hosting))
    players.append(again)
    assert port_of(again) == port
    qtbot.waitUntil(lambda: joe.network_label.text() == "Player 1 is thinking", timeout=WAIT_MS)
    host_plays(again, [(5, "3,3")])
    qtbot.waitUntil(lambda: joe.session.game.ply == 5, timeout=WAIT_MS)
    joe_plays(qtbot, joe, "2,3")
    qtbot.waitUntil(lambda: kim.session.game.ply == 6, timeout=WAIT_MS)
    assert joe.session.game.is_over() and kim.session.game.is_over()
    assert again.finish() == 0
    assert kept(joining) == kept(watching) == O_WINS
    assert record.load(hosting / kept_host_game.GAME_FILE).moves == O_WINS
    copy = record.load_record(kept_game(joining))
    assert [p.name for p in copy.players] == ["Player 1", "Joe"]
    assert [p.kind for p in copy.players] == [SeatKind.HUMAN, SeatKind.HUMAN]
    token = json.loads((joining / kept_join_game.NETWORK_FILE).read_text())["token"]
    assert json.loads((hosting / kept_host_game.NETWORK_FILE).read_text())["tokens"] == {"1": token}
    assert "[network]" in again.output  # the host logs the network, never a seat token
    assert token not in host.output and token not in again.output


def reopened_joiner(
    qtbot: Any, open_window: OpenWindow, players: list[Player], tmp_path: Path
) -> tuple[Player, int, Callable[[str], tuple[MainWindow, list[str]]]]:
    """A terminal host and Joe's window after two moves, closed as if killed: the host, its
    port, and a way to open Joe's window again answering the offer with a button."""
    joining = tmp_path / "joiner"
    host, port = local_host(players, tmp_path / "host")
    joe = open_window(data_dir=joining)
    joined(qtbot, joe, port, "Joe")
    host_plays(host, [(1, "1,1")])
    qtbot.waitUntil(lambda: joe.session.game.ply == 1, timeout=WAIT_MS)
    joe_plays(qtbot, joe, "2,1")
    joe.close_now()  # without leaving: as when the window is killed, the game is not left

    def reopen(button: str) -> tuple[MainWindow, list[str]]:
        texts = answer_offer(button)
        window = open_window(data_dir=joining)
        qtbot.waitUntil(lambda: bool(texts), timeout=WAIT_MS)
        return window, texts

    return host, port, reopen


def test_a_joining_window_opened_again_joins_the_same_seat(
    qtbot: Any, open_window: OpenWindow, players: list[Player], tmp_path: Path
) -> None:
    host, port, reopen = reopened_joiner(qtbot, open_window, players, tmp_path)
    joe, texts = reopen("rejoin")
    assert texts == [
        f"When hyperrow closed, you were in the network game hosted on 127.0.0.1:{port}. "
        "Join it again, or open the copy kept here?"
    ]
    link = joe.network.link
    assert isinstance(link, JoinLink)
    qtbot.waitUntil(lambda: link.join.seat == 1, timeout=WAIT_MS)  # the seat its token names
    host_plays(host, [(3, "1,2")])
    qtbot.waitUntil(lambda: joe.session.game.ply == 3, timeout=WAIT_MS)
    joe_plays(qtbot, joe, "2,2")
    assert kept(tmp_path / "joiner") == O_WINS[:4]
    joe.network.leave()  # on purpose: the next window does not ask
    assert joe.data.value(JOINED_KEY) in (False, "false")


def test_a_joining_window_opened_again_can_open_the_copy_instead(
    qtbot: Any, open_window: OpenWindow, players: list[Player], tmp_path: Path
) -> None:
    host, _, reopen = reopened_joiner(qtbot, open_window, players, tmp_path)
    host.kill()  # the host is gone for good
    joe, _ = reopen("open-copy")
    assert joe.network.link is None
    assert joe.session.file.path == kept_game(tmp_path / "joiner")
    assert joe.session.game.moves == O_WINS[:2]
    assert [p.kind for p in joe.session.players] == [SeatKind.HUMAN, SeatKind.HUMAN]
    assert joe.session.play(cell(joe, "1,2"))  # played on alone, both seats here
    assert joe.data.value(JOINED_KEY) in (False, "false")


def test_not_now_leaves_the_restored_game_to_play_here(
    qtbot: Any, open_window: OpenWindow, players: list[Player], tmp_path: Path
) -> None:
    _, _, reopen = reopened_joiner(qtbot, open_window, players, tmp_path)
    # As a killed window leaves its autosave: the host's seat played on another machine.
    autosave = tmp_path / "joiner" / AUTOSAVE_NAME
    left = record.load_record(autosave)
    seats = [PlayerInfo("Player 1", SeatKind.REMOTE), PlayerInfo("Joe", SeatKind.HUMAN)]
    record.save(left.game, autosave, seats, left.created)
    joe, _ = reopen("not-now")
    assert joe.network.link is None and joe.data.value(JOINED_KEY) in (False, "false")
    assert joe.session.game.moves == O_WINS[:2]
    assert [p.kind for p in joe.session.players] == [SeatKind.HUMAN, SeatKind.HUMAN]
    assert str(kept_game(tmp_path / "joiner").resolve()) in joe.data.recent_files()


def test_a_window_that_joined_through_a_relay_joins_the_same_seat_again(
    qtbot: Any, open_window: OpenWindow, players: list[Player], tmp_path: Path
) -> None:
    relay = Player("--address", "127.0.0.1", "--port", "0", command="relay")
    players.append(relay)
    url = relay.wait_for(r"hyperrow relay on (ws://127\.0\.0\.1:\d+)").group(1)
    host = Player("--rules", "tic-tac-toe", "--host", "0", "--relay", url,
                  "--data-dir", str(tmp_path / "host"))  # fmt: skip
    players.append(host)
    code = host.wait_for(r"hyperrow play --join ([A-Z0-9]{8}) --relay").group(1)
    joining = tmp_path / "joiner"
    joe = open_window(data_dir=joining)
    joe.network.play.join_relay(url, code.lower(), "Joe")  # typed as a person may
    qtbot.waitUntil(lambda: joe.session.game.rules.ndim == 2, timeout=WAIT_MS)
    host_plays(host, [(1, "1,1")])
    qtbot.waitUntil(lambda: joe.session.game.ply == 1, timeout=WAIT_MS)
    joe_plays(qtbot, joe, "2,1")
    joe.close_now()

    texts = answer_offer("rejoin")
    again = open_window(data_dir=joining)
    qtbot.waitUntil(lambda: bool(texts), timeout=WAIT_MS)
    assert texts == [
        f"When hyperrow closed, you were in the network game with the invite code {code} on "
        f"the relay {url}. Join it again, or open the copy kept here?"
    ]
    link = again.network.link
    assert isinstance(link, JoinLink)
    qtbot.waitUntil(lambda: link.join.seat == 1, timeout=WAIT_MS)
    host_plays(host, [(3, "1,2")])
    qtbot.waitUntil(lambda: again.session.game.ply == 3, timeout=WAIT_MS)
    joe_plays(qtbot, again, "2,2")
    host_plays(host, [(5, "1,3")])
    qtbot.waitUntil(lambda: again.session.game.ply == 5, timeout=WAIT_MS)
    assert again.session.game.is_over()
    assert kept(joining) == record.load(tmp_path / "host" / kept_host_game.GAME_FILE).moves
    assert len(kept(joining)) == 5


def test_joining_again_a_game_whose_host_is_gone_offers_the_copy(
    qtbot: Any,
    open_window: OpenWindow,
    players: list[Player],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    host, port, reopen = reopened_joiner(qtbot, open_window, players, tmp_path)
    host.kill()  # gone for good: nothing listens on its port any more
    warned = answer_boxes(monkeypatch, "warning", QMessageBox.StandardButton.Open)
    joe, _ = reopen("rejoin")
    qtbot.waitUntil(lambda: joe.session.file.path is not None, timeout=WAIT_MS)
    assert len(warned) == 1
    assert warned[0].endswith("\n\nThe copy of the game kept here can be opened instead.")
    assert f"127.0.0.1:{port}" in warned[0]
    assert joe.network.link is None
    assert joe.session.file.path == kept_game(tmp_path / "joiner")
    assert joe.session.game.moves == O_WINS[:2]
