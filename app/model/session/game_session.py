"""GameSession: the window's adapter of the game in play (engine.in_play.GameInPlay, which the
terminal holds too): it tells the views what changed, runs the timers (the clock's check, the
autosave) and the CPU, and takes over new and opened games. Where the game is kept is its
GameFile's (app.model.session.game_file), its analysis its KeptAnalysis'.

Every move comes in by one door, `enter`, whoever makes it: a click (`play`), a CPU's answer
(`cpu_turns.moved`), a referee's confirmation (`mirror`, for a network game or a puzzle). The
engine checks it, the game in play records it, and only then do the signals go out. Every change
of the position tells the CPU's work (`cpu.position_changed`), which drops what no longer
applies (a hint racing a move, a CPU move asked before an undo) and schedules the next CPU turn.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Signal

import engine
from app.model.cpu.cpu_work import CpuWork
from app.model.session.endings import ending_refusal, offer_draw, resign, resigning_seat
from app.model.session.game_file import GameFile, read_game_file
from app.model.session.hints import Verdict, hint_refusal, verdict
from app.model.session.kept_analysis import KeptAnalysis
from app.model.session.local_clock import LocalClock
from app.model.session.notices import HostRefusal, Problem, ProblemKind, SessionRefusal
from app.model.session.person_input import PersonInput
from app.model.session.referee import Referee
from app.model.session.review import Review
from engine import Cell, Game, Rules
from engine.clocks import TimeControl
from engine.in_play import GameInPlay
from engine.in_play.draw_offer import DrawAnswer
from engine.library import GameLibrary
from engine.net import NetRefusal
from engine.players import PlayerInfo, SeatKind
from engine.record import GameRecord

WATCH_DELAY_MS = 600  # the least time from a move to a CPU's reply, so a person can follow


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
    ended = Signal(object)  # the winners of a game ended off the board (resigned, drawn)
    draw_answered = Signal(object)  # engine.in_play.draw_offer.DrawAnswer: the CPU's answer

    def __init__(
        self,
        game: Game | None = None,
        parent: QObject | None = None,
        *,
        players: Sequence[PlayerInfo] | None = None,
        autosave_path: Path | None = None,
        library: GameLibrary | None = None,
    ) -> None:
        """`library`: where every game played here is kept as it goes (None: nowhere; the
        puzzles' and the lessons' boards keep nothing)."""
        super().__init__(parent)
        # The game, its seats, each move's level, the clock, the analysis and the autosave.
        self.in_play = GameInPlay(
            game if game is not None else Game(engine.PRESETS["qubic"]),
            players or [],
            autosave=autosave_path,
            library=library,
        )
        # Where the game is kept: its file, unsaved changes, the autosave watched.
        self.file = GameFile(self.in_play.autosave, self)
        self.file.file_changed.connect(self.file_changed)
        self.file.dirty_changed.connect(self.dirty_changed)
        self.file.autosaved.connect(self.autosaved)
        self.cpu_seconds: float | None = None  # None: each level's own time
        self.watch_delay_ms = WATCH_DELAY_MS
        # The clock of a local game under a time control (a network game's is the host's).
        self.clock = LocalClock(self.in_play.clock, self)
        self.clock.flag_fell.connect(self._on_flag_fell)
        self.clock.watch()
        # The CPU's work, one owner: the CPU seats' moves and hints, the analysis of the game
        # and studies of positions, each in a CPU process of its own, started when first asked.
        self.cpu = CpuWork(self, lambda: self.game, self)
        self.cpu_player, self.cpu_turns = self.cpu.player, self.cpu.turns
        self.analyst, self.position_study = self.cpu.analyst, self.cpu.study
        self.cpu_turns.thinking.connect(self.cpu_thinking)
        self.cpu_turns.progress.connect(self.cpu_progress)
        self.cpu_turns.dropped.connect(self.answer_dropped)
        self.cpu_turns.moved.connect(self.enter)
        self.cpu.hint.connect(self._on_hint)
        self.cpu.paused_changed.connect(self.paused_changed)
        self.cpu.failed.connect(self._on_cpu_failed)
        self.hint_verdict: Verdict | None = None  # the exact solver's word on the hint
        self.review = Review(lambda: self.game, self)
        self.person = PersonInput(self)  # the pointer's and the keys' moves
        # The analysis of the game, kept with it and saved in its file.
        self.analysis = KeptAnalysis(self.in_play.analysis, self.analyst, self)
        self.analysis.completed.connect(self._keep_and_tell)
        self.moved.connect(self.analysis.moves_changed)
        self.undone.connect(self.analysis.moves_changed)
        # In a network game or a puzzle, moves and undo go to the referee first (app/model/
        # session/referee.py); the game here changes only through `mirror` once it decides.
        self._referee: Referee | None = None

    # -- questions --------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.in_play.game

    @property
    def players(self) -> list[PlayerInfo]:
        return self.in_play.players

    @property
    def move_levels(self) -> list[str | None]:
        """The CPU level that chose each move of the game and then of its redo list (None for a
        person's move): the game in play keeps them with its moves."""
        return list(self.in_play.levels)

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
        return self.cpu.hinting

    @property
    def thinking(self) -> bool:
        """True while a CPU move or a hint is being searched for."""
        return self.cpu.thinking

    @property
    def paused(self) -> bool:
        """True while the CPU players are paused (Game → Pause CPU, or the CPU stopped)."""
        return self.cpu.paused

    @property
    def hint_cell(self) -> Cell | None:
        """The hint's cell, shown until the position changes."""
        return self.cpu.hint_cell

    def current_player(self) -> PlayerInfo:
        return self.players[self.game.to_move]

    @property
    def time_up(self) -> bool:
        """True when a seat's time ran out: the game is over on time."""
        return self.in_play.time_up

    def time_winners(self) -> tuple[int, ...]:
        """Who won when a seat's time ran out: the others, as if it had resigned."""
        return self.in_play.time_winners()

    def is_over(self) -> bool:
        """True when the game ended on the board, on time or off the board."""
        return self.in_play.is_over()

    def resigning_seat(self) -> int | None:
        """The seat Game → Resign resigns (see endings.resigning_seat)."""
        return resigning_seat(self.players, self.game.to_move, self.ending_refusal(draw=False))

    def ending_refusal(self, *, draw: bool) -> SessionRefusal | None:
        """Why a person here may not resign now, or offer a draw (see endings.ending_refusal)."""
        return ending_refusal(
            self.players, self.game.to_move, over=self.is_over(), refereed=self.refereed, draw=draw
        )

    def resign(self) -> bool:
        """The person here resigns (see `resigning_seat`): the others win, the game is over;
        else `rejected` says why not."""
        return resign(self)

    def offer_draw(self) -> DrawAnswer | None:
        """Offer the CPU a draw; its answer (`draw_answered`) and, if it takes it, the game's
        end. None, and `rejected` says why, when no draw can be offered now."""
        return offer_draw(self)

    def after_ending(self) -> None:
        """The game ended off the board: said, kept so on disk, counted."""
        self.cpu.clear_hint()
        self.review.end()
        self.clock.watch()
        self.ended.emit(self.in_play.ending_winners())
        self._keep_and_tell()
        self.cpu.position_changed()

    def is_human_turn(self) -> bool:
        """True when the game goes on and the side to move is a person."""
        return not self.is_over() and self.current_player().kind == SeatKind.HUMAN

    # -- moves ------------------------------------------------------------------------------

    def play(self, cell: Cell) -> bool:
        """A person here plays `cell` (see PersonInput.play)."""
        return self.person.play(cell)

    def continue_from_review(self) -> None:
        """Make the reviewed position the game's: the later moves become the redo list."""
        if (ply := self.review.ply) is None:
            return
        self.cpu.clear_hint()
        self.review.end()
        for cell in self.in_play.back_to(ply):
            self.undone.emit(cell)
        self._after_change()

    def enter(self, cell: Cell) -> bool:
        """The one way a move comes in, whoever makes it (a person here through `person`, a
        CPU seat through `cpu_turns.moved`): played here, or handed to the referee, who plays
        it back through `mirror` once it decides (a network peer's moves come that way)."""
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
        self.in_play.players = list(players)
        self.players_changed.emit()
        self.cpu.position_changed()

    def mirror(self, cell: Cell) -> bool:
        """Play `cell` here: a move of this window, or one the network host confirmed."""
        try:
            player = self.in_play.play(cell)
        except engine.IllegalMove as error:
            self.rejected.emit(error.refusal)
            return False
        self.clock.watch()
        self.cpu.clear_hint()
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
        for cell in self.in_play.undo():
            self.undone.emit(cell)
        if not self.in_play.has_human():
            # CPU against CPU: stay on the undone position instead of replaying at once.
            self.set_paused(True)
        self._after_change()
        return True

    def redo(self) -> bool:
        """Replay the last undone move; against a CPU, up to the human's next turn."""
        if not self._before_step(bool(self.game.redo_moves)):
            return False
        for cell, player in self.in_play.redo():
            self.moved.emit(cell, player)
        self._emit_outcome()
        self._after_change()
        return True

    def _before_step(self, possible: bool) -> bool:
        """Before undo or redo: stop the CPU (its position is going), and if there is a move to
        step over (`possible`), clear the hint. Returns `possible`."""
        self.cpu.stop_turns()
        self.review.end()
        if possible:
            self.cpu.clear_hint()
        return possible

    def _emit_outcome(self) -> None:
        outcome = self.game.outcome()
        if outcome is not None:
            self.finished.emit(outcome)

    def _after_change(self) -> None:
        self.clock.watch()
        self.review.game_changed()
        self._keep_and_tell()
        # Last: what the CPU was asked for the position before is dropped, its turn scheduled.
        self.cpu.position_changed()

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
        seats = self.players if players is None else players
        self._replace(lambda: self.in_play.take_over(game, seats, control=control), None, False)

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
        """The game file's text of the game as it stands (the game in play writes it)."""
        return self.in_play.record_text()

    def _take_over(self, loaded: GameRecord, file: Path | None, *, dirty: bool) -> None:
        self._replace(lambda: self.in_play.take_over_record(loaded), file, dirty)

    def _replace(self, take_over: Callable[[], None], path: Path | None, dirty: bool) -> None:
        """Stop what ran for the game before, let the game in play `take_over` the new one,
        then tell every view."""
        self.cpu.replaced()
        take_over()
        self.review.end()
        self.analysis.replaced()
        self.clock.watch()
        self.reset.emit()
        self._emit_outcome()
        self.players_changed.emit()
        self.file.belong_to(path, dirty=dirty)
        self._autosave()
        self.changed.emit()
        self.cpu.position_changed()

    def _autosave(self) -> None:
        """Keep the game as it stands: the autosave, and the library."""
        self.file.kept(self.in_play.keep())

    # -- players and the CPU ----------------------------------------------------------------

    def set_players(self, players: Sequence[PlayerInfo]) -> None:
        """Change who plays each seat (same number of seats); a CPU seat to move starts."""
        if not self.in_play.seat(players):
            return
        self.cpu_turns.cancel()
        self.players_changed.emit()
        self._autosave()
        self.changed.emit()
        self.cpu.position_changed()

    def set_paused(self, paused: bool) -> None:
        """Pause or resume the CPU players (a search under way is cancelled)."""
        self.cpu.set_paused(paused)

    def request_hint(self) -> bool:
        """Ask the CPU for a move for the human to move; the answer comes as `hint(cell)`, or
        `rejected` says why there is none to give."""
        refusal = hint_refusal(self.review.active, self.is_over(), self.current_player())
        if refusal is not None:
            self.rejected.emit(refusal)
            return False
        return self.cpu.ask_hint()

    def warm_up(self) -> None:
        """Start the CPU process ahead of the first CPU turn, if any seat is a CPU."""
        self.cpu.warm_up()

    def shutdown(self) -> None:
        """Cancel any search and analysis and end the CPU processes (on quit)."""
        self.cpu.shutdown()

    def _keep_and_tell(self) -> None:
        """The game changed off the board (its analysis, its end on time or off the board):
        behind its file, kept on disk, told."""
        self.file.set_dirty(True)
        self._autosave()
        self.changed.emit()

    def _on_hint(self, cell: Cell | None) -> None:
        self.hint_verdict = None if cell is None else verdict(self.game, cell)
        self.hint.emit(cell)

    def _on_flag_fell(self, _seat: int) -> None:
        """The seat's time ran out: the game is over, kept so on disk."""
        self.cpu_turns.cancel()
        self.cpu.clear_hint()
        self.time_out.emit(self.clock.winners(self.game))
        self._keep_and_tell()

    def _on_cpu_failed(self, message: str) -> None:
        self.problem.emit(Problem(ProblemKind.CPU_STOPPED, message))
