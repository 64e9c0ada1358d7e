"""The typed entry: a box opened with `/` (Game → Type a move or command) where the player types
a cell in the terminal game's notation ("2,3,1"; in a gravity game the column alone, "3,4") and
Enter to play it, "go 2,3,1" to put the cursor there, or a query by name ("summary", "threats",
"last", "turn", "lines", "hint", "x"…"w"). A bad entry says what is wrong and where, in the box
and to the screen reader, and keeps the text; Escape or a done entry closes the box and gives
the keyboard back to the board view it came from."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QMainWindow, QToolBar, QWidget

from app.model.session.game_session import GameSession
from app.model.session.notices import Rejection
from app.widgets.access.board_queries import Answer, BoardQueries
from app.widgets.access.query_keys import QueryKeys
from app.widgets.words import tr
from app.widgets.words.query_words import (
    command_words,
    entry_help,
    entry_name,
    go_word,
    notation_text,
)
from app.widgets.words.seat_words import seat_names
from app.widgets.words.window_words import rejection_text
from engine import format_cell
from engine.notation import NotationError, parse_move

ENTRY_KEY = "/"
AXIS_COMMANDS = {"x": 0, "y": 1, "z": 2, "w": 3}
COMMANDS: dict[str, Callable[[BoardQueries], Answer]] = {
    "summary": BoardQueries.summary,
    "threats": BoardQueries.threats_said,
    "last": BoardQueries.last,
    "turn": BoardQueries.turn,
    "lines": BoardQueries.lines,
    "hint": BoardQueries.hint,
}


class EntryLine(QLineEdit):
    """The line typed in; Escape asks to close the box."""

    escaped = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if event.key() == Qt.Key.Key_Escape:
            self.escaped.emit()
            return
        super().keyPressEvent(event)


class TypedEntry(QToolBar):
    """The box under the board, hidden until `/`; `views` are the board views the keyboard
    goes back to (the first when the box was opened from elsewhere)."""

    def __init__(
        self,
        window: QMainWindow,
        session: GameSession,
        keys: QueryKeys,
        views: Callable[[], list[QWidget]],
        say: Callable[[str], None],
    ) -> None:
        super().__init__(entry_name(), window)
        self.setObjectName("typed-entry")
        self.setMovable(False)
        self.toggleViewAction().setVisible(False)
        self.session = session
        self.keys = keys
        self.views = views
        self.say = say
        self.label = QLabel(tr("Move or command:"), self)
        self.line = EntryLine(self)
        self.line.setObjectName("typed-entry-line")
        self.line.setAccessibleName(entry_name())
        # Room for a cell or a command; the rest of the row is for what is wrong with it.
        self.line.setMaximumWidth(self.line.fontMetrics().horizontalAdvance("m") * 28)
        self.label.setBuddy(self.line)
        self.message = QLabel(self)
        self.message.setObjectName("typed-entry-message")
        self.addWidget(self.label)
        self.addWidget(self.line)
        self.addWidget(self.message)
        self.line.returnPressed.connect(self.enter)
        self.line.escaped.connect(self.close_entry)
        self._back_to: QWidget | None = None
        self._refused = False
        self.action = QAction(tr("&Type a move or command…"), window)
        self.action.setObjectName("typed-entry-action")
        self.action.setShortcut(QKeySequence(ENTRY_KEY))
        self.action.triggered.connect(self.open_entry)
        window.addAction(self.action)
        window.addToolBarBreak(Qt.ToolBarArea.BottomToolBarArea)  # a row of its own
        window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self)
        self.hide()

    def open_entry(self) -> None:
        """Show the box with the keyboard in it, remembering the board view to go back to."""
        focus = QApplication.focusWidget()
        views = self.views()
        self._back_to = focus if focus in views else (views[0] if views else None)
        example = format_cell(tuple(min(2, n) - 1 for n in self.session.rules.shape))
        self.line.setPlaceholderText(entry_help(example))
        self.line.setAccessibleDescription(entry_help(example))
        self.message.clear()
        self.show()
        self.line.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def close_entry(self) -> None:
        """Hide the box; the keyboard goes back to the board."""
        self.line.clear()
        self.message.clear()
        self.hide()
        back = self._back_to
        if back is not None and back.isVisible():
            back.setFocus(Qt.FocusReason.OtherFocusReason)

    def enter(self) -> None:
        """Do what the line says; the box closes when it is done, and stays with the text and
        what is wrong with it when it is not."""
        self._refused = False
        problem = self.run(self.line.text())
        if problem is None:
            self.close_entry()
            return
        self.message.setText(problem)
        self.line.setAccessibleDescription(problem)
        if not self._refused:  # the session's refusals are said by the window already
            self.say(problem)

    def run(self, typed: str) -> str | None:
        """Play, move the cursor or answer as `typed` says; what is wrong, or None when done."""
        text = unicodedata.normalize("NFKC", typed).strip()
        word, _, rest = text.partition(" ")
        folded = word.casefold()
        command = COMMANDS.get(command_words().get(folded, folded))
        if command is not None and not rest:
            self.keys.answer(command(self.keys.queries))
            return None
        if folded in AXIS_COMMANDS and not rest:
            self.keys.answer(self.keys.queries.along(AXIS_COMMANDS[folded]))
            return None
        going = folded in ("go", go_word().casefold())
        game = self.session.shown_game
        try:
            cell = parse_move(rest if going else text, game)
        except NotationError as error:
            return notation_text(error, game.rules.ndim, game.rules.gravity)
        if going:
            self.keys.answer(Answer("", cell))
            return None
        refusal = None if self.session.review.active else game.why_not(cell)
        if refusal is not None:
            return rejection_text(refusal, seat_names(self.session))
        refused: list[Rejection] = []
        self.session.rejected.connect(refused.append)
        try:
            played = self.session.person.play_at(cell)
        finally:
            self.session.rejected.disconnect(refused.append)
        if not played and refused:
            self._refused = True
            return rejection_text(refused[0], seat_names(self.session))
        return None
