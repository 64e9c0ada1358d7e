"""CPU searches off the GUI thread: one persistent worker process, answers as queued signals.

The search runs in a spawned process (app.model.cpu_worker), so rendering and input never wait on it
(a busy pure-Python thread would hold the GIL and stretch every repaint). Start-up is paid once:
the process stays alive between requests and is started again lazily if it had to be killed.
Answers come back through a multiprocessing queue that a QTimer polls on the GUI thread, so the
signals below are always emitted there.

Every request carries an id. `cancel()` sets a shared counter that the search's `stop` flag
reads; a search that ignores it for too long is terminated as the last resort.
"""

from __future__ import annotations

import logging
import multiprocessing
import queue
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from app.model import cpu_worker
from app.model.messages import Answer, Failure, MoveRequest, Progress, Stop
from engine import Cell, Rules

log = logging.getLogger(__name__)

POLL_MS = 25
CANCEL_GRACE = 3.0  # seconds a cancelled search may take to notice before it is terminated


class CpuPlayer(QObject):
    """Runs `engine.ai.choose_move` requests in a worker process."""

    answered = Signal(int, object)  # request id, cell
    progress = Signal(int, object)  # request id, engine.ai.SearchInfo
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
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    @property
    def running(self) -> bool:
        """True while the worker process is alive."""
        return self._process is not None and self._process.is_alive()

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
        self._process = process

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
        self.start()
        self._last_id = max(self._last_id, request_id)
        self._outstanding.add(request_id)
        self._requests.put(MoveRequest(request_id, rules, tuple(moves), level, seconds, seed))
        self._timer.start()

    def cancel(self) -> None:
        """Stop every request sent so far; their answers will be reported as failed."""
        if self._cancelled is not None and self._outstanding:
            self._cancelled.value = self._last_id
            if self._cancel_time is None:
                self._cancel_time = time.monotonic()

    def close(self) -> None:
        """Cancel everything and end the worker process (at once, not waiting for answers)."""
        self._timer.stop()
        if self._process is None:
            return
        if self._cancelled is not None:
            self._cancelled.value = self._last_id
        self._requests.put(Stop())
        self._process.join(1.0)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(1.0)
        self._forget_process()

    def _forget_process(self) -> None:
        for q in (self._requests, self._results):
            if q is not None:
                q.close()
                q.cancel_join_thread()
        self._process = None
        self._requests = self._results = self._cancelled = None
        self._cancel_time = None

    def _poll(self) -> None:
        while self._results is not None:
            try:
                message = self._results.get_nowait()
            except queue.Empty:
                break
            self._receive(message)
        if not self._outstanding:
            self._cancel_time = None
            self._timer.stop()
            return
        stuck = (
            self._cancel_time is not None
            and time.monotonic() - self._cancel_time > CANCEL_GRACE
            and max(self._outstanding) <= self._cancelled.value
        )
        if stuck:
            self._abandon("cancelled")
        elif not self.running:
            self._abandon("the CPU process stopped unexpectedly")

    def _receive(self, message: object) -> None:
        match message:
            case Progress(request_id, info):
                if request_id in self._outstanding:
                    self.progress.emit(request_id, info)
            case Answer(request_id, cell):
                self._outstanding.discard(request_id)
                self.answered.emit(request_id, cell)
            case Failure(request_id, reason):
                self._outstanding.discard(request_id)
                self.failed.emit(request_id, reason)
            case _:
                log.error(
                    "the app ignores a message from the CPU process it does not know: %r", message
                )

    def _abandon(self, reason: str) -> None:
        """The last resort: the process ignored the stop flag (or died); kill it and report
        every outstanding request as failed. The next request starts a fresh process."""
        if self._process is not None and self._process.is_alive():
            self._process.terminate()
            self._process.join(1.0)
        self._forget_process()
        lost = sorted(self._outstanding)
        self._outstanding.clear()
        self._timer.stop()
        for request_id in lost:
            self.failed.emit(request_id, reason)
