"""The input of the people at this computer: a click on the 3D view or the slices, a key on the
board, Enter on a typed cell. Like every other seat's input (the CPU's answers, a network peer's
moves through the referee) it hands its move to the session's one door, `GameSession.enter`;
what it adds is what only a person's move needs: a review on view asks first, a click on a
column lands where the stone falls, and a move on another seat's turn is refused with why."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import SignalInstance

from app.model.session.local_clock import LocalClock
from app.model.session.notices import ColumnFull, SessionRefusal
from app.model.session.review import Review
from engine import Cell, Game, Rules
from engine.players import PlayerInfo


class Door(Protocol):
    """What a person's move needs of the session (GameSession): its review, its clock, whose
    turn it is, the door every move goes through, and where a refusal is said."""

    @property
    def review(self) -> Review: ...
    @property
    def clock(self) -> LocalClock: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def shown_game(self) -> Game: ...
    @property
    def rejected(self) -> SignalInstance: ...
    def is_over(self) -> bool: ...
    def is_human_turn(self) -> bool: ...
    def current_player(self) -> PlayerInfo: ...
    def enter(self, cell: Cell) -> bool: ...


class PersonInput:
    """The moves of the people at the session's computer."""

    def __init__(self, session: Door) -> None:
        self.session = session

    def play(self, cell: Cell) -> bool:
        """Play `cell` for the side to move; False (and `rejected`) if it is not a person's turn
        here or the engine refuses it. While reviewing an earlier move nothing is played:
        `review.play_asked` asks the window whether to continue from there or go back to the
        end."""
        session = self.session
        if session.review.active:
            session.review.play_asked.emit(tuple(cell))
            return False
        if session.clock.check():
            return False  # the mover's time ran out before the move
        if not session.is_over() and not session.is_human_turn():
            remote = session.current_player().is_remote
            refusal = SessionRefusal.REMOTE_TURN if remote else SessionRefusal.CPU_TURN
            session.rejected.emit(refusal)
            return False
        return session.enter(tuple(cell))

    def landing(self, cell: Cell | None) -> Cell | None:
        """Where a stone put at `cell` would go (it falls under gravity); None for no cell, a
        cell off the board or one where no stone can land."""
        return None if cell is None else self.session.shown_game.landing(cell)

    def play_at(self, cell: Cell) -> bool:
        """Play a click on `cell`: the stone goes where it lands. A taken or blocked cell still
        goes to `play`, which says why it cannot be played."""
        session = self.session
        landing = session.shown_game.landing(cell)
        rules = session.rules
        full = landing is None and rules.gravity is not None and cell not in rules.blocked
        if full and session.is_human_turn() and not session.review.active:
            column = tuple(c for a, c in enumerate(cell) if a != rules.gravity)
            session.rejected.emit(ColumnFull(column))
            return False
        return self.play(cell if landing is None else landing)
