"""The one way into a session from outside its window: a referee that decides this window's moves
before the game here plays them. A network game's host (or its link to the host, on the joining
side; app.model.net) is one, a puzzle (app.model.puzzles) another. The session is handed its
referee (`GameSession.refer_to`) and asks it; what the referee decides comes back as calls on the
session's own methods (`mirror`, `refused`, `seat`), and only the session emits its signals."""

from __future__ import annotations

from typing import Protocol

from engine import Cell
from engine.net import NetRefusal


class Referee(Protocol):
    """Decides the moves and take-backs of a session that is handed to it."""

    def submit(self, seat: int, cell: Cell) -> NetRefusal | None:
        """Seat `seat` of this window plays `cell`: None when taken (the referee then plays it
        here through `GameSession.mirror`, at once or when the host confirms), else why not."""
        ...

    def ask_undo(self) -> bool:
        """This window asks to take a move back: True when the referee handles the request (a
        network game offers it to the other side), False to take it back here as usual."""
        ...
