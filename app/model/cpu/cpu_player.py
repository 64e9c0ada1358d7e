"""CPU searches off the GUI thread: one persistent worker process, answers as queued signals.

The search runs in a spawned process (app.model.worker.cpu_worker), so rendering and input never
wait on it (a busy pure-Python thread would hold the GIL and stretch every repaint). Start-up is
paid once: the process stays alive between requests and is started again lazily if it had to be
killed. Answers come back through a multiprocessing queue that a QTimer polls on the GUI thread, so
the signals below are always emitted there.

Every request carries an id. `cancel()` sets a shared counter that the search's `stop` flag
reads; a search that ignores it for too long is killed as the last resort. A watchdog treats a
worker that does not answer like one that died: the worker sends a heartbeat every half second
while it works on a request, and when it has been silent for WATCHDOG_GRACE seconds (stopped by
SIGSTOP, deadlocked), or a request is STUCK_GRACE past its thinking time with no progress from
the search (a stuck search), the worker is killed and the request fails; the next request
starts a fresh worker. A slow or starved worker keeps beating and is left alone. Killed
workers are reaped by the polling timer, so the GUI thread never waits on one; `close()` kills
and reaps every worker, and so does an exit hook, so the app's process always exits.
"""

from __future__ import annotations

import atexit
import logging
import multiprocessing
import queue
import time
import weakref
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from app.model.worker import cpu_worker
from app.model.worker.cpu_messages import (
    AnalysisRequest,
    Answer,
    Failure,
    Found,
    Heartbeat,
    MoveRequest,
    Progress,
    Step,
    Stop,
)
from engine import Cell, Rules, ai

log = logging.getLogger(__name__)

POLL_MS = 25
CANCEL_GRACE = 3.0  # seconds a cancelled search may take to notice before it is killed
WATCHDOG_GRACE = 5.0
"""Seconds without a heartbeat after which a worker counts as hung (ten missed beats)."""
STARTUP_GRACE = 60.0
"""Seconds a new worker may take to send its first heartbeat (importing on a busy machine)."""
STUCK_GRACE = 15.0
"""Seconds past its thinking time a search may go on without a progress message."""
STOP_WAIT = 0.3  # seconds `close()` lets a worker leave on its own before killing it

_players: weakref.WeakSet[CpuPlayer] = weakref.WeakSet()


@atexit.register
def _kill_workers_at_exit() -> None:
    """Registered after multiprocessing's own exit hook, so it runs first: that hook sends
    SIGTERM and then waits for every daemon process, forever for a stopped one."""
    for player in list(_players):
        player.end_workers()


class CpuPlayer(QObject):
    """Runs `engine.ai.choose_move` requests (and analysis, `ask`) in a worker process."""

    answered = Signal(int, object)  # request id, cell
    progress = Signal(int, object)  # request id, engine.ai.SearchInfo
    found = Signal(int, object)  # request id, what an AnalysisRequest found
    stepped = Signal(int, object)  # request id, engine.ai.analysis.AnalysisProgress
    failed = Signal(int, str)  # request id, message ("cancelled" for a cancelled request)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._context = multiprocessing.get_context("spawn")
        self._process: Any = None
        self._requests: Any = None
        self._results: Any = None
        self._cancelled: Any = None
        self._outstanding: set[int] = set()
        self._cancel_time: float | None = None
        self._last_id = 0
        self.watchdog_grace = WATCHDOG_GRACE
        self.stuck_grace = STUCK_GRACE
        self._deadlines: dict[int, float] = {}  # request id → end of its thinking time
        self._budgets: dict[int, float] = {}  # request id → its thinking time
        self._last_heard = 0.0  # when the worker last sent anything (a heartbeat at least)
        self._last_progress = 0.0  # when the search last sent progress or a result
        self._started = 0.0  # when the worker was started
        self._beating = False  # the worker has sent its first heartbeat
        self._dying: list[Any] = []  # killed workers not reaped yet
        _players.add(self)
        self._timer = QTimer(self, interval=POLL_MS)
        self._timer.timeout.connect(self._poll)

    @property
    def running(self) -> bool:
        """True while the worker process is alive."""
        return self._process is not None and self._process.is_alive()

    @property
    def beating(self) -> bool:
        """True once the running worker has sent a heartbeat: it is up and reading requests."""
        return self._beating

    @property
    def pid(self) -> int | None:
        """The worker process's id while it runs, else None."""
        return self._process.pid if self.running else None

    def start(self) -> None:
        """Start the worker process now (it starts on the first request otherwise)."""
        if self.running:
            return
        self._requests = self._context.Queue()
        self._results = self._context.Queue()
        self._cancelled = self._context.Value("q", self._last_id, lock=False)
        process = self._context.Process(
            target=cpu_worker.serve,
            args=(self._requests, self._results, self._cancelled),
            name="hyperrow-cpu",
            daemon=True,
        )
        process.start()
        if process.pid is not None:
            cpu_worker.lower_priority(process.pid)
        self._process = process
        self._started = time.monotonic()
        self._beating = False

    def request(
        self,
        request_id: int,
        rules: Rules,
        moves: tuple[Cell, ...],
        level: str,
        *,
        seconds: float | None = None,
        seed: int | None = None,
    ) -> None:
        """Ask for a move in the position `moves` under `rules`; ids must increase."""
        budget = seconds if seconds is not None else ai.DEFAULT_SECONDS.get(level, 0.0)
        self._send(MoveRequest(request_id, rules, tuple(moves), level, seconds, seed), budget)

    def ask(self, request: AnalysisRequest, budget: float) -> None:
        """Send an analysis `request` (ids increase with the move requests'), which may take
        `budget` seconds between two messages of progress before the watchdog counts it
        stuck (see STUCK_GRACE)."""
        self._send(request, budget)

    def _send(self, request: MoveRequest | AnalysisRequest, budget: float) -> None:
        self.start()
        request_id = request.request_id
        self._last_id = max(self._last_id, request_id)
        self._outstanding.add(request_id)
        now = time.monotonic()
        self._deadlines[request_id] = now + budget
        self._budgets[request_id] = budget
        # The worker beats while it works: silence counts from now.
        self._last_heard = max(self._last_heard, now)
        self._last_progress = max(self._last_progress, now)
        self._requests.put(request)
        self._timer.start()

    def cancel(self) -> None:
        """Stop every request sent so far; their answers will be reported as failed."""
        if self._cancelled is not None and self._outstanding:
            self._cancelled.value = self._last_id
            if self._cancel_time is None:
                self._cancel_time = time.monotonic()

    def close(self) -> None:
        """Cancel everything and end the worker process: asked to stop, killed if it has not
        within STOP_WAIT (a stopped or stuck one never would), and reaped."""
        self._timer.stop()
        self.end_workers()

    def end_workers(self) -> None:
        """`close()` without Qt: what the exit hook runs, when Qt objects may be gone."""
        process = self._process
        if process is not None:
            if self._cancelled is not None:
                self._cancelled.value = self._last_id
            self._requests.put(Stop())
            process.join(STOP_WAIT)
            self._forget_process()
            self._dying.append(process)
        for dying in self._dying:
            if dying.is_alive():
                dying.kill()  # SIGKILL: ends a stopped process too, where SIGTERM would wait
            dying.join()
        self._dying.clear()
        self._settle_all()

    def _forget_process(self) -> None:
        for q in (self._requests, self._results):
            if q is not None:
                q.close()
                q.cancel_join_thread()
        self._process = None
        self._requests = self._results = self._cancelled = None
        self._cancel_time = None

    def _reap(self) -> None:
        """Collect killed workers that have ended, without waiting for any."""
        self._dying = [p for p in self._dying if p.is_alive()]

    def _poll(self) -> None:
        self._reap()
        while self._results is not None:
            try:
                message = self._results.get_nowait()
            except queue.Empty:
                break
            self._last_heard = time.monotonic()
            if isinstance(message, Heartbeat):
                self._beating = True
                continue
            self._last_progress = self._last_heard
            self._receive(message)
        if not self._outstanding:
            self._cancel_time = None
            if not self._dying:
                self._timer.stop()
            return
        now = time.monotonic()
        stuck = (
            self._cancel_time is not None
            and now - self._cancel_time > CANCEL_GRACE
            and max(self._outstanding) <= self._cancelled.value
        )
        live = [r for r in self._outstanding if r > self._cancelled.value]
        if self._beating:
            silent = now - self._last_heard > self.watchdog_grace
        else:
            silent = now - self._started > STARTUP_GRACE
        lost = bool(live) and all(
            now > max(self._deadlines.get(r, now), self._last_progress) + self.stuck_grace
            for r in live
        )
        if stuck:
            self._abandon("cancelled")
        elif not self.running:
            self._abandon("the CPU process stopped unexpectedly")
        elif live and silent:
            quiet = now - max(self._last_heard, self._started)
            self._abandon(f"the CPU process did not answer for {quiet:.0f} seconds")
        elif lost:
            self._abandon("the search made no progress long after its thinking time")

    def _receive(self, message: object) -> None:
        match message:
            case Progress(request_id, info):
                if request_id in self._outstanding:
                    self.progress.emit(request_id, info)
            case Step(request_id, step):
                if request_id in self._outstanding:
                    # Each step is progress: the next may take the request's whole budget.
                    budget = self._budgets.get(request_id, 0.0)
                    self._deadlines[request_id] = self._last_progress + budget
                    self.stepped.emit(request_id, step)
            case Found(request_id, value):
                self._settle(request_id)
                self.found.emit(request_id, value)
            case Answer(request_id, cell):
                self._settle(request_id)
                self.answered.emit(request_id, cell)
            case Failure(request_id, reason):
                self._settle(request_id)
                self.failed.emit(request_id, reason)
            case _:
                log.error(
                    "the app ignores a message from the CPU process it does not know: %r", message
                )

    def _settle(self, request_id: int) -> None:
        """Request `request_id` is answered: the watchdog stops timing it."""
        self._outstanding.discard(request_id)
        self._deadlines.pop(request_id, None)
        self._budgets.pop(request_id, None)

    def _settle_all(self) -> None:
        self._outstanding.clear()
        self._deadlines.clear()
        self._budgets.clear()

    def _abandon(self, reason: str) -> None:
        """The last resort: the process ignored the stop flag, hung or died; kill it (the timer
        reaps it later, nothing waits here) and report every outstanding request as failed.
        The next request starts a fresh process."""
        if self._process is not None:
            if self._process.is_alive():
                self._process.kill()
            self._dying.append(self._process)
        self._forget_process()
        lost = sorted(self._outstanding)
        self._settle_all()
        if not self._dying:
            self._timer.stop()
        for request_id in lost:
            self.failed.emit(request_id, reason)
