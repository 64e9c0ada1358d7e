"""`hyperrow play --clock 5+3` without the network: the terminal game under a time control kept
by this session. The seat to move's time runs from its prompt (or its CPU's search) to its move;
the times show before each prompt; a move typed after its seat's time ran out is not played and
the game ends on time. A CPU seat thinks for at most a sensible share of its time."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from engine import ai
from engine.clocks import GameClock, TimeControl
from engine.game import Game
from engine.net.protocol.rounds import time_result
from engine.players import PlayerInfo
from terminal.commands.play import TerminalGame
from terminal.words.clock_chat_words import clocks_text, time_out_text
from wording.play_words import joined_names


class ClockedTerminalGame(TerminalGame):
    """A TerminalGame under `control`, its time read from `now` (monotonic seconds)."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[PlayerInfo],
        *args: Any,
        control: TimeControl,
        now: Callable[[], float] = time.monotonic,
        **kwargs: Any,
    ) -> None:
        super().__init__(game, seats, *args, **kwargs)
        self.clock = GameClock(control, game.rules.players, now)
        self.flagged: int | None = None

    def run(self) -> int:
        """Start the first seat's clock, then play as the terminal game does."""
        self.clock.start(self.game.to_move)
        return super().run()

    def _finished(self) -> bool:
        return self.flagged is not None or super()._finished()

    def _clocks_before_prompt(self) -> str:
        left, running = self.clock.snapshot()
        names = [self._seat(s) for s in range(len(self.seats))]
        return clocks_text(names, left, running) + " "

    def _cpu_seconds(self, level: str) -> float | None:
        return min(ai.DEFAULT_SECONDS[level], self.clock.budget(self.game.to_move))

    def _move(self, text: str) -> None:
        if self._flag_fell():
            return
        before = self.game.ply
        super()._move(text)
        self._pressed(before)

    def _cpu_turn(self) -> None:
        before = self.game.ply
        super()._cpu_turn()
        if not self._flag_fell():
            self._pressed(before)

    def _flag_fell(self) -> bool:
        """True (and the clock stopped) when the running seat's time is up."""
        seat = self.clock.flagged()
        if seat is not None:
            self.clock.stop()
            self.flagged = seat
        return seat is not None

    def _pressed(self, ply_before: int) -> None:
        if self.game.ply == ply_before + 1:
            mover = ply_before % len(self.seats)
            self.clock.press(mover, None if self.game.is_over() else self.game.to_move)

    def _step_back_or_forth(self, *, back: bool) -> None:
        super()._step_back_or_forth(back=back)
        # Taken back or replayed: the clock keeps the time of the moves on the board (none for
        # a move redone) and runs for the seat to move.
        used = (self.clock.used + [0.0] * self.game.ply)[: self.game.ply]
        self.clock = GameClock(self.clock.control, self.clock.players, self.clock.now, used)
        if not self.game.is_over():
            self.clock.start(self.game.to_move)

    def _announce_end(self) -> None:
        if self.flagged is None:
            super()._announce_end()
            return
        result = time_result(self.game, self.flagged)
        names = [self._seat(p) for p in result.winners] or ["?"]
        self.say(time_out_text(self._seat(self.flagged), joined_names(names), len(names)))
