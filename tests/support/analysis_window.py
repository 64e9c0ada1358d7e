"""Helpers of the analysis window tests: run Review → Analyse game as a person would and wait
for it, find actions and rows."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAction

from app.widgets.window.main_window import MainWindow
from engine.record.analysis_data import GameAnalysis

ANALYSIS_WAIT_MS = 300_000


def action(window: MainWindow, name: str) -> QAction:
    found = window.findChild(QAction, name)
    assert isinstance(found, QAction), name
    return found


def analyse(qtbot: Any, window: MainWindow) -> GameAnalysis:
    """Review → Analyse game, waited for to the end: the analysis of every move."""
    analyst = window.session.analyst
    with qtbot.waitSignal(analyst.found, timeout=ANALYSIS_WAIT_MS):
        action(window, "analyse-game").trigger()
        assert analyst.running
        assert window.analysis.panel.progress_row.isVisible()
    assert not window.analysis.panel.progress_row.isVisible()
    kept = window.session.analysis.kept()
    assert kept is not None and len(kept.moves) == window.session.game.ply
    return kept


def row_texts(window: MainWindow) -> list[str]:
    moves = window.moves
    return [moves.item(row).text() for row in range(moves.count())]
