"""A first player's winning strategy as a book: at every position the strategy meets with the
first player to move, the move to play, down to positions a forced sequence of threats wins
(which the players and the verifier find themselves). Positions are folded by the board's
symmetries (`symmetry`): one entry per canonical key, its move in the key's orientation.

The file (resources/qubic.book, resources/cube-3.book): a first line "hyperrow-strategy 1", a
second line of JSON (side, dimensions, k, entries, complete: whether the book claims a whole
proof from the empty board, seconds to build, sha256 of the data; and the axis of gravity on a
board with gravity, Score Four's), then the zlib-compressed
data: the sorted keys, each in `2 * cells / 8` bytes little-endian (the first player's stones
in the low `cells` bits, the second's above), then one byte per entry, the move's cell index.
The loader checks all of it and refuses a damaged book; the players then search as before.
"""

from __future__ import annotations

import functools
import hashlib
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from engine.ai.book_file import BookFormat
from engine.ai.proof.cube_symmetry import foldable, split_key, symmetries
from engine.atomic_files import write_bytes_atomic
from engine.game import Game
from engine.resources import resource
from engine.rules import PRESETS, Rules

if TYPE_CHECKING:
    from collections.abc import Mapping

MAGIC = "hyperrow-strategy 1"
BOARDS: Mapping[str, Rules] = MappingProxyType(
    {
        "cube-3": PRESETS["cube-3"],
        "qubic": PRESETS["qubic"],
        "score-four": PRESETS["score-four"],
        "score-three": Rules((3, 3, 3), 3, gravity=2),
    }
)
"""The boards a strategy book is built for, by name: the presets, and score-three (3×3×3, three
in a row, gravity along z: Score Four's small brother, a first-player win proven in seconds,
which the tests build on a cluster)."""
GAMES = tuple(BOARDS)
"""The games with a strategy book, by name."""


def board_rules(name: str) -> Rules:
    """The rules of the board `name`: a strategy book's (BOARDS), or any other preset."""
    return BOARDS[name] if name in BOARDS else PRESETS[name]


class StrategyBookError(ValueError):
    """A strategy book that cannot be read; the message says which and why."""


FORMAT = BookFormat(MAGIC, "strategy book", StrategyBookError)


@dataclass(frozen=True)
class StrategyBook:
    """The first player's strategy on a cubic board of `side`^`dimensions` cells, `k` in a row,
    stones falling along the axis `gravity` (None: placed anywhere)."""

    side: int
    dimensions: int
    k: int
    moves: dict[int, int]
    """Canonical key -> the first player's move in that key's orientation."""
    complete: bool
    """True when the book claims a whole proof from the empty board (the verifier checks it)."""
    seconds: float
    gravity: int | None = None
    proven: bool = False
    """True when every move of the book keeps a win, whole or not (the builds write only proven
    moves, and say so); a complete book proves every move anyway."""

    @property
    def rules(self) -> Rules:
        """The rules of the book's board."""
        return Rules((self.side,) * self.dimensions, self.k, gravity=self.gravity)

    def move(self, game: Game) -> int | None:
        """The book's move (a cell index) for the first player in `game`, None when the position
        is not in the book (or `game` is not this book's board, or the second player moves)."""
        if game.rules != self.rules or game.is_over() or game.to_move != 0:
            return None
        sym = symmetries(game.rules)
        first, second = stones(game)
        key, which = sym.canonical(first, second)
        move = self.moves.get(key)
        if move is None:
            return None
        return sym.maps[which].index(move)


def stones(game: Game) -> tuple[int, int]:
    """The first and second player's stones of `game` as bitmasks of cell indices."""
    masks = [0, 0]
    for player, index in game_indices(game):
        masks[player] |= 1 << index
    return masks[0], masks[1]


def game_indices(game: Game) -> list[tuple[int, int]]:
    """(player, cell index) of every stone of `game`, in the order played."""
    index = game.geometry.index
    return [(ply % 2, index[cell]) for ply, cell in enumerate(game.moves)]


def key_bytes(cells: int) -> int:
    """Bytes of one stored key on a board of `cells` cells."""
    return (2 * cells + 7) // 8


def dumps(book: StrategyBook) -> bytes:
    """The book file's bytes."""
    cells = book.side**book.dimensions
    width = key_bytes(cells)
    keys = sorted(book.moves)
    data = b"".join(key.to_bytes(width, "little") for key in keys)
    data += bytes(book.moves[key] for key in keys)
    header = {
        "side": book.side,
        "dimensions": book.dimensions,
        "k": book.k,
        "entries": len(keys),
        "complete": book.complete,
        "seconds": round(book.seconds, 1),
        "sha256": hashlib.sha256(data).hexdigest(),
    }
    if book.gravity is not None:
        header["gravity"] = book.gravity
    if book.proven:
        header["proven"] = True
    return FORMAT.dumps(header, data)


def loads(data: bytes, where: str = "book") -> StrategyBook:
    """The book in `data`; raises StrategyBookError saying what is wrong."""
    header_text, fields, raw = FORMAT.loads(data, where, _fields)
    side, dimensions, k, entries, complete, seconds, digest, gravity, proven = fields
    numbers = (side, dimensions, k, entries)
    if (
        not all(type(n) is int for n in numbers)
        or type(complete) is not bool
        or not (2 <= side <= 8 and 2 <= dimensions <= 4 and 2 <= k <= side and entries >= 0)
        or side**dimensions > 256
        or not (gravity is None or (type(gravity) is int and 0 <= gravity < dimensions))
        or type(proven) is not bool
    ):
        raise StrategyBookError(f"{where}: damaged book (header {header_text[:80]!r})")
    if hashlib.sha256(raw).hexdigest() != digest:
        raise StrategyBookError(f"{where}: damaged book (its checksum does not match its data)")
    cells = side**dimensions
    width = key_bytes(cells)
    if len(raw) != (width + 1) * entries:
        raise StrategyBookError(
            f"{where}: damaged book ({len(raw)} bytes of data for {entries} entries)"
        )
    keys = [int.from_bytes(raw[i * width : (i + 1) * width], "little") for i in range(entries)]
    moves = raw[width * entries :]
    problem = _problem(keys, moves, cells)
    if problem:
        raise StrategyBookError(f"{where}: damaged book ({problem})")
    found = dict(zip(keys, moves, strict=True))
    return StrategyBook(side, dimensions, k, found, complete, seconds, gravity, proven)


def _fields(header: Any) -> tuple[Any, ...]:
    """The header's side, dimensions, k, entries, complete, seconds, sha256, gravity (None when
    it has none: the books of boards without gravity, as they were first written) and proven
    (False when it has none)."""
    numbers = tuple(header[name] for name in ("side", "dimensions", "k", "entries"))
    extra = (header["complete"], float(header["seconds"]), header["sha256"])
    return (*numbers, *extra, header.get("gravity"), header.get("proven", False))


def _problem(keys: list[int], moves: bytes, cells: int) -> str:
    """What is wrong with the entries of a book read from a file, "" when nothing is."""
    for i, (key, move) in enumerate(zip(keys, moves, strict=True)):
        if i and key <= keys[i - 1]:
            return "keys not strictly ascending"
        first, second = split_key(key, cells)
        if first & second or first.bit_count() != second.bit_count():
            return f"key {key:#x} is no position with the first player to move"
        if move >= cells or (first | second) >> move & 1:
            return f"the move of key {key:#x} is not an empty cell"
    return ""


def save(book: StrategyBook, path: Path) -> None:
    """Write `book` to `path` atomically (engine.atomic_files)."""
    write_bytes_atomic(path, dumps(book))


def book_path(game_name: str) -> Path:
    """Where the players look for the strategy book of the preset `game_name`."""
    return resource(f"{game_name}.book")


@functools.cache
def strategy_book(game_name: str) -> StrategyBook | None:
    """The strategy book of the preset `game_name` from resources/, read once per process; None
    when it is missing or damaged (the players then search as before)."""
    path = book_path(game_name)
    try:
        return loads(path.read_bytes(), str(path))
    except (OSError, StrategyBookError):
        return None


def book_for(rules: Rules) -> StrategyBook | None:
    """The strategy book of the board `rules`, None for other boards or without one."""
    if not foldable(rules):
        return None
    for name in GAMES:
        if BOARDS[name] == rules:
            return strategy_book(name)
    return None
