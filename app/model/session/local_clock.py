"""The clock of a game played in this window (against the CPU or between people at one
computer) under a time control: the game in play's clock (engine.in_play.play_clock), checked by
a timer while a seat's time runs. A seat whose time runs out has lost on time: `flag_fell(seat)`,
checked by the timer and before every move.

Time comes from an injectable monotonic function (`now`), so tests move it without sleeping."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from engine import Game
from engine.clocks import GameClock, TimeControl
from engine.in_play.play_clock import PlayClock
from engine.record.move_times import MoveTimes

FLAG_CHECK_MS = 100


class LocalClock(QObject):
    """The game in play's `PlayClock`, watched: `flagged` is the seat whose time ran out (the
    game is over on time), else None."""

    flag_fell = Signal(int)  # the seat whose time ran out

    def __init__(self, clock: PlayClock, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.play_clock = clock
        self._timer = QTimer(self, interval=FLAG_CHECK_MS)
        self._timer.timeout.connect(self.check)

    @property
    def now(self) -> Callable[[], float]:
        return self.play_clock.now

    @now.setter
    def now(self, now: Callable[[], float]) -> None:
        self.play_clock.now = now

    @property
    def clock(self) -> GameClock | None:
        return self.play_clock.clock

    @property
    def flagged(self) -> int | None:
        return self.play_clock.flagged

    @property
    def control(self) -> TimeControl | None:
        return self.play_clock.control

    def watch(self) -> None:
        """The clock was begun, pressed or rewound: check it while a seat's time runs."""
        if self.play_clock.running:
            if not self._timer.isActive():
                self._timer.start()
        else:
            self._timer.stop()

    def check(self) -> bool:
        """True (and `flag_fell` emitted once) when the running seat's time is up."""
        if self.play_clock.newly_flagged():
            self._timer.stop()
            assert self.flagged is not None
            self.flag_fell.emit(self.flagged)
            return True
        return self.flagged is not None

    def winners(self, game: Game) -> tuple[int, ...]:
        return self.play_clock.winners(game)

    def times(self, game: Game) -> MoveTimes | None:
        return self.play_clock.times(game)

    def snapshot(self) -> tuple[list[float], int | None] | None:
        return self.play_clock.snapshot()

    def budget(self, seat: int) -> float | None:
        return self.play_clock.budget(seat)
