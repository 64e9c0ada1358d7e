"""The window's record of its games (engine.scoreboard), kept in the data folder: a game that
ends by a move counts once, and the file is rewritten atomically after each counted game.

Only a game that a move ended counts: opening or restoring a finished game, or reviewing one,
ends nothing. Undo and finishing again ends the same game (the same identity) again, which the
scoreboard does not count twice. A damaged file is set aside, said once, and the statistics
start afresh; the game on the board is never touched.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.model.session.game_session import GameSession
from engine import Outcome
from engine.scoreboard import (
    Scoreboard,
    StatisticsError,
    game_identity,
    load_scoreboard,
    save_scoreboard,
)

log = logging.getLogger(__name__)

DAMAGED_SUFFIX = ".unreadable"


class StatisticsProblemKind(Enum):
    DAMAGED = "the statistics file was damaged"  # set aside as `kept_as`; starting afresh
    NOT_SAVED = "the statistics could not be saved"  # `error_number` and `detail` say why


@dataclass(frozen=True)
class StatisticsProblem:
    """What went wrong with the statistics file, for the window to word."""

    kind: StatisticsProblemKind
    path: str
    kept_as: str = ""
    error_number: int | None = None
    """The system's error, for the window to word (NOT_SAVED)."""
    detail: str = ""
    """The system's own words for it, for an error the window has no words of its own for."""


class StatisticsKeeper(QObject):
    """Counts the session's finished games into a Scoreboard kept at `path` (None: in memory
    only, for a data folder that cannot be written)."""

    changed = Signal()
    problem = Signal(object)  # a StatisticsProblem

    def __init__(self, session: GameSession, path: Path | None, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.path = path
        self.last_problem: StatisticsProblem | None = None
        self.board = self._load()
        self._moved_ply: int | None = None  # the ply a move of this game reached last
        self._unsaved_games: list[object] = []  # games with no creation time, counted here
        session.moved.connect(self._on_moved)
        session.reset.connect(self._on_reset)
        session.finished.connect(self._on_finished)

    def _load(self) -> Scoreboard:
        if self.path is None:
            return Scoreboard()
        try:
            return load_scoreboard(self.path)
        except StatisticsError as error:
            log.warning("the statistics file cannot be read: %s", error)
            kept = self.path.with_name(self.path.name + DAMAGED_SUFFIX)
            try:
                self.path.replace(kept)
            except OSError as move_error:
                log.warning("could not set the damaged statistics aside: %s", move_error)
                kept, self.path = self.path, None  # never write over what could not be kept
            self.last_problem = StatisticsProblem(
                StatisticsProblemKind.DAMAGED, str(error.path), kept_as=str(kept)
            )
            return Scoreboard()

    def _on_moved(self, _cell: object, _player: int) -> None:
        self._moved_ply = self.session.game.ply

    def _on_reset(self) -> None:
        self._moved_ply = None

    def _on_finished(self, outcome: Outcome) -> None:
        if self._moved_ply == self.session.game.ply:  # else opened, restored or reviewed
            self.count_end(outcome.winners)

    def count_end(self, winners: tuple[int, ...]) -> None:
        """Count the session's game, which `winners` won (none: a draw), if it was not yet: on
        the board (`finished` after a move) or off it (a network game resigned or drawn by
        agreement, app.model.net.net_endings)."""
        session = self.session
        if session.in_play.created is not None:
            identity = game_identity(session.rules, session.in_play.created)
        elif any(game is session.game for game in self._unsaved_games):
            return
        else:
            self._unsaved_games.append(session.game)
            identity = game_identity(session.rules, datetime.now().astimezone())
        if self.board.count(identity, session.rules, session.players, winners) is None:
            return
        self._save()
        self.changed.emit()

    def clear(self) -> None:
        """Forget every result (games already counted stay counted)."""
        self.board.clear()
        self._save()
        self.changed.emit()

    def _save(self) -> None:
        if self.path is None:
            return
        try:
            save_scoreboard(self.path, self.board)
        except OSError as error:
            log.warning("could not save the statistics: %s", error)
            problem = StatisticsProblem(
                StatisticsProblemKind.NOT_SAVED,
                str(self.path),
                error_number=error.errno,
                detail=error.strerror or str(error),
            )
            self.last_problem = problem
            self.problem.emit(problem)
