"""The exact search on bitboards, for 2D gravity boards with nothing blocked (Connect Four and its
relatives): Pons' solver in Python ints, laid out as in his `Position.hpp`, column after column,
each with one spare sentinel row on top, so that a position is two ints, `position` (the stones
of the side to move) and `mask` (all stones), and wins are found with a few shifts.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.ai.budget import Budget
from engine.ai.solver.compiled import bitboards
from engine.ai.solver.exact_search import (
    LOWER,
    Search,
    housekeeping,
    lower_bound,
    narrow,
    upper_bound,
)
from engine.game import Game
from engine.rules import Cell

# Nodes between two looks at the clock and the stop flag: a node takes a few microseconds, so
# the search reacts well within 50 ms.
_CHECK_EVERY = 1023


def _winning_cells_k4(height: int, board_mask: int) -> Callable[[int, int], int]:
    """Pons' `compute_winning_position` for four in a row: the free cells that would complete a
    line of four for the stones `p`, given all stones `mask`."""
    # Shifts per direction: vertical 1, horizontal height + 1, the diagonals height and + 2.
    h1, h2, h3 = height + 1, 2 * (height + 1), 3 * (height + 1)
    d1, d2, d3 = height, 2 * height, 3 * height
    u1, u2, u3 = height + 2, 2 * (height + 2), 3 * (height + 2)

    def winning(p: int, mask: int) -> int:
        # Per direction, with a/b one step back/forward: three stones behind the cell, two
        # behind and one ahead, one behind and two ahead, or three ahead.
        r = (p << 1) & (p << 2) & (p << 3)
        a = p << h1
        b = p >> h1
        r |= (a & (p << h2) & ((p << h3) | b)) | (b & (p >> h2) & (a | (p >> h3)))
        a = p << d1
        b = p >> d1
        r |= (a & (p << d2) & ((p << d3) | b)) | (b & (p >> d2) & (a | (p >> d3)))
        a = p << u1
        b = p >> u1
        r |= (a & (p << u2) & ((p << u3) | b)) | (b & (p >> u2) & (a | (p >> u3)))
        return r & (board_mask ^ mask)

    return winning


def _winning_cells_any_k(height: int, k: int, board_mask: int) -> Callable[[int, int], int]:
    """The free cells that would complete a line of k for the stones `p`, for any k: a cell
    wins if j stones lie before it and k - 1 - j after it along some direction."""
    directions = (height + 1, height, height + 2)

    def winning(p: int, mask: int) -> int:
        r = p << 1
        for t in range(2, k):
            r &= p << t
        for step in directions:
            before = [-1]  # -1 is all ones: no condition
            after = [-1]
            for t in range(1, k):
                before.append(before[-1] & (p << (t * step)))
                after.append(after[-1] & (p >> (t * step)))
            for j in range(k):
                r |= before[j] & after[k - 1 - j]
        return r & (board_mask ^ mask)

    return winning


class BitboardSearch(Search):
    """Pons' Connect Four solver in Python ints, for any 2D gravity board and any k.

    Bit `column * (height + 1) + row` is a cell; the spare top row of each column stays empty so
    that shifted lines never wrap from one column into the next, and `position + mask` is a
    unique key of the position.
    """

    def __init__(self, game: Game, budget: Budget) -> None:
        gravity = game.rules.gravity
        assert gravity is not None
        width, height, k, position, mask = bitboards(game)
        self.cells = width * height
        self.width = width
        self.height = height
        self.column_axis = 1 - gravity
        self.gravity = gravity
        stride = height + 1
        bottom = sum(1 << (c * stride) for c in range(width))
        board_mask = bottom * ((1 << height) - 1)
        self.bottom = bottom
        self.board_mask = board_mask
        self.order = sorted(range(width), key=lambda c: (abs(2 * c - (width - 1)), c))
        self.column_masks = [((1 << height) - 1) << (c * stride) for c in self.order]
        if k == 4:
            self.winning = _winning_cells_k4(height, board_mask)
        else:
            self.winning = _winning_cells_any_k(height, k, board_mask)
        self.position = position
        self.mask = mask
        self.moves = game.ply
        self.history: list[tuple[int, int]] = []
        self.table: dict[int, int] = {}
        self.negamax = self._make_negamax(budget)

    def ply(self) -> int:
        return self.moves

    def candidates(self) -> list[tuple[int, Cell]]:
        possible = (self.mask + self.bottom) & self.board_mask
        result: list[tuple[int, Cell]] = []
        for column, column_mask in zip(self.order, self.column_masks, strict=True):
            move = possible & column_mask
            if move:
                row = move.bit_length() - 1 - column * (self.height + 1)
                cell = [0, 0]
                cell[self.column_axis] = column
                cell[self.gravity] = row
                result.append((move, (cell[0], cell[1])))
        return result

    def wins_now(self, move: int) -> bool:
        return bool(self.winning(self.position, self.mask) & move)

    def play(self, move: int) -> None:
        self.history.append((self.position, self.mask))
        self.position ^= self.mask
        self.mask |= move
        self.moves += 1

    def undo(self) -> None:
        self.position, self.mask = self.history.pop()
        self.moves -= 1

    def search(self, alpha: int, beta: int) -> int:
        position, mask, moves = self.position, self.mask, self.moves
        possible = (mask + self.bottom) & self.board_mask
        if self.winning(position, mask) & possible:
            return (self.cells + 1 - moves) // 2
        threats = self.winning(position ^ mask, mask)
        return self.negamax(position, mask, moves, alpha, beta, threats)

    def _make_negamax(self, budget: Budget) -> Callable[[int, int, int, int, int, int], int]:
        table = self.table
        lookup = table.get
        tend = housekeeping(budget, table)
        nodes = 0
        # The board's constants as locals: the hottest loop reads them at every node.
        cells = self.cells
        bottom = self.bottom
        board_mask = self.board_mask
        winning = self.winning
        column_masks = self.column_masks

        # Six positional arguments: keyword passing would slow the hottest call of the solver.
        def negamax(  # noqa: PLR0917
            position: int, mask: int, moves: int, alpha: int, beta: int, threats: int
        ) -> int:
            # The side to move (stones `position`) cannot win with its next stone: the caller
            # has checked that, and every move tried here leaves no immediate win to the other.
            # `threats` are the cells where the opponent would win; the caller has them at hand
            # from ordering its moves.
            nonlocal nodes
            nodes += 1
            if not nodes & _CHECK_EVERY:
                tend()
            possible = (mask + bottom) & board_mask
            forced = possible & threats
            if forced:
                if forced & (forced - 1):
                    return -((cells - moves) // 2)  # two threats: one of them wins next move
                possible = forced
            # Never play under a cell where the opponent would then win.
            possible &= ~(threats >> 1)
            if not possible:
                return -((cells - moves) // 2)
            if moves >= cells - 2:
                return 0
            key = position + mask
            alpha, beta = narrow(cells, moves, alpha, beta, lookup(key))
            if alpha >= beta:
                return alpha

            opponent = position ^ mask
            if possible & (possible - 1):
                # Most new winning cells first; the sort is stable, so ties stay centre-first.
                # The winning cells made by a move are the threats the opponent then faces.
                afters: list[int] = []
                wins: list[int] = []
                ranked: list[int] = []
                for column_mask in column_masks:
                    move = possible & column_mask
                    if move:
                        after = mask | move
                        # Enhanced transposition cutoff: a child already known to be bad
                        # enough for the opponent settles this node without a search.
                        entry = lookup(opponent + after)
                        if entry is not None and not entry & LOWER and -(entry >> 1) >= beta:
                            return lower_bound(table, key, -(entry >> 1))
                        made = winning(position | move, after)
                        ranked.append((made.bit_count() << 5) | (31 - len(afters)))
                        afters.append(after)
                        wins.append(made)
                ranked.sort(reverse=True)
                for entry in ranked:
                    j = 31 - (entry & 31)
                    score = -negamax(opponent, afters[j], moves + 1, -beta, -alpha, wins[j])
                    if score >= beta:
                        return lower_bound(table, key, score)
                    alpha = max(alpha, score)
                return upper_bound(table, key, alpha)
            # One move: the node's value is its child's.
            after = mask | possible
            made = winning(position | possible, after)
            score = -negamax(opponent, after, moves + 1, -beta, -alpha, made)
            if score >= beta:
                return lower_bound(table, key, score)
            return upper_bound(table, key, max(alpha, score))

        return negamax
