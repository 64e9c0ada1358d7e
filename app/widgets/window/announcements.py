"""What a screen reader announces without being asked: who plays whom as a game starts (once the
window has the keyboard), each move (the player's and the CPU's), a move taken back, the threats
on the board when they are shown, a hint, the result and what the network says, in the window's
language. Every text said is kept in `said`, newest last, for the window's tests and for the key
that says the last announcement again.

Each text reaches the screen reader as a notification that shows (an AT-SPI object of role
notification named by the text, whose `object:state-changed:showing` turns on), not as Qt's
announcement (`object:announcement`): Orca 43, Debian 12's, has no handler for announcements
and drops renames of list items and lists (event_manager.py, `_ignore`), but speaks a
notification that shows, wherever the focus is (scripts/default.py, `onShowingChanged`), and
so does every later Orca (`_on_showing_changed`, which also keeps it in its list of
notifications). Sending both would make a current Orca say each text twice. A few notes take
turns, so that a reader still reading one note's name does not find the next text in it.
Orca 43 says "notification" before each, and a new one interrupts the one being said."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAction, QKeySequence
from PySide6.QtWidgets import QAccessibleWidget, QMenu, QMenuBar, QWidget

from app.model.session.game_session import GameSession
from app.model.session.notices import Rejection
from app.model.view.view_state import ViewState
from app.scene.highlight import shown_lines
from app.widgets.board.accessible_board import install_access
from app.widgets.board.board_view import PositionThreats
from app.widgets.board.move_order import MoveOrder
from app.widgets.words import tr
from app.widgets.words.access_words import (
    column_text,
    edge_text,
    hint_text,
    last_moves_text,
    move_text,
    result_with_lines,
    review_ended_text,
    review_keys_text,
    review_text,
    seat_change_text,
    start_text,
    threats_text,
    toggle_text,
    turn_text,
    undone_text,
)
from app.widgets.words.seat_words import draw_answer_text, seat_names
from app.widgets.words.window_words import rejection_text
from engine import Cell
from engine.in_play.draw_offer import DrawAnswer
from engine.players import SeatKind

KEPT = 50  # texts kept in `said`
REPLY_MS = 4000  # a CPU's reply within this of a person's move is said with it
NOTES = 6  # notifications taking turns


class Note(QWidget):
    """An announcement as an object a screen reader sees: a notification named by its text,
    shown when it is said (it takes no room: it has no size and sits in no layout)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("announcement")
        self.setFixedSize(0, 0)
        self.interface: QAccessibleWidget | None = None
        self.hide()
        _notes.add(self)

    def say(self, text: str) -> None:
        self.hide()
        self.setAccessibleName(text)
        self.show()

    def make_interface(self) -> QAccessibleInterface | None:
        """Its interface, for the factory (None once the notes were shut: Qt's own then)."""
        if _shut:
            return None
        # Kept here too: Qt's cache owns it, and Python must not drop it first.
        self.interface = QAccessibleWidget(self, QAccessible.Role.Notification)
        return self.interface

    def shut(self) -> None:
        """Hand the interface back to Qt to delete, while the note is still whole."""
        if self.interface is not None:
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(self.interface))
            self.interface = None


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
        # With a screen reader the threats are said from the start, and View → Show threats is
        # checked when they first are (its next toggle then says "off", as the player hears
        # it), unless the player turned it off, here or in an earlier session.
        self.reader_active: Callable[[], bool] = QAccessible.isActive
        self.threats_refused = False
        view_state.show_threats_changed.connect(self._on_show_threats)
        view_state.cursor_stopped.connect(lambda _cell: self.say(edge_text()))
        view_state.column_asked.connect(
            lambda cell: self.say(column_text(self.session.shown_game, cell))
        )
        self._threats = PositionThreats()
        install_access(_factory, _shut_all)
        self._notes = [Note(window) for _ in range(NOTES)]
        self._next = 0
        self._pending: list[str] = []
        self.last_note = ""
        self._person_moved = False  # the texts pending began with a person's move
        self._answered: str | None = None  # the last note, when it was a person's move
        self._lead: str | None = None  # said before the next note (see _on_moved)
        self._since = QElapsedTimer()  # since the last note went out
        self._since.start()
        self.reply_ms = REPLY_MS
        self._reviewing = session.review.active
        MoveOrder.of(session).words.connect(self._on_moved)
        session.undone.connect(self._on_undone)
        self._undoing = False
        session.changed.connect(self._after_undo)
        session.hint.connect(self._on_hint)
        session.finished.connect(self._on_finished)
        session.time_out.connect(self._on_finished)
        session.ended.connect(self._on_finished)
        session.draw_answered.connect(self._on_draw_answered)
        session.rejected.connect(self._on_rejected)
        session.review.changed.connect(self._on_review)
        # Who plays whom, when a game starts or opens (and for the one the window opens on);
        # a seat taken over mid-game, when it is.
        self._start_due = True
        session.reset.connect(self._on_reset)
        self._seats = list(session.players)
        session.players_changed.connect(self._on_seats)
        window.installEventFilter(self)

    def say(self, text: str) -> None:
        """Announce `text`; the texts said in one turn of the event loop (a move and the
        threats after it, the last move and the result) go out as one note: Orca interrupts
        what it is saying for each new notification."""
        if not text:
            return
        self.said = [*self.said[-KEPT + 1 :], text]
        self.spoken.emit(text)
        self._pending.append(text)
        if len(self._pending) == 1:
            QTimer.singleShot(0, self, self._flush)

    def _flush(self) -> None:
        texts, self._pending = self._pending, []
        if not texts:
            return
        lead, self._lead = self._lead, None
        if lead is not None:
            texts = [lead, *texts]
        joined = texts[0]
        for text in texts[1:]:
            sentence = joined.rstrip(".。")  # a sentence that ends itself ends once
            joined = tr("%1. %2").replace("%1", sentence).replace("%2", text)
        self.last_note = joined
        # A person's move, said: a CPU's reply soon after would cut it short.
        self._answered = joined if self._person_moved else None
        self._person_moved = False
        self._since.start()
        if QAccessible.isActive() and not _shut:
            note = self._notes[self._next]
            self._next = (self._next + 1) % len(self._notes)
            note.say(joined)

    def _on_reset(self) -> None:
        self._seats = list(self.session.players)  # a new game's seats: said with its start
        self._start_due = True
        if self.window.isActiveWindow():
            QTimer.singleShot(0, self, self._say_start)

    def _on_seats(self) -> None:
        seats = list(self.session.players)
        changed = [
            player
            for player, (before, now) in enumerate(zip(self._seats, seats, strict=False))
            if before != now
        ]
        self._seats = seats
        if not self._start_due:  # else the start, still to be said, names the seats as they are
            for player in changed:
                self.say(seat_change_text(self.session, player))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        """The window takes the keyboard (it opens, a dialog closes): a game started meanwhile
        is said now, as a note that shows while a dialog has the focus goes unheard, and Orca
        cuts a note short with the focus's return."""
        activated = watched is self.window and event.type() == QEvent.Type.WindowActivate
        if activated and self._start_due:
            QTimer.singleShot(0, self, self._say_start)
        return False

    def _say_start(self) -> None:
        # A turn of the event loop after the activation: after the board's focus goes on to the
        # cursor's cell (app/widgets/board/accessible_board.py), so the cell does not cut it.
        if self._start_due:
            self._start_due = False
            self.say(start_text(self.session))

    def say_last_moves(self) -> None:
        """Say the last move of the position on view and the one before it."""
        self.say(last_moves_text(self.session))

    def say_again(self) -> None:
        """Say the last announcement again (all that went out at once)."""
        self._flush()
        if self.last_note:
            self.say(self.last_note)

    def _on_moved(self, cell: Cell, player: int) -> None:
        kind = self.session.players[player].kind
        if kind == SeatKind.CPU and self._answered is not None:
            if self._since.elapsed() < self.reply_ms:
                # The person's move goes out again with the reply, which would cut it short.
                self._lead = self._answered
            self._answered = None
        self._person_moved = kind == SeatKind.HUMAN
        self.say(move_text(self.session, cell, player))
        game = self.session.game
        if self.threats_said() and not game.is_over():
            if not self.view_state.show_threats:
                self.view_state.set_show_threats(True)  # the check mark says what is heard
            self.say(threats_text(self.session, self._threats(game)))

    def threats_said(self) -> bool:
        """True when the threats are said after each move: View → Show threats is on, or a
        screen reader runs and the player has not turned Show threats off."""
        return self.view_state.show_threats or (self.reader_active() and not self.threats_refused)

    def _on_show_threats(self, on: bool) -> None:
        self.threats_refused = not on

    def restore_threats(self, action: QAction, stored: object) -> None:
        """View → Show threats as the settings keep it (`stored`: never chosen is None): a
        choice of off holds against the screen reader's threats too."""
        action.setChecked(stored in (True, "true"))
        self.threats_refused = stored in (False, "false")

    def follow_toggles(self, bar: QMenuBar) -> None:
        """Say each check mark of the menus as the player sets it: "Show threats on"."""
        menus = [action.menu() for action in bar.actions()]
        while menus:
            menu = menus.pop()
            if not isinstance(menu, QMenu):
                continue
            for action in menu.actions():
                if action.menu() is not None:
                    menus.append(action.menu())
                elif action.isCheckable():
                    action.triggered.connect(partial(self._on_toggled, action))

    def _on_toggled(self, action: QAction, *_: object) -> None:
        group = action.actionGroup()
        chosen = group is not None and group.isExclusive()
        self.say(toggle_text(action.text(), action.isChecked(), chosen=chosen))

    def _on_undone(self, cell: Cell) -> None:
        self.say(undone_text(cell))
        self._undoing = True

    def _after_undo(self) -> None:
        """After the moves taken back, whose turn it is now (said with them, once)."""
        if self._undoing:
            self._undoing = False
            self.say(turn_text(self.session))

    def _on_hint(self, cell: Cell | None) -> None:
        if cell is not None:
            self.say(hint_text(cell, self.session.hint_verdict))

    def _on_finished(self, _end: object) -> None:
        game = self.session.shown_game
        one_line = game.rules.target <= 1
        lines = [line for _, line in shown_lines(game)] if one_line else []
        self.say(result_with_lines(self.session, lines))

    def _on_draw_answered(self, answer: DrawAnswer) -> None:
        self.say(draw_answer_text(self.session, answer))

    def _on_rejected(self, rejection: Rejection) -> None:
        self.say(rejection_text(rejection, seat_names(self.session)))

    def _on_review(self) -> None:
        review = self.session.review
        was, self._reviewing = self._reviewing, review.active
        if review.active and not review.line:
            text = review_text(self.session)
            if not was:
                keys = review_keys_text(*self._review_keys())
                text = tr("%1. %2").replace("%1", text).replace("%2", keys)
            self.say(text)
        elif was and not review.active:
            self.say(review_ended_text(self.session))

    def _review_keys(self) -> tuple[str, str, str]:
        """The keys of Review → Back, Forward and End, as the keyboard labels them."""
        keys = []
        for name in ("review-back", "review-forward", "review-end"):
            action = self.window.findChild(QAction, name)
            shortcut = action.shortcut() if isinstance(action, QAction) else QKeySequence()
            keys.append(shortcut.toString(QKeySequence.SequenceFormat.NativeText))
        return keys[0], keys[1], keys[2]


_shut = False
_notes: weakref.WeakSet[Note] = weakref.WeakSet()


def _factory(_class_name: str, target: QObject | None) -> QAccessibleInterface | None:
    return target.make_interface() if isinstance(target, Note) else None


def _shut_all() -> None:
    """The application is about to quit: every note's interface back to Qt while the notes are
    whole (see app/widgets/board/accessible_board.py), and no more made."""
    global _shut  # noqa: PLW0603 (one application)
    _shut = True
    for note in list(_notes):
        note.shut()
