"""The clock of a game played in this window (against the CPU or between people at one
computer) under a time control: an engine GameClock run by the session. It starts with the game,
is pressed by every move (adding the increment), gives back the time of undone moves as the
network host does, and keeps running while an earlier move is reviewed. A seat whose time runs
out has lost on time: `flag_fell(seat)`, checked by a timer and before every move.

Time comes from an injectable monotonic function, so tests move it without sleeping."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from engine import Game
from engine.clocks import GameClock, TimeControl
from engine.net.protocol.rounds import time_result
from engine.record.move_times import MoveTimes

FLAG_CHECK_MS = 100


class LocalClock(QObject):
    """None or one running GameClock for the session's game; `flagged` is the seat whose time
    ran out (the game is over on time), else None."""

    flag_fell = Signal(int)  # the seat whose time ran out

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.now: Callable[[], float] = time.monotonic
        self.clock: GameClock | None = None
        self.flagged: int | None = None
        self._timer = QTimer(self, interval=FLAG_CHECK_MS)
        self._timer.timeout.connect(self.check)

    @property
    def control(self) -> TimeControl | None:
        return None if self.clock is None else self.clock.control

    def begin(self, control: TimeControl | None, game: Game, used: tuple[float, ...] = ()) -> None:
        """A new, opened or restored `game` under `control` (None: no clock), its moves having
        used `used` seconds each; the seat to move's clock runs unless the game is over."""
        self.flagged = None
        self.clock = None
        if control is not None:
            self.clock = GameClock(control, game.rules.players, self.now, used[: game.ply])
        self._run(game)

    def pressed(self, seat: int, game: Game) -> None:
        """`seat` has just played its move in `game`: its time used, the next seat's runs."""
        if self.clock is not None:
            self.clock.press(seat, None if game.is_over() else game.to_move)

    def rewound(self, game: Game) -> None:
        """Moves were taken back or replayed: the clock keeps the time of the moves on the
        board (replayed ones count as none) and the seat to move's clock runs."""
        if self.clock is None:
            return
        clock = self.clock
        used = (clock.used + [0.0] * game.ply)[: game.ply]
        self.clock = GameClock(clock.control, clock.players, self.now, used)
        self.flagged = None
        self._run(game)

    def check(self) -> bool:
        """True (and `flag_fell` emitted once) when the running seat's time is up."""
        if self.clock is None or self.flagged is not None:
            return self.flagged is not None
        seat = self.clock.flagged()
        if seat is None:
            return False
        self.clock.stop()
        self._timer.stop()
        self.flagged = seat
        self.flag_fell.emit(seat)
        return True

    def winners(self, game: Game) -> tuple[int, ...]:
        """Who won `game` when a seat's time ran out: the others, as if it had resigned; none
        while no time has run out."""
        return () if self.flagged is None else time_result(game, self.flagged).winners

    def times(self, game: Game) -> MoveTimes | None:
        """The control and each move's seconds, for the game file; None without a clock."""
        if self.clock is None:
            return None
        used = (self.clock.used + [0.0] * game.ply)[: game.ply]
        return MoveTimes(self.clock.control, tuple(used))

    def snapshot(self) -> tuple[list[float], int | None] | None:
        """Every seat's time left and the running seat; None without a clock."""
        return None if self.clock is None else self.clock.snapshot()

    def budget(self, seat: int) -> float | None:
        """A CPU seat's share of its time for one move; None without a clock."""
        return None if self.clock is None else self.clock.budget(seat)

    def _run(self, game: Game) -> None:
        self._timer.stop()
        if self.clock is None or game.is_over():
            return
        self.clock.start(game.to_move)
        self._timer.start()
