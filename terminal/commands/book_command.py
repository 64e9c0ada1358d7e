"""`hyperrow book connect-four|cube-3|qubic|score-four|score-three`: build Connect Four's opening
book with the project's own solver, or a strategy book of the first player's win
(strategy_command).

Every position up to `--plies` stones gets its exact score, its result and a move that keeps the
score (see engine.ai.solver.book and book_build): the positions with `--plies` stones are solved
to their exact scores on a local dask cluster of `--jobs` workers (or in this process with one
job), or on the running cluster `--scheduler` names, and the earlier ones follow by negamax; the
book is written atomically to `--output` (default: resources/connect-four.book, where the CPU
players read it). Each solved position is also kept in `--output` + ".N-plies-exact.progress" as
soon as it is known, so a build that is stopped goes on from there when the same command runs
again; the file goes once the book is written. A weak build's checkpoint (`--output` +
".N-plies.progress", results without exact scores, as builds made before exact ones were) goes
on as that build. Exact scores of the book being replaced are kept, and so are its positions
deeper than the build (with their results, and their exact scores where known). It needs the
compiled kernel.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType

from engine.ai import kernel
from engine.ai.solver import book, book_build, book_checkpoint
from engine.rules import PRESETS
from terminal.commands import strategy_command
from wording.language import _
from wording.play_words import os_error_text

GAMES = ("connect-four", *strategy_command.GAMES)
"""The games that have a book: Connect Four's opening book, the strategy books of the first
player's win (strategy_command)."""

DEFAULT_PLIES = 4
DEFAULT_JOBS = os.cpu_count() or 1
"""One process a core, as `hyperrow match --jobs` counts them."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the `book` options to `parser`."""
    parser.add_argument(
        "game", choices=GAMES, help=_("the game: {names}").format(names=", ".join(GAMES))
    )
    parser.add_argument(
        "--plies",
        type=int,
        default=DEFAULT_PLIES,
        metavar="N",
        help=_("every position with up to N stones (default {default})").format(
            default=DEFAULT_PLIES
        ),
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=DEFAULT_JOBS,
        metavar="N",
        help=_(
            "N local dask workers (default {default}, this machine's cores); connect-four: 1 "
            "solves in this process, the strategy books: 0 proves in this process"
        ).format(default=DEFAULT_JOBS),
    )
    parser.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help=_("build on the running dask cluster of this scheduler (tcp://HOST:8786)"),
    )
    parser.add_argument(
        "--output",
        type=Path,
        metavar="FILE",
        help=_("where to write the book (default resources/GAME.book)"),
    )
    strategy_command.add_arguments(parser)


def run(args: argparse.Namespace) -> int:
    """Build and save the book `args` describe, reporting progress; returns the exit code.
    SIGTERM stops a build as Ctrl+C does (the cluster closed, what was found kept in the
    checkpoint): the signal a cluster's batch system ends a job with at its time limit, and a
    shutdown a process."""
    with _terminate_as_interrupt():
        return _run(args)


@contextmanager
def _terminate_as_interrupt() -> Iterator[None]:
    """SIGTERM raises KeyboardInterrupt in the main thread while in the block."""

    def interrupt(signum: int, frame: FrameType | None) -> None:
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _run(args: argparse.Namespace) -> int:
    least = 1 if args.game == "connect-four" else 0
    if args.jobs < least:
        fail(_("--jobs {jobs}, expected {least} or more").format(jobs=args.jobs, least=least))
        return 2
    if not kernel.AVAILABLE:
        fail(_("the book needs the compiled solver ({reason})").format(reason=kernel.REASON))
        return 2
    if args.game in strategy_command.GAMES:
        return strategy_command.run(args, report, fail)
    if args.output is None:
        args.output = book.BOOK_PATH
    rules = PRESETS[args.game]
    if not 0 <= args.plies <= 12:
        fail(_("--plies {plies}, expected 0 to {most}").format(plies=args.plies, most=12))
        return 2
    if not args.output.parent.is_dir():
        fail(
            _("--output {path}: no folder {folder}").format(
                path=args.output, folder=args.output.parent
            )
        )
        return 2
    started = time.monotonic()
    exact = not progress_path(args.output, args.plies).exists()
    checkpoint = progress_path(args.output, args.plies, exact=exact)

    def heard(progress: book_build.BuildProgress) -> None:
        report(word_progress(progress))

    gravity = rules.gravity
    assert gravity is not None
    width, height = rules.shape[1 - gravity], rules.shape[gravity]
    try:
        data = args.output.read_bytes()
    except OSError:
        data = b""
    seed = book_build.exact_scores(data, width, height, rules.k)
    earlier = _earlier(data, (width, height, rules.k))
    try:
        built = book_build.build(
            rules,
            args.plies,
            heard,
            checkpoint=checkpoint,
            seed=seed,
            jobs=args.jobs,
            scheduler=args.scheduler,
            exact=exact,
        )
        if earlier is not None:
            built = book_build.merge(built, earlier)
        book.save(built, args.output)
        checkpoint.unlink(missing_ok=True)
    except KeyboardInterrupt:
        fail(
            _(
                "interrupted; the positions solved so far are kept in {path} and the same "
                "command goes on from there"
            ).format(path=checkpoint)
        )
        return 130
    except book_checkpoint.CheckpointError as error:
        fail(word_checkpoint_error(error))
        return 2
    except OSError as error:
        fail(
            _("cannot write {path}: {reason}").format(path=args.output, reason=os_error_text(error))
        )
        return 1
    size = args.output.stat().st_size
    report(
        _(
            "{count} positions up to {plies} stones, {size} bytes written to {path}; "
            "{seconds} s of solving in all runs, {now} s this run"
        ).format(
            count=len(built.keys),
            plies=built.plies,
            size=size,
            path=args.output,
            seconds=f"{built.seconds:.0f}",
            now=f"{time.monotonic() - started:.0f}",
        )
    )
    return 0


def _earlier(data: bytes, board: tuple[int, int, int]) -> book.Book | None:
    """The book being replaced, if it is a readable book of the same board."""
    try:
        found = book.loads(data)
    except book.BookError:
        return None
    return found if (found.width, found.height, found.k) == board else None


def word_progress(progress: book_build.BuildProgress) -> str:
    """A progress report of the build in the language in use."""
    if progress.resumed:
        return _("resuming: {solved} of {total} positions already solved").format(
            solved=progress.solved, total=progress.total
        )
    return _("{solved}/{total} {plies}-stone positions solved, {seconds} s this run").format(
        solved=progress.solved,
        total=progress.total,
        plies=progress.plies,
        seconds=f"{progress.seconds:.0f}",
    )


def word_checkpoint_error(error: book_checkpoint.CheckpointError) -> str:
    """What is wrong with a checkpoint, in the language in use."""
    problem = book_checkpoint.CheckpointProblem
    if error.problem is problem.NO_HEADER:
        return _("{path}: line 1 is not a checkpoint header").format(path=error.path)
    if error.problem is problem.ANOTHER_BUILD:
        return _(
            "{path}: a checkpoint of another build ({header}); remove it or build the book it "
            "belongs to"
        ).format(path=error.path, header=error.text)
    return _("{path}: line {number} is damaged: {text}").format(
        path=error.path, number=error.line, text=repr(error.text)
    )


def report(text: str) -> None:
    """Print a line of the build's progress."""
    print(f"hyperrow book: {text}", flush=True)


def fail(problem: str) -> None:
    """Say on stderr what stopped the build."""
    sys.stderr.write(f"hyperrow book: {problem}\n")


def progress_path(output: Path, plies: int, *, exact: bool = False) -> Path:
    """Where the build of the book `output` up to `plies` stones keeps the positions solved so
    far (one file per depth and kind, so that a deeper build can be started and left for
    later)."""
    kind = "-exact" if exact else ""
    return output.with_name(f"{output.name}.{plies}-plies{kind}.progress")
