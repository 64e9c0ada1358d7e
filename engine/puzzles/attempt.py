"""One attempt at a puzzle: the player's moves checked by proof, the engine's best defence in
reply, Retry and the solution. Shared by the window and the terminal; it words nothing.

A move is judged under the puzzle's proof. Under an exact proof every move's result is known: a
move that wins more slowly than the moves left is SLOWER (taken back, the player tries again),
one that does not win at all WRONG. Under "depth D" a move is right when it wins within the
moves left; after the first move (which the proof covers) one that wins later, within the
puzzle's margin (D - win_in more moves), is SLOWER; else it is WRONG, proven not to win within
the moves left."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine.game import Game
from engine.puzzles.exact import move_result, move_results
from engine.puzzles.proof import ProofTooLong, Prover
from engine.puzzles.puzzle import Kind, Puzzle
from engine.rules import Cell

QUICK_ANSWER = 2
"""After a wrong attacking move, the engine wins itself where it can within this many moves."""
PLAY_NODES = 20_000
"""The positions the search for a slower win may ask while a player waits; past them the move
is judged by what is proven (it does not win within the moves left)."""


class Verdict(Enum):
    """What the player's move did."""

    GOOD = "good"
    """On the way: the engine replied."""
    SOLVED = "solved"
    """The move won the game, or it was the defence that saves it: the puzzle is done."""
    SLOWER = "slower"
    """It wins too, but in more moves than are left: it is taken back, to find the quicker one."""
    WRONG = "wrong"
    """It does not win in the moves left (or does not save); the engine answered it."""


@dataclass(frozen=True)
class Step:
    """The player's move's verdict and the engine's reply (None when there is none: the puzzle
    is solved, the move was taken back, or the wrong move ended the game). `wins_in`: for
    SLOWER, the moves the move wins in; `engine_won`: the reply completed the engine's line."""

    verdict: Verdict
    reply: Cell | None
    wins_in: int | None = None
    engine_won: bool = False


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
        A SLOWER move is not played. Raises ValueError for a cell that is not a legal move now."""
        if self.finished or self.game.to_move != self.player:
            raise ValueError("it is not the player's turn in this puzzle")
        if not self.game.is_legal(cell):
            raise ValueError(f"{list(cell)} is not a legal move")
        if self.puzzle.kind is Kind.DEFEND:
            return self._defence(cell)
        wins_in = self._wins_in(cell)
        if wins_in is not None and wins_in > self.left:
            return Step(Verdict.SLOWER, None, wins_in)
        ply = self.game.ply - len(self.puzzle.moves)
        self._on_line = self._on_line and self.puzzle.solution[ply] == cell
        self.game.play(cell)
        if wins_in is None:
            return self._wrong()
        if self.game.is_over():
            self.finished = True
            return Step(Verdict.SOLVED, None)
        self.left -= 1
        if self._on_line:
            reply = self.puzzle.solution[ply + 1]
        elif self.puzzle.proof.exact:
            reply = _best(self.game)
        else:
            reply = self.game.geometry.cells[Prover(self.game).best_defence(self.left)]
        self.game.play(reply)
        return Step(Verdict.GOOD, reply)

    def _wins_in(self, cell: Cell) -> int | None:
        """The moves within which `cell` wins, as far as the puzzle's proof lets it be known:
        the moves left when it wins in them, more when it wins only later, None when it is not
        known to win."""
        game = self.game
        if self.puzzle.proof.exact:
            result = move_result(game, cell)
            return result if result > 0 else None
        index = game.geometry.index[cell]
        if Prover(game).move_wins_within(index, self.left):
            return self.left
        depth = self.puzzle.proof.depth
        if game.ply == len(self.puzzle.moves) or depth is None:
            return None  # the proof: no other first move wins within its depth
        prover = Prover(game, PLAY_NODES)
        try:
            for more in range(self.left + 1, self.left + depth - self.puzzle.win_in + 1):
                if prover.move_wins_within(index, more):
                    return more
        except ProofTooLong:
            return None
        return None

    def _defence(self, cell: Cell) -> Step:
        self.game.play(cell)
        if cell == self.puzzle.solution[0]:
            self.finished = True
            return Step(Verdict.SOLVED, None)
        return self._wrong()

    def _wrong(self) -> Step:
        """The engine answers a wrong move: with its quickest win where it has one soon (after
        a wrong defence, the win the puzzle is about; under an exact proof, the solver's best
        move), else the defence the move allowed."""
        self.failed = True
        self.finished = True
        if self.game.is_over():
            return Step(Verdict.WRONG, None)
        if self.puzzle.proof.exact:
            cell = _best(self.game)
        else:
            prover = Prover(self.game)
            soon = self.puzzle.win_in if self.puzzle.kind is Kind.DEFEND else QUICK_ANSWER
            distance = prover.distance(soon)
            if distance is not None:
                reply = prover.winning_moves(distance, limit=1)[0]
            else:
                reply = _refutation(prover, self.left - 1)
            cell = self.game.geometry.cells[reply]
        self.game.play(cell)
        outcome = self.game.outcome()
        won = outcome is not None and outcome.winners == (1 - self.player,)
        return Step(Verdict.WRONG, cell, engine_won=won)

    def solution_position(self) -> Game:
        """The puzzle's position, for showing the solution from it."""
        return self.puzzle.game()


def _best(game: Game) -> Cell:
    """The exact solver's best move: the quickest win, else a draw, else the slowest loss."""
    results = move_results(game)

    def rank(cell: Cell) -> tuple[int, int]:
        result = results[cell]
        return (2, -result) if result > 0 else (1, 0) if result == 0 else (0, -result)

    return max(results, key=rank)


def _refutation(prover: Prover, attacker_moves: int) -> int:
    """A reply after which the attacker no longer wins within `attacker_moves` (the block of a
    threat first)."""
    board = prover.board
    threats = board.wins(1 - board.turn)
    if threats:
        return threats[0]
    reply = prover.holding_reply(prover.defences(1 - board.turn), attacker_moves)
    return board.legal()[0] if reply is None else reply
