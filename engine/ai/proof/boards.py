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
from engine.geometry import geometry
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

    @property
    def gravity(self) -> bool:
        """True when stones fall: a cell is playable once the cell under it is taken."""
        return bool(self._board.gravity)

    def pairing_refutes(self) -> bool:
        """True when the side not to move keeps every line from the side to move by claimeven
        and baseinverse (engine.ai.pairing): the side to move cannot win."""
        return bool(self._board.pairing_refutes())

    def threat_move(self, max_threats: int) -> int:
        """The first move of a forced win by threats for the side to move, or -1."""
        try:
            return threat_win(self._board, Budget(None), max_threats)
        except OutOfTime:
            return -1


def stones_game(rules: Rules, first: int, second: int) -> Game:
    """A game of `rules` holding the position of the two stone bitmasks (the first player's, the
    second's: as many, or one more), played in an order the rules allow (`move_order`)."""
    game = Game(rules)
    for cell in move_order(rules, first, second):
        game.push(cell)
    return game


def move_order(rules: Rules, first: int, second: int) -> list[int]:
    """The stones of the two bitmasks in an order that plays them, the players taking turns:
    without gravity any; with gravity each stone on one placed before (a search over the
    columns' heights, since a column's stones must come in its order and the turns alternate).
    Raises ValueError when no order plays them (a stone in the air, or a column no alternation
    reaches)."""
    ones = [stone_cells(first), stone_cells(second)]
    if rules.gravity is None:
        return [ones[ply % 2][ply // 2] for ply in range(len(ones[0]) + len(ones[1]))]
    geo = geometry(rules)
    owner = {c: 0 for c in ones[0]} | {c: 1 for c in ones[1]}
    columns = [[c] for c in sorted(owner) if geo.below[c] < 0]
    for column in columns:
        while (up := geo.above[column[-1]]) >= 0 and up in owner:
            column.append(up)
    if sum(map(len, columns)) != len(owner):
        raise ValueError(f"stones {first:#x}, {second:#x}: a stone rests on nothing")
    order: list[int] = []
    dead_ends: set[tuple[int, ...]] = set()

    def place(heights: list[int]) -> bool:
        if len(order) == len(owner):
            return True
        if tuple(heights) in dead_ends:
            return False
        turn = len(order) % 2
        for at, column in enumerate(columns):
            if heights[at] < len(column) and owner[column[heights[at]]] == turn:
                order.append(column[heights[at]])
                heights[at] += 1
                if place(heights):
                    return True
                heights[at] -= 1
                order.pop()
        dead_ends.add(tuple(heights))
        return False

    if not place([0] * len(columns)):
        raise ValueError(f"stones {first:#x}, {second:#x}: no order of turns plays them")
    return order


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
