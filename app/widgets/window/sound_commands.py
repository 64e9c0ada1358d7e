"""The window's sound effects: the cues of the game's events played by the sound player, Game →
Sound and Edit → Preferences (the volume)."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from app.model.data.data_folder import DataFolder
from app.model.session.game_session import GameSession
from app.model.view.sound_cues import Presence, SoundCues
from app.widgets.dialogs.preferences_dialog import PreferencesDialog
from app.widgets.sound.sound_player import SoundPlayer
from app.widgets.words import tr


class SoundCommands:
    """The sound of `session`'s game; `present` says which opponents are at the board (a
    network game's), whose arrival and leaving are heard."""

    def __init__(
        self,
        window: QMainWindow,
        session: GameSession,
        data: DataFolder,
        present: Presence,
    ) -> None:
        self.window = window
        self.cues = SoundCues(session, window)
        self.cues.watch_presence(present)
        self.player = SoundPlayer(window, self.cues, data)
        self.preferences_action = QAction(tr("&Preferences…"), window)
        self.preferences_action.setObjectName("preferences")
        self.preferences_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Preferences))
        self.preferences_action.triggered.connect(self.edit_preferences)
        for action in (self.player.action, self.preferences_action):
            window.addAction(action)

    def edit_preferences(self) -> None:
        PreferencesDialog(self.player.volume, self.player.set_volume, self.window).exec()
