"""The analysis panel under the move list: the run's progress with Cancel, the forced win
stepped through (back, forward, close), and the evaluation graph."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QHBoxLayout,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.model.session.game_session import GameSession
from app.widgets.analysis.eval_graph import EvalGraph
from app.widgets.words import sentence_label, tr
from app.widgets.words.analysis_words import analysing_words


class AnalysisPanel(QWidget):
    """Progress, the forced win's steps and the graph; the buttons are wired by
    AnalysisCommands."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysis-panel")
        self.session = session
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)

        self.progress_row = QWidget(self)
        row = QHBoxLayout(self.progress_row)
        row.setContentsMargins(4, 0, 4, 0)
        # The bar says how far it is itself: a label beside it would change its width with
        # every move, and the window's layout (the 3D view's size) with it.
        self.progress_bar = QProgressBar(self.progress_row)
        self.progress_bar.setObjectName("analysis-progress")
        self.cancel_button = QPushButton(tr("Cancel"), self.progress_row)
        self.cancel_button.setObjectName("cancel-analysis")
        self.cancel_button.setToolTip(tr("Stop the analysis, keeping what it found"))
        row.addWidget(self.progress_bar, 1)
        row.addWidget(self.cancel_button)
        column.addWidget(self.progress_row)
        self.progress_row.hide()

        self.win_row = QWidget(self)
        row = QHBoxLayout(self.win_row)
        row.setContentsMargins(4, 0, 4, 0)
        self.win_label = sentence_label(self.win_row, "win-step")
        self.win_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.win_back = QPushButton("◀", self.win_row)
        self.win_back.setObjectName("win-back")
        self.win_back.setToolTip(tr("The move before in the forced win"))
        self.win_forward = QPushButton("▶", self.win_row)
        self.win_forward.setObjectName("win-forward")
        self.win_forward.setToolTip(tr("The next move of the forced win"))
        self.win_close = QPushButton("✕", self.win_row)
        self.win_close.setObjectName("win-close")
        self.win_close.setToolTip(tr("Stop showing the win"))
        for button in (self.win_back, self.win_forward, self.win_close):
            button.setFixedWidth(32)
        row.addWidget(self.win_label, 1)
        row.addWidget(self.win_back)
        row.addWidget(self.win_forward)
        row.addWidget(self.win_close)
        column.addWidget(self.win_row)
        self.win_row.hide()

        self.graph = EvalGraph(session, self)
        column.addWidget(self.graph, 1)

        analyst = session.analyst
        analyst.running_changed.connect(self.progress_row.setVisible)
        analyst.progress.connect(self._on_progress)

    def _on_progress(self, done: int, total: int) -> None:
        self.progress_bar.setRange(0, max(1, total))
        self.progress_bar.setValue(done)
        self.progress_bar.setFormat(analysing_words(done, total))
