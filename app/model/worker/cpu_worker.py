"""The CPU process: rebuilds each requested position and runs the engine's search on it.

This module must stay free of Qt: it is what the spawned worker process imports, so start-up
costs only the engine's imports. The messages both ways are the dataclasses of
app.model.worker.cpu_messages: MoveRequest, AnalysisRequest (app.model.worker.analysis_work) or
Stop in; Progress, Answer, Step, Found or Failure out.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import queue
import signal
import threading
import time
from typing import Any

from app.model.worker.analysis_work import study
from app.model.worker.cpu_messages import (
    AnalysisRequest,
    Answer,
    Failure,
    Heartbeat,
    MoveRequest,
    Progress,
    Stop,
)

log = logging.getLogger(__name__)

PROGRESS_INTERVAL = 0.2  # seconds between progress messages, so the queue never floods
PARENT_CHECK = 1.0  # seconds between checks that the app is still there
HEARTBEAT_INTERVAL = 0.5
"""Seconds between the messages that tell the app this process works on its request (a stopped
one sends none)."""
NICE = 10
"""How much lower the search's scheduling priority is than the app's: on a machine with few
cores the search and the software renderer compete, and the frames the player watches must win.
The search still gets every cycle the window does not need."""


def lower_priority(pid: int = 0) -> None:
    """Run the worker process `pid` (0: this process, the worker itself) at NICE below the
    app's, where the platform has priorities (Unix); lowered once, it stays there. The app
    lowers its worker as soon as it has started it, so the worker's imports do not take the
    cores the window's first frame needs; the worker lowers itself too, in case."""
    if not hasattr(os, "setpriority"):
        return
    app = os.getpid() if pid else os.getppid()
    # Where it is not allowed (a sandbox, a resource limit), search at normal priority.
    with contextlib.suppress(OSError):
        lowered = min(19, os.getpriority(os.PRIO_PROCESS, app) + NICE)  # 19: the lowest
        if os.getpriority(os.PRIO_PROCESS, pid) < lowered:
            os.setpriority(os.PRIO_PROCESS, pid, lowered)


def ignore_terminal_signals() -> None:
    """Ctrl+C in the terminal and a closed terminal signal the whole process group: the app
    handles them and ends this process itself, so no traceback comes from here."""
    for name in ("SIGINT", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_IGN)


class RequestStop:
    """The `stop` flag the search polls: set once the app has cancelled this request (or any
    later one), via one shared counter instead of an Event per request."""

    def __init__(self, cancelled: Any, request_id: int) -> None:
        self._cancelled = cancelled
        self._id = request_id

    def is_set(self) -> bool:
        return bool(self._cancelled.value >= self._id)


def serve(requests: Any, results: Any, cancelled: Any) -> None:
    """The worker process's main loop: answer requests until a Stop arrives."""
    lower_priority()
    ignore_terminal_signals()
    # Say hello, then beat while a request is being worked on: from a thread, so the heartbeat
    # goes on during a search (an idle worker stays quiet, the app reads nothing then).
    results.put(Heartbeat())
    busy = threading.Event()
    threading.Thread(target=_beat, args=(results, busy), name="heartbeat", daemon=True).start()
    parent = multiprocessing.parent_process()
    while True:
        try:
            message = requests.get(timeout=PARENT_CHECK)
        except queue.Empty:
            # A killed app never sends Stop: leave with it instead of lingering.
            if parent is not None and not parent.is_alive():
                return
            continue
        if isinstance(message, Stop):
            return
        if not isinstance(message, MoveRequest | AnalysisRequest):
            log.error("the CPU process ignores a message it does not know: %r", message)
            continue
        busy.set()
        try:
            if isinstance(message, AnalysisRequest):
                stop = RequestStop(cancelled, message.request_id)
                results.put(study(message, stop, results))
            else:
                results.put(answer(message, cancelled, results))
        finally:
            busy.clear()


def _beat(results: Any, busy: threading.Event) -> None:
    while True:
        busy.wait()
        results.put(Heartbeat())
        time.sleep(HEARTBEAT_INTERVAL)


def answer(request: MoveRequest, cancelled: Any, results: Any) -> Answer | Failure:
    """Search `request`'s position, sending Progress messages to `results` on the way."""
    import engine
    from engine import ai

    stop = RequestStop(cancelled, request.request_id)
    if stop.is_set():
        return Failure(request.request_id, "cancelled")
    last = 0.0

    def report(info: ai.SearchInfo) -> None:
        nonlocal last
        now = time.monotonic()
        if now - last >= PROGRESS_INTERVAL:
            last = now
            results.put(Progress(request.request_id, info))

    try:
        game = engine.Game(request.rules)
        for cell in request.moves:
            game.play(tuple(cell))
        cell = ai.choose_move(
            game,
            request.level,
            seconds=request.seconds,
            seed=request.seed,
            stop=stop,
            progress=report,
        )
    except Exception as error:  # anything the search raises goes back as a message
        return Failure(request.request_id, f"{type(error).__name__}: {error}")
    return Answer(request.request_id, tuple(cell))
