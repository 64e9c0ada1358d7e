"""Building an opening book (see book) with the compiled solver, resumable.

Every position up to `plies` stones is enumerated once, in the orientation of its canonical key.
Those with `plies` stones (the leaves) are solved weakly, each with a move that keeps its result,
or in an exact build to their exact score, each with a move that keeps the score; the earlier
ones follow by negamax over their moves (in an exact build, their exact scores too). Each solved
leaf is appended to a checkpoint file as soon as it is known, so a build that is stopped (Ctrl+C,
a shutdown) loses at most the leaf in hand: the next build with the same checkpoint, board and
depth goes on from there (the file's form: book_checkpoint). `merge` keeps what an earlier,
deeper book knows beyond the build.
"""

from __future__ import annotations

import json
import threading
import time
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from engine.ai.solver.book import MAGIC, NO_SCORE, Book, BookError, has_line, loads, mirror, orient
from engine.ai.solver.book_checkpoint import Found, read_checkpoint
from engine.rules import Rules

MAX_ATTEMPTS = 3
"""Times a leaf is asked of the cluster before a build whose answers for it keep coming back
malformed stops."""


class SolveError(RuntimeError):
    """A leaf whose answers from the workers keep not fitting it; the message names it."""


@dataclass(frozen=True)
class BuildProgress:
    """How far a build has come, as data a front end words in its own language: `solved` of
    the `total` positions with `plies` stones, `seconds` into this run; `resumed` on the report
    a resumed build starts with (what its checkpoint held)."""

    solved: int
    total: int
    plies: int
    seconds: float
    resumed: bool = False

    def describe(self) -> str:
        """The progress as an English line."""
        if self.resumed:
            return f"resuming: {self.solved} of {self.total} positions already solved"
        return (
            f"{self.solved}/{self.total} {self.plies}-stone positions solved, "
            f"{self.seconds:.0f} s this run"
        )


Progress = Callable[[BuildProgress], None]


def _children(
    current: int, mask: int, width: int, height: int, k: int
) -> list[tuple[int, tuple[int, int] | None]]:
    """Per playable column, centre first: (column, the position after it as the new mover's
    stones and all stones), the position None for a move that completes a line."""
    stride = height + 1
    result: list[tuple[int, tuple[int, int] | None]] = []
    for c in sorted(range(width), key=lambda c: (abs(2 * c - (width - 1)), c)):
        top = 1 << (c * stride + height - 1)
        if mask & top:
            continue
        column = ((1 << height) - 1) << (c * stride)
        move = (mask + (1 << (c * stride))) & column
        if has_line(current | move, height, k):
            result.append((c, None))
        else:
            result.append((c, (current ^ mask, mask | move)))
    return result


def _canonical(current: int, mask: int, width: int, height: int) -> tuple[int, int, int]:
    """(key, current, mask) of the position turned to its canonical key's orientation."""
    key, mirrored = orient(current, mask, width, height)
    if mirrored:
        return key, mirror(current, width, height), mirror(mask, width, height)
    return key, current, mask


def positions(width: int, height: int, k: int, plies: int) -> list[dict[int, tuple[int, int]]]:
    """Per number of stones up to `plies`, the unfinished positions reached by play, keyed by
    canonical key, each in that key's orientation."""
    levels: list[dict[int, tuple[int, int]]] = [{0: (0, 0)}]
    for _ in range(plies):
        level: dict[int, tuple[int, int]] = {}
        for current, mask in levels[-1].values():
            for _, child in _children(current, mask, width, height, k):
                if child is not None:
                    key, *oriented = _canonical(*child, width, height)
                    level.setdefault(key, (oriented[0], oriented[1]))
        levels.append(dict(sorted(level.items())))
    return levels


def build(
    rules: Rules,
    plies: int,
    progress: Progress | None = None,
    *,
    checkpoint: Path | None = None,
    seed: dict[int, int] | None = None,
    jobs: int = 1,
    scheduler: str | None = None,
    exact: bool = False,
) -> Book:
    """The book of `rules` (2D, gravity along an axis, two players) up to `plies` stones. With
    a `checkpoint` file, solved leaves are read from it and each new one appended to it. The
    exact scores in `seed` (canonical key -> score, from an earlier book of the board) are
    carried over and spread up by negamax where every move's exact score is known. `exact`
    solves the leaves to their exact scores (for a leaf whose score `seed` holds, only its
    move is looked for), so that every position of the book has its exact score. With
    `jobs` > 1 the leaves are solved side by side on a dask LocalCluster of that many worker
    processes, one thread each, and with a `scheduler` (tcp://HOST:8786) on that running
    cluster; the book is the same (a one-thread solve finds the same move whatever its table
    holds). Raises ValueError for rules it cannot take, CheckpointError for a checkpoint of
    another build, SolveError when a leaf's answer keeps coming back malformed."""
    from engine.ai.solver.compiled import fits

    if not fits(rules):
        raise ValueError(
            f"{rules.describe()}: the opening book needs a 2D gravity board for two players "
            "that the compiled solver takes"
        )
    if not 0 <= plies < rules.cell_count:
        raise ValueError(f"plies: {plies}, expected 0 to {rules.cell_count - 1}")
    if jobs < 1:
        raise ValueError(f"jobs: {jobs}, expected 1 or more")
    gravity = rules.gravity
    assert gravity is not None
    width, height, k = rules.shape[1 - gravity], rules.shape[gravity], rules.k
    header: dict[str, int | bool] = {"width": width, "height": height, "k": k, "plies": plies}
    if exact:
        header["exact"] = True
    solved: dict[int, Found] = {}
    if checkpoint is not None and checkpoint.exists():
        solved = read_checkpoint(checkpoint, header)
        # Drop a line cut off mid-way, so that the next one starts on a line of its own.
        data = checkpoint.read_bytes()
        if data and not data.endswith(b"\n"):
            with checkpoint.open("r+b") as handle:
                handle.truncate(data.rfind(b"\n") + 1)
    levels = positions(width, height, k, plies)
    leaves = levels[plies]
    started = time.monotonic()
    log = None
    if checkpoint is not None:
        log = checkpoint.open("a", encoding="ascii")
        if not solved and log.tell() == 0:
            log.write(json.dumps(header) + "\n")
            log.flush()
    try:
        todo = [key for key in leaves if key not in solved]
        if progress is not None and solved:
            progress(BuildProgress(len(solved), len(leaves), plies, 0.0, resumed=True))
        known = seed or {}
        tasks = [
            (key, *leaves[key], known.get(key) if exact else _sign(known.get(key))) for key in todo
        ]
        shape = (width, height, k)
        found = _solved(shape, tasks, jobs, scheduler, exact)
        for done, (key, result, column, seconds, score) in enumerate(found, 1):
            solved[key] = (result, column, seconds, score)
            if log is not None:
                log.write(f"{key} {result} {column} {seconds:.3f}")
                log.write("\n" if score is None else f" {score}\n")
                log.flush()
            if progress is not None and (done % max(1, len(todo) // 100) == 0 or done == len(todo)):
                progress(BuildProgress(len(solved), len(leaves), plies, time.monotonic() - started))
    finally:
        if log is not None:
            log.close()
    return _assemble(levels, solved, header, seed)


Leaf = tuple[int, int, int, int | None]
"""A leaf to solve: its key, the mover's stones, all stones, and what is known of it: its result
(a weak build) or its exact score (an exact build), None when nothing is."""
Solved = tuple[int, int, int, float, int | None]
"""A solved leaf: its key, result, the column of a move that keeps it (-1 in a lost position),
the seconds it took and its exact score (None in a weak build)."""


def _solved(
    shape: tuple[int, int, int],
    leaves: list[Leaf],
    jobs: int,
    scheduler: str | None,
    exact: bool = False,
) -> Iterator[Solved]:
    """Solve `leaves` of the board `shape` (width, height, k), yielding each as it is solved:
    here with the solver's helper thread (one job, no scheduler), or on a dask cluster
    (engine.ai.cluster), one thread a worker. The cluster takes the leaves in key order, so
    neighbouring leaves (which share subtrees) run at about the same time; a worker lost
    mid-leaf has its leaf run again on another, and an answer that does not fit its leaf is
    asked for again (SolveError after MAX_ATTEMPTS). Leaving the generator (a Ctrl+C, an
    error) ends a local cluster's workers."""
    if jobs == 1 and scheduler is None:
        for leaf in leaves:
            yield _solve_leaf(shape, leaf, 2, exact)
        return
    from engine.ai.cluster import cluster_client

    with cluster_client(jobs, scheduler) as client:
        from distributed import as_completed  # there when the cluster could start

        submitted = [
            client.submit(_solve_leaf, shape, leaf, 1, exact, pure=False, priority=-number)
            for number, leaf in enumerate(leaves)
        ]
        asked: dict[str, Leaf] = {
            future.key: leaf for future, leaf in zip(submitted, leaves, strict=True)
        }
        attempts = dict.fromkeys((leaf[0] for leaf in leaves), 1)
        futures = as_completed(submitted)  # type: ignore[no-untyped-call]
        for future in futures:
            leaf = asked.pop(future.key)
            answer = future.result()
            if _fits(answer, leaf, shape, exact):
                yield answer
                continue
            attempts[leaf[0]] += 1
            if attempts[leaf[0]] > MAX_ATTEMPTS:
                raise SolveError(f"position {leaf[0]}: the workers' answers do not fit it")
            again = client.submit(_solve_leaf, shape, leaf, 1, exact, pure=False)
            asked[again.key] = leaf
            futures.add(again)  # type: ignore[no-untyped-call]


def _fits(answer: object, leaf: Leaf, shape: tuple[int, int, int], exact: bool = False) -> bool:
    """True if a worker's `answer` is a solved leaf of `leaf`: its key, a result (the one known
    before, if any), in an exact build an exact score of that sign that the position allows (the
    one known before, if any), and a column with room in it for a won or drawn one, -1 for a
    lost one. A wrong result of the right form is beyond this check: re-checking it would cost
    the solve."""
    if not isinstance(answer, tuple) or len(answer) != 5:
        return False
    key, result, column, seconds, score = answer
    width, height, _ = shape
    if key != leaf[0] or result not in (-1, 0, 1) or not isinstance(seconds, float):
        return False
    if exact:
        stones = bin(leaf[2]).count("1")
        if type(score) is not int or _sign(score) != result or leaf[3] not in (None, score):
            return False
        if abs(score) > (width * height + 1 - stones) // 2:
            return False
    elif score is not None or leaf[3] not in (None, result):
        return False
    if result < 0:
        return bool(column == -1)
    if not isinstance(column, int) or not 0 <= column < width:
        return False
    return not leaf[2] & 1 << (column * (height + 1) + height - 1)


def _solve_leaf(
    shape: tuple[int, int, int], leaf: Leaf, threads: int, exact: bool = False
) -> Solved:
    """Solve one leaf, weakly with a move that keeps its result or (`exact`) to its exact score
    with a move that keeps that (see `_solved`)."""
    from engine.ai._kernel import connect

    key, current, mask, known = leaf
    began = time.monotonic()
    # A stop flag the solver asks every few thousand nodes: asking runs Python, which lets
    # Ctrl+C through within a millisecond instead of after the position. A known result (or
    # exact score) spares solving the position: only its move is looked for.
    found, _ = connect.best_move(
        *shape, current, mask, known, weak=not exact, stop=threading.Event(), threads=threads
    )
    assert found is not None
    column, value = found
    result = (value > 0) - (value < 0)
    seconds = time.monotonic() - began
    return key, result, column if result >= 0 else -1, seconds, value if exact else None


def _sign(score: int | None) -> int | None:
    return None if score is None else (score > 0) - (score < 0)


def _assemble(
    levels: list[dict[int, tuple[int, int]]],
    solved: dict[int, Found],
    header: dict[str, int | bool],
    seed: dict[int, int] | None,
) -> Book:
    """The book from the solved leaves: negamax over the earlier positions."""
    width, height, k, plies = (int(header[n]) for n in ("width", "height", "k", "plies"))
    cells = width * height
    results = {key: value[0] for key, value in solved.items() if key in levels[plies]}
    columns = {key: value[1] for key, value in solved.items() if key in levels[plies]}
    scores = {key: score for key, score in (seed or {}).items() if key in results}
    scores.update(
        (key, value[3]) for key, value in solved.items() if key in results and value[3] is not None
    )
    for level in levels[:plies]:
        scores.update((key, score) for key, score in (seed or {}).items() if key in level)
    for ply in range(plies - 1, -1, -1):
        win = (cells + 1 - ply) // 2
        for key, (current, mask) in levels[ply].items():
            best_result, best_column = -2, -1
            exact: list[int | None] = []
            for column, child in _children(current, mask, width, height, k):
                score: int | None = win
                if child is None:
                    result = 1
                else:
                    child_key = orient(*child, width, height)[0]
                    result = -results[child_key]
                    known = scores.get(child_key)
                    score = None if known is None else -known
                exact.append(score)
                if result > best_result:  # centre first: the most central among equals
                    best_result, best_column = result, column
            results[key] = best_result
            columns[key] = best_column if best_result >= 0 else -1
            if key not in scores and all(s is not None for s in exact):
                scores[key] = max(s for s in exact if s is not None)
    keys = sorted(results)
    seconds = sum(value[2] for key, value in solved.items() if key in levels[plies])
    return Book(
        width,
        height,
        k,
        plies,
        np.array(keys, dtype=np.uint64),
        np.array([results[key] for key in keys], dtype=np.int8),
        np.array([columns[key] for key in keys], dtype=np.int8),
        np.array([scores.get(key, NO_SCORE) for key in keys], dtype=np.int8),
        seconds,
    )


def merge(built: Book, earlier: Book) -> Book:
    """`built` with what `earlier`, a book of the same board, knows beyond it: the entries of
    the positions `built` does not hold (those deeper than it) and so its depth, and the solving
    time of both. Raises ValueError for a book of another board."""
    board = (built.width, built.height, built.k)
    if (earlier.width, earlier.height, earlier.k) != board:
        raise ValueError(
            f"merge: a book of {earlier.width}x{earlier.height}, k={earlier.k}, "
            f"is not of the board {board[0]}x{board[1]}, k={board[2]}"
        )
    beyond = ~np.isin(earlier.keys, built.keys)
    keys = np.concatenate((built.keys, earlier.keys[beyond]))
    order = np.argsort(keys, kind="stable")

    def joined(name: str) -> np.ndarray:
        return np.concatenate((getattr(built, name), getattr(earlier, name)[beyond]))[order]

    return Book(
        *board,
        max(built.plies, earlier.plies),
        keys[order],
        joined("results"),
        joined("columns"),
        joined("scores"),
        built.seconds + earlier.seconds,
    )


def exact_scores(data: bytes, width: int, height: int, k: int) -> dict[int, int]:
    """The exact scores an existing book file holds (this version's, or version 1's, which held
    exact scores only), by canonical key, with 0 for each position this version's holds as a
    draw (a draw's exact score, which spares an exact build its search); empty for a book of
    another board or a damaged one."""
    try:
        if data.startswith(MAGIC.encode()):
            book = loads(data)
            if (book.width, book.height, book.k) != (width, height, k):
                return {}
            scores = np.where(book.results == 0, 0, book.scores)
            known = scores != NO_SCORE
            return dict(zip(book.keys[known].tolist(), scores[known].tolist(), strict=True))
        magic, header_text, payload = data.split(b"\n", 2)
        header = json.loads(header_text)
        if magic != b"hyperrow-book 1" or [header[n] for n in ("width", "height", "k")] != [
            width,
            height,
            k,
        ]:
            return {}
        entries = int(header["entries"])
        raw = zlib.decompress(payload)
        if len(raw) != 9 * entries:
            return {}
        keys = np.cumsum(np.frombuffer(raw[: 8 * entries], dtype="<u8"), dtype=np.uint64)
        scores = np.frombuffer(raw[8 * entries :], dtype=np.int8)
        return dict(zip(keys.tolist(), scores.tolist(), strict=True))
    except (BookError, ValueError, KeyError, TypeError, zlib.error):
        return {}
