"""The window's sound effects and record of games, put together: Game → Sound, Game →
Statistics and Edit → Preferences (the sound volume), and what goes wrong with the statistics
file said in the status bar."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from app.model.data.data_folder import DataFolder
from app.model.data.statistics_keeper import StatisticsKeeper, StatisticsProblem
from app.model.net.net_endings import OffBoardEndings
from app.model.session.game_session import GameSession
from app.model.view.sound_cues import SoundCues, present_opponents
from app.widgets.dialogs.preferences_dialog import PreferencesDialog
from app.widgets.dialogs.statistics_dialog import StatisticsDialog
from app.widgets.network.net_menu import NetworkMenu
from app.widgets.sound.sound_player import SoundPlayer
from app.widgets.words import tr
from app.widgets.words.statistics_words import statistics_problem_text
from engine.scoreboard import statistics_path


class SoundAndStatistics:
    """Made by the window after its network menu; `actions` are for its menus."""

    def __init__(
        self, window: QMainWindow, session: GameSession, data: DataFolder, network: NetworkMenu
    ) -> None:
        self.window = window
        self.cues = SoundCues(session, window)
        self.cues.watch_presence(lambda: present_opponents(network.link))
        self.player = SoundPlayer(window, self.cues, data)
        self.keeper = StatisticsKeeper(
            session, statistics_path(data.path) if data.writable else None, window
        )
        self.keeper.problem.connect(self._say_problem)
        self.endings = OffBoardEndings(session, lambda: network.link, window)
        self.endings.ended.connect(self.cues.ended)
        self.endings.ended.connect(self.keeper.count_end)
        session.time_out.connect(self.cues.ended)
        session.time_out.connect(self.keeper.count_end)
        self.statistics_dialog: StatisticsDialog | None = None
        self.statistics_action = QAction(tr("S&tatistics"), window)
        self.statistics_action.setObjectName("show-statistics")
        self.statistics_action.triggered.connect(self.show_statistics)
        self.preferences_action = QAction(tr("&Preferences…"), window)
        self.preferences_action.setObjectName("preferences")
        self.preferences_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Preferences))
        self.preferences_action.triggered.connect(self.edit_preferences)
        for action in (self.player.action, self.statistics_action, self.preferences_action):
            window.addAction(action)
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

    def edit_preferences(self) -> None:
        PreferencesDialog(self.player.volume, self.player.set_volume, self.window).exec()
