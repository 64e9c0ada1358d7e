"""The Connect Four book's keys (Pons' `current + mask`, bit `column * (height + 1) + row`) taken
apart column by column, every key of a book at once: what loading a book checks and what its
hash table is made from, in numpy, where a loop over 130,000 keys of an 8-stone book would
cost a second of Python at the first lookup."""

from __future__ import annotations

import numpy as np


def column_parts(keys: np.ndarray, width: int, height: int) -> list[tuple[np.ndarray, np.ndarray]]:
    """Per column: its stones' count for each key, and the side to move's stones among them as
    bits from the bottom. A column's part of the key is 2**n - 1 plus the mover's stones of its
    n stones, so n is the bit length of (part + 1) less one; a part that is no column of
    `height` cells has a count above `height`."""
    stride = height + 1
    counts = np.array([(part + 1).bit_length() - 1 for part in range(1 << stride)])
    keys = keys.astype(np.uint64)
    found = []
    for column in range(width):
        part = (keys >> np.uint64(column * stride)) & np.uint64((1 << stride) - 1)
        part = part.astype(np.int64)
        count = counts[part]
        found.append((count, part + 1 - (1 << count)))
    return found


def beyond_board(keys: np.ndarray, width: int, height: int) -> np.ndarray:
    """True for each key with bits above the board's columns."""
    beyond: np.ndarray = (keys.astype(np.uint64) >> np.uint64(width * (height + 1))) != 0
    return beyond


def mirror_keys(keys: np.ndarray, width: int, height: int) -> np.ndarray:
    """Each key with its columns reversed."""
    stride = height + 1
    keys = keys.astype(np.uint64)
    column = np.uint64((1 << stride) - 1)
    mirrored = np.zeros(len(keys), dtype=np.uint64)
    for c in range(width):
        part = (keys >> np.uint64(c * stride)) & column
        mirrored |= part << np.uint64((width - 1 - c) * stride)
    return mirrored


def popcounts(values: np.ndarray) -> np.ndarray:
    """The number of bits set in each of `values` (small non-negative integers)."""
    table = np.array([v.bit_count() for v in range(int(values.max(initial=0)) + 1)])
    counted: np.ndarray = table[values]
    return counted
