"""Time controls and the clock that keeps them: minutes per side plus an increment per move
("5+3": five minutes each, three seconds added after every move), or none.

The clock reads time from an injected monotonic function (`time.monotonic` in play, a counter in
tests), so nothing here sleeps or needs Qt. Only one seat's time runs at once: the seat to move.
A seat whose time reaches zero has lost on time (its flag fell). The time each move used is kept,
so a game file can carry it and a resumed game can rebuild every seat's remaining time.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

MAX_MINUTES = 600
MAX_INCREMENT = 600
PRESETS = ("1+0", "3+2", "5+0", "10+5")
"""The time controls offered by name; any other "MINUTES+SECONDS" is a custom one."""

_PATTERN = re.compile(r"\s*(\d{1,4}(?:\.\d{1,2})?)\s*(?:\+\s*(\d{1,4}))?\s*")


class TimeControlError(ValueError):
    """A time control that cannot be read; the text says what is wrong, in English."""


@dataclass(frozen=True)
class TimeControl:
    """`minutes` per side at the start, and `increment` seconds added after each move."""

    minutes: float
    increment: int = 0

    @property
    def seconds(self) -> float:
        """Each side's time at the start, in seconds."""
        return self.minutes * 60.0

    def text(self) -> str:
        """The control as it is typed: "5+3" (minutes+seconds)."""
        minutes = f"{self.minutes:g}"
        return f"{minutes}+{self.increment}"

    @classmethod
    def parse(cls, text: str) -> TimeControl:
        """The control in `text` ("5", "5+3", "0.5+1"); raises TimeControlError."""
        match = _PATTERN.fullmatch(text)
        if match is None:
            raise TimeControlError(
                f"{text[:20]!r} is not a time control: write minutes and an increment in "
                "seconds, such as 5+3"
            )
        minutes, increment = float(match.group(1)), int(match.group(2) or 0)
        if not 0 < minutes <= MAX_MINUTES:
            raise TimeControlError(f"minutes must be above 0 and at most {MAX_MINUTES}")
        if increment > MAX_INCREMENT:
            raise TimeControlError(f"the increment must be at most {MAX_INCREMENT} seconds")
        return cls(minutes, increment)


class GameClock:
    """The clocks of a game's seats under one `control`. `now` is a monotonic time in seconds.
    `start` runs the clock of the seat to move; `press` ends its move (taking the time used,
    adding the increment) and runs the next seat's; `stop` halts the clock (game over)."""

    def __init__(
        self,
        control: TimeControl,
        players: int,
        now: Callable[[], float],
        used: Sequence[float] = (),
    ) -> None:
        self.control = control
        self.players = players
        self.now = now
        self.used: list[float] = []
        self.left = [control.seconds] * players
        for ply, seconds in enumerate(used):
            self._charge(ply % players, seconds)
        self.running: int | None = None
        self._since = 0.0

    def _charge(self, seat: int, seconds: float) -> None:
        self.used.append(seconds)
        self.left[seat] = self.left[seat] - seconds + self.control.increment

    def start(self, seat: int, already: float = 0.0) -> None:
        """Run `seat`'s clock from now (the seat to move), `already` seconds of its turn used
        (a game taken up again mid-turn)."""
        self.running, self._since = seat, self.now() - max(already, 0.0)

    def stop(self) -> None:
        """Halt the running clock, keeping the time it used so far off its seat."""
        if self.running is not None:
            self.left[self.running] -= self.now() - self._since
        self.running = None

    def press(self, seat: int, next_seat: int | None) -> float:
        """`seat` played a move: the seconds it used (also kept in `used`), its increment added,
        and `next_seat`'s clock run (None: the game is over)."""
        spent = self.now() - self._since if self.running == seat else 0.0
        spent = round(max(spent, 0.0), 3)
        self._charge(seat, spent)
        if next_seat is None:
            self.running = None
        else:
            self.start(next_seat)
        return spent

    def remaining(self, seat: int) -> float:
        """`seat`'s time left now, in seconds (below zero once its flag fell)."""
        left = self.left[seat]
        if self.running == seat:
            left -= self.now() - self._since
        return left

    def readings(self) -> tuple[list[float], int | None]:
        """Every seat's time left now (see `remaining`) and the running seat."""
        return [self.remaining(s) for s in range(self.players)], self.running

    def flagged(self) -> int | None:
        """The running seat if its time is up, else None."""
        seat = self.running
        return seat if seat is not None and self.remaining(seat) <= 0 else None

    def snapshot(self) -> tuple[list[float], int | None]:
        """Every seat's time left now (rounded to milliseconds) and the running seat."""
        left, running = self.readings()
        return [round(max(seconds, 0.0), 3) for seconds in left], running

    def budget(self, seat: int, moves_left: int = 30) -> float:
        """A sensible share of `seat`'s time for one move: its time over the moves still to come
        plus most of the increment, never more than half of what is left."""
        left = max(self.remaining(seat), 0.0)
        share = left / max(moves_left, 1) + 0.8 * self.control.increment
        return min(share, left / 2)


def clock_text(seconds: float) -> str:
    """Seconds as a clock shows them: "4:59", "1:02:03", and tenths under ten seconds ("9.4")."""
    seconds = max(seconds, 0.0)
    if seconds < 10:
        return f"{int(seconds * 10) / 10:.1f}"
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
