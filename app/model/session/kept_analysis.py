"""The analysis of a game, kept with the game it belongs to (and saved with it): the game in
play's analysed moves (engine.in_play.analysed_moves), with a signal for the views. While moves
come in one by one, the views are told at most every REDRAW_MS."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from app.model.cpu.analyst import Analyst
from engine import Cell
from engine.in_play.analysed_moves import AnalysedMoves
from engine.record.analysis_data import GameAnalysis, MoveAnalysis

REDRAW_MS = 250
"""While moves come in one by one, `changed` is told at most this often: late in a Connect Four
game they come by the dozen a second, and each redraws the move list, the graph and the
boards."""


class KeptAnalysis(QObject):
    """The game in play's analysed moves, watched, as `analyst`'s runs find them."""

    changed = Signal()  # the analysed moves changed: redraw marks and values
    completed = Signal()  # a run finished: the analysis is part of the game, to keep on disk

    def __init__(self, moves: AnalysedMoves, analyst: Analyst, parent: QObject | None = None):
        super().__init__(parent)
        self.analysed = moves
        self.analyst = analyst
        analyst.started.connect(self.begin)
        analyst.stepped.connect(self.add)
        analyst.found.connect(self.complete)
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(REDRAW_MS)
        self._redraw.timeout.connect(self.changed)

    def move(self, ply: int) -> MoveAnalysis | None:
        """The analysis of move `ply` (from 1), if it is known and still the game's."""
        return self.analysed.move(ply)

    def moves(self) -> list[MoveAnalysis | None]:
        """Every move of the game's analysis (None where not known), in order."""
        return self.analysed.moves()

    def kept(self) -> GameAnalysis | None:
        """What a file keeps of the analysis (see AnalysedMoves.kept)."""
        return self.analysed.kept()

    def replaced(self) -> None:
        """A new or opened game came with its own analysis (or none)."""
        self._redraw.stop()
        self.changed.emit()

    def begin(self, moves: tuple[Cell, ...]) -> None:
        """An analysis of `moves` starts: what was found of the moves that stay is kept."""
        self.analysed.begin(moves)

    def add(self, move: MoveAnalysis) -> None:
        """One more move analysed (`changed` follows within REDRAW_MS)."""
        self.analysed.add(move)
        if not self._redraw.isActive():
            self._redraw.start()

    def complete(self, analysis: GameAnalysis | None) -> None:
        """The run finished with the whole game's `analysis` (None: with what came move by
        move)."""
        self.analysed.complete(analysis)
        self._redraw.stop()
        self.changed.emit()
        self.completed.emit()

    def moves_changed(self, *_: object) -> None:
        """A move or an undo: a run under way starts again on the new moves; marks of moves
        that are no longer the game's go."""
        if self.analyst.running:
            self.analyst.start()
        else:
            self.game_changed()

    def game_changed(self) -> None:
        """The game gained or lost moves: marks of moves that are no longer the game's go."""
        if self.analysed.game_changed():
            self.changed.emit()
