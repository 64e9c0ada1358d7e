"""How long a CPU player may think: a deadline, an optional stop flag and an optional node cap;
and how hard and expert share out that time, and how far their threat searches look in it.

Searches count their nodes and look at the budget every few hundred of them (`CHECK_EVERY`), so a
stop flag set from another thread or process ends the search well within 50 ms.
"""

from __future__ import annotations

import time
from typing import Protocol

# Nodes between two looks at the clock and the stop flag: a node costs from a few to a few tens
# of microseconds, so this keeps the reaction time to a few milliseconds.
CHECK_EVERY = 128

# How hard and expert share out their time, in the pure-Python levels (engine/ai/levels.py) and
# the compiled ones (engine/ai/compiled_search.py) alike: expert looks for its own threat
# sequences in ATTACK_SHARE of it, checks the opponent's after each candidate move in
# DEFENCE_SHARE, and searches in the rest; hard's shorter defence check takes HARD_DEFENCE_SHARE.
# The compiled expert's defence check also looks, in what of its share is left, for the
# opponent's quiet moves that lead to such sequences.
ATTACK_SHARE = 0.2
DEFENCE_SHARE = 0.3
HARD_DEFENCE_SHARE = 0.2

# How far those steps look: the attacking moves in one sequence of threats. The compiled threat
# search (engine/ai/compiled_search.py) is fast enough to look further in the same share of the
# time than the pure-Python one (engine/ai/threat_search.py, played by engine/ai/levels.py), so
# each depth comes in two. Expert's own sequences: deep enough for the long forcing wins of
# Qubic-like games; the budget ends the search sooner on big boards.
PYTHON_ATTACK_THREATS = 12
COMPILED_ATTACK_THREATS = 16
# Expert's defence check. The compiled one looks as far as its attack: in Qubic, MCTS at 100,000
# simulations won game 16 of the benchmark by a sequence of threats that eight did not see.
PYTHON_DEFENCE_THREATS = 6
COMPILED_DEFENCE_THREATS = 16
# Hard's shorter defence check, in HARD_DEFENCE_SHARE of the time.
PYTHON_HARD_DEFENCE_THREATS = 4
COMPILED_HARD_DEFENCE_THREATS = 6
# The compiled expert's check of the opponent's quiet moves: mostly one threat search per quiet
# move (the first reply holds), so it can look as far as the defence check.
COMPILED_QUIET_THREATS = 16


class StopFlag(Protocol):
    """Anything with `is_set()`: `threading.Event`, `multiprocessing.Event`."""

    def is_set(self) -> bool: ...


class OutOfTime(Exception):
    """Raised inside a search when its budget is used up; the search keeps its best so far."""


class Budget:
    """A deadline (`seconds` from now, None for none), a `stop` flag and a node cap."""

    def __init__(
        self,
        seconds: float | None,
        stop: StopFlag | None = None,
        max_nodes: int | None = None,
    ) -> None:
        self.start = time.monotonic()
        self.deadline = None if seconds is None else self.start + seconds
        self.stop = stop
        self.max_nodes = max_nodes

    def elapsed(self) -> float:
        """Seconds since the budget was made."""
        return time.monotonic() - self.start

    def remaining(self) -> float:
        """Seconds left before the deadline (infinite without one, 0 once stopped)."""
        if self.stop is not None and self.stop.is_set():
            return 0.0
        if self.deadline is None:
            return float("inf")
        return max(0.0, self.deadline - time.monotonic())

    def part(self, fraction: float, used: int = 0) -> Budget:
        """A budget for a sub-task: `fraction` of the time left and, with a node cap, of the
        nodes left after `used`; the same stop flag."""
        left = self.remaining()
        seconds = None if left == float("inf") else left * fraction
        cap = None
        if self.max_nodes is not None:
            cap = used + int(max(0, self.max_nodes - used) * fraction)
        return Budget(seconds, self.stop, cap)

    def expired(self, nodes: int = 0) -> bool:
        """True once the deadline has passed, the stop flag is set or `nodes` reached the cap."""
        if self.stop is not None and self.stop.is_set():
            return True
        if self.max_nodes is not None and nodes >= self.max_nodes:
            return True
        return self.deadline is not None and time.monotonic() >= self.deadline

    def check(self, nodes: int = 0) -> None:
        """Raise OutOfTime if `expired(nodes)`."""
        if self.expired(nodes):
            raise OutOfTime
