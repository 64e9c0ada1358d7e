"""A dropped player's clock between a real host window and a real joiner window on 127.0.0.1:
the host's window closes on Joe's turn, Joe's clock stops in his window (he cannot move while
the host is away) instead of running down, and the host's window opened again takes Joe's
clock up where his copy stopped, so it never jumps back. The chat dock says the rule."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from app.model.net.network_game import HostLink
from engine.clocks import TimeControl
from tests.support.network_windows import cell, host_and_joiner, host_here, join_as_joe
from tests.support.windows import OpenWindow

WAIT_MS = 10_000


def test_the_joiners_clock_waits_while_the_host_is_away_and_is_taken_up_there(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    host, joiner = host_and_joiner(open_window, tmp_path)
    host_link = host_here(host, control=TimeControl(10, 5))
    joe = join_as_joe(qtbot, joiner, host_link.port)
    assert host.session.play(cell(host, "1,1"))
    qtbot.waitUntil(lambda: joiner.session.game.ply == 1, timeout=WAIT_MS)
    host.close_now()  # on Joe's turn
    qtbot.waitUntil(lambda: (joe.clocks() or ([], 0))[1] is None, timeout=WAIT_MS)
    readings = joe.clocks()
    assert readings is not None
    stopped = readings[0][1]
    assert 0 < stopped <= 600
    clocks = joiner.network.chat.clocks
    qtbot.waitUntil(lambda: "▶" not in clocks.text(), timeout=WAIT_MS)
    seen = clocks.text()
    qtbot.wait(1200)  # a second later Joe's copy still shows the time it stopped at
    assert clocks.text() == seen and joe.clocks() == readings
    again = open_window(data_dir=tmp_path / "host")
    again_link = again.network.link
    assert isinstance(again_link, HostLink) and again_link.host.clock is not None
    # The host takes Joe's clock up where his copy stopped: within the moments since.
    assert stopped - 2 < again_link.host.clock.remaining(1) <= stopped
    qtbot.waitUntil(lambda: "▶ Joe" in clocks.text(), timeout=WAIT_MS)
    # Joe's copy takes the host's word: never above where it stopped, Hana's time untouched.
    taken_up, now = joe.clocks(), again_link.host.clock.readings()
    assert taken_up is not None and taken_up[0][1] <= stopped
    assert taken_up[0][0] == now[0][0] == readings[0][0]
    assert abs(taken_up[0][1] - now[0][1]) < 1
    again.network.leave()


def test_the_chat_dock_says_what_a_dropped_players_clock_does(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    host, joiner = host_and_joiner(open_window, tmp_path)
    host_link = host_here(host, control=TimeControl(5))
    join_as_joe(qtbot, joiner, host_link.port)
    for window in (host, joiner):
        tip = window.network.chat.clocks.toolTip()
        assert re.search(r"drops.*runs on their turn", tip), tip


@pytest.mark.usefixtures("japanese")
def test_in_japanese_the_chat_dock_says_it_in_japanese(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    host, _ = host_and_joiner(open_window, tmp_path)
    host_here(host, control=TimeControl(5))
    tip = host.network.chat.clocks.toolTip()
    assert "接続が切れた" in tip and "持ち時間" in tip, tip
