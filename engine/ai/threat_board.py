"""The boards threat-space search runs on, with one set of names: the compiled kernel's `Board`
(engine.ai.compiled_search) where it takes the rules, else `PositionBoard`, the pure-Python
search's position (engine.ai.position, engine.ai.threat_search) under the kernel's names, which
is also the readable reference the kernel's proofs are checked against; and the first move of a
forced win by threats on either."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from engine.ai import compiled_search
from engine.ai.budget import Budget
from engine.ai.pairing import pairing_refutes
from engine.ai.position import Position
from engine.ai.threat_search import ThreatSearch
from engine.game import Game

if TYPE_CHECKING:
    from engine.ai._kernel.search import Board

MAX_THREATS = 16
"""Attacking moves a threat proof may take (the compiled expert looks as far)."""


class PositionBoard:
    """The pure-Python search's position with the compiled kernel's board's names."""

    def __init__(self, game: Game) -> None:
        self.position = Position(game)

    @property
    def turn(self) -> int:
        """The side to move."""
        return self.position.turn

    @property
    def over(self) -> bool:
        """True once a line is completed or the board is full."""
        return self.position.game.is_over()

    def push(self, index: int) -> None:
        """Play cell `index` for the side to move."""
        self.position.make(index)

    def pop(self) -> None:
        """Take back the latest move."""
        self.position.unmake()

    def legal(self) -> list[int]:
        """The cells the side to move may play."""
        return self.position.moves()

    def wins(self, player: int) -> list[int]:
        """The playable cells that complete a line of `player`."""
        return self.position.win_cells(player)

    @property
    def gravity(self) -> bool:
        """True when stones fall."""
        return self.position.gravity

    def pairing_refutes(self) -> bool:
        """True when claimeven and baseinverse keep every line from the side to move
        (engine.ai.pairing)."""
        position = self.position
        return pairing_refutes(
            position.board, position.below, position.above, position.lines, position.turn
        )


ThreatBoard: TypeAlias = "Board | PositionBoard"
"""A board threat-space search runs on: the compiled kernel's, or the pure-Python one."""


def threat_board(game: Game) -> ThreatBoard:
    """A board for threat-space search holding `game` (two players, the first line wins): the
    kernel's where it takes the rules, else the pure-Python one."""
    if compiled_search.supports(game.rules):
        return compiled_search.board(game)
    return PositionBoard(game)


def threat_win(board: ThreatBoard, budget: Budget, max_threats: int = MAX_THREATS) -> int:
    """The first move of a forced win by threats of at most `max_threats` attacking moves for
    the side to move on `board`, -1 if there is none; raises OutOfTime when `budget` ends
    first."""
    if isinstance(board, PositionBoard):
        return ThreatSearch(board.position, budget).winning_move(max_threats)
    return compiled_search.threat_win(board, budget, max_threats)[0]
