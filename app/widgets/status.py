"""The status bar: whose turn it is or how the game ended, the line counts, what the CPU is
doing, and the session's passing messages (refusals, problems, hints)."""

from __future__ import annotations

import logging

from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar, QWidget

from app.model.notices import Problem, Rejection
from app.model.session import GameSession
from app.widgets.translate import tr
from app.widgets.wording import (
    level_name,
    outcome_text,
    player_label,
    player_name,
    problem_text,
    rejection_text,
)
from engine import format_cell
from engine.ai import SearchInfo

log = logging.getLogger(__name__)

REJECTED_MS = 5000
PROBLEM_MS = 10000
HINT_MS = 8000
STORAGE_COLOUR = "#f0a040"


class GameStatus(QStatusBar):
    """The window's status bar; observes the session."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.turn_label = QLabel(self)
        self.score_label = QLabel(self)
        self.score_label.setContentsMargins(24, 0, 0, 0)
        self.cpu_label = QLabel(self)
        self.busy = QProgressBar(self)
        self.busy.setRange(0, 0)  # indeterminate: it moves while the CPU thinks
        self.busy.setMaximumWidth(90)
        self.busy.setMaximumHeight(14)
        self.busy.setVisible(False)
        # Why games are not kept (a failing autosave, a read-only data folder): shown until
        # that changes, so a permanent widget that passing messages do not hide.
        self.storage_label = QLabel(self)
        self.storage_label.setObjectName("storage")
        self.storage_label.setWordWrap(True)
        self.storage_label.setStyleSheet(f"color: {STORAGE_COLOUR}; font-weight: bold")
        self.addWidget(self.turn_label)
        self.addWidget(self.score_label)
        self.addPermanentWidget(self.storage_label, 1)
        self.addPermanentWidget(self.cpu_label)
        self.addPermanentWidget(self.busy)

        session.changed.connect(self._pull_status)
        session.reset.connect(self._pull_status)
        session.players_changed.connect(self._pull_status)
        session.paused_changed.connect(self._pull_status)
        session.rejected.connect(self._on_rejected)
        session.problem.connect(self._on_problem)
        session.cpu_thinking.connect(self._on_cpu_thinking)
        session.cpu_progress.connect(self._on_cpu_progress)
        session.hint.connect(self._on_hint)
        session.autosave.state_changed.connect(self._on_storage)
        self._on_storage(session.autosave.error)
        self._pull_status()

    def _on_storage(self, problem: str) -> None:
        self.storage_label.setText(problem)
        self.storage_label.setToolTip(problem)
        self.storage_label.setVisible(bool(problem))

    def _pull_status(self, *_: object) -> None:
        session = self.session
        game = session.game
        players = session.players
        outcome = game.outcome()
        if outcome is None:
            who = player_label(players, game.to_move)
            seat = session.current_player()
            if seat.kind == "cpu":
                text = tr("%1 to move: the CPU is playing (%2).").replace("%1", who)
                text = text.replace("%2", level_name(seat.level))
            else:
                text = tr("%1 to move: click a cell.").replace("%1", who)
            self.turn_label.setText(text)
        else:
            self.turn_label.setText(outcome_text(outcome, players))
        if game.rules.target > 1:
            scores = " · ".join(
                tr("%1 %2").replace("%1", player_name(players[p])).replace("%2", str(score))
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

    def _on_rejected(self, rejection: Rejection) -> None:
        self.showMessage(rejection_text(rejection, self.session.players), REJECTED_MS)

    def _on_problem(self, problem: Problem) -> None:
        message = problem_text(problem)
        log.warning("%s", message)
        self.showMessage(message, PROBLEM_MS)

    def _thinker(self) -> str:
        return player_name(self.session.current_player())

    def _on_cpu_thinking(self, thinking: bool) -> None:
        self.busy.setVisible(thinking)
        if thinking:
            self.cpu_label.setText(tr("%1 is thinking…").replace("%1", self._thinker()))
        else:
            self.cpu_label.setText(tr("CPU paused") if self.session.paused else "")

    def _on_cpu_progress(self, info: SearchInfo) -> None:
        locale = self.locale()
        if info.best is None:
            text = tr("%1 is thinking: depth %2, %3 positions…")
        else:
            text = tr("%1 is thinking: depth %2, %3 positions, best so far %4…")
            text = text.replace("%4", format_cell(info.best))
        self.cpu_label.setText(
            text.replace("%1", self._thinker())
            .replace("%2", str(info.depth))
            .replace("%3", locale.toString(info.nodes))
        )

    def _on_hint(self, cell: object) -> None:
        if isinstance(cell, tuple):
            self.showMessage(tr("Hint: %1").replace("%1", format_cell(cell)), HINT_MS)

    def refresh(self, *_: object) -> None:
        """Say it all again (the player colours' names changed with the palette)."""
        self._pull_status()
