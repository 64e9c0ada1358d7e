"""The move list marks each move with the mover's stone as the board draws it: in the
colour-blind-safe colours when they are chosen, and with the player's symbol when View → Symbols
on stones is on, switching as the view does."""

from __future__ import annotations

from PySide6.QtGui import QImage

from app.widgets.slices.stone_looks import stone_icon, stone_look
from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game, parse_cell
from engine.in_play.seats import human
from tests.support.windows import OpenWindow

QUBIC = PRESETS["qubic"]


def mark(window: MainWindow, row: int) -> QImage:
    return window.moves.item(row).icon().pixmap(14, 14).toImage()


def expected(window: MainWindow, player: int) -> QImage:
    return stone_icon(stone_look(window.view_state, player), 14).pixmap(14, 14).toImage()


def marks_follow_the_board(window: MainWindow) -> None:
    for row in range(window.moves.count()):
        assert mark(window, row) == expected(window, row % 2), row


def test_the_marks_follow_symbols_and_colour_blind_colours(open_window: OpenWindow) -> None:
    window = open_window(game=Game(QUBIC), players=(human(1), human(2)))
    for text in ("1,1,1", "2,2,2", "3,3,3"):
        assert window.session.play(parse_cell(text, QUBIC))
    marks_follow_the_board(window)
    plain = [mark(window, row) for row in range(2)]
    assert plain[0] != plain[1]
    options = window.view_options
    options.symbols_action.trigger()
    assert window.view_state.symbols
    marks_follow_the_board(window)
    with_symbols = [mark(window, row) for row in range(2)]
    assert with_symbols != plain
    options.palette_action.trigger()
    marks_follow_the_board(window)
    assert [mark(window, row) for row in range(2)] != with_symbols
    options.palette_action.trigger()
    options.symbols_action.trigger()
    assert [mark(window, row) for row in range(2)] == plain
