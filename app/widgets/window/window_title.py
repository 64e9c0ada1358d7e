"""The window's title: the game's file (or what is played, untitled) and the mark of changes
that file lacks; the file and that state kept in the settings, for the next start to restore."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow

from app.model.data.data_folder import DataFolder
from app.model.session.game_session import GameSession
from app.widgets.words import tr
from app.widgets.words.window_words import game_title


class WindowTitle(QObject):
    """Keeps `window`'s title with `session`'s file."""

    def __init__(self, window: QMainWindow, session: GameSession, data: DataFolder) -> None:
        super().__init__(window)
        self.window, self.session, self.data = window, session, data
        session.file_changed.connect(self._on_file_changed)
        session.dirty_changed.connect(self._on_dirty_changed)
        self._on_file_changed()

    def _on_file_changed(self) -> None:
        session = self.session
        title = game_title(session.file.path, session.rules)
        self.window.setWindowTitle(tr("%1[*] — hyperrow").replace("%1", title))
        self._on_dirty_changed(session.file.dirty)
        path = session.file.path
        self.data.set_value("game/file", str(path) if path is not None else "")

    def _on_dirty_changed(self, dirty: bool) -> None:
        # An untitled game is autosaved after every move: only a named file can be behind.
        self.window.setWindowModified(dirty and self.session.file.path is not None)
        self.data.set_value("game/dirty", dirty)
