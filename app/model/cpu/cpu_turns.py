"""The CPU's turns and hints in a session: when to ask the CPU player, the one request under
way, and whether its answer still fits the game when it comes.

It reads the session through the narrow `TurnTable` (the game, the seats, the timings and the
pause) and answers with its own signals, which the session connects to: it never changes
the game or the session's fields itself."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from app.model.cpu.cpu_player import CpuPlayer
from app.model.cpu.pending_request import PendingRequest
from app.model.real_time import monotonic_ms
from engine import Cell, Game, Rules, ai
from engine.in_play import GameInPlay
from engine.players import PlayerInfo, SeatKind


class TurnTable(Protocol):
    """What CpuTurns reads of the session it serves."""

    @property
    def game(self) -> Game: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def players(self) -> list[PlayerInfo]: ...
    @property
    def cpu_seconds(self) -> float | None: ...
    @property
    def time_up(self) -> bool: ...
    @property
    def in_play(self) -> GameInPlay: ...
    @property
    def watch_delay_ms(self) -> int: ...
    @property
    def paused(self) -> bool: ...


class CpuTurns(QObject):
    """Asks `cpu` for the moves of CPU seats and for hints, one request at a time; an answer
    for a position that has changed since is dropped, one that comes too soon is held."""

    thinking = Signal(bool)  # a request started (True) or ended (False)
    progress = Signal(object)  # engine.ai.SearchInfo of the request under way
    moved = Signal(object)  # the cell a CPU seat plays, for the position it was asked in
    hinted = Signal(object)  # the cell a hint suggests, for the position it was asked in
    failed = Signal(str)  # the CPU process failed the request (why, for the log)
    dropped = Signal(int)  # an answer (its request id) came for a position that has changed
    holding = Signal(float)  # a CPU's move is held this many ms more, for the pause to pass

    def __init__(
        self,
        table: TurnTable,
        cpu: CpuPlayer,
        parent: QObject | None = None,
        *,
        clock: Callable[[], float] = monotonic_ms,
    ) -> None:
        super().__init__(parent)
        self.table = table
        self.cpu = cpu
        self.clock = clock
        """Milliseconds, for the pause before a CPU's move is shown (tests set their own)."""
        self.pending: PendingRequest | None = None
        self._next_request = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_turn)
        self._seen: tuple[int, int] | None = None
        """The game (by identity) and ply `moved_at` was taken for."""
        self.moved_at = 0.0
        """When (by `clock`) the position last gained or lost a move."""
        self._held: Cell | None = None
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._release)
        cpu.answered.connect(self._on_answered)
        cpu.failed.connect(self._on_failed)
        cpu.progress.connect(self._on_progress)

    def _seat_to_move(self) -> PlayerInfo:
        return self.table.players[self.table.game.to_move]

    def _may_start(self) -> bool:
        return (
            not self.table.paused
            and self.pending is None
            and not self.table.game.is_over()
            and not self.table.time_up
        )

    def schedule(self) -> None:
        """Start the turn of a CPU seat to move. It thinks at once; its move is shown no sooner
        than `watch_delay_ms` after the move before it, so a person can follow."""
        self._timer.stop()
        game = self.table.game
        if (id(game), game.ply) != self._seen:
            self._seen = (id(game), game.ply)
            self.moved_at = self.clock()
        if not self._may_start() or self._seat_to_move().kind != SeatKind.CPU:
            return
        self._timer.start(0)

    def _start_turn(self) -> None:
        if not self._may_start():
            return
        seat = self._seat_to_move()
        if seat.kind == SeatKind.CPU and seat.level is not None:
            # Its level's own time (or the one chosen), within its share of a clock.
            seconds = self.table.in_play.cpu_seconds(seat.level, self.table.cpu_seconds)
            self.request(seat.level, seconds, hint=False)

    def request(self, level: str, seconds: float | None, *, hint: bool) -> None:
        """Ask the CPU for a move in the current position: a hint or the move of its seat."""
        self._next_request += 1
        game = self.table.game
        self.pending = PendingRequest(self._next_request, id(game), game.moves, hint)
        self.cpu.request(self._next_request, self.table.rules, game.moves, level, seconds=seconds)
        self.thinking.emit(True)

    def _asked_here(self, pending: PendingRequest) -> bool:
        """True when `pending` was asked in the position the game is in now."""
        game = self.table.game
        return pending.game == id(game) and pending.moves == game.moves

    def position_changed(self) -> None:
        """The position, the seats or the game changed: a request asked for another position
        (a hint racing a move, a CPU move asked before an undo) no longer applies and is
        cancelled, then the turn of a CPU seat to move is scheduled. Without this a hint
        answered after a move would keep the CPU's turn from ever starting."""
        pending = self.pending
        if pending is not None and (not self._asked_here(pending) or not self._still_wanted()):
            self.cancel()
        self.schedule()

    def _still_wanted(self) -> bool:
        """True while the request under way is still asked for: a CPU move for a CPU seat to
        move, a hint for a person's turn, in a game that goes on and is not paused."""
        pending = self.pending
        if pending is None or (self.table.paused and not pending.hint):
            return False
        if self.table.game.is_over() or self.table.time_up:
            return False
        is_cpu = self._seat_to_move().kind == SeatKind.CPU
        return is_cpu != pending.hint

    def cancel(self) -> None:
        """Forget the turn to come and the request under way, if any."""
        self._timer.stop()
        self._hold.stop()
        self._held = None
        if self.pending is not None:
            self.pending = None
            self.cpu.cancel()
            self.thinking.emit(False)

    def stop(self) -> None:
        """Forget the turn to come and the request under way without telling the CPU (on quit)."""
        self._timer.stop()
        self._hold.stop()
        self._held = None
        self.pending = None

    def _on_answered(self, request_id: int, cell: Cell) -> None:
        pending = self.pending
        if pending is None or pending.request_id != request_id:
            self.dropped.emit(request_id)
            return
        if not self._asked_here(pending):
            # Asked for a position that is gone: dropped, and the CPU free for this one.
            self.pending = None
            self.thinking.emit(False)
            self.dropped.emit(request_id)
            self.schedule()
            return
        if pending.hint:
            self.pending = None
            self.thinking.emit(False)
            self.hinted.emit(cell)
            return
        self._held = cell
        self._release()

    def _release(self) -> None:
        """Show the held move once the pause since the last move is over (checked against the
        clock again when the timer fires: a test's clock may not have moved on)."""
        if self._held is None:
            return
        wait = self.moved_at + self.table.watch_delay_ms - self.clock()
        if wait > 0:
            self.holding.emit(wait)
            self._hold.start(max(1, math.ceil(wait)))
            return
        cell, self._held = self._held, None
        self.pending = None
        self.thinking.emit(False)
        self.moved.emit(cell)

    def _on_failed(self, request_id: int, message: str) -> None:
        if self.pending is None or self.pending.request_id != request_id:
            return
        self.pending = None
        self.thinking.emit(False)
        self.failed.emit(message)

    def _on_progress(self, request_id: int, info: ai.SearchInfo) -> None:
        if self.pending is not None and self.pending.request_id == request_id:
            self.progress.emit(info)
