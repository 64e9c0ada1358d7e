"""A game as a picture to share (File → Export → Animated GIF, PNG of the final position, and
the Games window's Export), drawn by `pictures` with Pillow, and a game read from a code a
person pasted (File → Open code): a damaged code is refused with the place in it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from app.widgets.words import sentence_label, tr
from app.widgets.words.file_words import system_error_text
from app.widgets.words.library_words import code_problem_text
from engine import Game
from engine.library import GameCodeError, decode
from pictures.game_pictures import write_gif, write_png
from pictures.picture_layout import PictureTooLarge


def export_gif(parent: QWidget, game: Game, folder: Path) -> Path | None:
    """Ask where, then write `game` as an animated GIF (a frame a move); the file written, or
    None when the player cancelled or it could not be written (then said)."""
    suggested = str(folder / "hyperrow.gif")
    path, _ = QFileDialog.getSaveFileName(
        parent, tr("Export animated GIF"), suggested, tr("GIF images (*.gif)")
    )
    if not path:
        return None
    if Path(path).suffix.lower() != ".gif":
        path += ".gif"
    try:
        write_gif(game, path)
    except PictureTooLarge as error:
        text = tr("This game of %1 moves is too long for an animation: %2 moves fit on its board.")
        QMessageBox.warning(
            parent,
            tr("Cannot export the animation"),
            text.replace("%1", str(error.moves)).replace("%2", str(error.most)),
        )
        return None
    except OSError as error:
        _cannot_write(parent, path, error)
        return None
    return Path(path)


def export_png(parent: QWidget, game: Game, folder: Path) -> Path | None:
    """Ask where, then write the final position of `game` as a PNG; the file written, or None."""
    suggested = str(folder / "hyperrow-final.png")
    path, _ = QFileDialog.getSaveFileName(
        parent, tr("Export the final position"), suggested, tr("PNG images (*.png)")
    )
    if not path:
        return None
    if Path(path).suffix.lower() != ".png":
        path += ".png"
    try:
        write_png(game, path)
    except OSError as error:
        _cannot_write(parent, path, error)
        return None
    return Path(path)


def _cannot_write(parent: QWidget, path: str, error: OSError) -> None:
    reason = system_error_text(error.errno, error.strerror or str(error))
    text = (
        tr("The picture cannot be written to %1:\n\n%2").replace("%1", path).replace("%2", reason)
    )
    QMessageBox.warning(parent, tr("Cannot export the picture"), text)


class CodeDialog(QDialog):
    """File → Open code: a field for a game's code; accepted only with a code that reads,
    whose game is then `game`. A damaged code is said under the field, with its place."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("open-code-dialog")
        self.setWindowTitle(tr("Open a game code"))
        self.game: Game | None = None
        self.prompt = QLabel(tr("Paste the &code of a game:"), self)
        self.field = QLineEdit(self)
        self.field.setObjectName("game-code")
        self.field.setAccessibleName(tr("Game code"))
        self.field.setMinimumWidth(420)
        self.prompt.setBuddy(self.field)
        self.problem = sentence_label(self, "game-code-problem")
        self.problem.setAccessibleName(tr("What is wrong with the code"))
        self.problem.hide()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.read_code)
        buttons.rejected.connect(self.reject)
        self.field.textEdited.connect(lambda _text: self.problem.hide())
        column = QVBoxLayout(self)
        for part in (self.prompt, self.field, self.problem, buttons):
            column.addWidget(part)

    def read_code(self) -> None:
        """Read the code in the field: accept with its game, or say what is wrong and where
        (the field's cursor put on the place)."""
        text = self.field.text()
        try:
            self.game = decode(text)
        except GameCodeError as error:
            self.problem.setText(code_problem_text(error.problem))
            self.problem.show()
            # The code's places are counted without the spaces around it.
            start = len(text) - len(text.lstrip()) + error.problem.position - 1
            self.field.setSelection(start, error.problem.end - error.problem.position + 1)
            self.field.setFocus()
            return
        self.accept()
