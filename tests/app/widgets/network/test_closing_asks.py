"""Closing a window that plays in a network game that goes on asks first, the joiner's as the
host's, as New game asks before a game in progress is replaced; once the game is over, or for a
window that only watches, it closes at once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from app.model.net.net_play import JOINED_KEY
from tests.support.network_windows import (
    WAIT_MS,
    host_and_joiner,
    host_here,
    join_as_joe,
    play_in_turn,
)
from tests.support.windows import OpenWindow, answer_boxes

Button = QMessageBox.StandardButton


def test_closing_either_window_mid_game_asks_and_cancel_keeps_it_open(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    host, joiner = host_and_joiner(open_window, tmp_path)
    link = host_here(host)
    join_as_joe(qtbot, joiner, link.port)
    play_in_turn(qtbot, host, joiner, ["1,1"], timeout=WAIT_MS)

    asked = answer_boxes(monkeypatch, "question", Button.Cancel)
    joiner.close()
    assert asked == [
        "The network game goes on. Close the window? The game is kept, and the window asks "
        "whether to join it again when it opens."
    ]
    assert joiner.isVisible() and joiner.network.link is not None
    host.close()
    assert asked[1] == (
        "The network game goes on. Close the window? The game is hosted again when the window "
        "opens; the other players wait until then."
    )
    assert host.isVisible()
    play_in_turn(qtbot, host, joiner, ["2,1"], timeout=WAIT_MS)  # the game went on

    asked = answer_boxes(monkeypatch, "question", Button.Close)
    joiner.close()
    assert len(asked) == 1
    assert not joiner.isVisible()
    assert joiner.data.value(JOINED_KEY) in (True, "true")  # kept, to join again


def test_a_network_game_that_is_over_closes_without_asking(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    host, joiner = host_and_joiner(open_window, tmp_path)
    link = host_here(host)
    join_as_joe(qtbot, joiner, link.port)
    play_in_turn(qtbot, host, joiner, ["1,1", "2,1", "1,2", "2,2", "1,3"], timeout=WAIT_MS)
    asked = answer_boxes(monkeypatch, "question", Button.Cancel)
    assert joiner.session.game.is_over()
    joiner.close()
    host.close()
    assert asked == []
    assert not joiner.isVisible() and not host.isVisible()
