"""Brute force on small positions, from the rules' lines alone, for the proof tests to check the
searches against: a position's exact value with perfect play, and whether the side to move
forces a win within a number of its own moves (every defence tried; a defence that neither wins
nor blocks a win in one loses at once, so only those are followed). With gravity a cell is
playable once the cell under it is taken."""

from __future__ import annotations

import functools
import random

from engine.geometry import geometry
from engine.rules import Rules


class BruteForce:
    """Exhaustive searches on the board of `rules` (two players, the first line wins); positions
    are the stone bitmasks of the side to move (`mine`) and of the other (`theirs`)."""

    def __init__(self, rules: Rules) -> None:
        geo = geometry(rules)
        self.cells = geo.size
        self.lines = [sum(1 << c for c in line) for line in geo.lines]
        self.below = list(geo.below)
        self.k = rules.k

    def playable(self, taken: int) -> list[int]:
        """The cells a stone may go on when `taken` are."""
        return [
            c
            for c in range(self.cells)
            if not taken >> c & 1 and (self.below[c] < 0 or taken >> self.below[c] & 1)
        ]

    def wins(self, mine: int, theirs: int) -> set[int]:
        """The playable cells that complete a line of `mine`."""
        playable = set(self.playable(mine | theirs))
        return {
            (line & ~mine).bit_length() - 1
            for line in self.lines
            if not line & theirs and (line & mine).bit_count() == self.k - 1
        } & playable

    @functools.cache  # noqa: B019 - one instance per board in a test, kept for its life
    def value(self, mine: int, theirs: int) -> int:
        """1 if the side to move wins with perfect play, 0 for a draw, -1 if it loses."""
        moves = self.playable(mine | theirs)
        if not moves:
            return 0
        if self.wins(mine, theirs):
            return 1
        best = -1
        for c in moves:
            best = max(best, -self.value(theirs, mine | 1 << c))
            if best == 1:
                break
        return best

    @functools.cache  # noqa: B019
    def wins_within(self, mine: int, theirs: int, moves: int) -> bool:
        """True if the side to move forces a win with at most `moves` moves of its own."""
        if self.wins(mine, theirs):
            return True
        blocks = self.wins(theirs, mine)
        if moves <= 1 or len(blocks) > 1:
            return False
        for c in sorted(blocks) or self.playable(mine | theirs):
            after = mine | 1 << c
            if self.wins(theirs, after):
                continue  # the stone let them in: they win at once
            threats = self.wins(after, theirs)
            if len(threats) > 1:
                return True
            replies = sorted(threats) or self.playable(after | theirs)
            if replies and all(
                self.wins_within(after, theirs | 1 << r, moves - 1) for r in replies
            ):
                return True
        return False


def stones(moves: tuple[int, ...] | list[int]) -> tuple[int, int]:
    """The stone bitmasks (the first player's, the second's) of cells played in `moves`' order."""
    return sum(1 << c for c in moves[0::2]), sum(1 << c for c in moves[1::2])


def quiet_game(rules: Rules, rng: random.Random, plies: int) -> list[int] | None:
    """A game of `plies` random moves, none of them winning or letting the other side win at
    once, or None if it comes to a position where every move does."""
    brute = BruteForce(rules)
    moves: list[int] = []
    for ply in range(plies):
        first, second = stones(moves)
        mine, theirs = (first, second) if ply % 2 == 0 else (second, first)
        quiet = [
            cell
            for cell in brute.playable(first | second)
            if not brute.wins(theirs, mine | 1 << cell) and cell not in brute.wins(mine, theirs)
        ]
        if not quiet:
            return None
        moves.append(rng.choice(quiet))
    first, second = stones(moves)
    return None if brute.wins(first, second) or brute.wins(second, first) else moves
