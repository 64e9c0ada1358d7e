"""GameSession: owns the engine Game and tells the views what changed. (Minimal first version:
the app issue adds CPU turns, autosave and files.)"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

import engine
from engine import Cell, Game


class GameSession(QObject):
    """The one owner of the current game. Views read `game` and redraw on the signals."""

    moved = Signal(object, int)  # cell, player
    undone = Signal(object)  # cell
    reset = Signal()  # a new or opened game: redraw everything
    finished = Signal(object)  # engine.Outcome
    rejected = Signal(str)  # why a move was refused
    changed = Signal()  # after any of the above

    def __init__(self, game: Game, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game

    def play(self, cell: Cell) -> bool:
        """Play `cell` for the side to move; False (and `rejected`) if the engine refuses it."""
        player = self.game.to_move
        try:
            self.game.play(cell)
        except engine.IllegalMove as error:
            self.rejected.emit(str(error))
            return False
        self.moved.emit(cell, player)
        outcome = self.game.outcome()
        if outcome is not None:
            self.finished.emit(outcome)
        self.changed.emit()
        return True

    def undo(self) -> bool:
        if not self.game.ply:
            return False
        cell = self.game.undo()
        self.undone.emit(cell)
        self.changed.emit()
        return True

    def new_game(self, game: Game) -> None:
        self.game = game
        self.reset.emit()
        self.changed.emit()
