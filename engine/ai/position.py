"""The search's board: one private copy of the game plus what the search keeps up to date move by
move — the evaluation for the root player and, per player, the lines one stone from completion.

Moves go through `Game.push`/`Game.pop` on that one copy (never a fresh object per node); the
extra bookkeeping costs one table lookup per line through the played cell.
"""

from __future__ import annotations

from engine.ai.evaluation import line_tables
from engine.game import EMPTY, PLAYER_BITS, Game


class Position:
    """A copy of `game` searched on behalf of player `root` (the side to move by default)."""

    def __init__(self, game: Game, root: int | None = None) -> None:
        self.game = game.copy()
        rules = game.rules
        geo = game.geometry
        self.players = rules.players
        self.root = game.to_move if root is None else root
        self.first_line_wins = rules.target == 1
        self.gravity = rules.gravity is not None
        tables = line_tables(rules, self.root)
        self.value = tables.value
        self.owner = tables.owner
        self.weights = tuple(1 << (PLAYER_BITS * p) for p in range(rules.players))
        self.lines = geo.lines
        self.cell_lines = geo.cell_lines
        self.below = geo.below
        self.above = geo.above
        self.board = self.game.board
        self.sums = self.game.line_sums
        self.turn = game.to_move
        self.score = sum(self.value[s] for s in self.sums)
        """Evaluation for the root player: the sum of the line values."""
        self.threats: list[set[int]] = [set() for _ in range(rules.players)]
        """Per player, the ids of the lines it can complete with one more stone."""
        for line, s in enumerate(self.sums):
            p = self.owner[s]
            if p >= 0:
                self.threats[p].add(line)
        self._deltas: list[int] = []

    def make(self, index: int) -> None:
        """Play the empty, playable cell `index` for the side to move."""
        w = self.weights[self.turn]
        value = self.value
        owner = self.owner
        sums = self.sums
        threats = self.threats
        delta = 0
        for line in self.cell_lines[index]:
            s = sums[line]
            n = s + w
            delta += value[n] - value[s]
            p = owner[s]
            if p >= 0:
                threats[p].discard(line)
            p = owner[n]
            if p >= 0:
                threats[p].add(line)
        self.score += delta
        self._deltas.append(delta)
        self.game.push(index)
        self.turn = (self.turn + 1) % self.players

    def unmake(self) -> None:
        """Take back the latest `make`."""
        index = self.game.pop()
        self.turn = (self.turn - 1) % self.players
        self.score -= self._deltas.pop()
        w = self.weights[self.turn]
        owner = self.owner
        sums = self.sums
        threats = self.threats
        for line in self.cell_lines[index]:
            s = sums[line]
            p = owner[s + w]
            if p >= 0:
                threats[p].discard(line)
            p = owner[s]
            if p >= 0:
                threats[p].add(line)

    def evaluate(self, player: int) -> int:
        """The static evaluation for `player`'s side (the root, or the coalition against it)."""
        return self.score if player == self.root else -self.score

    def gain(self, index: int, player: int) -> int:
        """How much playing `index` for `player` changes the evaluation in that player's favour:
        its own lines grown plus the other players' lines spoiled. 0 for a dead cell."""
        w = self.weights[player]
        value = self.value
        sums = self.sums
        delta = 0
        for line in self.cell_lines[index]:
            s = sums[line]
            delta += value[s + w] - value[s]
        return delta if player == self.root else -delta

    def playable(self, index: int) -> bool:
        """True if the empty cell `index` may be played now (gravity: something is under it)."""
        b = self.below[index]
        return b < 0 or self.board[b] != EMPTY

    def missing_cell(self, line: int) -> int:
        """The empty cell of a line that has one."""
        board = self.board
        for c in self.lines[line]:
            if board[c] == EMPTY:
                return c
        raise AssertionError(f"line {line} has no empty cell")

    def win_cell(self, player: int) -> int:
        """A playable cell that completes a line of `player`, or -1."""
        for line in self.threats[player]:
            c = self.missing_cell(line)
            if self.playable(c):
                return c
        return -1

    def win_cells(self, player: int) -> list[int]:
        """Every playable cell that completes a line of `player`, without repeats."""
        cells: list[int] = []
        for line in self.threats[player]:
            c = self.missing_cell(line)
            if c not in cells and self.playable(c):
                cells.append(c)
        return cells

    def completes(self, index: int, player: int) -> bool:
        """True if a stone of `player` on the empty cell `index` completes one of its lines."""
        owner = self.owner
        sums = self.sums
        return any(owner[sums[line]] == player for line in self.cell_lines[index])

    def moves(self) -> list[int]:
        """The legal cells (gravity: the playable ones), as indices."""
        return self.game.legal_indices()

    def prune_dead(self, moves: list[int], gains: list[int]) -> list[int]:
        """`moves` without the dead cells (on no line anyone can still complete), given each
        move's `gain`, when that is safe: two players, no gravity, some live cell left. There an
        extra stone never hurts, so a dead cell is never better than a live one; with gravity a
        dead cell can still matter for whose turn it is under a threat."""
        if self.gravity or self.players != 2:
            return moves
        live = [m for m, g in zip(moves, gains, strict=True) if g]
        return live or moves
