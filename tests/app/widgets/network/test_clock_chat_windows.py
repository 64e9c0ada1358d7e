"""Clocks and chat between a host window and a joiner window on 127.0.0.1: the Host dialog's
time control, both clocks in the chat dock, a flag fall ending the game in both windows in the
same words, and chat lines both ways shown as typed (never as markup), announced in the status
bar, limited, and hidden by the mute."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from app.model.net.join_link import JoinLink
from app.model.net.network_game import HostLink
from app.widgets.network.net_dialogs import HostDialog
from app.widgets.window.main_window import MainWindow
from engine import PRESETS
from engine.clocks import PRESETS as CLOCK_PRESETS
from engine.clocks import TimeControl
from engine.net.protocol.chat import MAX_CHAT, RATE_LINES
from tests.support.network_windows import cell, host_and_joiner, host_here, join_as_joe
from tests.support.windows import OpenWindow

WAIT_MS = 10_000


def clocked_pair(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path, control: str | None
) -> tuple[MainWindow, MainWindow, HostLink, JoinLink]:
    host, joiner = host_and_joiner(open_window, tmp_path)
    parsed = TimeControl.parse(control) if control else None
    host_link = host_here(host, control=parsed)
    return host, joiner, host_link, join_as_joe(qtbot, joiner, host_link.port)


def test_the_host_dialog_offers_every_preset_and_a_typed_clock(qtbot: Any) -> None:
    dialog = HostDialog(PRESETS["tic-tac-toe"])
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert dialog.clock.control() is None and ok.isEnabled()
    for text in CLOCK_PRESETS:
        dialog.clock.setCurrentIndex(dialog.clock.findData(text))
        assert dialog.clock.control() == TimeControl.parse(text) and ok.isEnabled()
    dialog.clock.setEditText("7+2")
    assert dialog.clock.control() == TimeControl(7, 2) and ok.isEnabled()
    dialog.clock.setEditText("seven")
    assert not ok.isEnabled() and "minutes" in dialog.error.text()


def test_both_windows_show_the_clocks_running_for_the_seat_to_move(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    host, joiner, _, _ = clocked_pair(qtbot, open_window, tmp_path, "5+10")
    for window in (host, joiner):
        clocks = window.network.chat.clocks
        # Hana's time runs (marked) from 5:00 down; Joe's waits at 5:00.
        qtbot.waitUntil(
            lambda c=clocks: bool(re.fullmatch(r"▶ Hana 4:5\d   Joe 5:00", c.text())),
            timeout=WAIT_MS,
        )
        assert window.network.chat.isVisible()
    assert host.session.play(cell(host, "2,2"))
    clocks = joiner.network.chat.clocks
    qtbot.waitUntil(lambda: re.search(r"▶ \S*Joe", clocks.text()) is not None, timeout=WAIT_MS)
    # Ten seconds back for the move, more than it took: above the five minutes it began with.
    assert re.search(r"Hana 5:(0[1-9]|[1-5]\d)   ", clocks.text()), clocks.text()


def test_a_flag_fall_is_worded_alike_in_both_windows(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    host, joiner, _, _ = clocked_pair(qtbot, open_window, tmp_path, "0.01")
    ended = "Game over: Hana's time ran out, Joe won"
    qtbot.waitUntil(lambda: host.network_label.text() == ended, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: joiner.network_label.text() == ended, timeout=WAIT_MS)
    assert not host.session.play(cell(host, "2,2"))


def test_chat_goes_both_ways_as_plain_text_and_is_limited_and_muted(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    host, joiner, _, _ = clocked_pair(qtbot, open_window, tmp_path, None)
    assert not host.network.chat.clocks.isVisible()
    typed = "<b>bold</b> &amp; <a href='x'>link</a>"
    entry = joiner.network.chat.entry
    assert entry.maxLength() == MAX_CHAT
    qtbot.keyClicks(entry, typed)
    qtbot.keyClick(entry, Qt.Key.Key_Return)
    lines = host.network.chat.lines
    qtbot.waitUntil(lambda: f"Joe: {typed}" in lines.toPlainText(), timeout=WAIT_MS)
    assert "<b>" in lines.toPlainText() and lines.document().toPlainText() == lines.toPlainText()
    assert host.statusBar().currentMessage() == f"Joe says: {typed}"
    host.network.chat.entry.setText("こんにちは")
    qtbot.keyClick(host.network.chat.entry, Qt.Key.Key_Return)
    joined = joiner.network.chat.lines
    qtbot.waitUntil(lambda: "Hana: こんにちは" in joined.toPlainText(), timeout=WAIT_MS)
    joiner.findChild(type(joiner.network.chat.mute), "network-mute").trigger()
    assert joiner.network.chat.mute.isChecked()
    for number in range(RATE_LINES + 1):
        host.network.chat.entry.setText(f"line {number}")
        qtbot.keyClick(host.network.chat.entry, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: f"line {RATE_LINES - 2}" in lines.toPlainText(), timeout=WAIT_MS)
    assert f"line {RATE_LINES - 1}" not in lines.toPlainText()  # the sixth line in 10 s
    assert "line" not in joined.toPlainText()  # muted


def test_a_host_window_reopened_keeps_its_clock(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    host, joiner, host_link, _ = clocked_pair(qtbot, open_window, tmp_path, "10+5")
    assert host.session.play(cell(host, "1,1"))
    qtbot.waitUntil(lambda: joiner.session.game.ply == 1, timeout=WAIT_MS)
    assert host_link.host.clock is not None
    used = list(host_link.host.clock.used)
    host.close_now()  # as if the host quit on a signal (or was killed): the joiner retries
    again = open_window(data_dir=tmp_path / "host")
    again_link = again.network.link
    assert isinstance(again_link, HostLink) and again_link.host.clock is not None
    assert again_link.host.clock.control == TimeControl(10, 5)
    assert again_link.host.clock.used == used
    qtbot.waitUntil(lambda: "▶ Joe" in joiner.network.chat.clocks.text(), timeout=WAIT_MS)
    again.network.leave()


@pytest.mark.usefixtures("japanese")
def test_in_japanese_the_clocks_chat_and_a_flag_fall_speak_japanese(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    host, joiner, _, _ = clocked_pair(qtbot, open_window, tmp_path, "0.02")
    assert host.network.chat.windowTitle() == "チャット"
    assert host.network.chat.mute.text() == "チャットを表示しない(&M)"
    assert joiner.network.chat.entry.placeholderText() == "ほかの対局者に話しかける"
    joiner.network.chat.entry.setText("よろしく <i>!</i>")
    qtbot.keyClick(joiner.network.chat.entry, Qt.Key.Key_Return)
    lines = host.network.chat.lines
    qtbot.waitUntil(lambda: "Joe: よろしく <i>!</i>" in lines.toPlainText(), timeout=WAIT_MS)
    ended = "終局: Hana の時間切れで Joe の勝ち"
    qtbot.waitUntil(lambda: host.network_label.text() == ended, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: joiner.network_label.text() == ended, timeout=WAIT_MS)
    dialog = HostDialog(PRESETS["tic-tac-toe"])
    qtbot.addWidget(dialog)
    assert dialog.clock.itemText(0) == "持ち時間なし"


def test_the_chat_comes_back_with_a_rejoined_game(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    host, joiner, host_link, join_link = clocked_pair(qtbot, open_window, tmp_path, None)
    for window, text in ((host, "good luck"), (joiner, "thanks")):
        window.network.chat.entry.setText(text)
        qtbot.keyClick(window.network.chat.entry, Qt.Key.Key_Return)
    said = "Hana: good luck\nJoe: thanks"
    qtbot.waitUntil(lambda: host.network.chat.lines.toPlainText() == said, timeout=WAIT_MS)
    token = join_link.join.token
    joiner.close_now()  # Joe's window goes; a window joining the seat again has the chat
    again = open_window(data_dir=tmp_path / "again")
    again.network.play.join("127.0.0.1", host_link.port, "Joe", token=token)
    lines = again.network.chat.lines
    qtbot.waitUntil(lambda: lines.toPlainText() == said, timeout=WAIT_MS)
    link = again.network.link
    assert isinstance(link, JoinLink) and link.join.seat == 1
