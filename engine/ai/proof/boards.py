"""The boards the reference proof-number search (pns.py) plays on: one face (`ProofBoard`) over the
compiled kernel's board (`kernel_board`) and over the engine's pure-Python position and threat
search (`python_board`, the readable reference the tests hold the kernel's proofs equal to).
Builds run the compiled proof search instead (tasks.py), which the tests hold to pns.py.
"""

from __future__ import annotations

from engine.ai import compiled_search
from engine.ai.budget import Budget, OutOfTime
from engine.ai.proof.cube_symmetry import stone_cells
from engine.ai.threat_board import PositionBoard, ThreatBoard, threat_win
from engine.game import Game
from engine.rules import Rules

LEAF_THREATS = 12
"""The longest threat sequence (attacking moves) the builder proves a leaf with; the verifier
and the players look further, so every leaf it accepts they find."""


class ProofBoard:
    """A two-player, first-line-wins position the proof search plays on and restores, over a
    threat board (engine.ai.threat_board): the compiled kernel's or the pure-Python one. Its
    cells come in ascending order on both, so the two searches take the same paths."""

    def __init__(self, board: ThreatBoard) -> None:
        self._board = board

    @property
    def turn(self) -> int:
        """The side to move, 0 or 1."""
        return int(self._board.turn)

    def push(self, cell: int) -> None:
        """Play `cell` for the side to move."""
        self._board.push(cell)

    def pop(self) -> None:
        """Take back the latest move."""
        self._board.pop()

    def legal(self) -> list[int]:
        """The empty cells, ascending."""
        return sorted(self._board.legal())

    def wins(self, player: int) -> list[int]:
        """The cells that would complete a line of `player`, ascending."""
        return sorted(self._board.wins(player))

    def threat_move(self, max_threats: int) -> int:
        """The first move of a forced win by threats for the side to move, or -1."""
        try:
            return threat_win(self._board, Budget(None), max_threats)
        except OutOfTime:
            return -1


def stones_game(rules: Rules, first: int, second: int) -> Game:
    """A game of `rules` holding the position of the two stone bitmasks (the first player's, the
    second's: as many, or one more)."""
    game = Game(rules)
    ones = [stone_cells(first), stone_cells(second)]
    for ply in range(len(ones[0]) + len(ones[1])):
        game.push(ones[ply % 2][ply // 2])
    return game


def from_stones(rules: Rules, first: int, second: int, compiled: bool = True) -> ProofBoard:
    """A proof board of `rules` holding the position of the two stone bitmasks (see
    `stones_game`), on the kernel or the pure-Python one."""
    game = stones_game(rules, first, second)
    return kernel_board(game) if compiled else python_board(game)


def kernel_board(game: Game) -> ProofBoard:
    """The compiled kernel's proof board of `game` (its rules must be the compiled search's)."""
    return ProofBoard(compiled_search.board(game))


def python_board(game: Game) -> ProofBoard:
    """The pure-Python proof board of `game`."""
    return ProofBoard(PositionBoard(game))
