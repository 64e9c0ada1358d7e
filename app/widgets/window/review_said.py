"""What a screen reader hears of a game's review and analysis beyond the Announcer's own
review steps (app/widgets/window/announcements.py): the end of Analyse game with the marks it
counted, each step of Show the win with the move it plays and where it stands, ✕ closing it,
and with a reviewed move of an analysed game that move's mark in the Moves list's words.

It says what it says through the Announcer (one note with what the Announcer says in the same
turn), and is made after it, so that a reviewed move's mark is said after the move."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence

from app.model.session.game_session import GameSession
from app.widgets.analysis.analysis_commands import AnalysisCommands
from app.widgets.window.announcements import Announcer
from app.widgets.words.access_words import move_text
from app.widgets.words.analysis_words import (
    analysed_move_said,
    analysing_words,
    analysis_end_said,
    analysis_stopped_said,
    win_closed_said,
    win_keys_said,
    win_step_said,
)
from engine.record.analysis_data import GameAnalysis


class ReviewSaid(QObject):
    """Says, through `say`, what `analysis` shows in words of `session`'s review."""

    def __init__(
        self, session: GameSession, analysis: AnalysisCommands, say: Callable[[str], None]
    ) -> None:
        super().__init__(analysis)
        self.session = session
        self.analysis = analysis
        self.say = say
        self._finished = False  # the run that just stopped finished (not cancelled)
        analyst = session.analyst
        analyst.running_changed.connect(self._on_running)
        analyst.found.connect(self._on_found)
        analysis.win_words.connect(self._on_win_words)
        analysis.win_closed.connect(lambda: self.say(win_closed_said()))
        session.review.changed.connect(self._on_review)

    def _on_running(self, running: bool) -> None:
        analyst = self.session.analyst
        if running:
            self._finished = False
            self.say(analysing_words(0, analyst.total))
        elif not self._finished:
            self.say(analysis_stopped_said(analyst.done, analyst.total))

    def _on_found(self, _analysis: GameAnalysis | None) -> None:
        # Kept with the game before this is heard (Analyst.found): the marks are the list's.
        self._finished = True
        self.say(analysis_end_said(self.session.analysis.moves()))

    def _on_win_words(self, text: str) -> None:
        """The Show the win bar's words, with the move the step put on the board."""
        review = self.session.review
        ply, line, step = review.position(), review.line, review.step
        win = self.analysis.win
        if win is None or line != win.moves:
            self.say(text)  # looking for it, or none found
        elif step == 0:
            self.say(win_step_said(text, win_keys_said(*self._keys())))
        else:
            player = (ply + step - 1) % self.session.rules.players
            self.say(win_step_said(text, move_text(self.session, line[step - 1], player)))

    def _keys(self) -> tuple[str, str, str]:
        """The keys of the win's ▶, ◀ and ✕, as the keyboard labels them."""
        back, forward, close = (
            key.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            for key in self.analysis.win_keys
        )
        return forward, back, close

    def _on_review(self) -> None:
        """A reviewed move of an analysed game: its mark (or value) as the Moves list words it,
        said after the Announcer's "Reviewing move 7 of 9: …"."""
        review = self.session.review
        if not review.active or review.line or not review.position():
            return
        ply = review.position()
        move = self.session.analysis.move(ply)
        if move is not None:
            self.say(analysed_move_said(move, self.session.game.moves[ply - 1]))


def review_said(window: QObject, session: GameSession) -> ReviewSaid | None:
    """The window's ReviewSaid, made once its Announcer and AnalysisCommands are (None before:
    a window without them hears nothing more)."""
    announcer = window.findChild(Announcer)
    analysis = window.findChild(AnalysisCommands)
    if announcer is None or analysis is None:
        return None
    return ReviewSaid(session, analysis, announcer.say)
