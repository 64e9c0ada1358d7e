"""What a screen reader announces without being asked: each move (the player's and the CPU's),
a move taken back, the threats on the board when they are shown, a hint, the result and what the
network says. Qt passes each on as an announcement (an AT-SPI `object:announcement`), in the
window's language. Every text said is kept in `said`, newest last, for the window's tests."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from app.model.session.game_session import GameSession
from app.model.view.view_state import ViewState
from app.widgets.board.board_view import PositionThreats
from app.widgets.words.access_words import hint_text, move_text, threats_text, undone_text
from app.widgets.words.seat_words import result_text
from engine import Cell

Politeness = QAccessible.AnnouncementPoliteness

KEPT = 50  # texts kept in `said`


class Announcer(QObject):
    """Announces what happens in `session` from `window` (the object a screen reader hears it
    from); `say` announces anything else (a network status)."""

    spoken = Signal(str)

    def __init__(self, window: QWidget, session: GameSession, view_state: ViewState) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.view_state = view_state
        self.said: list[str] = []
        self._threats = PositionThreats()
        session.moved.connect(self._on_moved)
        session.undone.connect(self._on_undone)
        session.hint.connect(self._on_hint)
        session.finished.connect(self._on_finished)
        session.time_out.connect(self._on_finished)

    def say(self, text: str, *, urgent: bool = False) -> None:
        """Announce `text` (urgent: interrupting what the screen reader is saying)."""
        if not text:
            return
        self.said = [*self.said[-KEPT + 1 :], text]
        self.spoken.emit(text)
        if QAccessible.isActive():
            event = QAccessibleAnnouncementEvent(self.window, text)
            event.setPoliteness(Politeness.Assertive if urgent else Politeness.Polite)
            QAccessible.updateAccessibility(event)

    def _on_moved(self, cell: Cell, player: int) -> None:
        self.say(move_text(self.session, cell, player))
        game = self.session.game
        if self.view_state.show_threats and not game.is_over():
            self.say(threats_text(self.session, self._threats(game)))

    def _on_undone(self, cell: Cell) -> None:
        self.say(undone_text(cell))

    def _on_hint(self, cell: Cell | None) -> None:
        if cell is not None:
            self.say(hint_text(cell))

    def _on_finished(self, _end: object) -> None:
        self.say(result_text(self.session) or "", urgent=True)
