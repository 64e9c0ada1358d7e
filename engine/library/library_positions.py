"""Positions of the library's games as keys that the board's symmetries do not change, for the
opening explorer: two positions with the same stones of the same players, up to a turn or a
reflection of the board, have the same key, and a move from one is named by its image in the
canonical orientation, so the same move from either is counted once.

A position's key is the smallest, over the board's symmetries, of the XOR of a 64-bit number
per (cell, player) of its stones (Zobrist hashing). The numbers come from SplitMix64 on the cell
and the player alone: the keys are stored in the index and must be the same in every run and on
every machine."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from engine.puzzles.symmetry import symmetries
from engine.rules import Cell, Rules

MAX_TABLE = 4_000_000
"""The largest symmetry table (symmetries × cells) kept: a 6-axis board of 4⁶ cells has 46,080
symmetries, and a table of them all would take a gigabyte. Above it only the reversals of axes
are used, which still match every mirrored position."""


@dataclass(frozen=True)
class BoardSymmetries:
    """The symmetries of one board as cell maps: `maps[s, c]` is the index of the image of cell
    `c` under symmetry `s` (cells indexed in row-major order, as `cell_index` does), the
    identity first; and the Zobrist numbers `numbers[c, player]`."""

    maps: npt.NDArray[np.int32]
    numbers: npt.NDArray[np.uint64]


def _splitmix64(values: npt.NDArray[np.uint64]) -> npt.NDArray[np.uint64]:
    with np.errstate(over="ignore"):
        z = values * np.uint64(0x9E3779B97F4A7C15) + np.uint64(0x9E3779B97F4A7C15)
        z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        return z ^ (z >> np.uint64(31))


def cell_index(cell: Cell, shape: tuple[int, ...]) -> int:
    """The row-major index of `cell` on a board of `shape` (the last axis fastest)."""
    index = 0
    for value, size in zip(cell, shape, strict=True):
        index = index * size + value
    return index


def index_cell(index: int, shape: tuple[int, ...]) -> Cell:
    """The cell with the row-major `index` on a board of `shape`."""
    cell = []
    for size in reversed(shape):
        index, value = divmod(index, size)
        cell.append(value)
    return tuple(reversed(cell))


@functools.lru_cache(maxsize=16)
def board_symmetries(rules: Rules) -> BoardSymmetries:
    """The symmetries of `rules`' board that keep its blocked cells blocked and its gravity
    (engine.puzzles.symmetry), at most MAX_TABLE entries of them."""
    shape = rules.shape
    size = rules.cell_count
    grid = np.indices(shape).reshape(len(shape), size)
    found = symmetries(rules)
    if len(found) * size > MAX_TABLE:
        found = tuple(s for s in found if s.axes == tuple(range(len(shape))))
    blocked = sorted(cell_index(cell, shape) for cell in rules.blocked)
    maps = []
    for symmetry in found:
        image = [
            (shape[old] - 1 - grid[old]) if flip else grid[old]
            for old, flip in zip(symmetry.axes, symmetry.flips, strict=True)
        ]
        mapped = np.ravel_multi_index(tuple(image), shape).astype(np.int32)
        if blocked and sorted(int(mapped[c]) for c in blocked) != blocked:
            continue
        maps.append(mapped)
    seeds = np.arange(size * rules.players, dtype=np.uint64).reshape(size, rules.players)
    return BoardSymmetries(np.stack(maps), _splitmix64(seeds + np.uint64(1)))


@dataclass(frozen=True)
class GamePositions:
    """Each position of a game before each of its moves: its `keys` (signed 64-bit, as SQLite
    keeps them) and the `moves` from it in the canonical orientation (cell indices)."""

    keys: tuple[int, ...]
    moves: tuple[int, ...]


def game_positions(rules: Rules, cells: Sequence[int]) -> GamePositions:
    """The positions before each move of a game whose moves are the cell indices `cells`."""
    board = board_symmetries(rules)
    count = len(cells)
    if count == 0:
        return GamePositions((), ())
    moves = np.asarray(cells, dtype=np.int64)
    players = np.arange(count) % rules.players
    images = board.maps[:, moves]  # (symmetries, moves): each move's image under each symmetry
    stones = board.numbers[images, players]
    after = np.bitwise_xor.accumulate(stones, axis=1)
    before = np.concatenate([np.zeros((len(board.maps), 1), np.uint64), after[:, :-1]], axis=1)
    keys = before.min(axis=0)
    # Where the position is its own image under several symmetries (the empty board under all),
    # the move's canonical image is the least of its images under those.
    canonical = np.where(before == keys, images, np.iinfo(np.int32).max).min(axis=0)
    return GamePositions(tuple(keys.view(np.int64).tolist()), tuple(canonical.tolist()))


@dataclass(frozen=True)
class Orientation:
    """A position's key and, for each cell of the board in the position's own orientation, the
    cell's canonical index (`canonical[c]`), to turn the library's moves back into its cells."""

    key: int
    canonical: npt.NDArray[np.int64]


def orientation(rules: Rules, cells: Sequence[int]) -> Orientation:
    """The key of the position the cell indices `cells` make, and how its cells map to the
    canonical orientation."""
    board = board_symmetries(rules)
    hashes = np.zeros(len(board.maps), np.uint64)
    if cells:
        moves = np.asarray(cells, dtype=np.int64)
        players = np.arange(len(moves)) % rules.players
        hashes = np.bitwise_xor.reduce(board.numbers[board.maps[:, moves], players], axis=1)
    key = hashes.min()
    fitting = board.maps[hashes == key]
    return Orientation(int(key.view(np.int64)), fitting.min(axis=0).astype(np.int64))
