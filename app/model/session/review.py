"""Review: which earlier position of the game the views show, without touching the game.

The session owns one Review. While it is active the views, the scores and the status read
`shown()` (a copy of the game taken back to the reviewed move) instead of the game itself; the
game, its moves and its redo list stay exactly as they are.

A review may also show a line played on from the reviewed move (Show the win): `show_line`
puts the first `step` moves of the line on the board; any other step of the review ends it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from engine import Cell, Game


class Review(QObject):
    """The reviewed move number (None: the game as it stands) over a game read through `game`."""

    changed = Signal()  # the shown position changed: redraw from `shown()`
    play_asked = Signal(object)  # a cell was played while reviewing: ask what to do

    def __init__(self, game: Callable[[], Game], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._ply: int | None = None
        self._shown: tuple[tuple[Cell, ...], Game] | None = None
        self._line: tuple[Cell, ...] = ()
        self._step = 0

    @property
    def line(self) -> tuple[Cell, ...]:
        """The line shown on from the reviewed move (empty: none)."""
        return self._line

    @property
    def step(self) -> int:
        """How many moves of the line are on the board."""
        return self._step

    def show_line(self, ply: int, line: tuple[Cell, ...], step: int) -> None:
        """Show the position after `ply` moves of the game and `step` moves of `line` played
        on from there (`line` legal there: the caller's to make sure)."""
        ply = max(0, min(ply, self._game().ply))
        step = max(0, min(step, len(line)))
        if (self._ply, self._line, self._step) == (ply, line, step):
            return
        self._ply, self._line, self._step = ply, line, step
        self._shown = None
        self.changed.emit()

    @property
    def ply(self) -> int | None:
        """How many moves the reviewed position has, or None when not reviewing."""
        return self._ply

    @property
    def active(self) -> bool:
        return self._ply is not None

    def shown(self) -> Game:
        """The position to draw: the game itself, or a copy of it at the reviewed move."""
        game = self._game()
        if self._ply is None:
            return game
        moves = game.moves[: self._ply] + self._line[: self._step]
        if self._shown is None or self._shown[0] != moves:
            copy = game.copy()
            while copy.ply > self._ply:
                copy.undo()
            for cell in self._line[: self._step]:
                copy.play(cell)
            self._shown = (moves, copy)
        return self._shown[1]

    def go(self, ply: int) -> None:
        """Show the position after `ply` moves (clamped to the game); the last one ends review."""
        last = self._game().ply
        ply = max(0, min(ply, last))
        self._set(None if ply == last else ply)

    def start(self) -> None:
        self.go(0)

    def back(self) -> None:
        self.go(self.position() - 1)

    def forward(self) -> None:
        self.go(self.position() + 1)

    def end(self) -> None:
        self._set(None)

    def position(self) -> int:
        """The number of moves on the shown board."""
        return self._game().ply if self._ply is None else self._ply

    def game_changed(self) -> None:
        """The game gained or lost moves: keep the reviewed move if it still exists."""
        if self._line or (self._ply is not None and self._ply >= self._game().ply):
            self._set(None)

    def _set(self, ply: int | None) -> None:
        if ply != self._ply or self._line:
            self._ply = ply
            self._line, self._step = (), 0
            self._shown = None
            self.changed.emit()
