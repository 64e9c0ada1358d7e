"""A four-d game against the CPU through the real window with a person's pointer (XTest): the
w-slice the player chooses on the slider's strip stays on view through their move and the CPU's
reply, and a CPU win in another slice leaves its line to be found from the strip's boxes."""

from __future__ import annotations

from typing import Any

import pytest

from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Cell, Game, parse_cell
from engine.in_play.seats import cpu, human
from tests.support.cpu_waits import CPU_MS
from tests.support.windows import OpenWindow
from tests.support.x_input import XInput, x_input

FOUR_D = PRESETS["four-d"]


def activated(qtbot: Any, window: MainWindow) -> None:
    """The window made the active one, as a desktop makes a window it opens: the 3D view takes
    the keyboard and shows its cursor in the slice on view (w = 1)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.waitUntil(lambda: window.view_state.cursor is not None)
    assert window.view_state.cursor[3] == window.view_state.w


def choose_w(qtbot: Any, window: MainWindow, pointer: XInput, w: int) -> None:
    """Click the box of w-slice `w` (0-based) under the w slider."""
    strip = window.w_bar.axes[0].strip
    with qtbot.waitSignal(window.view_state.w_changed) as changed:
        pointer.click(strip, strip._box(w).center().toPoint())
    assert changed.args == [w]


def play_on_board(qtbot: Any, window: MainWindow, pointer: XInput, cell: Cell) -> None:
    """Click `cell` in the 3D view; it is played."""
    board = window.board
    assert board is not None
    with qtbot.waitSignal(window.session.moved) as moved:
        pointer.click(board, board.cell_screen_pos(cell).toPoint())
    assert moved.args == [cell, 0]


def by_the_cpu(_cell: Cell, player: int) -> bool:
    """Whether a `moved` signal is the CPU's (the second seat's) move."""
    return player == 1


def shows_w(window: MainWindow, w: int) -> bool:
    """Whether the view state, the slider, the 3D view and the slice panel are all on `w`."""
    board = window.board
    assert board is not None
    return (
        window.view_state.w == w
        and window.w_slider.value() == w + 1  # the slider counts from 1, as its label does
        and window.w_label.text() == f"w = {w + 1} / 4"
        and {c[3] for c in board.cell_layout.cells} == {w}
        and window.slices.cell_rect((0, 0, 0, w)) is not None
    )


@pytest.mark.parametrize("w", [1, 2, 3])
def test_the_chosen_w_slice_stays_on_view_through_a_move_and_the_cpu_reply(
    qtbot: Any, open_window: OpenWindow, w: int
) -> None:
    window = open_window(game=Game(FOUR_D), players=(human(1), cpu(2, "random")))
    assert not window.view_state.motion.reduce  # motion on, as a player has it
    activated(qtbot, window)
    cell = (1, 2, 1, w)
    with x_input() as pointer:
        choose_w(qtbot, window, pointer, w)
        assert shows_w(window, w)
        with qtbot.waitSignal(window.session.moved, timeout=CPU_MS, check_params_cb=by_the_cpu):
            play_on_board(qtbot, window, pointer, cell)
            # The stone is played and on its way; the CPU has not answered yet.
            assert window.session.game.moves == (cell,)
            assert shows_w(window, w)
    assert len(window.session.game.moves) == 2
    assert shows_w(window, w)
    # The keyboard's cursor went along to the slice the player chose.
    cursor = window.view_state.cursor
    assert cursor is not None and cursor[3] == w


def test_a_cpu_win_in_another_slice_brings_its_line_into_view(
    qtbot: Any, open_window: OpenWindow
) -> None:
    game = Game(FOUR_D)
    # The CPU (Blue) has 1..3,1,1,4 along x in w = 4 and wins at 4,1,1,4; Red has no line.
    for text in ("1,4,4,1", "1,1,1,4", "4,4,1,2", "2,1,1,4", "1,2,4,3", "3,1,1,4"):
        game.play(parse_cell(text, FOUR_D))
    window = open_window(game=game, players=(human(1), cpu(2, "easy")))
    activated(qtbot, window)
    strip = window.w_bar.axes[0].strip
    with x_input() as pointer:
        choose_w(qtbot, window, pointer, 1)
        with qtbot.waitSignal(window.session.finished, timeout=CPU_MS):
            play_on_board(qtbot, window, pointer, (2, 2, 2, 1))
        assert window.session.game.moves[-1] == parse_cell("4,1,1,4", FOUR_D)
        # The game is over with a line in w = 4, not on view: the view goes there, so the
        # end is seen, not a dimmed w = 2 with no line in sight (the line keeps to its slice,
        # so no other box of the strip is filled).
        assert shows_w(window, 3)
        assert strip.current == 3 and strip.marks.lines == {}
        assert not window.view_state.all_slices
    board = window.board
    assert board is not None
    # Its line grows in once the stone that made it has arrived. A cap only: the stone's and
    # the line's cues last a second or so, however slow the frames.
    qtbot.waitUntil(lambda: len(board.line_segments) == 1, timeout=60_000)
