"""An independent check of a strategy book: its own small code, sharing nothing with the
builder (no engine board, no kernel, no search of the builder's) but the rules — a cube of
`side`^`dimensions` cells, `k` in a row, the first line wins, with or without gravity along an
axis (then a cell is playable once the cell under it is taken, or on the floor).

From the empty board it walks every reply of the second player (replies that are the same up to
a symmetry, which it works out itself, walked once) against the book's moves; wherever the book
has no move, the first player must win at once or by a forced sequence of threats that this
module's own threat search finds. Any position where the second player wins, the board fills
up, the book's move is not legal or no forced win is found, fails the check. With gravity only
the playable cells are moves, replies and threats (a line whose missing cell is in the air is a
claim on its column, not a threat), the symmetries are only those that keep every column a
column in its order, and a stone also opens the cell above it, which may hold a win of either
player on a line not through the stone.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

VERIFIER_THREATS = 16
"""The longest threat sequence the verifier looks for at a leaf (the builder stops at 12)."""
RECENT_WINS = 8
"""How many of the latest wins by threats a check tries first at each leaf."""


@dataclass(frozen=True)
class Verdict:
    """The verifier's finding: `ok`, the first-player positions checked, the leaves won by
    threats, and the first `problem` found ("" when ok)."""

    ok: bool
    positions: int
    leaves: int
    problem: str


class _Cube:
    """The board as bitmasks: the cells numbered as the book numbers them, coordinates read as
    a number in base `side`, the first one the most significant; `gravity` the axis stones fall
    along (towards coordinate 0), or None."""

    def __init__(self, side: int, dimensions: int, k: int, gravity: int | None = None) -> None:
        self.side, self.dimensions, self.k, self.gravity = side, dimensions, k, gravity
        self.coords = list(itertools.product(range(side), repeat=dimensions))
        self.index = {c: i for i, c in enumerate(self.coords)}
        self.cells = len(self.coords)
        self.lines = self._lines()
        self.under = [self._under(c) for c in range(self.cells)]
        self.over = [-1] * self.cells
        for c, under in enumerate(self.under):
            if under >= 0:
                self.over[under] = c
        self.floor = sum(1 << c for c in range(self.cells) if self.under[c] < 0)
        self.top = sum(1 << c for c in range(self.cells) if self.over[c] < 0)
        self.stride = 0 if gravity is None else side ** (dimensions - 1 - gravity)
        self.through = [[m for m in self.lines if m >> c & 1] for c in range(self.cells)]
        # The lines a stone on c can change the win cells of: its own and, with gravity, those
        # through the cell it opens.
        self.touched = [
            self.through[c] + ([] if self.over[c] < 0 else self.through[self.over[c]])
            for c in range(self.cells)
        ]
        self.maps = self._symmetries()
        # Each symmetry as a gather of bits: bit j of a mask's image is bit `sources[s, j]` of
        # the mask. Images are 64-bit numbers (boards of more cells take the slow way); the
        # unused high bits read bit `cells`, which a mask never has.
        self.sources = np.full((len(self.maps), 64), self.cells, dtype=np.intp)
        for s, perm in enumerate(self.maps):
            self.sources[s, perm] = np.arange(self.cells)

    def _lines(self) -> list[int]:
        masks: set[int] = set()
        for step in itertools.product((-1, 0, 1), repeat=self.dimensions):
            if not any(step):
                continue
            for start in self.coords:
                run = [
                    tuple(s + t * d for s, d in zip(start, step, strict=True))
                    for t in range(self.k)
                ]
                if all(0 <= v < self.side for cell in run for v in cell):
                    mask = 0
                    for cell in run:
                        mask |= 1 << self.index[cell]
                    masks.add(mask)
        return sorted(masks)

    def _under(self, cell: int) -> int:
        """The cell under `cell` along gravity; -1 on the floor or without gravity."""
        if self.gravity is None or self.coords[cell][self.gravity] == 0:
            return -1
        coords = list(self.coords[cell])
        coords[self.gravity] -= 1
        return self.index[tuple(coords)]

    def playable(self, taken: int) -> int:
        """The cells a stone may be played on when `taken` are: the empty ones, with gravity
        those on the floor or on a taken cell."""
        empty = ((1 << self.cells) - 1) & ~taken
        if self.gravity is None:
            return empty
        # The cell over c is c + stride (coordinates are digits in base `side`): a taken cell
        # below the top lets in the one over it.
        return empty & (self.floor | (taken & ~self.top) << self.stride)

    def _symmetries(self) -> list[list[int]]:
        n, lines = self.side, set(self.lines)
        found: set[tuple[int, ...]] = set()
        for axes in itertools.permutations(range(self.dimensions)):
            for flips in itertools.product((0, 1), repeat=self.dimensions):
                for inner in itertools.permutations(range(n)):
                    perm = tuple(
                        self.index[
                            tuple(
                                n - 1 - inner[c[a]] if f else inner[c[a]]
                                for a, f in zip(axes, flips, strict=True)
                            )
                        ]
                        for c in self.coords
                    )
                    if self._keeps_columns(perm) and all(
                        self._moved(line, perm) in lines for line in lines
                    ):
                        found.add(perm)
        return [list(p) for p in sorted(found)]

    def _keeps_columns(self, perm: tuple[int, ...]) -> bool:
        """True without gravity; with it, when `perm` puts the image of the cell under each
        cell under that cell's image (so a floor cell's image is on the floor)."""
        return self.gravity is None or all(
            self.under[perm[c]] == (-1 if self.under[c] < 0 else perm[self.under[c]])
            for c in range(self.cells)
        )

    @staticmethod
    def _moved(mask: int, perm: tuple[int, ...] | list[int]) -> int:
        moved = 0
        while mask:
            low = mask & -mask
            moved |= 1 << perm[low.bit_length() - 1]
            mask ^= low
        return moved

    def images(self, mask: int) -> np.ndarray:
        """`mask` moved by every symmetry, in the order of `maps` (boards of up to 64 cells)."""
        bits = np.unpackbits(np.frombuffer(mask.to_bytes(9, "little"), np.uint8), bitorder="little")
        return np.packbits(bits[self.sources], axis=1, bitorder="little").view("<u8").ravel()

    def canonical(self, mine: int, theirs: int) -> tuple[int, list[int]]:
        """The smallest key `first | second << cells` over the symmetries, and one symmetry
        giving it. `mine` is the first player's stones."""
        if self.cells <= 64:
            firsts, seconds = self.images(mine), self.images(theirs)
            s = int(np.lexsort((firsts, seconds))[0])
            return int(firsts[s]) | int(seconds[s]) << self.cells, self.maps[s]
        best: tuple[int, list[int]] | None = None
        for perm in self.maps:
            key = self._moved(mine, perm) | self._moved(theirs, perm) << self.cells
            if best is None or key < best[0]:
                best = (key, perm)
        assert best is not None
        return best

    def replies(self, first: int, second: int) -> list[int]:
        """The playable cells, one of each set that a symmetry of the position (one that leaves
        both players' stones where they are) carries into each other."""
        if self.cells <= 64:
            same = (self.images(first) == first) & (self.images(second) == second)
            fixing = [self.maps[s] for s in np.flatnonzero(same)]
        else:
            fixing = [
                perm
                for perm in self.maps
                if self._moved(first, perm) == first and self._moved(second, perm) == second
            ]
        playable = self.playable(first | second)
        seen: set[int] = set()
        cells = []
        for cell in range(self.cells):
            if playable >> cell & 1 and cell not in seen:
                cells.append(cell)
                seen.update(perm[cell] for perm in fixing)
        return cells

    def wins(self, mine: int, theirs: int, lines: list[int] | None = None) -> set[int]:
        """The playable cells that complete a line of `mine` (among `lines`, default all)."""
        playable = self.playable(mine | theirs)
        cells = set()
        for line in self.lines if lines is None else lines:
            if not line & theirs and (line & mine).bit_count() == self.k - 1:
                cell = (line & ~mine).bit_length() - 1
                if playable >> cell & 1:
                    cells.add(cell)
        return cells

    def threatening(self, mine: int, theirs: int) -> list[int]:
        """The playable cells that would give `mine` a line one stone short or, with gravity,
        open a cell in the air that completes one (a stone under it), those giving most such
        lines first."""
        playable = self.playable(mine | theirs)
        counts: dict[int, int] = {}
        for line in self.lines if self.gravity is not None else ():
            if not line & theirs and (line & mine).bit_count() == self.k - 1:
                cell = self.under[(line & ~mine).bit_length() - 1]
                if cell >= 0 and playable >> cell & 1:
                    counts[cell] = counts.get(cell, 0) + 1
        for line in self.lines:
            if not line & theirs and (line & mine).bit_count() == self.k - 2:
                rest = line & ~mine
                while rest:
                    low = rest & -rest
                    cell = low.bit_length() - 1
                    if playable >> cell & 1:
                        counts[cell] = counts.get(cell, 0) + 1
                    rest ^= low
        return sorted(counts, key=lambda c: (-counts[c], c))

    def forced_win(
        self, mine: int, theirs: int, most: int, recent: list[list[int]] | None = None
    ) -> bool:
        """True if `mine`, to move, wins by threats with at most `most` attacking moves: one
        search at that depth (any win will do), positions already refuted at a depth
        remembered. `recent` holds the attacking moves of earlier wins, latest first: each is
        tried as it stands before the search (positions checked one after another are mostly
        won the same way), and a win the search finds joins them."""
        if self.wins(mine, theirs):
            return True
        blocks = self.wins(theirs, mine)
        for moves in recent or ():
            if len(moves) <= most and self._replays(mine, theirs, blocks, moves):
                return True
        found: list[int] = []
        if not self._attack(mine, theirs, blocks, most, {}, found=found):
            return False
        if recent is not None:
            recent.insert(0, found[::-1])
            del recent[RECENT_WINS:]
        return True

    def _replays(self, mine: int, theirs: int, blocks: set[int], moves: list[int]) -> bool:
        """True if `moves`, each answered by its only block, win as `_attack` would accept
        them, `theirs` having the win cells `blocks`."""
        for cell in moves:
            if len(blocks) > 1 or (blocks and cell not in blocks):
                return False
            if not self.playable(mine | theirs) >> cell & 1:
                return False
            mine |= 1 << cell
            if self.wins(theirs, mine, self.touched[cell]):
                return False  # the stone opened a win of theirs
            threats = self.wins(mine, theirs, self.touched[cell])
            if len(threats) != 1:
                return len(threats) > 1
            block = threats.pop()
            theirs |= 1 << block
            blocks = self.wins(theirs, mine, self.touched[block])
            if self.wins(mine, theirs, self.touched[block]):
                return True  # the block opened a win of mine
        return False

    def _attack(
        self,
        mine: int,
        theirs: int,
        blocks: set[int],
        depth: int,
        refuted: dict[tuple[int, int], int],
        *,
        found: list[int],
    ) -> bool:
        """`forced_win` at one depth, `mine` having no win in one and `theirs` the win cells
        `blocks`; a win's attacking moves are added to `found`, the last first. Only the lines
        through the latest stones (and, with gravity, through the cells they open) can change
        either."""
        if len(blocks) > 1 or depth == 0 or refuted.get((mine, theirs), -1) >= depth:
            return False
        for cell in sorted(blocks) if blocks else self.threatening(mine, theirs):
            after = mine | 1 << cell
            if self.wins(theirs, after, self.touched[cell]):
                continue  # the stone opened a win of theirs
            threats = self.wins(after, theirs, self.touched[cell])
            if len(threats) > 1:
                found.append(cell)
                return True
            if threats:
                block = threats.pop()
                reply = theirs | 1 << block
                if self.wins(after, reply, self.touched[block]):
                    found.append(cell)  # the block opened a win of mine
                    return True
                theirs_now = self.wins(reply, after, self.touched[block])
                if self._attack(after, reply, theirs_now, depth - 1, refuted, found=found):
                    found.append(cell)
                    return True
        refuted[mine, theirs] = depth
        return False


@functools.cache
def _cube(side: int, dimensions: int, k: int, gravity: int | None) -> _Cube:
    return _Cube(side, dimensions, k, gravity)


def symmetry_maps(
    side: int, dimensions: int, k: int, gravity: int | None = None
) -> list[list[int]]:
    """The symmetries the verifier works out for itself on the board (`verify`'s arguments):
    each a list with cell i going to the i-th entry."""
    return _cube(side, dimensions, k, gravity).maps


def verify(
    side: int,
    dimensions: int,
    k: int,
    moves: dict[int, int],
    *,
    progress: Callable[[int], None] | None = None,
    start: tuple[int, int] = (0, 0),
    gravity: int | None = None,
) -> Verdict:
    """Check that the first player wins on the cube `side`^`dimensions`, `k` in a row (stones
    falling along the axis `gravity`, or placed anywhere), by the book `moves` (canonical key ->
    move in the key's orientation), against every reply, from the empty board or from `start`
    (the two players' stones, the first player to move)."""
    return verify_from(side, dimensions, k, moves, [start], progress=progress, gravity=gravity)


def verify_from(
    side: int,
    dimensions: int,
    k: int,
    moves: dict[int, int],
    starts: Sequence[tuple[int, int]],
    *,
    progress: Callable[[int], None] | None = None,
    gravity: int | None = None,
) -> Verdict:
    """`verify` from each of `starts` (a book that proves positions but not the empty board:
    a build's before its root is proven), each position checked once however many of them
    reach it."""
    cube = _cube(side, dimensions, k, gravity)
    done: set[int] = set()
    recent: list[list[int]] = []
    leaves = 0
    todo = list(starts)
    while todo:
        first, second = todo.pop()
        key, perm = cube.canonical(first, second)
        if key in done:
            continue
        done.add(key)
        if progress is not None and len(done) % 100 == 0:
            progress(len(done))
        if cube.wins(first, second):
            continue
        move = moves.get(key)
        if move is None:
            if not cube.forced_win(first, second, VERIFIER_THREATS, recent):
                return Verdict(False, len(done), leaves, f"position {key:#x}: no forced win")
            leaves += 1
            continue
        cell = perm.index(move)
        if (first | second) >> cell & 1:
            return Verdict(False, len(done), leaves, f"position {key:#x}: the move is taken")
        if not cube.playable(first | second) >> cell & 1:
            return Verdict(False, len(done), leaves, f"position {key:#x}: the move is in the air")
        first |= 1 << cell
        if any((line & first).bit_count() == k for line in cube.through[cell]):
            continue
        if cube.wins(second, first):
            return Verdict(False, len(done), leaves, f"position {key:#x}: the move loses")
        if not cube.playable(first | second):
            return Verdict(False, len(done), leaves, f"position {key:#x}: a draw")
        todo.extend((first, second | 1 << cell) for cell in cube.replies(first, second))
    return Verdict(True, len(done), leaves, "")
