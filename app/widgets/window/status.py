"""The status bar: whose turn it is or how the game ended, the line counts, what the CPU is
doing, and the session's passing messages (refusals, problems, hints)."""

from __future__ import annotations

import logging

from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QSizePolicy,
    QStatusBar,
    QWidget,
)

from app.model.session.game_session import GameSession
from app.model.session.notices import Problem, Rejection, StorageFailure
from app.model.view.view_state import colour_choice
from app.scene import palette
from app.widgets.board.painting import qcolor
from app.widgets.board.review_mark import review_text
from app.widgets.words import number, sentence_label, tr
from app.widgets.words.analysis_words import verdict_words
from app.widgets.words.seat_words import (
    colour_name,
    draw_answer_text,
    is_you,
    mover_name,
    name_among,
    result_text,
    seat_name,
    seat_names,
)
from app.widgets.words.window_words import colour_name as stone_colour
from app.widgets.words.window_words import (
    level_name,
    problem_text,
    rejection_text,
    storage_text,
)
from engine import format_cell
from engine.ai import SearchInfo
from engine.in_play.draw_offer import DrawAnswer
from engine.in_play.seats import hint_level
from engine.players import SeatKind

log = logging.getLogger(__name__)

REJECTED_MS = 5000
PROBLEM_MS = 10000


def seat_label(session: GameSession, player: int) -> str:
    """ "Ann (orange)": a seat's own name and its colour; just "Orange" for one of several people
    without names of their own."""
    name = seat_name(session, player)
    if name == colour_name(player):
        return name
    return tr("%1 (%2)").replace("%1", name).replace("%2", stone_colour(player))


def reviewed_turn_text(session: GameSession) -> str:
    """Who is to move in the reviewed position (the one who played the next move, as they were
    then), not in the game as it stands."""
    player = session.shown_game.to_move
    if session.review.line:  # a line played on (Show the win): its moves are the seats' now
        name = name_among(session.players, player)
    else:
        name = mover_name(session, session.review.position())
    if name == tr("You") and is_you(session, player):
        return tr("In this position it is your move (%1)").replace("%1", stone_colour(player))
    if name == colour_name(player):
        return tr("In this position %1 is to move").replace("%1", name)
    return (
        tr("In this position %1 is to move (%2)")
        .replace("%1", name)
        .replace("%2", stone_colour(player))
    )


def progress_text(info: SearchInfo, *, hint: bool) -> str:
    """How far the CPU has looked, in a player's words: how many moves ahead and how many
    positions it has looked at so far."""
    positions, count = number(info.nodes), info.nodes  # "1 position", "207,896 positions"
    if info.depth == 1:
        text = (
            tr("Hint: looking one move ahead, %1 positions…", "", count)
            if hint
            else tr("Looking one move ahead: %1 positions…", "", count)
        )
        return text.replace("%1", positions)
    text = (
        tr("Hint: looking %1 moves ahead, %2 positions…", "", count)
        if hint
        else tr("Looking %1 moves ahead: %2 positions…", "", count)
    )
    return text.replace("%1", str(info.depth)).replace("%2", positions)


STORAGE_COLOUR = "#f0a040"


class GameStatus(QStatusBar):
    """The window's status bar; observes the session."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        # The labels that say where the game stands sit in one widget, which a passing message
        # hides as a whole: each label shows and hides with the game, and one made visible
        # while a message was up was drawn over it.
        self.standing = QWidget(self)
        self.standing.setObjectName("standing")
        self.turn_label = QLabel(self.standing)
        self.score_label = QLabel(self.standing)
        self.score_label.setContentsMargins(12, 0, 0, 0)
        self.cpu_label = QLabel(self)
        self.review_label = QLabel(self.standing)
        self.review_label.setObjectName("review-mark")
        choice = colour_choice()
        scheme = palette.palette_for(choice.theme, choice.players).scheme
        highlight = qcolor(scheme.highlight).name()
        self.review_label.setStyleSheet(f"color: {highlight}; font-weight: bold;")
        self.review_label.setContentsMargins(0, 0, 16, 0)
        self.hint_label = QLabel(self.standing)
        self.hint_label.setObjectName("hint")
        # The turn takes the room the others leave (its whole text is in its tooltip), so a
        # long line never widens the window: the whole status fits 800 pixels.
        self.turn_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.turn_label.setMinimumWidth(80)
        self.busy = QProgressBar(self)
        self.busy.setRange(0, 0)  # indeterminate: it moves while the CPU thinks
        self.busy.setMaximumWidth(90)
        self.busy.setMaximumHeight(14)
        self.busy.setVisible(False)
        # Why games are not kept (a failing autosave, a read-only data folder): shown until
        # that changes, so a permanent widget that passing messages do not hide.
        self.storage_label = sentence_label(self, "storage")
        self.storage_label.setStyleSheet(f"color: {STORAGE_COLOUR}; font-weight: bold")
        row = QHBoxLayout(self.standing)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.review_label)
        row.addWidget(self.turn_label, 1)
        row.addWidget(self.score_label)
        row.addWidget(self.hint_label)
        self.standing.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.addWidget(self.standing, 1)
        self.addPermanentWidget(self.storage_label)
        self.addPermanentWidget(self.cpu_label)
        self.addPermanentWidget(self.busy)

        for restate in (
            session.changed,
            session.reset,
            session.players_changed,
            session.paused_changed,
            session.review.changed,
        ):
            restate.connect(self._pull_status)
        # A passing message is of the position it came in (a refusal, "waits for Player 2"):
        # the game moving on takes it away, so what the bar says of the game shows again.
        for moved_on in (session.changed, session.reset, session.players_changed):
            moved_on.connect(self.clearMessage)
        for signal, slot in (
            (session.rejected, self._on_rejected),
            (session.problem, self._on_problem),
            (session.cpu_thinking, self._on_cpu_thinking),
            (session.cpu_progress, self._on_cpu_progress),
            (session.hint, self._on_hint),
            (session.draw_answered, self._on_draw_answered),
            (session.file.autosave.state_changed, self._on_storage),
        ):
            signal.connect(slot)
        self._on_storage(session.file.autosave.failure)
        # What the CPU is doing is a sentence too: drawn beside a passing message, the bar said
        # two things at once while the CPU thought ("wait for its move" and "is thinking…").
        self.messageChanged.connect(lambda message: self.cpu_label.setVisible(not message))
        self._pull_status()

    def _on_storage(self, failure: StorageFailure | None) -> None:
        text = "" if failure is None else storage_text(failure)
        self.storage_label.setText(text)
        self.storage_label.setToolTip(text)
        self.storage_label.setVisible(bool(text))

    def _pull_status(self, *_: object) -> None:
        session = self.session
        game = session.shown_game
        review = review_text(session)
        self.review_label.setText(review or "")
        self.review_label.setVisible(review is not None)
        result = result_text(session)
        if result is not None and session.review.line:
            # The end of a line Show the win plays on, not of the game, which may have gone
            # the other way.
            self.turn_label.setText(tr("End of the win shown: %1").replace("%1", result))
        elif result is not None:
            self.turn_label.setText(tr("Game over: %1").replace("%1", result))
        elif session.review.active:
            self.turn_label.setText(reviewed_turn_text(session))
        elif session.players[game.to_move].kind == SeatKind.CPU:
            self.turn_label.setText(
                tr("%1 to move: %2")
                .replace("%1", colour_name(game.to_move))
                .replace("%2", seat_name(session, game.to_move))
            )
        elif is_you(session, game.to_move):
            self.turn_label.setText(
                tr("Your turn (%1): click a cell").replace("%1", stone_colour(game.to_move))
            )
        else:
            self.turn_label.setText(
                tr("%1 to move: click a cell").replace("%1", seat_label(session, game.to_move))
            )
        self.turn_label.setToolTip(self.turn_label.text())
        if game.rules.target > 1:
            names = seat_names(session)
            scores = " · ".join(
                tr("%1 %2").replace("%1", names[p]).replace("%2", str(score))
                for p, score in enumerate(game.scores)
            )
            self.score_label.setText(
                tr("Lines: %1 (%2 to win)")
                .replace("%1", scores)
                .replace("%2", str(game.rules.target))
            )
        self.score_label.setVisible(game.rules.target > 1)
        if not session.thinking:
            self.cpu_label.setText(tr("CPU paused") if session.paused else "")
        self._pull_hint()

    def _pull_hint(self) -> None:
        session = self.session
        cell = session.hint_cell
        if cell is None:
            self.hint_label.setText("")
        else:
            level = level_name(hint_level())
            found = session.hint_verdict
            verdict = None if found is None else verdict_words(found)
            text = tr("Hint: %1 (CPU %2)") if verdict is None else tr("Hint: %1 (CPU %2), %3")
            self.hint_label.setText(
                text.replace("%1", format_cell(cell))
                .replace("%2", level)
                .replace("%3", verdict or "")
            )
        self.hint_label.setToolTip(self.hint_label.text())
        # The hint is for the game as it stands, not for a reviewed move.
        self.hint_label.setVisible(cell is not None and not session.review.active)

    def _on_rejected(self, rejection: Rejection) -> None:
        self.showMessage(rejection_text(rejection, seat_names(self.session)), REJECTED_MS)

    def _on_draw_answered(self, answer: DrawAnswer) -> None:
        self.showMessage(draw_answer_text(self.session, answer), REJECTED_MS)

    def _on_problem(self, problem: Problem) -> None:
        message = problem_text(problem)
        log.warning("%s", message)
        self.showMessage(message, PROBLEM_MS)

    def _on_cpu_thinking(self, thinking: bool) -> None:
        self.busy.setVisible(thinking)
        if thinking:
            self.cpu_label.setText(self._thinking_text())
        else:
            self.cpu_label.setText(tr("CPU paused") if self.session.paused else "")

    def _thinking_text(self) -> str:
        """Who is searching: the hint (for a person) or the CPU seat to move."""
        if self.session.hinting:
            return tr("Looking for a hint…")
        seat = seat_name(self.session, self.session.game.to_move)
        return tr("%1 is thinking…").replace("%1", seat)

    # The turn label already says who is to move: progress says only how far the search got.

    def _on_cpu_progress(self, info: SearchInfo) -> None:
        self.cpu_label.setText(progress_text(info, hint=self.session.hinting))
        self.cpu_label.setToolTip(self.cpu_label.text())

    def _on_hint(self, _cell: object) -> None:
        self._pull_hint()

    def refresh(self, *_: object) -> None:
        """Say it all again (the player colours' names changed with the palette)."""
        self._pull_status()
