"""The window's record of games: Game → Statistics, the keeper that counts every game as it
ends, and what goes wrong with the statistics file said in the status bar."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from app.model.data.data_folder import DataFolder
from app.model.data.statistics_keeper import StatisticsKeeper, StatisticsProblem
from app.model.session.game_session import GameSession
from app.widgets.dialogs.statistics_dialog import StatisticsDialog
from app.widgets.words import tr
from app.widgets.words.statistics_words import statistics_problem_text
from engine.scoreboard import statistics_path


class StatisticsCommands:
    """The statistics of `session`'s games, kept in the data folder `data` when it is
    writable."""

    def __init__(self, window: QMainWindow, session: GameSession, data: DataFolder) -> None:
        self.window = window
        self.keeper = StatisticsKeeper(
            session, statistics_path(data.path) if data.writable else None, window
        )
        self.keeper.problem.connect(self._say_problem)
        self.statistics_dialog: StatisticsDialog | None = None
        self.statistics_action = QAction(tr("S&tatistics"), window)
        self.statistics_action.setObjectName("show-statistics")
        self.statistics_action.triggered.connect(self.show_statistics)
        window.addAction(self.statistics_action)
        if self.keeper.last_problem is not None:
            self._say_problem(self.keeper.last_problem)

    def _say_problem(self, problem: StatisticsProblem) -> None:
        self.window.statusBar().showMessage(statistics_problem_text(problem))

    def show_statistics(self) -> None:
        """Show the statistics window (one at a time; it follows the games as they end)."""
        if self.statistics_dialog is None:
            self.statistics_dialog = StatisticsDialog(self.keeper, self.window)
        self.statistics_dialog.show()
        self.statistics_dialog.raise_()
        self.statistics_dialog.activateWindow()
