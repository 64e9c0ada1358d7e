"""The main window's file commands: open, save, save as, export an image and the recent files.
A base of the main window, so that the menus, the tests and a handed-over file call them on it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox, QWidget

from app.model.data.data_folder import DataFolder
from app.model.session.game_session import GameSession
from app.widgets.board.board3d import Board3D
from app.widgets.slices.slice_panel import SlicePanel
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


class FileCommandsWindow(QMainWindow):
    """A main window's file commands over its session, data folder and recent-files menu."""

    session: GameSession
    data: DataFolder
    recent_menu: QMenu
    board: Board3D | None
    slices: SlicePanel

    def _pull_recent(self) -> None:
        # A disabled menu never opens, so it would never fill itself: enable it at once. Its
        # actions are rebuilt when it opens, not here, where one of them may be running.
        self.recent_menu.setEnabled(bool(self.data.recent_files()))

    def _remember(self, path: Path) -> None:
        """Put the game file at `path`, just opened or saved, first among the recent files."""
        self.data.add_recent_file(str(path.resolve()))
        self._pull_recent()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in self.data.recent_files():
            action = QAction(path, self.recent_menu)
            action.triggered.connect(lambda _=False, p=path: self.open_recent(p))
            self.recent_menu.addAction(action)
        self.recent_menu.setEnabled(bool(self.data.recent_files()))

    def open_dialog(self) -> None:
        if not self._confirm_discard():
            return
        path, _ = QFileDialog.getOpenFileName(self, tr("Open game"), self._folder(), file_filter())
        if path:
            self.open_path(path)

    def open_recent(self, path: str) -> None:
        if self._confirm_discard():
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open the game file `path`; a bad file is reported and changes nothing."""
        try:
            self.session.open_file(path)
        except RecordError as error:
            open_failure_box(self, path, error.problem).exec()
            if is_missing(error.problem):
                self.data.remove_recent_file(path)
                self._pull_recent()
            return False
        self._remember(Path(path))
        self.session.warm_up()
        return True

    def save(self) -> bool:
        if self.session.file.path is None:
            return self.save_as()
        return self._save_to(self.session.file.path)

    def save_as(self) -> bool:
        suggested = str(Path(self._folder()) / self.session.file.suggested_name(self.session.rules))
        path, _ = QFileDialog.getSaveFileName(self, tr("Save game"), suggested, file_filter())
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
            QMessageBox.warning(self, tr("Cannot save the game"), text)
            return False
        self._remember(path)
        self.statusBar().showMessage(tr("Saved %1.").replace("%1", str(path)), 4000)
        return True

    def export_image(self) -> bool:
        suggested = str(Path(self._folder()) / "hyperrow.png")
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Export image"), suggested, tr("PNG images (*.png)")
        )
        if not path:
            return False
        if Path(path).suffix.lower() not in IMAGE_SUFFIXES:
            path += ".png"
        ok = self.board.export_image(path) if self.board else self.slices.grab().save(path)
        if not ok:
            QMessageBox.warning(
                self,
                tr("Cannot export the image"),
                tr("The image could not be written to %1.").replace("%1", path),
            )
        else:
            self.statusBar().showMessage(tr("Image saved to %1").replace("%1", path), 8000)
        return ok

    def _confirm_discard(self) -> bool:
        """True when the current game may be replaced (it is saved, over, or the player says
        so; Save first if asked)."""
        session = self.session
        if not session.file.dirty or not session.game.ply or session.game.is_over():
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self,
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
