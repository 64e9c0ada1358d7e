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
    """Keeps `window`'s title with `session`'s file: its name, and `*` when a named file is
    behind the game.

    The mark is written into the title here rather than by Qt's `[*]` and `setWindowModified`:
    those change the shown title twice when a Save As both renames and cleans it, and a screen
    reader says the title at each change. Here each change of the game's file sets the title
    once, and not at all when it reads the same."""

    def __init__(self, window: QMainWindow, session: GameSession, data: DataFolder) -> None:
        super().__init__(window)
        self.window, self.session, self.data = window, session, data
        session.file_changed.connect(self._on_file_changed)
        session.dirty_changed.connect(self._on_dirty_changed)
        self._on_file_changed()

    @property
    def modified(self) -> bool:
        """True when the title shows the unsaved mark. An untitled game is autosaved after every
        move: only a named file can be behind."""
        return self.session.file.dirty and self.session.file.path is not None

    def _show(self) -> None:
        session = self.session
        name = game_title(session.file.path, session.rules)
        text = tr("%1[*] — hyperrow").replace("%1", name)
        text = text.replace("[*]", "*" if self.modified else "")
        if text != self.window.windowTitle():
            self.window.setWindowTitle(text)

    def _on_file_changed(self) -> None:
        self._show()
        self.data.set_value("game/dirty", self.session.file.dirty)
        path = self.session.file.path
        self.data.set_value("game/file", str(path) if path is not None else "")

    def _on_dirty_changed(self, dirty: bool) -> None:
        self._show()
        self.data.set_value("game/dirty", dirty)
