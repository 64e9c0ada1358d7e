"""The Moves panel keeps its room while an analysis runs under the move list: the list keeps
the rows it had (up to KEPT_ROWS), where it shrank to about four; the analysed rows are shown
whole in English and Japanese, never cut off with "…"."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSize, Qt
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
def test_analysed_moves_read_whole_in_a_narrow_panel(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    with speaking(language):
        window = open_window(game=qubic_game(), players=(cpu(1, "hard"), cpu(2, "expert")))
        window.session.set_paused(True)
        window.resize(1280, 760)
        window.resizeDocks([window.moves_dock], [330], Qt.Orientation.Horizontal)
        QApplication.processEvents()
        with qtbot.waitSignal(window.session.analyst.found, timeout=ANALYSIS_WAIT_MS):
            action(window, "analyse-game").trigger()
        QApplication.processEvents()
        moves = window.moves
        metrics = moves.fontMetrics()
        assert "CPU" in moves.item(0).text() and "—" in moves.item(0).text()
        for row in range(moves.count()):
            text = moves.item(row).text()
            room = text_room(window, row)
            assert metrics.elidedText(text, Qt.TextElideMode.ElideRight, room) == text, (text, room)
