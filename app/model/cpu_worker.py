"""The CPU process: rebuilds each requested position and runs the engine's search on it.

This module must stay free of Qt: it is what the spawned worker process imports, so start-up
costs only the engine's imports. Messages in: `(request_id, rules, moves, level, seconds, seed)`
or None to stop. Messages out: `("move", id, cell)`, `("progress", id, info_dict)`,
`("error", id, message)`.
"""

from __future__ import annotations

import contextlib
import dataclasses
import multiprocessing
import os
import queue
import time
from typing import Any

PROGRESS_INTERVAL = 0.2  # seconds between progress messages, so the queue never floods
PARENT_CHECK = 1.0  # seconds between checks that the app is still there
NICE = 10
"""How much lower the search's scheduling priority is than the app's: on a machine with few
cores the search and the software renderer compete, and the frames the player watches must win.
The search still gets every cycle the window does not need."""


def lower_priority() -> None:
    """Run this process at NICE below its parent, where the platform has priorities (Unix)."""
    nice = getattr(os, "nice", None)
    if nice is None:
        return
    # Where it is not allowed (a sandbox, a resource limit), search at normal priority.
    with contextlib.suppress(OSError):
        nice(NICE)


class RequestStop:
    """The `stop` flag the search polls: set once the app has cancelled this request (or any
    later one), via one shared counter instead of an Event per request."""

    def __init__(self, cancelled: Any, request_id: int) -> None:
        self._cancelled = cancelled
        self._id = request_id

    def is_set(self) -> bool:
        return bool(self._cancelled.value >= self._id)


def serve(requests: Any, results: Any, cancelled: Any) -> None:
    """The worker process's main loop: answer requests until a None arrives."""
    import engine
    from engine import ai

    lower_priority()
    parent = multiprocessing.parent_process()
    while True:
        try:
            message = requests.get(timeout=PARENT_CHECK)
        except queue.Empty:
            # A killed app never sends the None: leave with it instead of lingering.
            if parent is not None and not parent.is_alive():
                return
            continue
        if message is None:
            return
        request_id, rules, moves, level, seconds, seed = message
        stop = RequestStop(cancelled, request_id)
        if stop.is_set():
            results.put(("error", request_id, "cancelled"))
            continue
        last = [0.0]

        def report(
            info: ai.SearchInfo, request_id: int = request_id, last: list[float] = last
        ) -> None:
            now = time.monotonic()
            if now - last[0] >= PROGRESS_INTERVAL:
                last[0] = now
                results.put(("progress", request_id, dataclasses.asdict(info)))

        try:
            game = engine.Game(rules)
            for cell in moves:
                game.play(tuple(cell))
            cell = ai.choose_move(
                game, level, seconds=seconds, seed=seed, stop=stop, progress=report
            )
        except Exception as error:  # anything the search raises goes back as a message
            results.put(("error", request_id, f"{type(error).__name__}: {error}"))
        else:
            results.put(("move", request_id, tuple(cell)))
