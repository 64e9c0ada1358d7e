"""A game session's games and files: a new game, a game file opened, an autosave restored, the
game saved, and the autosave kept after every change. A base of GameSession (app.model.session),
which plays the moves and makes the parts a new game resets (declared here)."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.model.analysis import Analyst
from app.model.autosave import Autosave
from app.model.cpu_turns import CpuTurns
from app.model.local_clock import LocalClock
from app.model.review import Review
from app.model.seats import fit_players, levels_of, saved_seats
from engine import Game, Rules, record
from engine.atomic_files import write_text_atomic
from engine.clocks import TimeControl
from engine.players import PlayerInfo
from engine.record import RecordError
from engine.record.analysis_data import GameAnalysis


class SessionFiles(QObject):
    """The games a session takes over and the files it keeps them in."""

    reset = Signal()  # a new or opened game: redraw everything
    changed = Signal()  # after any change of the game, its players or its file
    players_changed = Signal()
    file_changed = Signal()  # the file the game belongs to (and so the title) changed
    dirty_changed = Signal(bool)
    autosaved = Signal()  # the current position is on disk

    # The session's, which GameSession sets up.
    game: Game
    players: list[PlayerInfo]
    move_levels: list[str | None]
    path: Path | None
    dirty: bool
    created: datetime | None
    autosave: Autosave
    clock: LocalClock
    cpu_turns: CpuTurns
    review: Review
    analyst: Analyst
    _clear_hint: Callable[[], None]
    _emit_outcome: Callable[[], None]

    def new_game(
        self,
        rules: Rules | Game,
        players: Sequence[PlayerInfo] | None = None,
        control: TimeControl | None = None,
    ) -> None:
        """Start a fresh game under `rules` (or take over a given Game) with `players`
        (default: the current seats, fitted to the new number of players), under the time
        `control` (None: no clock)."""
        game = rules if isinstance(rules, Game) else Game(rules)
        seats = fit_players(self.players if players is None else players, game.rules.players)
        levels = levels_of(game, seats)
        self._replace(game, seats, levels, path=None, dirty=False, created=None, control=control)

    def open_file(self, path: str | os.PathLike[str]) -> None:
        """Replace the game with the one saved at `path`. Raises RecordError (its message names
        the file and the problem) and leaves the current game untouched if it can't."""
        file = Path(path)
        self._load(file, file=file.resolve(), dirty=False)

    def restore(self, path: Path, file: Path | None, dirty: bool) -> None:
        """Bring back an autosaved game (raises RecordError like `open_file`), remembering which
        file it belongs to and whether it had unsaved changes."""
        self._load(path, file=file, dirty=dirty)

    def _load(self, path: Path, *, file: Path | None, dirty: bool) -> None:
        """Replace the game with the one saved at `path`, which belongs to `file`; a bad or
        unreadable file raises RecordError naming it, and changes nothing."""
        try:
            loaded = record.load_record(path)
        except RecordError as error:
            raise RecordError(error.problem, path.name) from None
        except OSError as error:
            raise RecordError(record.cannot_read(error), path.name) from None
        self._replace(
            loaded.game,
            fit_players(loaded.players, loaded.rules.players),
            list(loaded.levels),
            path=file,
            dirty=dirty,
            created=loaded.created,
            analysis=loaded.analysis,
            control=None if loaded.clock is None else loaded.clock.control,
            used=() if loaded.clock is None else loaded.clock.used,
        )

    def save(self, path: str | os.PathLike[str] | None = None) -> None:
        """Write the game to `path` (default: its file) atomically; raises OSError."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise OSError("the game has no file yet: choose one with Save As")
        write_text_atomic(target, self._dumps())
        new_path = target.resolve()
        if new_path != self.path:
            self.path = new_path
            self.file_changed.emit()
        self._set_dirty(False)
        if self.autosave.failing:
            self._autosave()  # catch up if the disk has room again

    def _replace(
        self,
        game: Game,
        players: list[PlayerInfo],
        levels: list[str | None],
        *,
        path: Path | None,
        dirty: bool,
        created: datetime | None,
        analysis: GameAnalysis | None = None,
        control: TimeControl | None = None,
        used: tuple[float, ...] = (),
    ) -> None:
        self.cpu_turns.cancel()
        self._clear_hint()
        self.game = game
        self.review.end()
        self.players = players
        self.move_levels = levels
        self.path = path
        self.created = created
        self.analyst.replace(analysis, game)
        self.clock.begin(control, game, used)
        self.reset.emit()
        self._emit_outcome()
        self.players_changed.emit()
        self.file_changed.emit()
        self._set_dirty(dirty)
        self._autosave()
        self.changed.emit()
        self.cpu_turns.schedule()

    def _dumps(self) -> str:
        return record.dumps(
            self.game,
            saved_seats(self.players),
            created=self.created,
            levels=self.move_levels,
            analysis=self.analyst.kept(),
            clock=self.clock.times(self.game),
        )

    def _set_dirty(self, dirty: bool) -> None:
        if dirty != self.dirty:
            self.dirty = dirty
            self.dirty_changed.emit(dirty)

    @property
    def autosave_path(self) -> Path | None:
        return self.autosave.path

    def unkept(self) -> bool:
        """True when moves would be lost on closing: the autosave failed and no file holds
        the game as it is."""
        return self.autosave.failing and self.game.ply > 0 and (self.dirty or self.path is None)

    def _autosave(self) -> None:
        if self.autosave.path is None:
            return
        if self.created is None:
            # To the microsecond: the creation time is the game's identity (engine.scoreboard).
            self.created = datetime.now().astimezone()
        if self.autosave.write(self._dumps()):
            self.autosaved.emit()
