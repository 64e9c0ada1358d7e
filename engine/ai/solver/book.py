"""Connect Four's opening book: the exact score of every position up to `plies` stones.

Built by the project's own solver (`hyperrow book connect-four`): every position up to `plies`
stones is enumerated once (mirror images folded into one), those with `plies` stones are solved
by the compiled solver, and the scores of the earlier ones follow by negamax over their moves.
A position is keyed as in Pons' solver, `current + mask` over bit `column * (height + 1) + row`,
and by the smaller of that key and its mirror image's.

The file (resources/connect-four.book): a first line "hyperrow-book 1", a second line of JSON
(width, height, k, plies, entries, seconds to build), then zlib-compressed little-endian arrays:
the sorted keys as differences from the previous key (uint64), then the scores (int8).
"""

from __future__ import annotations

import functools
import json
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from engine.game import Game
from engine.resources import resource
from engine.rules import PRESETS, Cell, Rules

BOOK_PATH = resource("connect-four.book")
"""Where the CPU process looks for the Connect Four book."""

MAGIC = "hyperrow-book 1"

Progress = Callable[[str], None]


class BookError(ValueError):
    """A book file that cannot be read; the message says which and why."""


@dataclass(frozen=True)
class Book:
    """Exact scores of the positions of a 2D gravity board up to `plies` stones."""

    width: int
    height: int
    k: int
    plies: int
    keys: np.ndarray
    """Canonical position keys, sorted (uint64)."""
    scores: np.ndarray
    """The score of each key for the side to move (int8), Pons' convention."""
    seconds: float
    """How long the build took."""

    def score(self, current: int, mask: int) -> int | None:
        """The exact score of the position (`current` the mover's stones, `mask` all stones),
        None when it is not in the book."""
        key = canonical_key(current, mask, self.width, self.height)
        i = int(np.searchsorted(self.keys, np.uint64(key)))
        if i < len(self.keys) and int(self.keys[i]) == key:
            return int(self.scores[i])
        return None

    def takes(self, game: Game) -> bool:
        """True when `game` is played on this book's board and is not over."""
        rules = game.rules
        if rules.ndim != 2 or rules.gravity is None or rules.blocked or rules.players != 2:
            return False
        size = (rules.shape[1 - rules.gravity], rules.shape[rules.gravity])
        return (
            size == (self.width, self.height)
            and rules.k == self.k
            and rules.target == 1
            and not game.is_over()
        )

    def lookup(self, game: Game) -> int | None:
        """The exact score of `game` for the side to move, None when it is not in the book."""
        from engine.ai.solver.compiled import bitboards

        if game.ply > self.plies or not self.takes(game):
            return None
        _, _, _, current, mask = bitboards(game)
        return self.score(current, mask)

    def move(self, game: Game) -> Cell | None:
        """A move that keeps the exact score of `game` by the book alone (every move's result
        is in it): the quickest win or slowest loss, nearest the centre among equals. None when
        the book cannot say."""
        from engine.ai.solver.compiled import bitboards

        if game.ply >= self.plies or not self.takes(game):
            return None
        _, _, _, current, mask = bitboards(game)
        gravity = game.rules.gravity
        assert gravity is not None
        column_axis = 1 - gravity
        win = (self.width * self.height + 1 - game.ply) // 2
        stride = self.height + 1
        best: tuple[int, Cell] | None = None
        for cell in sorted(
            game.legal_moves(),
            key=lambda c: (abs(2 * c[column_axis] - (self.width - 1)), c[column_axis]),
        ):
            move = 1 << (cell[column_axis] * stride + cell[gravity])
            if has_line(current | move, self.height, self.k):
                value: int | None = win
            else:
                child = self.score(current ^ mask, mask | move)
                value = None if child is None else -child
            if value is None:
                return None
            if best is None or value > best[0]:
                best = (value, cell)
        return None if best is None else best[1]


def canonical_key(current: int, mask: int, width: int, height: int) -> int:
    """The smaller of the position's key and its mirror image's (columns reversed)."""
    key = current + mask
    stride = height + 1
    column = (1 << stride) - 1
    mirrored = 0
    for c in range(width):
        mirrored |= ((key >> (c * stride)) & column) << ((width - 1 - c) * stride)
    return min(key, mirrored)


def has_line(stones: int, height: int, k: int) -> bool:
    """True when `stones` hold k in a row along a column, a row or a diagonal."""
    for step in (1, height + 1, height, height + 2):
        run = stones
        for t in range(1, k):
            run &= stones >> (t * step)
        if run:
            return True
    return False


def _children(
    current: int, mask: int, width: int, height: int, k: int
) -> list[tuple[int, int] | None]:
    """Per playable column, the position after it (the new mover's stones, all stones), or None
    for a move that completes a line."""
    stride = height + 1
    result: list[tuple[int, int] | None] = []
    for c in range(width):
        top = 1 << (c * stride + height - 1)
        if mask & top:
            continue
        column = ((1 << height) - 1) << (c * stride)
        move = (mask + (1 << (c * stride))) & column
        if has_line(current | move, height, k):
            result.append(None)
        else:
            result.append((current ^ mask, mask | move))
    return result


def build(rules: Rules, plies: int, progress: Progress | None = None) -> Book:
    """The book of `rules` (2D, gravity along an axis, two players) up to `plies` stones,
    solving with the compiled solver. Raises ValueError for rules it cannot take."""
    from engine.ai._kernel import connect
    from engine.ai.solver.compiled import fits

    if not fits(rules):
        raise ValueError(
            f"{rules.describe()}: the opening book needs a 2D gravity board for two players "
            "that the compiled solver takes"
        )
    if not 0 <= plies < rules.cell_count:
        raise ValueError(f"plies: {plies}, expected 0 to {rules.cell_count - 1}")
    started = time.monotonic()
    gravity = rules.gravity
    assert gravity is not None
    width, height, k = rules.shape[1 - gravity], rules.shape[gravity], rules.k
    cells = width * height
    levels: list[dict[int, tuple[int, int]]] = [{0: (0, 0)}]
    for _ in range(plies):
        level: dict[int, tuple[int, int]] = {}
        for current, mask in levels[-1].values():
            for child in _children(current, mask, width, height, k):
                if child is not None:
                    level.setdefault(canonical_key(*child, width, height), child)
        levels.append(level)
    scores: dict[int, int] = {}
    leaves = levels[plies]
    connect.clear_table()
    for done, (key, (current, mask)) in enumerate(leaves.items(), 1):
        score, _ = connect.solve(width, height, k, current, mask)
        assert score is not None
        scores[key] = score
        if progress is not None and (done % max(1, len(leaves) // 50) == 0 or done == len(leaves)):
            progress(
                f"{done}/{len(leaves)} positions of {plies} stones solved, "
                f"{time.monotonic() - started:.0f} s"
            )
    for ply in range(plies - 1, -1, -1):
        win = (cells + 1 - ply) // 2
        for key, (current, mask) in levels[ply].items():
            scores[key] = max(
                win if child is None else -scores[canonical_key(*child, width, height)]
                for child in _children(current, mask, width, height, k)
            )
    keys = np.array(sorted(scores), dtype=np.uint64)
    values = np.array([scores[int(key)] for key in keys], dtype=np.int8)
    return Book(width, height, k, plies, keys, values, time.monotonic() - started)


def dumps(book: Book) -> bytes:
    """The book file's bytes."""
    header = {
        "width": book.width,
        "height": book.height,
        "k": book.k,
        "plies": book.plies,
        "entries": len(book.keys),
        "seconds": round(book.seconds, 1),
    }
    deltas = np.diff(book.keys, prepend=np.uint64(0)).astype("<u8")
    payload = zlib.compress(deltas.tobytes() + book.scores.astype(np.int8).tobytes(), 9)
    return f"{MAGIC}\n{json.dumps(header)}\n".encode() + payload


def loads(data: bytes, where: str = "book") -> Book:
    """The book in `data`; raises BookError saying what is wrong."""
    try:
        magic, header_text, payload = data.split(b"\n", 2)
        if magic.decode() != MAGIC:
            raise BookError(f"{where}: not a hyperrow book (first line {magic[:40]!r})")
        header = json.loads(header_text)
        entries = int(header["entries"])
        raw = zlib.decompress(payload)
        if len(raw) != 9 * entries:
            raise BookError(f"{where}: {len(raw)} bytes of data for {entries} entries")
        keys = np.cumsum(np.frombuffer(raw[: 8 * entries], dtype="<u8"), dtype=np.uint64)
        scores = np.frombuffer(raw[8 * entries :], dtype=np.int8)
        return Book(
            int(header["width"]),
            int(header["height"]),
            int(header["k"]),
            int(header["plies"]),
            keys,
            scores,
            float(header["seconds"]),
        )
    except BookError:
        raise
    except (ValueError, KeyError, TypeError, zlib.error, UnicodeDecodeError) as error:
        raise BookError(f"{where}: damaged book ({error})") from None


def save(book: Book, path: Path) -> None:
    """Write `book` to `path` atomically (a temporary file in the same folder, then a rename)."""
    temporary = path.with_name(path.name + ".part")
    with temporary.open("wb") as handle:
        handle.write(dumps(book))
    temporary.replace(path)


@functools.cache
def connect_four_book() -> Book | None:
    """The Connect Four book from resources/, read once per process; None when it is missing
    or damaged (the solver then starts from the first move)."""
    try:
        return loads(BOOK_PATH.read_bytes(), str(BOOK_PATH))
    except (OSError, BookError):
        return None


def known_score(game: Game) -> int | None:
    """The Connect Four book's exact score of `game` for the side to move, None when the book
    has none (another game, a later position, no book)."""
    book = connect_four_book()
    return None if book is None or game.rules != PRESETS["connect-four"] else book.lookup(game)


def book_move(game: Game) -> Cell | None:
    """A move the Connect Four book shows to keep the exact score of `game`, None when it
    cannot say."""
    book = connect_four_book()
    return None if book is None or game.rules != PRESETS["connect-four"] else book.move(game)
