"""The main window's file commands: open, save, save as, export an image and the recent files
(File → Open recent, a menu of its own). An object the window holds, over the session and the
data folder; the window's actions, the network menu and a handed-over file call it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox, QWidget

from app.model.data.data_folder import DataFolder
from app.model.session.game_session import GameSession
from app.widgets.words import tr
from app.widgets.words.file_words import (
    open_failure_text,
    record_detail_text,
    system_error_text,
)
from engine.record import EXTENSION, RecordError, RecordProblem, is_missing


def file_filter() -> str:
    """The Open and Save dialogs' file types."""
    return tr("hyperrow games (*%1);;All files (*)").replace("%1", EXTENSION)


IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp")


def open_failure_box(parent: QWidget, path: str, problem: RecordProblem) -> QMessageBox:
    """The message for a game file that cannot be opened: which file, why in a player's words,
    and the exact problem (its place in the file) behind the Details button."""
    box = QMessageBox(parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setObjectName("open-failure")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(tr("Cannot open this game"))
    box.setText(tr("The game %1 cannot be opened.").replace("%1", Path(path).name))
    box.setInformativeText(open_failure_text(problem))
    box.setDetailedText(record_detail_text(problem))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    return box


class FileCommands(QObject):
    """The file commands of `window` (their dialogs' parent, its status bar says what was
    saved) over `session` and `data`; `export` writes the board view's picture to a path (True
    when written)."""

    def __init__(
        self,
        window: QMainWindow,
        session: GameSession,
        data: DataFolder,
        export: Callable[[str], bool],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.data = data
        self._export = export
        self.recent_menu = QMenu(tr("Open &recent"), window)
        self.recent_menu.setObjectName("recent-files")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._fill_recent()

    def _pull_recent(self) -> None:
        # A disabled menu never opens, so it would never fill itself: enable it at once. Its
        # actions are rebuilt when it opens, not here, where one of them may be running.
        self.recent_menu.setEnabled(bool(self.data.recent_files()))

    def remember(self, path: Path) -> None:
        """Put the game file at `path`, just opened or saved, first among the recent files."""
        self.data.add_recent_file(str(path.resolve()))
        self._pull_recent()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for number, path in enumerate(self.data.recent_files(), 1):
            # Numbered as desktop programs number them: &1 … &9 reach a file from the keys.
            shown = path.replace("&", "&&")
            action = QAction(f"&{number} {shown}" if number < 10 else shown, self.recent_menu)
            action.setData(path)
            action.triggered.connect(lambda _=False, p=path: self.open_recent(p))
            self.recent_menu.addAction(action)
        self.recent_menu.setEnabled(bool(self.data.recent_files()))

    def open_dialog(self) -> None:
        if not self.confirm_discard():
            return
        path, _ = QFileDialog.getOpenFileName(
            self.window, tr("Open game"), self._folder(), file_filter()
        )
        if path:
            self.open_path(path)

    def open_recent(self, path: str) -> None:
        if self.confirm_discard():
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open the game file `path`; a bad file is reported and changes nothing."""
        try:
            self.session.open_file(path)
        except RecordError as error:
            open_failure_box(self.window, path, error.problem).exec()
            if is_missing(error.problem):
                self.data.remove_recent_file(path)
                self._pull_recent()
            return False
        self.remember(Path(path))
        self.session.warm_up()
        return True

    def save(self) -> bool:
        if self.session.file.path is None:
            return self.save_as()
        return self._save_to(self.session.file.path)

    def save_as(self) -> bool:
        suggested = str(Path(self._folder()) / self.session.file.suggested_name(self.session.rules))
        path, _ = QFileDialog.getSaveFileName(
            self.window, tr("Save game"), suggested, file_filter()
        )
        if not path:
            return False
        if not Path(path).suffix:
            path += EXTENSION
        return self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        try:
            self.session.save(path)
        except OSError as error:
            reason = system_error_text(error.errno, error.strerror or str(error))
            text = tr("The game cannot be saved in %1:\n\n%2")
            text = text.replace("%1", str(path)).replace("%2", reason)
            QMessageBox.warning(self.window, tr("Cannot save the game"), text)
            return False
        self.remember(path)
        self.window.statusBar().showMessage(tr("Saved %1.").replace("%1", str(path)), 4000)
        return True

    def export_image(self) -> bool:
        suggested = str(Path(self._folder()) / "hyperrow.png")
        path, _ = QFileDialog.getSaveFileName(
            self.window, tr("Export image"), suggested, tr("PNG images (*.png)")
        )
        if not path:
            return False
        if Path(path).suffix.lower() not in IMAGE_SUFFIXES:
            path += ".png"
        ok = self._export(path)
        if not ok:
            QMessageBox.warning(
                self.window,
                tr("Cannot export the image"),
                tr("The image could not be written to %1.").replace("%1", path),
            )
        else:
            self.window.statusBar().showMessage(tr("Image saved to %1").replace("%1", path), 8000)
        return ok

    def confirm_discard(self) -> bool:
        """True when the current game may be replaced (it is saved, over, or the player says
        so; Save first if asked)."""
        session = self.session
        if not session.file.dirty or not session.game.ply or session.game.is_over():
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self.window,
            tr("Unsaved game"),
            tr("The game in progress is not saved. Save it first?"),
            buttons.Save | buttons.Discard | buttons.Cancel,
            buttons.Save,
        )
        if answer == buttons.Save:
            return self.save()
        return bool(answer == buttons.Discard)

    def _folder(self) -> str:
        if self.session.file.path is not None:
            return str(self.session.file.path.parent)
        recent = self.data.recent_files()
        return str(Path(recent[0]).parent) if recent else str(Path.home())
