"""What both exact searches provide, the driver on top of them (exact score, best move), and
the bounds both apply at every node.

A transposition-table entry is one int: `bound * 2 + 1` for a lower bound on the score, `bound * 2`
for an upper bound, so a table is a plain dict of ints (`LOWER` marks the lower bounds).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable

from engine.ai.budget import Budget
from engine.rules import Cell

# The transposition table is a dict of about 80 bytes an entry; past this many entries (some
# 330 MB) it is emptied to bound memory.
TABLE_LIMIT = 1 << 22

LOWER = 1
"""The low bit of a table entry: set for a lower bound, clear for an upper bound.

A node writes its entry once, as it returns (`lower_bound` on a cutoff, `upper_bound` after all
its children), so the two searches share those steps as they share `narrow`: a call a node, not
one a child (measured in dup's before/after timing within the noise of the machine)."""


def lower_bound(table: dict[int, int], key: int, score: int) -> int:
    """Note in `table` that position `key` scores at least `score` (a child reached beta), and
    return `score`, the node's value."""
    table[key] = score * 2 + LOWER
    return score


def upper_bound(table: dict[int, int], key: int, alpha: int) -> int:
    """Note in `table` that position `key` scores at most `alpha` (no child beat it), and return
    `alpha`, the node's value."""
    table[key] = alpha * 2
    return alpha


def housekeeping(budget: Budget, table: dict[int, int]) -> Callable[[], None]:
    """What a search does every few hundred nodes: look at the budget (which raises OutOfTime
    once it is spent) and empty `table` once it outgrows TABLE_LIMIT."""
    check = budget.check

    def tend() -> None:
        check()
        if len(table) > TABLE_LIMIT:
            table.clear()

    return tend


def _half_toward_zero(value: int) -> int:
    """`value / 2` rounded toward zero."""
    return value // 2 if value >= 0 else -(-value // 2)


def narrow(cells: int, moves: int, alpha: int, beta: int, entry: int | None) -> tuple[int, int]:
    """The window (alpha, beta) of a node with `moves` stones on `cells` playable cells,
    narrowed by what is known without searching: neither side wins with its next stone (the
    caller has checked that), and the table `entry` of the position, if any.

    Once the window closes, both ends are the node's value, so the caller returns `alpha`
    whenever `alpha >= beta`.
    """
    low = -((cells - 2 - moves) // 2)  # the opponent cannot win with its next stone
    if alpha < low:
        alpha = low
        if alpha >= beta:
            return alpha, alpha
    high = (cells - 1 - moves) // 2  # nor can the side to move with this one
    if beta > high:
        beta = high
        if alpha >= beta:
            return beta, beta
    if entry is not None:
        bound = entry >> 1
        if entry & LOWER:
            if alpha < bound:
                alpha = bound
                if alpha >= beta:
                    return alpha, alpha
        elif beta > bound:
            beta = bound
            if alpha >= beta:
                return beta, beta
    return alpha, beta


class Search(ABC):
    """What both searches provide, and the driver on top: exact solve and best move.

    `search(alpha, beta)` returns the exact score if it lies strictly inside (alpha, beta),
    at most alpha if the score is at most alpha, and at least beta if it is at least beta.
    """

    cells: int
    """C: the number of playable cells."""

    @abstractmethod
    def ply(self) -> int:
        """Stones on the board."""
        raise NotImplementedError

    @abstractmethod
    def candidates(self) -> list[tuple[int, Cell]]:
        """The legal moves as (move, cell), nearest the centre first."""
        raise NotImplementedError

    @abstractmethod
    def wins_now(self, move: int) -> bool:
        """True if `move` completes a line for the side to move."""
        raise NotImplementedError

    @abstractmethod
    def play(self, move: int) -> None:
        """Play `move` (not a winning one) for the side to move."""
        raise NotImplementedError

    @abstractmethod
    def undo(self) -> None:
        """Take back the latest `play`."""
        raise NotImplementedError

    @abstractmethod
    def search(self, alpha: int, beta: int) -> int:
        """Alpha-beta value of the current position (not finished) in (alpha, beta)."""
        raise NotImplementedError

    def solve(self) -> int:
        """The exact score, narrowing [low, high] with null-window searches (Pons' solver):
        probes start near zero, where they are cheap, and then halve the interval."""
        moves = self.ply()
        low = -((self.cells - moves) // 2)
        high = (self.cells + 1 - moves) // 2
        while low < high:
            middle = low + (high - low) // 2
            if middle <= 0 and _half_toward_zero(low) < middle:
                middle = _half_toward_zero(low)
            elif middle >= 0 and _half_toward_zero(high) > middle:
                middle = _half_toward_zero(high)
            result = self.search(middle, middle + 1)
            if result <= middle:
                high = result
            else:
                low = result
        return low

    def best_move(self) -> Cell:
        """A move that achieves the exact score, nearest the centre among equals."""
        score = self.solve()
        win_now = (self.cells + 1 - self.ply()) // 2
        candidates = self.candidates()
        for move, cell in candidates:
            if self.wins_now(move):
                if score == win_now:
                    return cell
                continue
            self.play(move)
            # The move keeps the score iff the opponent's score afterwards is at most -score.
            keeps = self.search(-score, -score + 1) <= -score
            self.undo()
            if keeps:
                return cell
        # Unreachable when `solve` is right: some move always achieves the score.
        raise AssertionError(f"no move achieves the score {score}")
