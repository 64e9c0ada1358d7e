"""The clock of a network game on the wire. The host alone keeps time (`engine.clocks.GameClock`):
nobody trusts a peer's clock. With every move and every state it sends each seat's time left and
the seat whose time runs; a joiner shows that and counts the running seat down on its own
monotonic time until the next word from the host, which decides any flag fall."""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.clocks import GameClock, TimeControl, TimeControlError
from engine.net.protocol.messages import Message

MAX_SECONDS = 1e7


def clock_to_data(clock: GameClock) -> Message:
    """The "clock" field of a message: the control, each seat's seconds left, the running seat."""
    left, running = clock.snapshot()
    return {"control": clock.control.text(), "left": left, "running": running}


@dataclass(frozen=True)
class ClockView:
    """A joiner's copy of the host's clock, as heard at the joiner's monotonic time `heard`."""

    control: TimeControl
    left: tuple[float, ...]
    running: int | None
    heard: float

    def remaining(self, seat: int, now: float) -> float:
        """`seat`'s time left at the joiner's `now`, counted down since the host's word."""
        left = self.left[seat]
        return left - (now - self.heard) if seat == self.running else left

    def readings(self, now: float) -> tuple[list[float], int | None]:
        """Every seat's time left at the joiner's `now` and the running seat."""
        return [self.remaining(s, now) for s in range(len(self.left))], self.running


def clock_from_data(data: object, players: int, heard: float) -> ClockView | None:
    """The host's clock in a message's `data` (heard at `heard`), or None without a readable
    one (a game without a clock, or an older or faulty host)."""
    if not isinstance(data, dict):
        return None
    control, left, running = data.get("control"), data.get("left"), data.get("running")
    if not isinstance(control, str) or not isinstance(left, list) or len(left) != players:
        return None
    if not all(type(x) in (int, float) and math.isfinite(x) for x in left):
        return None
    if running is not None and not (type(running) is int and 0 <= running < players):
        return None
    try:
        parsed = TimeControl.parse(control[:20])
    except TimeControlError:
        return None
    seconds = tuple(min(max(float(x), 0.0), MAX_SECONDS) for x in left)
    return ClockView(parsed, seconds, running, heard)
