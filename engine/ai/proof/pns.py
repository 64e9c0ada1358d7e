"""Proof-number search (Allis) for the first player of a first-line-wins board folded by its
symmetries (cubic, or with gravity: `cube_symmetry`): does the attacker (the side to move at
the root) force a win, and with which moves? With gravity the moves, blocks and threats are the
board's playable cells, which the proof boards give.

The search tree is a graph of positions folded by the board's symmetries (`symmetry`), one node
per canonical key (a transposition table, so a position reached by several move orders is
proven once). A node is resolved without search when the attacker can win at once or by a forced
sequence of threats (threat-space search, the leaves that keep a strategy small), or when the
defender can, or (with gravity) when the defender holds every line by claimeven and baseinverse
(engine.ai.pairing); otherwise its proof and disproof numbers start at 1 and 1, or with gravity
from its mobility (1 to prove an attacker's node and its number of moves to disprove it; the
other way round at the defender's), and the most-proving node is expanded, its numbers carried
back up the path it was reached by. A side facing a single win cell of the other has one move,
the block; a double threat it cannot meet.

Moves are kept in the orientation of each node's canonical key, so the search needs no board
between expansions: each expansion sets up its position from the key on a fresh proof board
(`boards`: the compiled kernel's, or the pure-Python reference).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

from engine.ai.proof.boards import LEAF_THREATS, ProofBoard
from engine.ai.proof.cube_symmetry import Symmetries

INFINITE = 1 << 40


class Status(Enum):
    """What the search knows of a position for the attacker."""

    PROVEN = "proven"
    DISPROVEN = "disproven"
    UNKNOWN = "unknown"


@dataclass
class Node:
    """One canonical position: its proof and disproof numbers and, once expanded, its moves
    (in the key's orientation) with their children's keys."""

    pn: int = 1
    dn: int = 1
    children: list[tuple[int, int]] | None = None


BoardMaker = Callable[[int, int], ProofBoard]
"""Sets up a proof board holding the position of two stone bitmasks (first, second player)."""


@dataclass
class ProofSearch:
    """A proof-number search for `attacker` (0: the first player) on a board of `symmetries`,
    playing on boards from `make_board`."""

    symmetries: Symmetries
    make_board: BoardMaker
    attacker: int = 0
    leaf_threats: int = LEAF_THREATS
    pairing: bool = True
    """Settle a position as no win when the defender holds every line by claimeven and
    baseinverse (engine.ai.pairing; with gravity only)."""
    excluded: frozenset[int] = frozenset()
    """Moves of the root (in its key's orientation) the search must not play: moves already
    shown to fail there."""
    nodes: dict[int, Node] = field(default_factory=dict)
    expansions: int = 0
    _root: int = -1

    def split(self, key: int) -> tuple[int, int]:
        """The two stone bitmasks of a key."""
        return self.symmetries.split(key)

    def to_move(self, key: int) -> int:
        """The side to move in the position of `key`."""
        first, second = self.split(key)
        return (first.bit_count() - second.bit_count()) & 1

    def node(self, key: int, board: ProofBoard | None = None) -> Node:
        """The node of `key`, evaluated on creation (on `board` when it holds the position)."""
        found = self.nodes.get(key)
        if found is None:
            found = self.nodes[key] = self._evaluate(board or self.make_board(*self.split(key)))
        return found

    def _evaluate(self, board: ProofBoard) -> Node:
        me = board.turn
        attacking = me == self.attacker
        if board.wins(me):
            return _won(attacking)
        if not board.legal():
            return _won(False)  # a draw: no win for the attacker
        if len(board.wins(1 - me)) > 1:
            return _won(not attacking)
        # With gravity the defender may hold every line by answering each move in a fixed pair.
        if attacking and self.pairing and board.pairing_refutes():
            return _won(False)
        # A forced win by threats for the side to move settles the node either way.
        if board.threat_move(self.leaf_threats) >= 0:
            return _won(attacking)
        if not board.gravity:
            return Node()
        # Mobility, with gravity only (proof.c says why): the moves (one if it must block) are
        # how many children must be proven at the defender's nodes, disproven at the attacker's.
        moves = 1 if board.wins(1 - me) else len(board.legal())
        return Node(1, moves) if attacking else Node(moves, 1)

    def run(self, key: int, max_expansions: int, stop: Callable[[], bool] | None = None) -> Status:
        """Search the position of `key` (a canonical key) until it is resolved, `max_expansions`
        more nodes have been expanded, or `stop()` says so; returns what is known."""
        self._root = key
        root = self.node(key)
        budget = self.expansions + max_expansions
        while root.pn and root.dn and self.expansions < budget:
            if stop is not None and stop():
                break
            path = [key]
            node = root
            while node.children is not None and node.pn and node.dn:
                attacking = self.to_move(path[-1]) == self.attacker
                chosen = min(
                    node.children,
                    key=lambda child: (
                        self.nodes[child[1]].pn if attacking else self.nodes[child[1]].dn
                    ),
                )
                path.append(chosen[1])
                node = self.nodes[chosen[1]]
            if node.children is None and node.pn and node.dn:
                self._expand(path[-1], node)
            for at in reversed(path):
                self._update(at, self.nodes[at])
        return status(root)

    def _expand(self, key: int, node: Node) -> None:
        self.expansions += 1
        first, second = self.split(key)
        board = self.make_board(first, second)
        me = board.turn
        blocks = board.wins(1 - me)
        moves = blocks[:1] if blocks else board.legal()
        children: list[tuple[int, int]] = []
        seen: set[int] = set()
        if key == self._root:
            # An excluded move rules out every move the same up to a symmetry.
            seen = {self._child(first, second, me, move) for move in self.excluded}
        for move in moves:
            child_key = self._child(first, second, me, move)
            if child_key in seen:
                continue
            seen.add(child_key)
            if child_key not in self.nodes:
                board.push(move)
                self.nodes[child_key] = self._evaluate(board)
                board.pop()
            children.append((move, child_key))
        node.children = children
        if not children:  # every move excluded
            node.pn, node.dn = INFINITE, 0

    def _child(self, first: int, second: int, me: int, move: int) -> int:
        """The canonical key after `me` plays `move` in the position (`first`, `second`)."""
        bit = 1 << move
        key, _ = self.symmetries.canonical(
            first | (bit if me == 0 else 0), second | (bit if me == 1 else 0)
        )
        return key

    def _update(self, key: int, node: Node) -> None:
        if not node.children:
            return
        kids = [self.nodes[child] for _, child in node.children]
        if self.to_move(key) == self.attacker:
            node.pn = min(k.pn for k in kids)
            node.dn = min(INFINITE, sum(k.dn for k in kids))
        else:
            node.pn = min(INFINITE, sum(k.pn for k in kids))
            node.dn = min(k.dn for k in kids)

    def strategy(self, key: int) -> dict[int, int]:
        """For a proven `key`, the attacker's move (in the key's orientation) at every expanded
        attacker position of one proof: the positions its strategy meets before a leaf that
        threats or an immediate win settle. Raises ValueError if `key` is not proven."""
        entries: dict[int, int] = {}
        todo = [key]
        seen: set[int] = set()
        while todo:
            at = todo.pop()
            if at in seen:
                continue
            seen.add(at)
            node = self.nodes.get(at)
            if node is None or node.pn:
                raise ValueError(f"position {at:#x} is not proven")
            if node.children is None:
                continue
            if self.to_move(at) == self.attacker:
                move, child = min(
                    (c for c in node.children if self.nodes[c[1]].pn == 0),
                    key=lambda c: self._proof_size(c[1]),
                )
                entries[at] = move
                todo.append(child)
            else:
                todo.extend(child for _, child in node.children)
        return entries

    def _proof_size(self, key: int) -> int:
        """0 for a leaf settled without search, 1 for an expanded node: leaves first."""
        return 0 if self.nodes[key].children is None else 1

    def most_proving_move(self, key: int) -> int:
        """At an attacker position being searched, the move to the child of least proof number
        (in the key's orientation); -1 when the position was never expanded."""
        node = self.nodes.get(key)
        if node is None or node.children is None:
            return -1
        return min(node.children, key=lambda c: self.nodes[c[1]].pn)[0]

    def refuted_moves(self, key: int) -> list[int]:
        """At an attacker position being searched, the moves the search has disproven (each
        loses the first player's win; one per class of moves the same up to a symmetry, in the
        key's orientation), ascending."""
        node = self.nodes.get(key)
        if node is None or node.children is None:
            return []
        return sorted(move for move, child in node.children if self.nodes[child].dn == 0)


def _won(attacker_wins: bool) -> Node:
    return Node(0, INFINITE) if attacker_wins else Node(INFINITE, 0)


def status(node: Node) -> Status:
    """What `node`'s numbers say."""
    if node.pn == 0:
        return Status.PROVEN
    if node.dn == 0:
        return Status.DISPROVEN
    return Status.UNKNOWN
