"""Bounded proofs for puzzles: does the side to move force a win within n of its moves?

An AND-OR search on the threat boards of engine.ai.analysis.threat_lines (the compiled kernel's
bitboards where it plays the board): the attacker needs one move after which every defence
loses within n-1 more of its moves. Defences are cut only where the rules decide them: facing a
threat, every reply but its block loses at once (a shorter win), so only the block is tried;
facing two, none saves. Without gravity a move never makes a cell playable, so after a quiet
attacking move the attacker cannot win with its next stone, and with one move left only moves
that threaten are tried. Nothing else is cut: what it says is a proof, for every defence.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from engine.ai.threat_board import ThreatBoard, threat_board
from engine.game import Game
from engine.rules import Cell


class ProofTooLong(RuntimeError):
    """A proof search went past its node cap (the builder skips such a position)."""


class Prover:
    """Bounded win proofs on one position's board (played on and restored); results are kept
    by the moves played since the position, so the same question is not asked twice. With
    `max_nodes`, a search that asks more positions than that raises ProofTooLong."""

    def __init__(self, game: Game, max_nodes: int | None = None) -> None:
        if game.rules.players != 2 or game.rules.target != 1:
            raise ValueError("puzzles need two players and the first line winning")
        self.board = threat_board(game)
        self.gravity = game.rules.gravity is not None
        self.cells = game.geometry.cells
        self._played: list[int] = []
        self._known: dict[tuple[frozenset[int], frozenset[int], int], bool] = {}
        self.max_nodes = max_nodes
        self.nodes = 0

    def push(self, index: int) -> None:
        """Play cell `index` for the side to move."""
        self.board.push(index)
        self._played.append(index)

    def pop(self) -> None:
        """Take back the latest move."""
        self.board.pop()
        self._played.pop()

    def wins_within(self, n: int) -> bool:
        """True when the side to move forces a win with at most `n` of its moves."""
        board = self.board
        me = board.turn
        if board.over:
            return False
        if board.wins(me):
            return n >= 1
        if n <= 1:
            return False
        blocks = board.wins(1 - me)
        if len(blocks) > 1:
            return False
        key = self._key(n)
        known = self._known.get(key)
        if known is not None:
            return known
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise ProofTooLong(f"more than {self.max_nodes} positions")
        candidates = blocks or self._attacks(n)
        found = any(self.move_wins_within(move, n) for move in candidates)
        self._known[key] = found
        return found

    def move_wins_within(self, move: int, n: int) -> bool:
        """True when playing `move` (legal) wins within `n` of the mover's moves, `move`
        counted, against every defence."""
        board = self.board
        me = board.turn
        if move in board.wins(me):
            return True
        if n <= 1:
            return False
        self.push(move)
        try:
            return self._defence_loses(me, n - 1)
        finally:
            self.pop()

    def _defence_loses(self, attacker: int, n: int) -> bool:
        """The defender to move: True when every reply leaves `attacker` a win within `n`."""
        board = self.board
        if board.over or board.wins(1 - attacker):
            return False
        threats = board.wins(attacker)
        if len(threats) > 1:
            return True
        if not threats and n <= 1 and not self.gravity:
            return False
        return self.holding_reply(threats or self.defences(attacker), n) is None

    def holding_reply(self, replies: Iterable[int], n: int) -> int | None:
        """The first of the defender's `replies` after which the attacker no longer wins
        within `n` of its moves; None when every one of them loses."""
        for reply in replies:
            self.push(reply)
            try:
                if not self.wins_within(n):
                    return reply
            finally:
                self.pop()
        return None

    def _attacks(self, n: int) -> list[int]:
        """The attacker's moves worth trying with `n` moves left, threats first."""
        board = self.board
        me = board.turn
        makers = _makers(board, me)
        if n == 2 and not self.gravity:
            return makers
        first = set(makers)
        return makers + [move for move in board.legal() if move not in first]

    def defences(self, attacker: int) -> Iterator[int]:
        """The defender's replies, those on the attacker's threat cells first (the likeliest
        refutations); lazily, as the first usually refutes."""
        board = self.board
        makers = _makers(board, attacker)
        yield from makers
        first = set(makers)
        yield from (move for move in board.legal() if move not in first)

    def _key(self, n: int) -> tuple[frozenset[int], frozenset[int], int]:
        played = self._played
        return frozenset(played[0::2]), frozenset(played[1::2]), n

    def distance(self, limit: int) -> int | None:
        """The fewest moves within which the side to move forces a win, None if more than
        `limit`."""
        for n in range(1, limit + 1):
            if self.wins_within(n):
                return n
        return None

    def winning_moves(self, n: int, limit: int | None = None) -> list[int]:
        """The moves that win within `n` of the mover's moves: every one, or the first `limit`
        found."""
        found: list[int] = []
        for move in self.board.legal():
            if limit is not None and len(found) >= limit:
                break
            if self.move_wins_within(move, n):
                found.append(move)
        return found

    def best_defence(self, attacker_moves: int) -> int:
        """The defender's reply that keeps the attacker, who wins within `attacker_moves`
        (counted from its next move), away the longest; among equals the block of a threat, then
        the lowest cell."""
        board = self.board
        attacker = 1 - board.turn
        threats = board.wins(attacker)
        replies = threats[:1] if len(threats) == 1 else board.legal()
        best, longest = replies[0], -1
        for reply in replies:
            self.push(reply)
            try:
                if board.over:
                    far = attacker_moves + 1
                else:
                    found = self.distance(attacker_moves)
                    far = attacker_moves + 1 if found is None else found
            finally:
                self.pop()
            if far > longest:
                best, longest = reply, far
        return best

    def cell(self, index: int) -> Cell:
        """The cell of board index `index`."""
        return self.cells[index]


def _makers(board: ThreatBoard, player: int) -> list[int]:
    """The playable cells that would make a line of `player` one stone short (threats, but
    for gravity), as the kernel keeps them; on the pure-Python board, where it is `player`'s
    turn, the moves after which it has a winning cell, else none (they only order replies)."""
    makers = getattr(board, "makers", None)
    if makers is not None:
        found: list[int] = makers(player)
        return found
    if board.turn != player:
        return []
    result = []
    for move in board.legal():
        board.push(move)
        try:
            if board.wins(player):
                result.append(move)
        finally:
            board.pop()
    return result
