"""Forced wins by threats, as lines of moves: the attacker's threats with the defender's forced
blocks, ending in the winning stone (threat-space search: engine.ai.threat_search, compiled in
engine.ai.compiled_search); and positions every move of which loses to one.

Each step asks the search for the first move of a forced win; the defender's reply is the block
of the cell the attacker threatens (either one, facing two), and the search is asked again. Every
reply but the block loses at once, so the line is the whole proof: a defender can only shorten it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from engine.ai import compiled_search
from engine.ai.budget import Budget, OutOfTime
from engine.ai.position import Position
from engine.ai.threat_search import ThreatSearch
from engine.game import Game

if TYPE_CHECKING:
    from engine.ai._kernel.search import Board

MAX_THREATS = 16
"""Attacking moves a threat proof may take (the compiled expert looks as far)."""


class _PythonBoard:
    """The pure-Python search's position with the compiled kernel's board's names, for the
    boards the kernel does not take."""

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


ThreatBoard: TypeAlias = "Board | _PythonBoard"
"""A board threat-space search runs on: the compiled kernel's, or the pure-Python one."""


def takes(game: Game) -> bool:
    """True when threat-space search applies: two players, the first line wins."""
    return game.rules.players == 2 and game.rules.target == 1


def threat_board(game: Game) -> ThreatBoard:
    """A board for threat-space search holding `game` (which `takes`)."""
    if compiled_search.supports(game.rules):
        return compiled_search.board(game)
    return _PythonBoard(game)


def threat_win(board: ThreatBoard, budget: Budget) -> int:
    """The first move of a forced win by threats for the side to move on `board`, -1 if there
    is none; raises OutOfTime when `budget` ends first."""
    if isinstance(board, _PythonBoard):
        return ThreatSearch(board.position, budget).winning_move(MAX_THREATS)
    return compiled_search.threat_win(board, budget, MAX_THREATS)[0]


def threat_line(board: ThreatBoard, budget: Budget) -> list[int] | None:
    """The forced win by threats of the side to move on `board` as cell indices (attacker,
    defender, …, the winning stone), None when there is none or `budget` ends first. `board`
    is left as it was."""
    attacker = board.turn
    line: list[int] = []
    try:
        while True:
            wins = board.wins(attacker)
            if wins:
                return [*line, wins[0]]
            move = threat_win(board, budget)
            if move < 0:
                return None
            board.push(move)
            line.append(move)
            blocks = board.wins(attacker)
            if board.over or not blocks:
                return None  # not a threat after all: no proof to follow
            board.push(blocks[0])
            line.append(blocks[0])
    except OutOfTime:
        return None
    finally:
        for _ in line:
            board.pop()


def winner_moves(line: list[int]) -> int:
    """The attacker's moves in a line that starts and ends with one."""
    return (len(line) + 1) // 2


def lost_to_threats(board: ThreatBoard, budget: Budget) -> int | None:
    """When every move of the side to move on `board` leaves the other side a win at once or
    by threats: the most moves that win takes (the other side's), else None (also when
    `budget` ends first). `board` is left as it was."""
    defender = board.turn
    attacker = 1 - defender
    if board.wins(defender):
        return None
    longest = 0
    for move in board.legal():
        board.push(move)
        try:
            if board.over:
                return None  # the defender's move ended the game: not a loss
            if board.wins(attacker):
                longest = max(longest, 1)
                continue
            line = threat_line(board, budget)
        finally:
            board.pop()
        if line is None:
            return None
        longest = max(longest, winner_moves(line))
    return longest or None
