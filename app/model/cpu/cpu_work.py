"""The one owner of a session's CPU work: the CPU seats' moves and the hints (CpuTurns, one
request at a time in the CPU process), the analysis of the game (Analyst) and the studies of a
position (PositionStudy), each in a process of its own, and the pause.

Every change of the position, the seats or the game comes here (`position_changed`, `replaced`):
what was asked for a position that is gone is cancelled (a hint racing a move, a CPU move asked
before an undo, an analysis of the game a New replaced), and the next CPU turn is scheduled after
it. A request that never answers ends in the CPU player's watchdog, which `failed` words for the
player (the CPU then pauses, and the status bar says so)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from app.model.cpu.analyst import Analyst
from app.model.cpu.cpu_player import CpuPlayer
from app.model.cpu.cpu_turns import CpuTurns, TurnTable
from app.model.cpu.position_study import PositionStudy
from engine import Cell, Game
from engine.in_play.seats import hint_level
from engine.players import SeatKind

HINT_SECONDS = 2.0


class CpuWork(QObject):
    """The CPU's work for the session read through `table`."""

    hint = Signal(object)  # a suggested cell for the person to move, or None to clear it
    paused_changed = Signal(bool)
    failed = Signal(str)  # a request failed (the process died or hung): why, for the log

    def __init__(
        self, table: TurnTable, game: Callable[[], Game], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.table = table
        self.paused = False
        self.hint_cell: Cell | None = None  # shown until the position changes
        self.player = CpuPlayer(self)
        self.turns = CpuTurns(table, self.player, self)
        self.turns.hinted.connect(self._on_hinted)
        self.turns.failed.connect(self._on_failed)
        self.analyst = Analyst(game, self)
        self.study = PositionStudy(self)

    @property
    def thinking(self) -> bool:
        """True while a CPU move or a hint is being searched for."""
        return self.turns.pending is not None

    @property
    def hinting(self) -> bool:
        """True while a hint (not a CPU move) is being searched for."""
        return self.turns.pending is not None and self.turns.pending.hint

    def ask_hint(self) -> bool:
        """Ask for a move for the person to move (the caller checked it is a person's turn);
        False while the CPU already works on a move or a hint for this position."""
        if self.turns.pending is not None:
            return False
        self.turns.request(hint_level(), HINT_SECONDS, hint=True)
        return True

    def clear_hint(self) -> None:
        if self.hint_cell is not None:
            self.hint_cell = None
            self.hint.emit(None)

    def position_changed(self) -> None:
        """A move, an undo or a seat change: the hint shown goes, what was asked for the
        position before is dropped, the turn of a CPU seat to move is scheduled."""
        self.clear_hint()
        self.turns.position_changed()

    def stop_turns(self) -> None:
        """Before the position is stepped or replaced: no CPU move or hint goes on."""
        self.turns.cancel()

    def replaced(self) -> None:
        """Before a new or opened game takes over: nothing asked for the old one goes on."""
        self.turns.cancel()
        self.analyst.cancel()
        self.clear_hint()

    def set_paused(self, paused: bool) -> None:
        """Pause or resume the CPU players (a search under way is cancelled)."""
        if paused == self.paused:
            return
        self.paused = paused
        if paused:
            self.turns.cancel()
        self.paused_changed.emit(paused)
        self.turns.schedule()

    def warm_up(self) -> None:
        """Start the CPU process ahead of the first CPU turn, if any seat is a CPU."""
        if any(p.kind == SeatKind.CPU for p in self.table.players):
            self.player.start()

    def shutdown(self) -> None:
        """Cancel any search and analysis and end the CPU processes (on quit)."""
        self.turns.stop()
        self.player.close()
        self.analyst.close()
        self.study.close()

    def _on_hinted(self, cell: Cell) -> None:
        self.hint_cell = cell
        self.hint.emit(cell)

    def _on_failed(self, message: str) -> None:
        self.failed.emit(message)
        self.set_paused(True)
