"""Edit → Copy moves, Copy game code and Paste, and Game → Set up position: games in and out of
the window as text, and positions set up by hand. A pasted or set-up game opens as File → Open
code opens a code (`GameSession.new_game`, after asking about an unfinished game in the window),
so the game in play keeps it in the library and autosaves it like any other.

Copy moves writes the terminal's notation ("1,1,1 2,2,2"), which Paste reads for the game in
the window; a game code carries its rules too. A pasted text with a letter in it is taken for a
code (a code's first character is always a letter, a line of moves has none)."""

from __future__ import annotations

import re
from typing import Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox

from app.model.session.game_session import GameSession
from app.widgets.editor.set_up_dialog import SetUpDialog
from app.widgets.words import tr
from app.widgets.words.editor_words import (
    move_text_problem_text,
    paste_title,
    pasted_code_problem_text,
)
from app.widgets.words.game_words import game_name
from app.widgets.words.window_words import rules_text
from engine import Game, preset_name
from engine.library import GameCodeError, decode, encode
from engine.record.move_text import MoveTextError, read_moves, write_moves

_LETTER = re.compile(r"[A-Za-z]")


class _Files(Protocol):
    def confirm_discard(self) -> bool: ...


class _Analysis(Protocol):
    @property
    def values_action(self) -> QAction: ...


class Window(Protocol):
    """What the commands use of the main window."""

    @property
    def session(self) -> GameSession: ...
    @property
    def files(self) -> _Files: ...
    @property
    def analysis(self) -> _Analysis: ...


def read_pasted(text: str, game: Game) -> Game:
    """The game in a pasted `text`: a game code, or a line of moves of `game`'s rules. Raises
    GameCodeError or MoveTextError."""
    if _LETTER.search(text):
        return decode(text)
    return read_moves(text, game.rules)


def paste_problem_text(text: str, game: Game) -> str | None:
    """What is wrong with pasting `text` over `game`, in words; None: nothing."""
    try:
        read_pasted(text, game)
    except GameCodeError as error:
        return pasted_code_problem_text(error.problem)
    except MoveTextError as error:
        name = preset_name(game.rules)
        named = game_name(name) if name is not None else rules_text(game.rules)
        return move_text_problem_text(error.problem, named)
    return None


class ClipboardCommands(QObject):
    """The commands over the clipboard and the board editor in `window`, whose parts are
    found on `host` (the window itself)."""

    def __init__(self, window: QMainWindow, host: Window) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.set_up_dialog: SetUpDialog | None = None

    @property
    def session(self) -> GameSession:
        return self.host.session

    def _say(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 8000)

    def copy_moves(self) -> None:
        """The game's moves as one line on the clipboard."""
        QApplication.clipboard().setText(write_moves(self.session.game))
        self._say(tr("The moves are on the clipboard."))

    def copy_code(self) -> None:
        """The game's code (its rules and moves) on the clipboard."""
        QApplication.clipboard().setText(encode(self.session.game))
        self._say(tr("The game code is on the clipboard."))

    def paste(self) -> bool:
        """Open the game on the clipboard (a code or a line of moves) as a new game; a text
        that is neither is refused, saying what is wrong and where, and changes nothing."""
        text = QApplication.clipboard().text()
        try:
            game = read_pasted(text, self.session.game)
        except (GameCodeError, MoveTextError):
            why = paste_problem_text(text, self.session.game) or ""
            QMessageBox.warning(self.window, paste_title(), why)
            self._say(why)
            return False
        if not self.open_game(game):
            return False
        self._say(tr("The pasted game is on the board."))
        return True

    def open_game(self, game: Game) -> bool:
        """`game` as the window's new game, after asking about an unfinished one there."""
        if not self.host.files.confirm_discard():
            return False
        self.session.new_game(game)
        self.session.warm_up()
        return True

    def analyse_game(self, game: Game) -> bool:
        """`game` opened, with the values of the moves from its position shown."""
        if not self.open_game(game):
            return False
        self.host.analysis.values_action.setChecked(True)
        return True

    def set_up(self) -> SetUpDialog:
        """Game → Set up position: the board editor, from the window's game."""
        dialog = SetUpDialog(self.session.game, self.open_game, self.analyse_game, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.show()
        self.set_up_dialog = dialog
        return dialog
