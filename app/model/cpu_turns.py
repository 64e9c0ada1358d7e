"""The CPU's turns and hints in a session: when to ask the CPU player, the one request under
way, and whether its answer still fits the game when it comes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from app.model.hints import verdict
from app.model.notices import Problem, ProblemKind
from app.model.pending import PendingRequest
from engine import Cell, ai
from engine.players import SeatKind

if TYPE_CHECKING:
    from app.model.session import GameSession


class CpuTurns(QObject):
    """Asks the session's CPU player for the moves of CPU seats and for hints, one request at a
    time; an answer for a position that has changed since is dropped."""

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.session = session
        self.pending: PendingRequest | None = None
        self._next_request = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_turn)
        cpu = session.cpu_player
        cpu.answered.connect(self._on_answered)
        cpu.failed.connect(self._on_failed)
        cpu.progress.connect(self._on_progress)

    def schedule(self) -> None:
        """Start the turn of a CPU seat to move, after a pause when a CPU moved last."""
        self._timer.stop()
        session = self.session
        if session.paused or self.pending is not None or session.game.is_over():
            return
        if session.current_player().kind != SeatKind.CPU:
            return
        previous = session.players[(session.game.to_move - 1) % session.rules.players]
        watching = session.game.ply > 0 and previous.kind == SeatKind.CPU
        self._timer.start(session.watch_delay_ms if watching else 0)

    def _start_turn(self) -> None:
        session = self.session
        if session.paused or self.pending is not None or session.game.is_over():
            return
        seat = session.current_player()
        if seat.kind == SeatKind.CPU and seat.level is not None:
            self.request(seat.level, session.cpu_seconds, hint=False)

    def request(self, level: str, seconds: float | None, *, hint: bool) -> None:
        """Ask the CPU for a move in the current position: a hint or the move of its seat."""
        session = self.session
        self._next_request += 1
        self.pending = PendingRequest(self._next_request, session.game.ply, hint)
        session.cpu_player.request(
            self._next_request, session.rules, session.game.moves, level, seconds=seconds
        )
        session.cpu_thinking.emit(True)

    def cancel(self) -> None:
        """Forget the turn to come and the request under way, if any."""
        self._timer.stop()
        if self.pending is not None:
            self.pending = None
            self.session.cpu_player.cancel()
            self.session.cpu_thinking.emit(False)

    def stop(self) -> None:
        """Forget the turn to come and the request under way without telling the CPU (on quit)."""
        self._timer.stop()
        self.pending = None

    def _on_answered(self, request_id: int, cell: Cell) -> None:
        session = self.session
        pending = self.pending
        if pending is None or pending.request_id != request_id or pending.ply != session.game.ply:
            session.answer_dropped.emit(request_id)
            return
        self.pending = None
        session.cpu_thinking.emit(False)
        if pending.hint:
            session.hint_cell = cell
            session.hint_verdict = verdict(session.game, cell)
            session.hint.emit(cell)
        else:
            session._apply(cell)

    def _on_failed(self, request_id: int, message: str) -> None:
        if self.pending is None or self.pending.request_id != request_id:
            return
        self.pending = None
        self.session.cpu_thinking.emit(False)
        self.session.problem.emit(Problem(ProblemKind.CPU_STOPPED, message))
        self.session.set_paused(True)

    def _on_progress(self, request_id: int, info: ai.SearchInfo) -> None:
        if self.pending is not None and self.pending.request_id == request_id:
            self.session.cpu_progress.emit(info)
