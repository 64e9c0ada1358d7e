"""The search behind `hard` and `expert`: negamax alpha-beta with principal-variation windows,
iterative deepening under a budget, a transposition table and move ordering.

Two players play plain negamax. Three or four players, the search is paranoid: the root player
against a coalition of all the others, so a score keeps its sign while the coalition moves
several times in a row and flips when the side changes; with two players that is negamax itself.

Forcing moves are searched without using up depth: a side with a playable winning cell wins at
once, a side facing two winning cells of the next opponent has lost, and a side facing exactly one
must block it. That quiescence sees k-1 threat sequences and double threats past the horizon.

Move ordering: the table's move, then killer moves of the ply, then every other move by what it
does to the evaluation (threats it makes or blocks weigh most) plus its history score. At depth
one, the children of two-player games are scored from the incremental evaluation without playing
them, unless the move makes a threat (then the quiescence has to look at it).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.ai.budget import CHECK_EVERY, Budget, OutOfTime
from engine.ai.position import Position
from engine.ai.thinking import SearchInfo
from engine.game import EMPTY

WIN = 1_000_000
"""A won position's score, less the number of plies to the win."""
WIN_BOUND = WIN - 100_000
"""Scores beyond ±WIN_BOUND are forced results."""
INFINITY = WIN + 1

_EXACT, _LOWER, _UPPER = 0, 1, 2
# Transposition table slots (a power of two): replace-always, keyed by the full hash. 2**18
# slots cost 2 MB of pointers, and a search of a few seconds fills only part of them.
_TABLE_BITS = 18
# The gain of a move outweighs its history score, which only breaks near-ties.
_GAIN_SCALE = 64


@dataclass(frozen=True)
class SearchResult:
    """The outcome of one search: the `move` (a cell index), its `score` for the side to move,
    the deepest completed `depth` (0 if none completed), `nodes` visited, seconds `elapsed`."""

    move: int
    score: int
    depth: int
    nodes: int
    elapsed: float


class AlphaBeta:
    """One search on `position` for its side to move, within `budget`. Ties among equally good
    root moves are broken by `rng`; `progress` hears of every completed iteration. With
    `exact_depth`, table entries answer only for the depth they were searched to, so the score at
    a fixed depth does not depend on move order (tests compare the compiled search with this)."""

    def __init__(
        self,
        position: Position,
        budget: Budget,
        rng: random.Random,
        progress: Callable[[SearchInfo], None] | None = None,
        *,
        base_nodes: int = 0,
        exact_depth: bool = False,
    ) -> None:
        self.pos = position
        self.budget = budget
        self.rng = random.Random(rng.getrandbits(64))
        self.progress = progress
        self.nodes = base_nodes
        self._next_check = base_nodes + CHECK_EVERY
        size = len(position.board)
        self.history = [[0] * size for _ in range(position.players)]
        self.killers: list[list[int]] = [[-1, -1] for _ in range(size + 2)]
        self.table: list[tuple[int, int, int, int, int] | None] = [None] * (1 << _TABLE_BITS)
        self._mask = (1 << _TABLE_BITS) - 1
        # The depth-one shortcut relies on two sides that alternate and on a completed line
        # ending the game.
        self._fast_frontier = position.players == 2 and position.first_line_wins
        self._partial: int | None = None
        self._exact_depth = exact_depth
        # Dead cells are left out where `Position.prune_dead` says that is safe.
        self._prune = position.players == 2 and not position.gravity

    # -- driver ---------------------------------------------------------------------------------

    def run(
        self,
        moves: Sequence[int] | None = None,
        *,
        max_depth: int | None = None,
        use_all_time: bool = False,
    ) -> SearchResult:
        """Deepen iteratively over `moves` (default: every move worth searching) until the budget
        runs out, `max_depth` is reached or the result is certain (a forced win or loss, or a
        single move) — unless `use_all_time`, which keeps deepening until the deadline."""
        pos = self.pos
        me = pos.turn
        root = list(moves) if moves else pos.moves()
        if not root:
            raise ValueError("no move to search: the game is over")
        self.rng.shuffle(root)
        gains = {m: pos.gain(m, me) for m in root}
        root = pos.prune_dead(root, [gains[m] for m in root])
        # Stable sort: equally promising moves stay in the seeded random order.
        root.sort(key=gains.__getitem__, reverse=True)
        best, score, done = root[0], 0, 0
        empties = pos.board.count(EMPTY)
        limit = empties if max_depth is None else min(max_depth, empties)
        for depth in range(1, limit + 1):
            self._partial = None
            try:
                score, best = self._root(root, depth)
            except OutOfTime:
                if self._partial is not None:
                    best = self._partial
                break
            done = depth
            root.remove(best)
            root.insert(0, best)
            if self.progress is not None:
                cell = pos.game.geometry.cells[best]
                self.progress(
                    SearchInfo(depth, self.nodes, cell, float(score), self.budget.elapsed())
                )
            if not use_all_time and (len(root) == 1 or abs(score) > WIN_BOUND):
                break
        return SearchResult(best, score, done, self.nodes, self.budget.elapsed())

    def _root(self, moves: list[int], depth: int) -> tuple[int, int]:
        alpha, beta = -INFINITY, INFINITY
        best = moves[0]
        for i, m in enumerate(moves):
            if i == 0:
                s = self._after(m, depth - 1, alpha, beta, 0)
            else:
                s = self._after(m, depth - 1, alpha, alpha + 1, 0)
                if s > alpha:
                    s = self._after(m, depth - 1, alpha, beta, 0)
            if s > alpha:
                alpha, best = s, m
                if i > 0:
                    self._partial = m
        return alpha, best

    def _after(self, move: int, depth: int, alpha: int, beta: int, ply: int) -> int:
        """Score of `move` for the side to move, searched `depth` deeper within (alpha, beta)."""
        pos = self.pos
        me = pos.turn
        pos.make(move)
        try:
            return self._child(me, depth, alpha, beta, ply)
        finally:
            pos.unmake()

    def _check(self) -> None:
        self._next_check = self.nodes + CHECK_EVERY
        self.budget.check(self.nodes)

    # -- the tree -------------------------------------------------------------------------------

    def _child(self, me: int, depth: int, alpha: int, beta: int, ply: int) -> int:
        """Score for `me` of the position just reached by its move (at `ply` + 1)."""
        pos = self.pos
        if pos.game.is_over():
            return self._terminal(me, ply + 1)
        root = pos.root
        if (pos.turn == root) != (me == root):
            return -self._node(depth, -beta, -alpha, ply + 1)
        return self._node(depth, alpha, beta, ply + 1)

    def _terminal(self, me: int, ply: int) -> int:
        outcome = self.pos.game.outcome()
        assert outcome is not None
        root = self.pos.root
        if not outcome.winners or (root in outcome.winners and len(outcome.winners) > 1):
            return 0
        value = WIN - ply if root in outcome.winners else ply - WIN
        return value if me == root else -value

    def _node(self, depth: int, alpha: int, beta: int, ply: int) -> int:
        pos = self.pos
        self.nodes += 1
        if self.nodes >= self._next_check:
            self._check()
        me = pos.turn
        root = pos.root
        if pos.first_line_wins:
            if pos.win_cell(me) >= 0:
                return WIN - ply
            nxt = me + 1 if me + 1 < pos.players else 0
            if (nxt == root) != (me == root):
                blocks = pos.win_cells(nxt)
                if blocks:
                    if len(blocks) > 1:
                        return ply + 1 - WIN
                    # The only move that does not lose at once: searched at the same depth.
                    pos.make(blocks[0])
                    try:
                        return self._child(me, depth, alpha, beta, ply)
                    finally:
                        pos.unmake()
        if depth <= 0:
            return pos.evaluate(me)

        # The stones fix the side to move (their number does), so the Zobrist hash of the
        # stones alone keys the position; the root player is fixed for one search.
        key = pos.game.hash
        slot = key & self._mask
        entry = self.table[slot]
        table_move = -1
        if entry is not None and entry[0] == key:
            table_move = entry[4]
            if entry[1] == depth or (entry[1] > depth and not self._exact_depth):
                s = entry[3]
                if s > WIN_BOUND:
                    s -= ply
                elif s < -WIN_BOUND:
                    s += ply
                flag = entry[2]
                if (
                    flag == _EXACT
                    or (flag == _LOWER and s >= beta)
                    or (flag == _UPPER and s <= alpha)
                ):
                    return s

        moves = pos.moves()
        alpha0 = alpha
        if depth == 1 and self._fast_frontier:
            best, best_move = self._frontier(moves, me, alpha, beta, ply)
        else:
            ordered = self._ordered(moves, me, ply, table_move)
            best, best_move = self._interior(ordered, depth, alpha, beta, ply)

        flag = _EXACT
        if best <= alpha0:
            flag = _UPPER
        elif best >= beta:
            flag = _LOWER
        stored = best
        if stored > WIN_BOUND:
            stored += ply
        elif stored < -WIN_BOUND:
            stored -= ply
        self.table[slot] = (key, depth, flag, stored, best_move)
        return best

    def _ordered(self, moves: list[int], me: int, ply: int, table_move: int) -> list[int]:
        pos = self.pos
        value = pos.value
        sums = pos.sums
        cell_lines = pos.cell_lines
        w = pos.weights[me]
        scale = _GAIN_SCALE if me == pos.root else -_GAIN_SCALE
        history = self.history[me]
        gains = []
        for m in moves:
            g = 0
            for line in cell_lines[m]:
                s = sums[line]
                g += value[s + w] - value[s]
            gains.append(g)
        keyed = [
            (g * scale + history[m], m)
            for g, m in zip(gains, moves, strict=True)
            if g or not self._prune
        ]
        if not keyed:
            keyed = [(history[m], m) for m in moves]
        keyed.sort(reverse=True)
        ordered = [m for _, m in keyed]
        first = [m for m in (table_move, *self.killers[ply]) if m >= 0 and m in ordered]
        if first:
            rest = [m for m in ordered if m not in first]
            ordered = list(dict.fromkeys(first)) + rest
        return ordered

    def _interior(
        self, moves: list[int], depth: int, alpha: int, beta: int, ply: int
    ) -> tuple[int, int]:
        """Search `moves`, already in order, one level deeper each."""
        pos = self.pos
        me = pos.turn
        best, best_move = -INFINITY, -1
        for i, m in enumerate(moves):
            pos.make(m)
            try:
                if i == 0:
                    s = self._child(me, depth - 1, alpha, beta, ply)
                else:
                    s = self._child(me, depth - 1, alpha, alpha + 1, ply)
                    if alpha < s < beta:
                        s = self._child(me, depth - 1, alpha, beta, ply)
            finally:
                pos.unmake()
            if s > best:
                best, best_move = s, m
                if s > alpha:
                    alpha = s
                    if alpha >= beta:
                        self._cutoff(m, me, depth, ply)
                        break
        return best, best_move

    def _cutoff(self, move: int, me: int, depth: int, ply: int) -> None:
        self.history[me][move] += depth * depth
        killers = self.killers[ply]
        if killers[0] != move:
            killers[1] = killers[0]
            killers[0] = move

    def _frontier(
        self, moves: list[int], me: int, alpha: int, beta: int, ply: int
    ) -> tuple[int, int]:
        """Depth one in a two-player first-line-wins game. Here `me` has no winning cell and the
        opponent no playable one (the quiescence handled those), so a quiet move's child is worth
        the incremental evaluation after it; a move that makes a threat is searched."""
        pos = self.pos
        value = pos.value
        owner = pos.owner
        sums = pos.sums
        cell_lines = pos.cell_lines
        above = pos.above
        gravity = pos.gravity
        w = pos.weights[me]
        opp = 1 - me
        sign = 1 if me == pos.root else -1
        base = pos.score
        best, best_move = -INFINITY, -1
        for m in moves:
            delta = 0
            threat = False
            for line in cell_lines[m]:
                s = sums[line]
                n = s + w
                delta += value[n] - value[s]
                if owner[n] == me:
                    threat = True
            lost = False
            if gravity:
                a = above[m]
                if a >= 0:
                    if pos.completes(a, opp):
                        lost = True
                    elif pos.completes(a, me):
                        threat = True
            if lost:
                score = ply + 1 - WIN
            elif threat:
                score = self._after(m, 0, alpha, beta, ply)
            else:
                self.nodes += 1
                score = sign * (base + delta)
            if score > best:
                best, best_move = score, m
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        self._cutoff(m, me, 1, ply)
                        break
        return best, best_move
