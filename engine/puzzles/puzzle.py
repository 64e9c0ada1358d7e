"""A puzzle as data: the position (the moves that lead to it), the side to move's task and the
line the engine proves; to and from the JSON form packs and `hyperrow puzzles --list --json` use:

    {"rules": "connect-four", "moves": [[3, 0], ...], "solution": [[2, 0], ...],
     "win_in": 3, "kind": "win", "proof": "exact"}

Cells are 0-based as in game files. A "win" puzzle's solution is the winner's moves with the
engine's best defence between them, the winning stone last (2·win_in - 1 moves); a "defend"
puzzle's is the one move that saves, and win_in is how soon the other side wins after any
other move (the most of its moves it needs). The proof says how far the claim of "the only
move" holds: "exact" (the exact solver: the only move that wins at all, or the only one that
does not lose) or "depth D" (the bounded proof search: no other first move wins within D of
the mover's moves, or after the saving move the other side has no forced win within D).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from enum import StrEnum

from engine.game import Game
from engine.puzzles.symmetry import Symmetry
from engine.rules import PRESETS, Cell, Rules


class Kind(StrEnum):
    """What the side to move must do."""

    WIN = "win"
    DEFEND = "defend"


class Difficulty(StrEnum):
    """How hard a puzzle is, from its kind and win_in."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


DIFFICULTIES = tuple(Difficulty)


@dataclass(frozen=True)
class Proof:
    """What proves a puzzle's answer unique: the exact solver (`depth` None), or the bounded
    proof search to `depth` moves of the side that wins."""

    depth: int | None = None

    @classmethod
    def parse(cls, text: str) -> Proof:
        """ "exact" or "depth D" (D a whole number of at least 1); raises PuzzleDataError."""
        if text == "exact":
            return cls()
        word, _, number = text.partition(" ")
        if word == "depth" and number.isascii() and number.isdigit() and number[0] != "0":
            return cls(int(number))
        raise PuzzleDataError(f"proof: {text!r}, expected exact or depth D")

    @property
    def exact(self) -> bool:
        """True when the exact solver proves the puzzle."""
        return self.depth is None

    def __str__(self) -> str:
        return "exact" if self.depth is None else f"depth {self.depth}"


EXACT = Proof()


class PuzzleDataError(ValueError):
    """A puzzle entry that is not well formed (the message says where and what)."""


@dataclass(frozen=True)
class Puzzle:
    """One puzzle on the preset `board` (a PRESETS name)."""

    board: str
    moves: tuple[Cell, ...]
    solution: tuple[Cell, ...]
    win_in: int
    kind: Kind
    proof: Proof = EXACT

    @property
    def rules(self) -> Rules:
        """The board's rules."""
        return PRESETS[self.board]

    @property
    def ident(self) -> str:
        """A short name that stays the same for the same puzzle (its position and task)."""
        text = f"{self.board}|{self.kind}|{self.win_in}|{self.moves}"
        return hashlib.sha256(text.encode()).hexdigest()[:12]

    @property
    def difficulty(self) -> Difficulty:
        """Win in one is easy, in two medium, in more hard; a defence against a threat of one
        move is easy, of two medium, of more hard."""
        if self.win_in <= 1:
            return Difficulty.EASY
        if self.win_in == 2:
            return Difficulty.MEDIUM
        return Difficulty.HARD

    def game(self) -> Game:
        """The puzzle's position as a game (raises ValueError if a move is illegal)."""
        game = Game(self.rules)
        for cell in self.moves:
            game.play(cell)
        return game

    def transformed(self, symmetry: Symmetry) -> Puzzle:
        """The same puzzle in another image of the board."""
        shape = self.rules.shape
        return Puzzle(
            self.board,
            tuple(symmetry.apply(cell, shape) for cell in self.moves),
            tuple(symmetry.apply(cell, shape) for cell in self.solution),
            self.win_in,
            self.kind,
            self.proof,
        )

    def to_data(self) -> dict[str, object]:
        """The JSON form."""
        return {
            "rules": self.board,
            "moves": [list(cell) for cell in self.moves],
            "solution": [list(cell) for cell in self.solution],
            "win_in": self.win_in,
            "kind": str(self.kind),
            "proof": str(self.proof),
        }


def puzzle_from_data(data: object) -> Puzzle:
    """A puzzle from its JSON form; raises PuzzleDataError naming what is wrong."""
    if not isinstance(data, dict):
        raise PuzzleDataError("a puzzle must be an object")
    board = data.get("rules")
    if not isinstance(board, str) or board not in PRESETS:
        raise PuzzleDataError(f"rules: {board!r} is not a preset")
    ndim = len(PRESETS[board].shape)
    kind = data.get("kind")
    if kind not in tuple(Kind):
        raise PuzzleDataError(f"kind: {kind!r}, expected win or defend")
    win_in = data.get("win_in")
    if isinstance(win_in, bool) or not isinstance(win_in, int) or win_in < 1:
        raise PuzzleDataError(f"win_in: {win_in!r}, expected a whole number of at least 1")
    proof = data.get("proof")
    if not isinstance(proof, str):
        raise PuzzleDataError(f"proof: {proof!r}, expected exact or depth D")
    return Puzzle(
        board,
        _cells(data.get("moves"), "moves", ndim),
        _cells(data.get("solution"), "solution", ndim),
        win_in,
        Kind(kind),
        Proof.parse(proof),
    )


def _cells(value: object, field: str, ndim: int) -> tuple[Cell, ...]:
    if not isinstance(value, list):
        raise PuzzleDataError(f"{field}: expected a list of cells")
    cells = []
    for i, cell in enumerate(value):
        ok = isinstance(cell, list) and len(cell) == ndim
        if not ok or not all(isinstance(x, int) and not isinstance(x, bool) for x in cell):
            raise PuzzleDataError(f"{field}[{i}]: {cell!r} is not a cell of {ndim} numbers")
        cells.append(tuple(cell))
    return tuple(cells)
