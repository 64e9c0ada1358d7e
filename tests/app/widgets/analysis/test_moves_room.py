"""The Moves panel keeps its room while an analysis runs under the move list: the list keeps
the rows it had (up to KEPT_ROWS), where it shrank to about four; the analysed rows are shown
whole in English and Japanese, never cut off with "…"."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from app.model.session.seats import human
from app.widgets.window.main_window import KEPT_ROWS, MainWindow
from engine import PRESETS, Game, parse_cell
from tests.app.conftest import OpenWindow
from tests.app.widgets.analysis.analysed import ANALYSIS_WAIT_MS, action

MOVES = ("1,1,1", "2,2,2", "1,1,2", "1,1,3", "3,3,3", "1,2,1", "4,4,4", "2,1,1", "1,4,1", "3,3,1")


def qubic_window(open_window: OpenWindow) -> MainWindow:
    game = Game(PRESETS["qubic"])
    for text in MOVES:
        game.play(parse_cell(text, game.rules))
    window = open_window(game=game, players=(human(1), human(2)))
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
