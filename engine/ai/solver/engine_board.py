"""The exact search on the engine's own board, for every two-player first-line-wins game the
bitboards do not cover (any dimension, gravity or none, blocked cells): `Game.push`/`pop` and the
per-line stone counts (`Game.line_sums`) on a copy of the game, with a table keyed by `Game.hash`.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.ai.budget import Budget
from engine.ai.solver.exact_search import Search, housekeeping, lower_bound, narrow, upper_bound
from engine.game import EMPTY, PLAYER_BITS, Game
from engine.rules import Cell, Rules

# Nodes between two looks at the clock and the stop flag: a node takes a few tens of
# microseconds, so the search reacts well within 50 ms.
_CHECK_EVERY = 255


def playable_cells(rules: Rules) -> int:
    """C in the score convention: the cells that are not blocked."""
    return rules.cell_count - len(rules.blocked)


class EngineBoardSearch(Search):
    """Alpha-beta over `Game.push`/`pop` on a copy of the game, for any board and gravity."""

    def __init__(self, game: Game, budget: Budget) -> None:
        self.game = game.copy()
        self.cells = playable_cells(game.rules)
        geo = self.game.geometry
        k = game.rules.k
        shape = game.rules.shape
        # Nearest the centre first, then by index: the order moves are tried and ties broken.
        self.order = sorted(
            (i for i in range(geo.size) if i not in geo.blocked),
            key=lambda i: (
                sum((2 * c - (n - 1)) ** 2 for c, n in zip(geo.cells[i], shape, strict=True)),
                i,
            ),
        )
        # A line holding k - 1 stones of player p, and nothing of the other, sums to this.
        self.threat_sums = ((k - 1), (k - 1) << PLAYER_BITS)
        # Move-ordering weight of a line per its packed sum, for each player: lines the mover
        # can still complete count by how full they are, and lines it blocks a little less.
        self.weights = [self._line_weights(k, p) for p in (0, 1)]
        self.table: dict[int, int] = {}
        self.negamax = self._make_negamax(budget)

    @staticmethod
    def _line_weights(k: int, player: int) -> list[int]:
        weights = [0] * ((k << PLAYER_BITS) + k + 1)
        for mine in range(k + 1):
            for theirs in range(k + 1 - mine):
                value = (mine << (PLAYER_BITS * player)) + (theirs << (PLAYER_BITS * (1 - player)))
                if theirs == 0:
                    weights[value] = 1 << (3 * mine) if mine < k - 2 else 1 << 12
                elif mine == 0:
                    weights[value] = 1 << (3 * theirs - 1) if theirs < k - 1 else 0
        return weights

    def ply(self) -> int:
        return self.game.ply

    def _playable(self) -> list[int]:
        board = self.game.board
        below = self.game.geometry.below
        return [
            i
            for i in self.order
            if board[i] == EMPTY and (below[i] < 0 or board[below[i]] != EMPTY)
        ]

    def candidates(self) -> list[tuple[int, Cell]]:
        cells = self.game.geometry.cells
        return [(i, cells[i]) for i in self._playable()]

    def wins_now(self, move: int) -> bool:
        sums = self.game.line_sums
        target = self.threat_sums[self.game.to_move]
        return any(sums[line] == target for line in self.game.geometry.cell_lines[move])

    def play(self, move: int) -> None:
        self.game.push(move)

    def undo(self) -> None:
        self.game.pop()

    def search(self, alpha: int, beta: int) -> int:
        return self.negamax(self.game.ply, alpha, beta)

    def _make_negamax(self, budget: Budget) -> Callable[[int, int, int], int]:
        game = self.game
        board = game.board
        sums = game.line_sums
        geo = game.geometry
        lines = geo.lines
        below = geo.below
        above = geo.above
        order = self.order
        push = game.push
        pop = game.pop
        cells = self.cells
        threat_sums = self.threat_sums
        weights = self.weights
        cell_lines = geo.cell_lines
        table = self.table
        lookup = table.get
        tend = housekeeping(budget, table)
        nodes = 0

        def spots(target: int) -> set[int]:
            """The empty cells that complete a line whose sum is `target`."""
            found = set()
            for line, value in enumerate(sums):
                if value == target:
                    for i in lines[line]:
                        if board[i] == EMPTY:
                            found.add(i)
            return found

        def negamax(moves: int, alpha: int, beta: int) -> int:
            nonlocal nodes
            nodes += 1
            if not nodes & _CHECK_EVERY:
                tend()
            playable = [
                i for i in order if board[i] == EMPTY and (below[i] < 0 or board[below[i]] != EMPTY)
            ]
            if not playable:
                return 0
            me = moves & 1
            mine = threat_sums[me]
            if mine in sums and not spots(mine).isdisjoint(playable):
                return (cells + 1 - moves) // 2
            theirs = threat_sums[1 - me]
            if theirs in sums:
                threats = spots(theirs)
                forced = [i for i in playable if i in threats]
                if len(forced) > 1:
                    return -((cells - moves) // 2)
                if forced:
                    playable = forced
                # Under gravity, never fill the cell beneath one where the opponent would win.
                playable = [i for i in playable if above[i] not in threats]
                if not playable:
                    return -((cells - moves) // 2)
            if moves >= cells - 2:
                return 0
            key = game.hash
            alpha, beta = narrow(cells, moves, alpha, beta, lookup(key))
            if alpha >= beta:
                return alpha
            if len(playable) > 1:
                weight = weights[me].__getitem__
                playable.sort(
                    key=lambda i: sum(map(weight, map(sums.__getitem__, cell_lines[i]))),
                    reverse=True,
                )
            # No try/finally around push/pop: running out of time abandons this copy of the game.
            for i in playable:
                push(i)
                score = -negamax(moves + 1, -beta, -alpha)
                pop()
                if score >= beta:
                    return lower_bound(table, key, score)
                alpha = max(alpha, score)
            return upper_bound(table, key, alpha)

        return negamax
