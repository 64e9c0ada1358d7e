"""A host window closed and opened again with its network game: the chat said before comes
back with the game (kept with it, not only by the joiner), and the docks come back as wide as
they were, the Slices dock not squeezed beside the chat."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from app.model.net.network_game import HostLink
from app.widgets.window.main_window import MainWindow
from engine import PRESETS
from tests.support.network_windows import host_and_joiner, host_here, join_as_joe
from tests.support.windows import OpenWindow

WAIT_MS = 10_000


def say(qtbot: Any, window: MainWindow, text: str) -> None:
    entry = window.network.chat.entry
    if text.isascii():
        qtbot.keyClicks(entry, text)
    else:
        entry.setText(text)  # QTest types no key outside Latin-1
    qtbot.keyClick(entry, Qt.Key.Key_Return)


def chat_then_reopen(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path, lines: tuple[str, str]
) -> tuple[MainWindow, MainWindow, int]:
    """Host, join, say `lines` (the host's, then Joe's), close the host's window and open it
    again; the window opened again, the joiner, and the Slices dock's width before."""
    host, joiner = host_and_joiner(open_window, tmp_path)
    host_here(host, PRESETS["qubic"])  # a board in layers: the Slices dock shows
    join_as_joe(qtbot, joiner, host.network.play.link.port)  # type: ignore[union-attr]
    qtbot.waitUntil(host.network.chat.isVisible, timeout=WAIT_MS)
    say(qtbot, host, lines[0])
    say(qtbot, joiner, lines[1])
    heard = host.network.chat.lines
    qtbot.waitUntil(lambda: f"Joe: {lines[1]}" in heard.toPlainText(), timeout=WAIT_MS)
    width = host.slice_dock.width()
    assert host.slice_dock.isVisible() and width > 200
    host.close_now()
    again = open_window(data_dir=tmp_path / "host")
    assert isinstance(again.network.link, HostLink)
    return again, joiner, width


def test_a_reopened_host_keeps_its_chat_and_its_docks_width(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    again, joiner, width = chat_then_reopen(qtbot, open_window, tmp_path, ("hello", "hi Hana"))
    qtbot.waitUntil(again.network.chat.isVisible, timeout=WAIT_MS)
    assert again.network.chat.lines.toPlainText() == "Hana: hello\nJoe: hi Hana"
    assert again.slice_dock.isVisible()
    assert abs(again.slice_dock.width() - width) <= 8, (again.slice_dock.width(), width)
    # The joiner, who kept the lines itself, is not shown them twice when it comes back.
    link = again.network.link
    assert isinstance(link, HostLink)
    qtbot.waitUntil(lambda: link.host.connected_seats() == {1}, timeout=WAIT_MS)
    say(qtbot, again, "back")
    joined = joiner.network.chat.lines
    qtbot.waitUntil(lambda: "Hana: back" in joined.toPlainText(), timeout=WAIT_MS)
    assert joined.toPlainText() == "Hana: hello\nJoe: hi Hana\nHana: back"
    again.network.leave()


@pytest.mark.usefixtures("japanese")
def test_in_japanese_the_reopened_hosts_chat_comes_back(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    again, _, _ = chat_then_reopen(qtbot, open_window, tmp_path, ("こんにちは", "よろしく"))
    qtbot.waitUntil(again.network.chat.isVisible, timeout=WAIT_MS)
    assert again.network.chat.windowTitle() == "チャット"
    assert again.network.chat.lines.toPlainText() == "Hana: こんにちは\nJoe: よろしく"
    again.network.leave()
