"""Threat-space search for two-player, first-line-wins games: sequences of forcing moves, each
making a k-1 line whose last cell is playable (a threat the opponent must block at once), that
end in a double threat — two winning cells, of which the opponent can block only one.

With gravity a line whose last cell is in the air is a claim on its column, not a threat: only
playable cells count, and after each move the whole board's playable wins are read, so a stone
that opens a winning cell above it (for either side) is seen.

Every defender reply is forced, so a sequence found is a real forced win: the defender is never
given a move other than the block, and a line of attack in which the defender could complete a
line first is dropped. The search deepens iteratively in the number of attacking moves and
remembers positions already shown to hold no win at a depth.
"""

from __future__ import annotations

from engine.ai.budget import CHECK_EVERY, PYTHON_ATTACK_THREATS, Budget
from engine.ai.position import Position
from engine.game import EMPTY, PLAYER_BITS


class ThreatSearch:
    """Forced wins by threats on `position` (which it plays on and restores), within `budget`."""

    def __init__(self, position: Position, budget: Budget, nodes: int = 0) -> None:
        if position.players != 2 or not position.first_line_wins:
            raise ValueError("threat-space search needs two players and a first-line win")
        self.pos = position
        self.budget = budget
        self.nodes = nodes
        self._next_check = nodes + CHECK_EVERY
        # Per attacker: position hash -> the deepest search that found no win there.
        self._refuted: tuple[dict[int, int], dict[int, int]] = ({}, {})
        self._first = -1

    def winning_move(self, max_threats: int = PYTHON_ATTACK_THREATS) -> int:
        """The first move of a forced win by threats for the side to move, or -1 if none is
        found with at most `max_threats` attacking moves. Raises OutOfTime when the budget ends."""
        me = self.pos.turn
        for depth in range(1, max_threats + 1):
            self._first = -1
            if self._attack(me, depth, True):
                return self._first
            if not self._threat_cells(me):
                break
        return -1

    def _threat_cells(self, me: int) -> list[int]:
        """Playable cells that would make a k-1 line for `me`, most lines first."""
        pos = self.pos
        board = pos.board
        lines = pos.lines
        target = (pos.game.rules.k - 2) << (PLAYER_BITS * me)
        counts: dict[int, int] = {}
        for line, s in enumerate(pos.sums):
            if s == target:
                for c in lines[line]:
                    if board[c] == EMPTY and pos.playable(c):
                        counts[c] = counts.get(c, 0) + 1
        return sorted(counts, key=counts.__getitem__, reverse=True)

    def _attack(self, me: int, depth: int, at_root: bool) -> bool:
        """True if `me`, to move, wins by threats with at most `depth` attacking moves."""
        pos = self.pos
        self.nodes += 1
        if self.nodes >= self._next_check:
            self._next_check = self.nodes + CHECK_EVERY
            self.budget.check(self.nodes)
        win = pos.win_cell(me)
        if win >= 0:
            self._first = win
            return True
        opp = 1 - me
        blocks = pos.win_cells(opp)
        if len(blocks) > 1 or depth == 0:
            return False
        key = pos.game.hash
        refuted = self._refuted[me]
        if refuted.get(key, -1) >= depth:
            return False
        # Facing a threat, the attacker must block it, and that block must threaten in turn.
        candidates = blocks or self._threat_cells(me)
        for cell in candidates:
            pos.make(cell)
            try:
                found = False
                if pos.win_cell(opp) < 0:
                    mine = pos.win_cells(me)
                    if len(mine) > 1:
                        found = True
                    elif mine:
                        pos.make(mine[0])
                        try:
                            found = self._attack(me, depth - 1, False)
                        finally:
                            pos.unmake()
            finally:
                pos.unmake()
            if found:
                if at_root:
                    self._first = cell
                return True
        refuted[key] = depth
        return False
