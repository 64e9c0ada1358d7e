"""Studies of one position, in a CPU process of their own: every legal move's value (View →
Show move values) and the forced win (Review → Show the win).

One request at a time: asking about another position cancels the one under way, and a forced
win asked for goes before move values. An answer is kept with the position it is of (the rules
and the moves), so a view never shows the values of another position. On the boards the solver
proves, values that came back as estimates in the usual time are asked for again with
EXACT_SECONDS, so that every move ends proven (Connect Four's seven columns exact); the
estimates are shown meanwhile.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from app.model.cpu.cpu_player import CpuPlayer
from app.model.worker.cpu_messages import AnalysisRequest, Study
from engine import Cell, Game, Rules
from engine.ai.analysis import FORCED_WIN_SECONDS, MOVE_VALUES_SECONDS, ForcedWin
from engine.ai.analysis.proofs import exact_board
from engine.record.analysis_data import PositionValue

EXACT_SECONDS = 60.0
"""The time for a forced win on a board the solver proves (which stops as soon as it knows), and
for the values of a position there, asked for again when the usual time left some unproven (just
past Connect Four's opening book)."""

Position = tuple[Rules, tuple[Cell, ...]]
MoveValues = dict[Cell, PositionValue]


def position_of(game: Game) -> Position:
    return (game.rules, game.moves)


@dataclass(frozen=True)
class _Asked:
    request_id: int
    study: Study
    position: Position
    seconds: float


class PositionStudy(QObject):
    """Move values and forced wins of positions, asked for by the window."""

    values_found = Signal()  # `values` has the values of a newly asked position
    win_found = Signal(object)  # the ForcedWin (or None) of the position `ask_win` asked about
    win_failed = Signal()  # the search for it stopped before it finished (the process failed)
    busy_changed = Signal(bool)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cpu = CpuPlayer(self)
        self._values: tuple[Position, MoveValues] | None = None
        self._asked: _Asked | None = None
        self._values_wanted: Position | None = None
        self._next_request = 0
        self.cpu.found.connect(self._on_found)
        self.cpu.failed.connect(self._on_failed)

    @property
    def busy(self) -> bool:
        return self._asked is not None

    def values(self, game: Game) -> MoveValues | None:
        """The values found for the position of `game`, None until they are."""
        if self._values is None or self._values[0] != position_of(game):
            return None
        return self._values[1]

    def want_values(self, game: Game | None) -> None:
        """Find the move values of `game`'s position (None: of none, forget the request)."""
        known = game is None or game.is_over() or self.values(game) is not None
        self._values_wanted = None if game is None or game.is_over() else position_of(game)
        if known or self._values_wanted is None:
            if self._asked is not None and self._asked.study is Study.MOVE_VALUES:
                self._stop()
            return
        position = self._values_wanted
        if self._asked is not None:
            if self._asked.study is Study.FORCED_WIN or self._asked.position == position:
                return  # the values follow the win; or they are on their way
            self._stop()
        self._send(Study.MOVE_VALUES, position, MOVE_VALUES_SECONDS)

    def ask_win(self, game: Game) -> None:
        """Find the forced win of the side to move in `game` (`win_found` answers)."""
        self._stop()
        seconds = EXACT_SECONDS if exact_board(game) else FORCED_WIN_SECONDS
        self._send(Study.FORCED_WIN, position_of(game), seconds)

    def close(self) -> None:
        self._asked = None
        self.cpu.close()

    def _send(self, study: Study, position: Position, seconds: float) -> None:
        self._next_request += 1
        self._asked = _Asked(self._next_request, study, position, seconds)
        rules, moves = position
        request = AnalysisRequest(self._next_request, study, rules, moves, seconds)
        self.cpu.ask(request, 2 * seconds)
        self.busy_changed.emit(True)

    def _stop(self) -> None:
        if self._asked is not None:
            self._asked = None
            self.cpu.cancel()
            self.busy_changed.emit(False)

    def _answered(self, request_id: int) -> _Asked | None:
        """The request `request_id` answered, now no longer asked; None when it is not the one
        asked (a reply to a request given up on)."""
        asked = self._asked
        if asked is None or asked.request_id != request_id:
            return None
        self._asked = None
        self.busy_changed.emit(False)
        return asked

    def _on_found(self, request_id: int, found: object) -> None:
        asked = self._answered(request_id)
        if asked is None:
            return
        if asked.study is Study.MOVE_VALUES:
            if isinstance(found, dict):
                self._values = (asked.position, found)
                self.values_found.emit()
                if asked.seconds < EXACT_SECONDS and self._unproven_on_exact_board(found):
                    self._send(Study.MOVE_VALUES, asked.position, EXACT_SECONDS)
                    return
        else:
            self.win_found.emit(found if isinstance(found, ForcedWin) else None)
        self._values_again()

    def _unproven_on_exact_board(self, values: MoveValues) -> bool:
        if self._values is None or all(value.proven for value in values.values()):
            return False
        rules, moves = self._values[0]
        game = Game(rules)
        for cell in moves:
            game.play(cell)
        return exact_board(game)

    def _values_again(self) -> None:
        wanted = self._values_wanted
        known = self._values is not None and self._values[0] == wanted
        if wanted is not None and self._asked is None and not known:
            self._send(Study.MOVE_VALUES, wanted, MOVE_VALUES_SECONDS)

    def _on_failed(self, request_id: int, message: str) -> None:
        asked = self._answered(request_id)
        if asked is None:
            return
        if asked.study is Study.FORCED_WIN:
            self.win_failed.emit()  # not "none": nothing was proven either way
        self.failed.emit(message)
