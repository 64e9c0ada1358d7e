"""The keyboard cursor of a window in a network game is in the colour of the seat it plays,
on both boards, while the other machine's seat is to move as on its own turn."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.scene import palette
from app.widgets.window.main_window import MainWindow
from tests.support.network_windows import WAIT_MS, cell, host_and_joiner, host_here, join_as_joe
from tests.support.windows import OpenWindow


def cursor_colours(window: MainWindow) -> set[palette.RGB]:
    """The colour of the cursor's mark on each board of `window`."""
    views = [view for view in (window.board, window.slices) if view is not None]
    return {mark.colour for view in views for mark in view.marks() if mark.name == "cursor"}


def seat_cursor(window: MainWindow, player: int) -> palette.RGB:
    """The cursor's colour for `player`: their stone's colour toward the text's."""
    choice = window.view_state.colour_choice
    colours = palette.palette_for(choice.theme, choice.players)
    return palette.mix(colours.player(player), colours.scheme.label, 0.5)


def test_each_window_s_cursor_is_in_its_own_seat_s_colour(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    host, joiner = host_and_joiner(open_window, tmp_path)
    link = host_here(host)
    join_as_joe(qtbot, joiner, link.port)
    for window in (host, joiner):
        window.view_state.set_cursor(cell(window, "2,2"))
    assert joiner.session.game.to_move == 0  # the host's turn
    assert cursor_colours(joiner) == {seat_cursor(joiner, 1)}
    assert cursor_colours(host) == {seat_cursor(host, 0)}
    assert host.session.play(cell(host, "1,1"))
    qtbot.waitUntil(lambda: joiner.session.game.ply == 1, timeout=WAIT_MS)
    assert cursor_colours(joiner) == {seat_cursor(joiner, 1)}
    assert cursor_colours(host) == {seat_cursor(host, 0)}  # Joe's turn, the host's colour
