"""The clock of a game in play under a time control, for the window and the terminal alike: an
engine GameClock that starts with the game, is pressed by every move (adding the increment), gives
back the time of undone moves as the network host does, and knows when a seat's time ran out.

Nothing here runs by itself: the window asks `check` on a timer, the terminal before each move.
Time comes from an injectable monotonic function, so tests move it without sleeping."""

from __future__ import annotations

import time
from collections.abc import Callable

from engine.clocks import GameClock, TimeControl
from engine.game import Game
from engine.net.protocol.rounds import time_result
from engine.record.move_times import MoveTimes


class PlayClock:
    """None or one running GameClock for a game; `flagged` is the seat whose time ran out (the
    game is over on time), else None."""

    def __init__(self, now: Callable[[], float] = time.monotonic) -> None:
        self.now = now
        self.clock: GameClock | None = None
        self.flagged: int | None = None

    @property
    def control(self) -> TimeControl | None:
        return None if self.clock is None else self.clock.control

    @property
    def running(self) -> bool:
        """True while a seat's time runs (a clocked game not over)."""
        return self.clock is not None and self.clock.running is not None

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
        self.clock = GameClock(clock.control, clock.players, self.now, self._used(game))
        self.flagged = None
        self._run(game)

    def stop(self) -> None:
        """The game ended off the board (resigned, a draw agreed): no seat's time runs."""
        if self.clock is not None:
            self.clock.stop()

    def check(self) -> bool:
        """True when the running seat's time is up (the clock then stops, `flagged` set);
        `newly_flagged` tells whether this call is the one that found it."""
        return self.newly_flagged() or self.flagged is not None

    def newly_flagged(self) -> bool:
        """True only on the call that finds the running seat's time up (the clock stops)."""
        if self.clock is None or self.flagged is not None:
            return False
        seat = self.clock.flagged()
        if seat is None:
            return False
        self.clock.stop()
        self.flagged = seat
        return True

    def winners(self, game: Game) -> tuple[int, ...]:
        """Who won `game` when a seat's time ran out: the others, as if it had resigned; none
        while no time has run out."""
        return () if self.flagged is None else time_result(game, self.flagged).winners

    def times(self, game: Game) -> MoveTimes | None:
        """The control and each move's seconds, for the game file; None without a clock."""
        if self.clock is None:
            return None
        return MoveTimes(self.clock.control, self._used(game))

    def snapshot(self) -> tuple[list[float], int | None] | None:
        """Every seat's time left and the running seat; None without a clock."""
        return None if self.clock is None else self.clock.snapshot()

    def budget(self, seat: int) -> float | None:
        """A CPU seat's share of its time for one move; None without a clock."""
        return None if self.clock is None else self.clock.budget(seat)

    def _used(self, game: Game) -> tuple[float, ...]:
        assert self.clock is not None
        return tuple((self.clock.used + [0.0] * game.ply)[: game.ply])

    def _run(self, game: Game) -> None:
        if self.clock is None or game.is_over():
            return
        self.clock.start(game.to_move)
