"""View → Show coordinates (Ctrl+L) redraws the 3D view at once: the labels come and go with
the key, not when the pointer next moves."""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.windows import OpenWindow


def test_ctrl_l_asks_the_view_for_a_frame_with_the_labels(
    open_window: OpenWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window()
    board = window.board
    assert board is not None
    asked: list[bool] = []
    update = board.update

    def noted_update(*_area: object) -> None:
        asked.append(window.view_state.show_coordinates)
        update()

    monkeypatch.setattr(board, "update", noted_update)
    labels = len(board.labels.items)
    for shown in (True, False):
        asked.clear()
        with qtbot.waitSignal(board.frameSwapped, timeout=5000):
            window.menu_actions["coordinates"].trigger()  # Ctrl+L
        assert window.view_state.show_coordinates == shown
        assert shown in asked, "a frame asked for once the labels changed"
        assert (len(board.labels.items) > labels) == shown
