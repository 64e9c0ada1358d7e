"""File → Export image writes the board alone: not the keyboard's cursor and frame, nor the
"Reviewing move 3 of 5" mark, which are the window's, and puts them back on the view after."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from engine import PRESETS, Game
from engine.in_play.seats import human
from tests.support.analysis_window import action
from tests.support.windows import Dialogs, OpenWindow

MOVES = ((0, 0, 0), (1, 1, 1), (2, 2, 2), (0, 1, 0), (3, 3, 3))


def different_pixels(one: QImage, other: QImage) -> int:
    one = one.convertToFormat(QImage.Format.Format_RGB32)
    other = other.convertToFormat(QImage.Format.Format_RGB32)
    assert one.size() == other.size()
    return sum(
        one.pixel(x, y) != other.pixel(x, y)
        for y in range(0, one.height(), 2)
        for x in range(0, one.width(), 2)
    )


def test_the_exported_image_is_the_board_without_cursor_or_review_mark(
    open_window: OpenWindow, dialogs: Dialogs, qtbot: Any
) -> None:
    game = Game(PRESETS["qubic"])
    for cell in MOVES[:3]:
        game.play(cell)
    window = open_window(game=game, players=(human(1), human(2)))
    board, session = window.board, window.session
    assert board is not None
    plain = board.grabFramebuffer()  # three stones, no cursor, no review, no keys' frame
    for cell in MOVES[3:]:
        session.person.play_at(cell)
    session.review.go(3)  # the same three stones, under review
    window.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    QTest.keyClick(board, Qt.Key.Key_Right)  # the keyboard's cursor comes up
    QApplication.processEvents()
    assert board.hasFocus() and board.view_state.cursor is not None
    shown = board.grabFramebuffer()
    assert different_pixels(shown, plain) > 200  # the cursor, the frame and the mark are drawn

    dialogs.save_path = str(Path(window.data.path) / "board.png")
    action(window, "export").trigger()
    exported = QImage(dialogs.save_path)
    assert not exported.isNull()
    assert different_pixels(exported, plain) == 0
    # And the view has them all again.
    assert different_pixels(board.grabFramebuffer(), shown) == 0
    assert board.view_state.cursor is not None and board.hasFocus()
    assert window.status.review_label.text()
