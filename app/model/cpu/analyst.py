"""The analysis of the session's game (Review → Analyse game): run in a CPU process of its own
in the background, one move at a time, and kept with the game.

The analysis is of the moves it was asked for; whatever the game does since (a move, an undo, a
move played after an undo), `move(ply)` gives a move's analysis only while the game's moves up
to it are the ones analysed, so no mark is ever shown for a move that is not the game's. A move
or an undo while the analysis runs starts it again on the new moves (what it had found of the
moves that stay is shown until the new run gets there); a new or opened game drops it.

Its own process, not the one that finds the CPU's moves: an analysis takes minutes on a big
board, and the CPU players keep playing meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from app.model.cpu.cpu_player import CpuPlayer
from app.model.worker.cpu_messages import AnalysisRequest, Study
from engine import Cell, Game
from engine.ai.analysis import AnalysisProgress, default_seconds
from engine.ai.analysis.proofs import exact_board
from engine.record.analysis_data import GameAnalysis, MoveAnalysis

REDRAW_MS = 250
"""While a run goes on, the moves it analyses are told (`changed`) at most this often: late in a
Connect Four game they come by the dozen a second, and each redraws the move list, the graph
and the boards."""
EXACT_POSITION_SECONDS = 60.0
"""A position's time on the boards the solver proves (the engine's default is 10 s): the solver
stops as soon as it knows, so this only lets a slow or busy machine still prove every move of
Connect Four, tic-tac-toe and cube-3."""
STEP_BUDGETS = 3.0
"""How many positions' time the worker may take for one move before the watchdog counts it
stuck: the position's proof, its search and the better move's."""


class Analyst(QObject):
    """The analysis of the game read through `game`, and the run that makes it."""

    changed = Signal()  # the analysed moves changed: redraw marks and values
    running_changed = Signal(bool)
    progress = Signal(int, int)  # moves done, moves to do
    finished = Signal()  # a run finished: the whole game is analysed, keep it
    failed = Signal(str)  # the CPU process failed the run (why, for the log)

    def __init__(self, game: Callable[[], Game], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self.cpu = CpuPlayer(self)
        self._entries: dict[int, MoveAnalysis] = {}
        self._moves: tuple[Cell, ...] = ()
        """The moves the entries are of (the game's when they were found)."""
        self._request: int | None = None
        self._next_request = 0
        self.done = 0
        self.total = 0
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(REDRAW_MS)
        self._redraw.timeout.connect(self.changed)
        self.cpu.stepped.connect(self._on_step)
        self.cpu.found.connect(self._on_found)
        self.cpu.failed.connect(self._on_failed)

    @property
    def running(self) -> bool:
        return self._request is not None

    def start(self) -> bool:
        """Analyse the game's moves (again, if a run is under way); False when it has none."""
        game = self._game()
        if not game.moves:
            return False
        self._stop_run()
        self._prune(game.moves)
        self._moves = game.moves
        self._next_request += 1
        self._request = self._next_request
        self.done, self.total = 0, len(game.moves)
        seconds = EXACT_POSITION_SECONDS if exact_board(game) else default_seconds(game)
        request = AnalysisRequest(self._request, Study.GAME, game.rules, game.moves, seconds)
        self.cpu.ask(request, STEP_BUDGETS * seconds)
        self.running_changed.emit(True)
        self.progress.emit(0, self.total)
        return True

    def cancel(self) -> None:
        """Stop the run under way, keeping what it found."""
        if self._stop_run():
            self.running_changed.emit(False)

    def game_changed(self, *_: object) -> None:
        """The game gained or lost moves: a run starts again on them; marks of moves that are
        no longer the game's go."""
        if self.running:
            self.start()
            return
        game = self._game()
        if self._prune(game.moves):
            self.changed.emit()

    def replace(self, analysis: GameAnalysis | None, game: Game) -> None:
        """A new or opened `game`, with the analysis its file kept (None: none)."""
        self.cancel()
        self._entries = {} if analysis is None else {m.ply: m for m in analysis.moves}
        self._moves = game.moves[: len(self._entries)]
        self.changed.emit()

    def move(self, ply: int) -> MoveAnalysis | None:
        """The analysis of move `ply` (from 1), if it is known and still the game's."""
        entry = self._entries.get(ply)
        if entry is None or ply > self._common(self._game().moves):
            return None
        return entry

    def moves(self) -> list[MoveAnalysis | None]:
        """Every move of the game's analysis (None where not known), in order."""
        return [self.move(ply) for ply in range(1, self._game().ply + 1)]

    def kept(self) -> GameAnalysis | None:
        """What a file keeps of the analysis: its moves from the first, as far as every one is
        known and the game's (None when not even the first is)."""
        found = []
        for ply in range(1, self._game().ply + 1):
            entry = self.move(ply)
            if entry is None:
                break
            found.append(entry)
        return GameAnalysis(tuple(found)) if found else None

    def close(self) -> None:
        """End the run and the process (on quit)."""
        self._request = None
        self.cpu.close()

    def _common(self, moves: tuple[Cell, ...]) -> int:
        """How many first moves `moves` share with the analysed ones."""
        count = 0
        for ours, theirs in zip(self._moves, moves, strict=False):
            if ours != theirs:
                break
            count += 1
        return count

    def _prune(self, moves: tuple[Cell, ...]) -> bool:
        """Forget the entries of moves that are not the first moves of `moves`; True if any
        went."""
        common = self._common(moves)
        gone = [ply for ply in self._entries if ply > common]
        for ply in gone:
            del self._entries[ply]
        self._moves = self._moves[:common]
        return bool(gone)

    def _stop_run(self) -> bool:
        if self._request is None:
            return False
        self._request = None
        self.cpu.cancel()
        return True

    def _on_step(self, request_id: int, step: AnalysisProgress) -> None:
        if request_id != self._request:
            return
        self._entries[step.move.ply] = step.move
        self.done, self.total = step.done, step.total
        self.progress.emit(step.done, step.total)
        if not self._redraw.isActive():
            self._redraw.start()

    def _on_found(self, request_id: int, found: object) -> None:
        if request_id != self._request:
            return
        self._request = None
        if isinstance(found, GameAnalysis):
            self._entries = {m.ply: m for m in found.moves}
        self._redraw.stop()
        self.running_changed.emit(False)
        self.changed.emit()
        self.finished.emit()

    def _on_failed(self, request_id: int, message: str) -> None:
        if request_id != self._request:
            return
        self._request = None
        self.running_changed.emit(False)
        self.failed.emit(message)
