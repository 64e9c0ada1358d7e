"""The analysis of the session's game (Review → Analyse game), run in a CPU process of its own
in the background, one move at a time. What it finds goes to the session, which keeps it with
the game (app.model.session.kept_analysis) and saves it with it: this object only runs.

Its own process, not the one that finds the CPU's moves: an analysis takes minutes on a big
board, and the CPU players keep playing meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from app.model.cpu.cpu_player import CpuPlayer
from app.model.worker.cpu_messages import AnalysisRequest, Study
from engine import Game
from engine.ai.analysis import AnalysisProgress, default_seconds
from engine.ai.analysis.proofs import exact_board
from engine.record.analysis_data import GameAnalysis

EXACT_POSITION_SECONDS = 60.0
"""A position's time on the boards the solver proves (the engine's default is 10 s): the solver
stops as soon as it knows, so this only lets a slow or busy machine still prove every move of
Connect Four, tic-tac-toe and cube-3."""
STEP_BUDGETS = 3.0
"""How many positions' time the worker may take for one move before the watchdog counts it
stuck: the position's proof, its search and the better move's."""


class Analyst(QObject):
    """Runs analyses of the game read through `game`, one at a time."""

    running_changed = Signal(bool)
    progress = Signal(int, int)  # moves done, moves to do
    started = Signal(object)  # a run began on these moves (a tuple of cells)
    stepped = Signal(object)  # one more move analysed: its MoveAnalysis
    found = Signal(object)  # a run finished: the whole game's GameAnalysis (None: kept as it came)
    failed = Signal(str)  # the CPU process failed the run (why, for the log)

    def __init__(self, game: Callable[[], Game], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self.cpu = CpuPlayer(self)
        self._request: int | None = None
        self._next_request = 0
        self.done = 0
        self.total = 0
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
        self.started.emit(game.moves)
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
        """Stop the run under way; what it found stays with the game."""
        if self._stop_run():
            self.running_changed.emit(False)

    def close(self) -> None:
        """End the run and the process (on quit)."""
        self._request = None
        self.cpu.close()

    def _stop_run(self) -> bool:
        if self._request is None:
            return False
        self._request = None
        self.cpu.cancel()
        return True

    def _on_step(self, request_id: int, step: AnalysisProgress) -> None:
        if request_id != self._request:
            return
        self.done, self.total = step.done, step.total
        self.stepped.emit(step.move)
        self.progress.emit(step.done, step.total)

    def _on_found(self, request_id: int, found: object) -> None:
        if request_id != self._request:
            return
        self._request = None
        # Kept with the game before anyone hears that the run is over.
        self.found.emit(found if isinstance(found, GameAnalysis) else None)
        self.running_changed.emit(False)

    def _on_failed(self, request_id: int, message: str) -> None:
        if request_id != self._request:
            return
        self._request = None
        self.running_changed.emit(False)
        self.failed.emit(message)
