"""The Moves panel keeps its room while an analysis runs under the move list: the list keeps
the rows it had (up to KEPT_ROWS), where it shrank to about four; the analysed rows are shown
whole in English and Japanese, never cut off with "…", wrapped rather than widening the docks'
column (which shrank the 3D view), when the analysis ends and when a move is chosen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionViewItem

from app.widgets.window.main_window import MainWindow
from app.widgets.window.moves_room import KEPT_ROWS
from engine import PRESETS, Game, parse_cell
from engine.in_play.seats import cpu, human
from tests.support.analysis_window import ANALYSIS_WAIT_MS, action
from tests.support.window_languages import LANGUAGES, speaking
from tests.support.windows import OpenWindow

MOVES = (
    *("1,1,1", "2,2,2", "1,1,2", "1,1,3", "3,3,3", "1,2,1", "4,4,4", "2,1,1", "1,4,1", "3,3,1"),
    *("2,2,1", "4,4,1"),
)


def qubic_game() -> Game:
    game = Game(PRESETS["qubic"])
    for text in MOVES:
        game.play(parse_cell(text, game.rules))
    return game


def qubic_window(open_window: OpenWindow) -> MainWindow:
    window = open_window(game=qubic_game(), players=(human(1), human(2)))
    window.resize(1200, 760)
    QApplication.processEvents()
    return window


def rows_shown(window: MainWindow) -> int:
    return window.moves.viewport().height() // window.moves.sizeHintForRow(0)


def test_the_move_list_keeps_its_rows_while_an_analysis_runs(
    qtbot: Any, open_window: OpenWindow
) -> None:
    window = qubic_window(open_window)
    before = rows_shown(window)
    assert before >= 6
    analyst = window.session.analyst
    with qtbot.waitSignal(analyst.found, timeout=ANALYSIS_WAIT_MS):
        action(window, "analyse-game").trigger()
        QApplication.processEvents()  # the panel laid out under the list
        assert window.analysis.panel.progress_row.isVisible()
        assert window.analysis.panel.graph.isVisible()
        assert rows_shown(window) >= min(before, KEPT_ROWS) - 1, (before, rows_shown(window))


def text_room(window: MainWindow, row: int) -> int:
    """The width the style gives row `row`'s text beside its stone (where it elides)."""
    moves = window.moves
    option = QStyleOptionViewItem()
    moves.initViewItemOption(option)
    item = moves.item(row)
    option.rect = moves.visualItemRect(item)
    option.text = item.text()
    option.icon = item.icon()
    # The list sets no icon size: the style draws its small icons.
    small = moves.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, moves)
    assert not moves.iconSize().isValid()
    option.decorationSize = QSize(small, small)
    option.features |= (
        QStyleOptionViewItem.ViewItemFeature.HasDisplay
        | QStyleOptionViewItem.ViewItemFeature.HasDecoration
    )
    style = moves.style()
    text = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, moves)
    # The style draws the text inside that rectangle less a focus frame's margin each side.
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, moves) + 1
    return text.width() - 2 * margin


@pytest.mark.parametrize("language", LANGUAGES)
def test_analysed_moves_read_whole_in_a_narrow_panel_that_keeps_its_width(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    with speaking(language):
        window = open_window(game=qubic_game(), players=(cpu(1, "hard"), cpu(2, "expert")))
        window.session.set_paused(True)
        window.resize(1280, 760)
        window.resizeDocks([window.moves_dock], [330], Qt.Orientation.Horizontal)
        QApplication.processEvents()
        board = window.board
        assert board is not None
        widths = (window.moves_dock.width(), board.width())
        with qtbot.waitSignal(window.session.analyst.found, timeout=ANALYSIS_WAIT_MS):
            action(window, "analyse-game").trigger()
        QApplication.processEvents()
        # The docks' column keeps its width (the 3D view its size): the rows wrap instead.
        assert (window.moves_dock.width(), board.width()) == widths
        moves = window.moves
        metrics = moves.fontMetrics()
        assert "CPU" in moves.item(0).text() and "—" in moves.item(0).text()
        wrapped = 0
        for row in range(moves.count()):
            text = moves.item(row).text()
            room = text_room(window, row)
            height = moves.visualItemRect(moves.item(row)).height()
            if metrics.horizontalAdvance(text) > room:  # too long for one line: it wraps
                flags = int(Qt.TextFlag.TextWordWrap)
                needed = metrics.boundingRect(QRect(0, 0, room, 10_000), flags, text)
                assert needed.width() <= room and needed.height() <= height, (text, room, height)
                wrapped += 1
        assert wrapped, "no row long enough to wrap: the test shows nothing"
        # Choosing moves, as a person clicks them, leaves the column as it is.
        for row in (5, moves.count() - 2, 0):  # the last move would be the game itself
            moves.scrollToItem(moves.item(row))
            place = moves.visualItemRect(moves.item(row)).center()
            QTest.mouseClick(moves.viewport(), Qt.MouseButton.LeftButton, pos=place)
            QApplication.processEvents()
            assert window.session.review.ply == row + 1
            assert (window.moves_dock.width(), board.width()) == widths


def test_a_game_opened_analysed_gives_the_list_room_above_the_graph(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    window = qubic_window(open_window)
    with qtbot.waitSignal(window.session.analyst.found, timeout=ANALYSIS_WAIT_MS):
        action(window, "analyse-game").trigger()
    path = tmp_path / "analysed.hyperrow"
    window.session.save(path)
    again = open_window(players=(human(1), human(2)))
    again.resize(1200, 760)
    QApplication.processEvents()
    assert again.open_path(str(path))  # File → Open: the graph comes up under the list
    qtbot.waitUntil(again.analysis.panel.graph.isVisible)
    moves = again.moves
    last = range(moves.count() - KEPT_ROWS, moves.count())
    needed = sum(moves.visualItemRect(moves.item(row)).height() for row in last)
    # The last KEPT_ROWS moves show whole (they were three or four rows under the graph).
    qtbot.waitUntil(lambda: moves.viewport().height() >= needed)
