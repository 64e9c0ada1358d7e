"""Every way of replacing the game in the window asks first when the game in progress is not
saved, as New game does: hosting, joining, Open…, Open recent and a file handed over by a second
launch. A person with a four-move Qubic game takes each road and answers each way: Cancel keeps
everything as it was, Save keeps the game in a file first, Discard replaces it as asked."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from app.model.net.join_link import JoinLink
from app.model.net.network_game import HostLink
from app.widgets.network.net_dialogs import JoinDialog
from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game, parse_cell, record
from engine.in_play.seats import human
from tests.support.network_windows import host_here
from tests.support.windows import Dialogs, OpenWindow

QUBIC = PRESETS["qubic"]
TTT = PRESETS["tic-tac-toe"]
FOUR_MOVES = ("1,1,1", "2,2,2", "1,2,1", "3,3,3")
ASKED = "The game in progress is not saved. Save it first?"
WAIT_MS = 10_000
ROADS = ("host", "join", "open", "open recent", "handed file")


def game_in_progress(open_window: OpenWindow, tmp_path: Path) -> MainWindow:
    """A window with four moves of Qubic between two people, saved nowhere."""
    window = open_window(
        data_dir=tmp_path / "player", game=Game(QUBIC), players=(human(1), human(2))
    )
    for text in FOUR_MOVES:
        assert window.session.play(parse_cell(text, QUBIC))
    return window


def take_the_road(
    road: str,
    window: MainWindow,
    *,
    other_file: Path,
    port: int,
    monkeypatch: pytest.MonkeyPatch,
    dialogs: Dialogs,
) -> None:
    """Replace the game the way `road` says, through the window's menus and dialogs."""
    if road == "host":
        window.network.host_action.trigger()  # Game → Play over the network → Host a game…
    elif road == "join":

        def type_the_address(dialog: JoinDialog) -> int:
            dialogs.dialogs.append("JoinDialog")
            dialog.address.setText(f"127.0.0.1:{port}")
            return 1  # OK

        monkeypatch.setattr(JoinDialog, "exec", type_the_address)
        window.network.join_action.trigger()
    elif road == "open":
        window.menu_actions["open"].trigger()
    elif road == "open recent":
        window.data.add_recent_file(str(other_file))
        window.files.recent_menu.aboutToShow.emit()
        [recent] = [a for a in window.files.recent_menu.actions() if a.data() == str(other_file)]
        recent.trigger()
    else:
        window.take_handed_file(str(other_file))  # what app.startup.instance hands over


def replaced_as_the_road_says(road: str, window: MainWindow, other_file: Path) -> bool:
    session = window.session
    if road == "host":
        return isinstance(window.network.link, HostLink) and session.game.moves == ()
    if road == "join":
        link = window.network.link
        return isinstance(link, JoinLink) and link.join.seat == 1 and session.rules == TTT
    return session.rules == TTT and session.file.path == other_file.resolve()


@pytest.mark.parametrize("road", ROADS)
@pytest.mark.parametrize("answer", ["Cancel", "Save", "Discard"])
def test_every_road_that_replaces_a_game_in_progress_asks_first(
    road: str,
    answer: str,
    *,
    qtbot: Any,
    open_window: OpenWindow,
    dialogs: Dialogs,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    other_file = tmp_path / "other.hyperrow"
    record.save(Game(TTT), other_file)
    host = open_window(data_dir=tmp_path / "host")
    link = host_here(host)
    window = game_in_progress(open_window, tmp_path)
    moves = window.session.game.moves
    kept = tmp_path / "kept.hyperrow"
    dialogs.answer = getattr(QMessageBox.StandardButton, answer)
    dialogs.accept_dialogs = True
    dialogs.open_path, dialogs.save_path = str(other_file), str(kept)

    port = link.port
    take_the_road(
        road, window, other_file=other_file, port=port, monkeypatch=monkeypatch, dialogs=dialogs
    )

    assert [(kind, text) for kind, _, text in dialogs.messages] == [("question", ASKED)]
    if answer == "Cancel":
        assert dialogs.dialogs == []  # asked before anything else
        assert window.session.game.moves == moves and window.session.rules == QUBIC
        assert window.session.file.path is None and window.session.file.dirty
        assert window.network.link is None and not kept.exists()
        return
    qtbot.waitUntil(lambda: replaced_as_the_road_says(road, window, other_file), timeout=WAIT_MS)
    if answer == "Save":
        assert record.load(kept).moves == moves  # saved before it was replaced
    else:
        assert not kept.exists()
