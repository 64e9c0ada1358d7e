"""GameSession: owns the engine Game, tells the views what changed, drives CPU turns, takes over
new and opened games and assembles the record it saves (`record_text`); where it is kept is its
GameFile's (app.model.session.game_file), its analysis its KeptAnalysis'.

Every change goes through here: a click becomes `play(cell)`, the engine checks it, and only
then do the signals go out. CPU turns are requests to `app.model.cpu.cpu_player` tagged with an id
and the ply they were asked at; an answer is applied only if both still match, so undo, a new game
or an opened file can never receive a stale CPU move.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, Signal

import engine
from app.model.cpu.analyst import Analyst
from app.model.cpu.cpu_player import CpuPlayer
from app.model.cpu.cpu_turns import CpuTurns
from app.model.cpu.position_study import PositionStudy
from app.model.session.game_file import GameFile, read_game_file
from app.model.session.hints import Verdict, verdict
from app.model.session.kept_analysis import KeptAnalysis
from app.model.session.local_clock import LocalClock
from app.model.session.notices import ColumnFull, HostRefusal, Problem, ProblemKind, SessionRefusal
from app.model.session.referee import Referee
from app.model.session.review import Review
from app.model.session.seats import (
    fit_players,
    hint_level,
    levels_of,
    mover_level,
    saved_seats,
)
from engine import Cell, Game, Rules, record
from engine.ai import DEFAULT_SECONDS
from engine.clocks import TimeControl
from engine.net import NetRefusal
from engine.players import PlayerInfo, SeatKind
from engine.record import GameRecord
from engine.record.analysis_data import GameAnalysis

WATCH_DELAY_MS = 600  # the least time from a move to a CPU's reply, so a person can follow
HINT_SECONDS = 2.0


class GameSession(QObject):
    """The one owner of the current game. Views read `game` and redraw on the signals."""

    reset = Signal()  # a new or opened game: redraw everything
    changed = Signal()  # after any change of the game, its players or its file
    players_changed = Signal()
    file_changed = Signal()  # the file the game belongs to (and so the title) changed
    dirty_changed = Signal(bool)
    autosaved = Signal()  # the current position is on disk
    moved = Signal(object, int)  # cell, player
    undone = Signal(object)  # cell
    finished = Signal(object)  # engine.Outcome
    rejected = Signal(object)  # why a move was refused: an app.model.session.notices.Rejection
    cpu_thinking = Signal(bool)
    cpu_progress = Signal(object)  # engine.ai.SearchInfo
    hint = Signal(object)  # a suggested cell for the human to move, or None to clear it
    paused_changed = Signal(bool)
    problem = Signal(object)  # a notices.Problem the player should read (status bar)
    answer_dropped = Signal(int)  # a CPU answer arrived for a game that has changed since
    time_out = Signal(object)  # the winners when a seat's time ran out (game over on time)

    def __init__(
        self,
        game: Game | None = None,
        parent: QObject | None = None,
        *,
        players: Sequence[PlayerInfo] | None = None,
        autosave_path: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game if game is not None else Game(engine.PRESETS["qubic"])
        count = self.game.rules.players
        self.players: list[PlayerInfo] = fit_players(players or [], count)
        # The CPU level that chose each move of the game and then of its redo list (None for a
        # person's move): a seat's level may change during the game, its moves keep theirs.
        self.move_levels: list[str | None] = levels_of(self.game, self.players)
        # Where the game is kept: its file, unsaved changes, the autosave.
        self.file = GameFile(autosave_path, self)
        self.file.file_changed.connect(self.file_changed)
        self.file.dirty_changed.connect(self.dirty_changed)
        self.file.autosaved.connect(self.autosaved)
        self.paused = False
        self.cpu_seconds: float | None = None  # None: each level's own time
        self.watch_delay_ms = WATCH_DELAY_MS
        # The clock of a local game under a time control (a network game's is the host's).
        self.clock = LocalClock(self)
        self.clock.flag_fell.connect(self._on_flag_fell)
        self.cpu_player = CpuPlayer(self)
        self.cpu_turns = CpuTurns(self, self.cpu_player, self)
        self.cpu_turns.thinking.connect(self.cpu_thinking)
        self.cpu_turns.progress.connect(self.cpu_progress)
        self.cpu_turns.dropped.connect(self.answer_dropped)
        self.cpu_turns.moved.connect(self._apply)
        self.cpu_turns.hinted.connect(self._on_hinted)
        self.cpu_turns.failed.connect(self._on_cpu_failed)
        self.hint_cell: Cell | None = None  # shown until the position changes
        self.hint_verdict: Verdict | None = None  # the exact solver's word on it, if it knows
        self.review = Review(lambda: self.game, self)
        # The analysis of the game, kept with it and saved in its file; the runs that make it
        # and studies of positions, each in a CPU process of its own, started when first asked.
        self.analysis = KeptAnalysis(lambda: self.game, self)
        self.analyst = Analyst(lambda: self.game, self)
        self.analyst.started.connect(self.analysis.begin)
        self.analyst.stepped.connect(self.analysis.add)
        self.analyst.found.connect(self._on_analysed)
        self.moved.connect(self._on_moves_changed)
        self.undone.connect(self._on_moves_changed)
        self.position_study = PositionStudy(self)
        # In a network game or a puzzle, moves and undo go to the referee first (app/model/
        # session/referee.py); the game here changes only through `mirror` once it decides.
        self._referee: Referee | None = None

    # -- questions --------------------------------------------------------------------------

    def unkept(self) -> bool:
        """True when moves would be lost on closing: the autosave failed and no file holds
        the game as it is."""
        return self.file.unkept(self.game.ply)

    @property
    def rules(self) -> Rules:
        return self.game.rules

    @property
    def shown_game(self) -> Game:
        """The position the views draw: the game, or an earlier move of it under review."""
        return self.review.shown()

    @property
    def hinting(self) -> bool:
        """True while a hint (not a CPU move) is being searched for."""
        return self.cpu_turns.pending is not None and self.cpu_turns.pending.hint

    @property
    def thinking(self) -> bool:
        """True while a CPU move or a hint is being searched for."""
        return self.cpu_turns.pending is not None

    @property
    def title(self) -> str:
        """The file name, or what is played for a game never saved."""
        return self.file.title(self.rules)

    def current_player(self) -> PlayerInfo:
        return self.players[self.game.to_move]

    @property
    def time_up(self) -> bool:
        """True when a seat's time ran out: the game is over on time."""
        return self.clock.flagged is not None

    def time_winners(self) -> tuple[int, ...]:
        """Who won when a seat's time ran out: the others, as if it had resigned."""
        return self.clock.winners(self.game)

    def is_over(self) -> bool:
        """True when the game ended on the board or on time."""
        return self.game.is_over() or self.time_up

    def move_seconds(self, level: str) -> float | None:
        """How long a CPU seat of `level` thinks: its own time (or the chosen one), within its
        share of its clock in a game under a time control."""
        budget = self.clock.budget(self.game.to_move)
        if budget is None:
            return self.cpu_seconds
        chosen = self.cpu_seconds if self.cpu_seconds is not None else DEFAULT_SECONDS[level]
        return max(min(chosen, budget), 0.05)

    def is_human_turn(self) -> bool:
        """True when the game goes on and the side to move is a person."""
        return not self.is_over() and self.current_player().kind == SeatKind.HUMAN

    def has_human(self) -> bool:
        return any(p.kind == SeatKind.HUMAN for p in self.players)

    # -- moves ------------------------------------------------------------------------------

    def play(self, cell: Cell) -> bool:
        """Play `cell` for the side to move; False (and `rejected`) if it is a CPU's turn or the
        engine refuses it. While reviewing an earlier move nothing is played: `review.play_asked`
        asks the window whether to continue from there or go back to the end."""
        if self.review.active:
            self.review.play_asked.emit(tuple(cell))
            return False
        if self.clock.check():
            return False  # the mover's time ran out before the move
        if not self.is_over() and not self.is_human_turn():
            remote = self.current_player().is_remote
            self.rejected.emit(SessionRefusal.REMOTE_TURN if remote else SessionRefusal.CPU_TURN)
            return False
        return self._apply(tuple(cell))

    def landing(self, cell: Cell | None) -> Cell | None:
        """Where a stone put at `cell` would go (it falls under gravity); None for no cell, a
        cell off the board or one where no stone can land."""
        return None if cell is None else self.shown_game.landing(cell)

    def play_at(self, cell: Cell) -> bool:
        """Play a click on `cell`: the stone goes where it lands. A taken or blocked cell still
        goes to `play`, which says why it cannot be played."""
        landing = self.shown_game.landing(cell)
        gravity = self.rules.gravity
        full = landing is None and gravity is not None and cell not in self.rules.blocked
        if full and self.is_human_turn() and not self.review.active:
            self.rejected.emit(ColumnFull(tuple(c for a, c in enumerate(cell) if a != gravity)))
            return False
        return self.play(cell if landing is None else landing)

    def continue_from_review(self) -> None:
        """Make the reviewed position the game's: the later moves become the redo list."""
        if (ply := self.review.ply) is None:
            return
        self.cpu_turns.cancel()
        self._clear_hint()
        self.review.end()
        while self.game.ply > ply:
            self.undone.emit(self.game.undo())
        self.clock.rewound(self.game)
        self._after_change()

    def _apply(self, cell: Cell) -> bool:
        if self._referee is None:
            return not self.clock.check() and self.mirror(cell)
        # On the host this call runs the whole round trip: the host plays the move and calls
        # `mirror` back before `submit` returns; on the joining side `mirror` comes later, when
        # the host's answer arrives.
        reason = self._referee.submit(self.game.to_move, cell)
        if reason is not None:
            self.refused(reason)
        return reason is None

    # -- the referee's door ---------------------------------------------------------------

    def refer_to(self, referee: Referee) -> None:
        """From now on `referee` decides this window's moves and take-backs."""
        self._referee = referee

    def stop_referring(self, referee: Referee) -> None:
        """`referee` is done (the network game left, the puzzle closed): moves are local again."""
        if self._referee is referee:
            self._referee = None

    @property
    def refereed(self) -> bool:
        """True while a referee (a network game, a puzzle) decides the moves here."""
        return self._referee is not None

    def refused(self, reason: NetRefusal) -> None:
        """The referee refused a move or request of this window: the window says why."""
        self.rejected.emit(HostRefusal(reason))

    def report(self, problem: Problem) -> None:
        """Something outside the game went wrong (the network): the status bar says it."""
        self.problem.emit(problem)

    def seat(self, players: Sequence[PlayerInfo]) -> None:
        """The referee seated `players` (a network game's seats changed); nothing else changes."""
        self.players = list(players)
        self.players_changed.emit()

    def mirror(self, cell: Cell) -> bool:
        """Play `cell` here: a move of this window, or one the network host confirmed."""
        player = self.game.to_move
        try:
            self.game.play(cell)
        except engine.IllegalMove as error:
            self.rejected.emit(error.refusal)
            return False
        del self.move_levels[self.game.ply - 1 :]  # the redo list went with the new move
        self.move_levels.append(mover_level(self.players[player]))
        self.clock.pressed(player, self.game)
        self._clear_hint()
        self.moved.emit(cell, player)
        self._emit_outcome()
        self._after_change()
        return True

    def undo(self) -> bool:
        """Take back the last move; against a CPU, back to the human's previous turn."""
        if self._referee is not None and self._referee.ask_undo():
            return False
        if not self._before_step(self.game.ply > 0):
            return False
        self.undone.emit(self.game.undo())
        if self.has_human():
            while self.game.ply and self.current_player().kind == SeatKind.CPU:
                self.undone.emit(self.game.undo())
        else:
            # CPU against CPU: stay on the undone position instead of replaying at once.
            self.set_paused(True)
        self.clock.rewound(self.game)
        self._after_change()
        return True

    def redo(self) -> bool:
        """Replay the last undone move; against a CPU, up to the human's next turn."""
        if not self._before_step(bool(self.game.redo_moves)):
            return False
        self._redo_one()
        while (
            self.has_human()
            and self.game.redo_moves
            and not self.game.is_over()
            and self.current_player().kind == SeatKind.CPU
        ):
            self._redo_one()
        self.clock.rewound(self.game)
        self._emit_outcome()
        self._after_change()
        return True

    def _before_step(self, possible: bool) -> bool:
        """Before undo or redo: stop the CPU (its position is going), and if there is a move to
        step over (`possible`), clear the hint. Returns `possible`."""
        self.cpu_turns.cancel()
        self.review.end()
        if possible:
            self._clear_hint()
        return possible

    def _redo_one(self) -> None:
        player = self.game.to_move
        self.moved.emit(self.game.redo(), player)

    def _emit_outcome(self) -> None:
        outcome = self.game.outcome()
        if outcome is not None:
            self.finished.emit(outcome)

    def _after_change(self) -> None:
        self.review.game_changed()
        self._set_dirty(True)
        self._autosave()
        self.changed.emit()
        self.cpu_turns.schedule()

    # -- games and files ------------------------------------------------------------------

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
        self._replace(game, seats, levels_of(game, seats), None, dirty=False, control=control)

    def open_file(self, path: str | os.PathLike[str]) -> None:
        """Replace the game with the one saved at `path`. Raises RecordError (its message names
        the file and the problem) and leaves the current game untouched if it can't."""
        file = Path(path)
        self._take_over(read_game_file(file), file.resolve(), dirty=False)

    def restore(self, path: Path, file: Path | None, dirty: bool) -> None:
        """Bring back an autosaved game (raises RecordError like `open_file`), remembering which
        file it belongs to and whether it had unsaved changes."""
        self._take_over(read_game_file(path), file, dirty=dirty)

    def save(self, path: str | os.PathLike[str] | None = None) -> None:
        """Write the game to `path` (default: its file) atomically; raises OSError."""
        self.file.save(self.record_text(), path)
        if self.file.autosave.failing:
            self._autosave()  # catch up if the disk has room again

    def record_text(self) -> str:
        """The game file's text of the game as it stands: the one place the saved record is
        assembled, from the game, its seats, each move's level, its analysis and its clock."""
        return record.dumps(
            self.game,
            saved_seats(self.players),
            created=self.file.created,
            levels=self.move_levels,
            analysis=self.analysis.kept(),
            clock=self.clock.times(self.game),
        )

    def _take_over(self, loaded: GameRecord, file: Path | None, *, dirty: bool) -> None:
        clock = loaded.clock
        self._replace(
            loaded.game,
            fit_players(loaded.players, loaded.rules.players),
            list(loaded.levels),
            file,
            dirty=dirty,
            created=loaded.created,
            analysis=loaded.analysis,
            control=None if clock is None else clock.control,
            used=() if clock is None else clock.used,
        )

    def _replace(
        self,
        game: Game,
        players: list[PlayerInfo],
        levels: list[str | None],
        path: Path | None,
        *,
        dirty: bool,
        created: datetime | None = None,
        analysis: GameAnalysis | None = None,
        control: TimeControl | None = None,
        used: tuple[float, ...] = (),
    ) -> None:
        self.cpu_turns.cancel()
        self.analyst.cancel()
        self._clear_hint()
        self.game = game
        self.review.end()
        self.players = players
        self.move_levels = levels
        self.analysis.replace(analysis)
        self.clock.begin(control, game, used)
        self.reset.emit()
        self._emit_outcome()
        self.players_changed.emit()
        self.file.belong_to(path, dirty=dirty, created=created)
        self._autosave()
        self.changed.emit()
        self.cpu_turns.schedule()

    def _set_dirty(self, dirty: bool) -> None:
        self.file.set_dirty(dirty)

    def _autosave(self) -> None:
        if self.file.autosave.path is not None:
            self.file.stamp_created()
            self.file.keep(self.record_text())

    # -- players and the CPU ----------------------------------------------------------------

    def set_players(self, players: Sequence[PlayerInfo]) -> None:
        """Change who plays each seat (same number of seats); a CPU seat to move starts."""
        seats = fit_players(players, self.rules.players)
        if seats == self.players:
            return
        self.cpu_turns.cancel()
        self.players = seats
        self.players_changed.emit()
        self._autosave()
        self.changed.emit()
        self.cpu_turns.schedule()

    def set_paused(self, paused: bool) -> None:
        """Pause or resume the CPU players (a search under way is cancelled)."""
        if paused == self.paused:
            return
        self.paused = paused
        if paused:
            self.cpu_turns.cancel()
        self.paused_changed.emit(paused)
        self.cpu_turns.schedule()

    def request_hint(self) -> bool:
        """Ask the CPU for a move for the human to move; the answer comes as `hint(cell)`, or
        `rejected` says why there is none to give."""
        refusal = self._hint_refusal()
        if refusal is not None:
            self.rejected.emit(refusal)
            return False
        if self.cpu_turns.pending is not None:
            return False
        self.cpu_turns.request(hint_level(), HINT_SECONDS, hint=True)
        return True

    def _hint_refusal(self) -> SessionRefusal | None:
        """Why no hint can be given now, or None: a hint is for a person's turn in the game
        as it stands."""
        if self.review.active:
            return SessionRefusal.HINT_WHILE_REVIEWING
        if self.is_over():
            return SessionRefusal.HINT_AFTER_THE_END
        kind = self.current_player().kind
        if kind == SeatKind.CPU:
            return SessionRefusal.HINT_ON_CPU_TURN
        if kind == SeatKind.REMOTE:
            return SessionRefusal.HINT_ON_REMOTE_TURN
        return None

    def warm_up(self) -> None:
        """Start the CPU process ahead of the first CPU turn, if any seat is a CPU."""
        if any(p.kind == SeatKind.CPU for p in self.players):
            self.cpu_player.start()

    def shutdown(self) -> None:
        """Cancel any search and analysis and end the CPU processes (on quit)."""
        self.cpu_turns.stop()
        self.cpu_player.close()
        self.analyst.close()
        self.position_study.close()

    def _on_moves_changed(self, *_: object) -> None:
        """A move or an undo: a run under way starts again on the new moves; marks of moves
        that are no longer the game's go."""
        if self.analyst.running:
            self.analyst.start()
        else:
            self.analysis.game_changed()

    def _on_analysed(self, analysis: GameAnalysis | None) -> None:
        """A finished analysis is part of the game: kept with it, saved with it."""
        self.analysis.complete(analysis)
        self._set_dirty(True)
        self._autosave()
        self.changed.emit()

    def _on_hinted(self, cell: Cell) -> None:
        self.hint_cell = cell
        self.hint_verdict = verdict(self.game, cell)
        self.hint.emit(cell)

    def _on_flag_fell(self, _seat: int) -> None:
        """The seat's time ran out: the game is over, kept so on disk."""
        self.cpu_turns.cancel()
        self._clear_hint()
        self.time_out.emit(self.clock.winners(self.game))
        self._set_dirty(True)
        self._autosave()
        self.changed.emit()

    def _on_cpu_failed(self, message: str) -> None:
        self.problem.emit(Problem(ProblemKind.CPU_STOPPED, message))
        self.set_paused(True)

    def _clear_hint(self) -> None:
        if self.hint_cell is not None:
            self.hint_cell = None
            self.hint_verdict = None
            self.hint.emit(None)
