"""Connect Four's opening book: the result of every position up to `plies` stones and a move that
keeps it.

Built by the project's own solver (`hyperrow book connect-four`, see book_build): every position
up to `plies` stones is enumerated once (mirror images folded into one), those with `plies`
stones are solved by the compiled solver, weakly (win, draw or loss, and a move that keeps a win
or a draw) or to their exact scores (and a move that keeps the score), and the earlier ones
follow by negamax over their moves. Exact scores ("wins in N") are kept where they are known: a
book built exactly to N stones and kept with the deeper positions of a weak one holds the
exact scores to N stones and the results beyond. A position is keyed as in Pons' solver,
`current + mask` over bit `column * (height + 1) + row`, and by the smaller of that key and its
mirror image's; a move is stored as a column of the position so keyed.

The file (resources/connect-four.book): a first line "hyperrow-book 2", a second line of JSON
(width, height, k, plies, entries, seconds to build), then zlib-compressed arrays: the sorted
keys as differences from the previous key (uint64, little-endian), then per entry one byte
`result + 1 | (column + 1) << 2` (column -1: none stored, as in a lost position), then per
entry the exact score (int8, -128 when unknown). The loader checks all of it and refuses a
damaged book; the solver then starts from the first move.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from engine.ai.book_file import BookFormat
from engine.ai.solver import book_hashes, book_keys
from engine.atomic_files import write_bytes_atomic
from engine.game import Game
from engine.resources import resource
from engine.rules import PRESETS, Cell

BOOK_PATH = resource("connect-four.book")
"""Where the CPU process looks for the Connect Four book."""

MAGIC = "hyperrow-book 2"
NO_SCORE = -128
"""The stored exact score of a position whose exact score the book does not know."""


class BookError(ValueError):
    """A book file that cannot be read; the message says which and why."""


FORMAT = BookFormat(MAGIC, "hyperrow book", BookError, found_label="first line ")


@dataclass(frozen=True)
class Entry:
    """What the book knows of one position, for the side to move."""

    result: int
    """1 a win, 0 a draw, -1 a loss."""
    column: int | None
    """A column whose move keeps a win or a draw, None in a lost position (every move keeps
    it) or when not stored."""
    score: int | None
    """The exact score (Pons' convention), None when unknown."""


@dataclass(frozen=True)
class Book:
    """The results of the positions of a 2D gravity board up to `plies` stones."""

    width: int
    height: int
    k: int
    plies: int
    keys: np.ndarray
    """Canonical position keys, sorted (uint64)."""
    results: np.ndarray
    """Per key: 1, 0 or -1 for the side to move (int8)."""
    columns: np.ndarray
    """Per key: the column of a move that keeps a win or a draw, in the key's orientation, or
    -1 (int8)."""
    scores: np.ndarray
    """Per key: the exact score, or NO_SCORE (int8)."""
    seconds: float
    """How long the build took (solving time, summed over resumed runs)."""

    def entry(self, current: int, mask: int) -> Entry | None:
        """What the book knows of the position (`current` the mover's stones, `mask` all
        stones), None when it is not in the book."""
        key, mirrored = orient(current, mask, self.width, self.height)
        rows, results, columns, scores = self._rows
        i = rows.get(key)
        if i is None:
            return None
        column = columns[i]
        score = scores[i]
        return Entry(
            results[i],
            None if column < 0 else (self.width - 1 - column if mirrored else column),
            None if score == NO_SCORE else score,
        )

    @functools.cached_property
    def _rows(self) -> tuple[dict[int, int], list[int], list[int], list[int]]:
        """Each key's row, and the results, columns and scores as lists, made at the first
        lookup: a search of the arrays through numpy cost three times the rest of a lookup."""
        return (
            dict(zip(self.keys.tolist(), range(len(self.keys)), strict=True)),
            self.results.tolist(),
            self.columns.tolist(),
            self.scores.tolist(),
        )

    @functools.cached_property
    def scores_by_hash(self) -> dict[int, int] | None:
        """The exact scores by `Game.hash` of a Connect Four game, both orientations of each
        position; None when two of the book's positions share a hash (`book_hashes`)."""
        return book_hashes.scores_by_hash(
            self.keys,
            self.scores,
            no_score=NO_SCORE,
            rules=PRESETS["connect-four"],
            width=self.width,
            height=self.height,
        )

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

    def lookup_entry(self, game: Game) -> Entry | None:
        """The book's entry for `game`, None when it is not in the book."""
        if game.ply > self.plies or not self.takes(game):
            return None
        return self.entry(*self._bitboards(game))

    def _bitboards(self, game: Game) -> tuple[int, int]:
        """(current, mask) of `game`, a position of the book's board, from its moves: a book
        position has few, where `compiled.bitboards` reads every cell (this was half the time
        of a lookup)."""
        gravity = game.rules.gravity
        assert gravity is not None
        stride = self.height + 1
        current = mask = 0
        mover = game.ply & 1
        for number, cell in enumerate(game.moves):
            bit = 1 << (cell[1 - gravity] * stride + cell[gravity])
            mask |= bit
            if number & 1 == mover:
                current |= bit
        return current, mask

    def lookup(self, game: Game) -> int | None:
        """The exact score of `game` for the side to move, None when the book does not know it."""
        found = self.lookup_entry(game)
        return None if found is None else found.score

    def result(self, game: Game) -> int | None:
        """1, 0 or -1: the result of `game` for the side to move, None when not in the book."""
        found = self.lookup_entry(game)
        return None if found is None else found.result

    def move(self, game: Game) -> Cell | None:
        """A move that keeps the result of `game` by the book alone: its stored move in a won
        or drawn position, and where all the moves' scores are known, the quickest win or
        slowest loss, nearest the centre among equals. None when the book cannot say."""
        found = self.lookup_entry(game)
        if found is None:
            return None
        if game.ply < self.plies:
            exact = self._exact_move(game)
            if exact is not None:
                return exact
        if found.column is None:
            return None
        gravity = game.rules.gravity
        assert gravity is not None
        cell = [0, 0]
        cell[1 - gravity] = found.column
        return game.landing((cell[0], cell[1]))

    def _exact_move(self, game: Game) -> Cell | None:
        from engine.ai.solver.compiled import cell_bit

        current, mask = self._bitboards(game)
        gravity = game.rules.gravity
        assert gravity is not None
        column_axis = 1 - gravity
        win = (self.width * self.height + 1 - game.ply) // 2
        best: tuple[int, Cell] | None = None
        for cell in sorted(
            game.legal_moves(),
            key=lambda c: (abs(2 * c[column_axis] - (self.width - 1)), c[column_axis]),
        ):
            move = cell_bit(game.rules, cell)
            if has_line(current | move, self.height, self.k):
                value: int | None = win
            else:
                child = self.entry(current ^ mask, mask | move)
                value = None if child is None or child.score is None else -child.score
            if value is None:
                return None
            if best is None or value > best[0]:
                best = (value, cell)
        return None if best is None else best[1]


def mirror(position: int, width: int, height: int) -> int:
    """The bitboard with its columns reversed."""
    stride = height + 1
    column = (1 << stride) - 1
    mirrored = 0
    for c in range(width):
        mirrored |= ((position >> (c * stride)) & column) << ((width - 1 - c) * stride)
    return mirrored


def orient(current: int, mask: int, width: int, height: int) -> tuple[int, bool]:
    """The position's canonical key (the smaller of its key and its mirror image's) and whether
    that is the mirror image's."""
    key = current + mask
    mirrored = mirror(key, width, height)
    return (mirrored, True) if mirrored < key else (key, False)


def canonical_key(current: int, mask: int, width: int, height: int) -> int:
    """The smaller of the position's key and its mirror image's (columns reversed)."""
    return orient(current, mask, width, height)[0]


def has_line(stones: int, height: int, k: int) -> bool:
    """True when `stones` hold k in a row along a column, a row or a diagonal."""
    for step in (1, height + 1, height, height + 2):
        run = stones
        for t in range(1, k):
            run &= stones >> (t * step)
        if run:
            return True
    return False


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
    results = book.results.astype(np.int16) + 1
    packed = (results | ((book.columns.astype(np.int16) + 1) << 2)).astype(np.uint8)
    data = deltas.tobytes() + packed.tobytes() + book.scores.astype(np.int8).tobytes()
    return FORMAT.dumps(header, data)


def loads(data: bytes, where: str = "book") -> Book:
    """The book in `data`; raises BookError saying what is wrong."""
    header_text, fields, raw = FORMAT.loads(data, where, _fields)
    width, height, k, plies, entries, seconds = fields
    numbers = (width, height, k, plies, entries)
    if not all(type(n) is int for n in numbers) or not (
        width >= 1 and height >= 1 and (height + 1) * width <= 64 and k >= 2
    ):
        raise BookError(f"{where}: damaged book (header {header_text[:80]!r})")
    if not 0 <= plies < width * height or entries < 1:
        raise BookError(f"{where}: damaged book ({entries} entries up to {plies} stones)")
    if len(raw) != 10 * entries:
        raise BookError(f"{where}: damaged book ({len(raw)} bytes of data for {entries} entries)")
    deltas = np.frombuffer(raw[: 8 * entries], dtype="<u8")
    keys = np.cumsum(deltas, dtype=np.uint64)
    packed = np.frombuffer(raw[8 * entries : 9 * entries], dtype=np.uint8)
    results = (packed & 3).astype(np.int8) - 1
    columns = (packed >> 2).astype(np.int8) - 1
    scores = np.frombuffer(raw[9 * entries :], dtype=np.int8)
    if (deltas[1:] == 0).any() or (keys[1:] < keys[:-1]).any():
        raise BookError(f"{where}: damaged book (keys not strictly ascending)")
    if (packed & 3 == 3).any():
        raise BookError(f"{where}: damaged book (a result out of range)")
    book = Book(width, height, k, plies, keys, results, columns, scores, seconds)
    problem = _problem(book)
    if problem:
        raise BookError(f"{where}: damaged book ({problem})")
    return book


def _fields(header: Any) -> tuple[Any, ...]:
    """The header's width, height, k, plies, entries and seconds."""
    numbers = tuple(header[name] for name in ("width", "height", "k", "plies", "entries"))
    return (*numbers, float(header["seconds"]))


def _problem(book: Book) -> str:
    """What is wrong with the entries of a book read from a file, "" when nothing is."""
    width, height, plies = book.width, book.height, book.plies
    results, columns, scores = book.results, book.columns, book.scores
    if (columns >= width).any():
        return "a column outside the board"
    known = scores != NO_SCORE
    if (np.sign(scores[known]) != results[known]).any():
        return "an exact score that contradicts its result"
    if ((columns >= 0) & (results < 0)).any():
        return "a move stored for a lost position"
    keys = book.keys
    parts = book_keys.column_parts(keys, width, height)
    counts = np.sum([count for count, _ in parts], axis=0)
    movers = np.sum([book_keys.popcounts(mover) for _, mover in parts], axis=0)
    off_board = np.any([count > height for count, _ in parts], axis=0)
    if off_board.any():
        return f"key {int(keys[off_board.argmax()]):#x} is no position of the board"
    wrong = book_keys.beyond_board(keys, width, height) | (counts > plies)
    wrong |= movers != counts // 2
    if wrong.any():
        return f"key {int(keys[wrong.argmax()]):#x} is no position of up to {plies} stones"
    unfolded = book_keys.mirror_keys(keys, width, height) < keys
    if unfolded.any():
        key = int(keys[unfolded.argmax()])
        return f"key {key:#x} is not the smaller of a position and its mirror image"
    return ""


def save(book: Book, path: Path) -> None:
    """Write `book` to `path` atomically (engine.atomic_files)."""
    write_bytes_atomic(path, dumps(book))


@functools.cache
def connect_four_book() -> Book | None:
    """The Connect Four book from resources/, read once per process; None when it is missing
    or damaged (the solver then starts from the first move)."""
    try:
        return loads(BOOK_PATH.read_bytes(), str(BOOK_PATH))
    except (OSError, BookError):
        return None


_CONNECT_FOUR = PRESETS["connect-four"]


def _for(game: Game) -> Book | None:
    # The rules first: other games never read the file (some 0.1 s to load and check). The
    # preset's own object is the usual case, and telling it by identity saves comparing fields.
    rules = game.rules
    return connect_four_book() if rules is _CONNECT_FOUR or rules == _CONNECT_FOUR else None


def known_score(game: Game) -> int | None:
    """The Connect Four book's exact score of `game` for the side to move, None when the book
    does not know it (another game, a later position, only the result known, no book)."""
    rules = game.rules  # `_for` by hand: this is the solver's first step on every position
    if rules is not _CONNECT_FOUR and rules != _CONNECT_FOUR:
        return None
    book = connect_four_book()
    if book is None or game.ply > book.plies or game.is_over():
        return None
    # By the game's hash where the book's hashes are all distinct: one dictionary read, where
    # the book's key costs building bitboards from the moves (see book_hashes).
    table = book.scores_by_hash
    return book.lookup(game) if table is None else table.get(game.hash)


def known_result(game: Game) -> int | None:
    """1, 0 or -1: the Connect Four book's result of `game` for the side to move (a win, a
    draw, a loss), None when the book does not have the position."""
    book = _for(game)
    return None if book is None else book.result(game)


def won_past_the_book(game: Game) -> bool:
    """True when `game` is one stone past the Connect Four book and the book has the position
    before that stone as lost for the side that played it: every move from a lost position
    leaves a position won for the opponent (negamax), so this one is won for the side to move,
    its distance still to be found by a search."""
    book = _for(game)
    if book is None or game.ply != book.plies + 1 or game.is_over():
        return False
    before = game.copy()
    before.undo()
    return book.result(before) == -1


def book_move(game: Game) -> Cell | None:
    """A move the Connect Four book shows to keep the result of `game`, None when it cannot
    say."""
    book = _for(game)
    return None if book is None else book.move(game)
