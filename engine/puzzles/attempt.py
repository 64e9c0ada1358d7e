"""One attempt at a puzzle: the player's moves checked by proof, the engine's best defence in
reply, Retry and the solution. Shared by the window and the terminal; it words nothing."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine.game import Game
from engine.puzzles.proof import Prover
from engine.puzzles.puzzle import Kind, Puzzle
from engine.rules import Cell

QUICK_ANSWER = 2
"""After a wrong attacking move, the engine wins itself where it can within this many moves."""


class Verdict(Enum):
    """What the player's move did."""

    GOOD = "good"
    """On the way: the engine replied."""
    SOLVED = "solved"
    """The move won the game, or it was the defence that saves it: the puzzle is done."""
    WRONG = "wrong"
    """It does not win in the moves left (or does not save); the engine answered it."""


@dataclass(frozen=True)
class Step:
    """The player's move's verdict and the engine's reply (None when there is none: the puzzle
    is solved, or the wrong move ended the game)."""

    verdict: Verdict
    reply: Cell | None


class PuzzleRun:
    """One attempt at `puzzle`: its game as played so far, and the winner's moves left."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.game = puzzle.game()
        self.player = self.game.to_move
        self.left = puzzle.win_in
        self.finished = False
        self.failed = False
        """Set by a wrong move; it stays set through Retry (the first try is what counts)."""
        self._on_line = True

    def retry(self) -> None:
        """Back to the puzzle's position."""
        self.game = self.puzzle.game()
        self.left = self.puzzle.win_in
        self.finished = False
        self._on_line = True

    def play(self, cell: Cell) -> Step:
        """Play the player's `cell` (legal, the player to move, not finished) and the reply.
        Raises ValueError for a cell that is not a legal move now."""
        if self.finished or self.game.to_move != self.player:
            raise ValueError("it is not the player's turn in this puzzle")
        if not self.game.is_legal(cell):
            raise ValueError(f"{list(cell)} is not a legal move")
        if self.puzzle.kind is Kind.DEFEND:
            return self._defence(cell)
        index = self.game.geometry.index[cell]
        good = Prover(self.game).move_wins_within(index, self.left)
        ply = self.game.ply - len(self.puzzle.moves)
        self._on_line = self._on_line and self.puzzle.solution[ply] == cell
        self.game.play(cell)
        if not good:
            return self._wrong()
        if self.game.is_over():
            self.finished = True
            return Step(Verdict.SOLVED, None)
        self.left -= 1
        if self._on_line:
            reply = self.puzzle.solution[ply + 1]
        else:
            reply = self.game.geometry.cells[Prover(self.game).best_defence(self.left)]
        self.game.play(reply)
        return Step(Verdict.GOOD, reply)

    def _defence(self, cell: Cell) -> Step:
        self.game.play(cell)
        if cell == self.puzzle.solution[0]:
            self.finished = True
            return Step(Verdict.SOLVED, None)
        return self._wrong()

    def _wrong(self) -> Step:
        """The engine answers a wrong move: with its quickest win where it has one soon (after
        a wrong defence, the win the puzzle is about), else the defence the move allowed."""
        self.failed = True
        self.finished = True
        if self.game.is_over():
            return Step(Verdict.WRONG, None)
        prover = Prover(self.game)
        soon = self.puzzle.win_in if self.puzzle.kind is Kind.DEFEND else QUICK_ANSWER
        distance = prover.distance(soon)
        if distance is not None:
            reply = prover.winning_moves(distance, limit=1)[0]
        else:
            reply = _refutation(prover, self.left - 1)
        cell = self.game.geometry.cells[reply]
        self.game.play(cell)
        return Step(Verdict.WRONG, cell)

    def solution_position(self) -> Game:
        """The puzzle's position, for showing the solution from it."""
        return self.puzzle.game()


def _refutation(prover: Prover, attacker_moves: int) -> int:
    """A reply after which the attacker no longer wins within `attacker_moves` (the block of a
    threat first)."""
    board = prover.board
    threats = board.wins(1 - board.turn)
    if threats:
        return threats[0]
    reply = prover.holding_reply(prover.defences(1 - board.turn), attacker_moves)
    return board.legal()[0] if reply is None else reply
