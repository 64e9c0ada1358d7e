"""`hyperrow book connect-four`: build Connect Four's opening book with the project's own solver.

Every position up to `--plies` stones gets its exact score (see engine.ai.solver.book); the book
is written atomically to `--output` (default: resources/connect-four.book, where the CPU players
read it). It needs the compiled kernel.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from engine.ai import kernel
from engine.ai.solver import book
from engine.rules import PRESETS

GAMES = ("connect-four",)
"""The games that have a book."""

DEFAULT_PLIES = 4


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the `book` options to `parser`."""
    parser.add_argument("game", choices=GAMES, help="the game: connect-four")
    parser.add_argument(
        "--plies",
        type=int,
        default=DEFAULT_PLIES,
        metavar="N",
        help=f"every position with up to N stones (default {DEFAULT_PLIES})",
    )
    parser.add_argument(
        "--output",
        type=Path,
        default=book.BOOK_PATH,
        metavar="FILE",
        help=f"where to write the book (default {book.BOOK_PATH})",
    )


def run(args: argparse.Namespace) -> int:
    """Build and save the book `args` describe, reporting progress; returns the exit code."""
    if not kernel.AVAILABLE:
        sys.stderr.write(f"hyperrow book: the book needs the compiled solver ({kernel.REASON})\n")
        return 2
    rules = PRESETS[args.game]
    if not 0 <= args.plies <= 12:
        sys.stderr.write(f"hyperrow book: --plies {args.plies}, expected 0 to 12\n")
        return 2
    if not args.output.parent.is_dir():
        sys.stderr.write(f"hyperrow book: --output {args.output}: no folder {args.output.parent}\n")
        return 2
    started = time.monotonic()

    def report(text: str) -> None:
        print(f"hyperrow book: {text}", flush=True)

    try:
        built = book.build(rules, args.plies, report)
        book.save(built, args.output)
    except KeyboardInterrupt:
        sys.stderr.write("hyperrow book: interrupted, nothing written\n")
        return 130
    except OSError as error:
        sys.stderr.write(f"hyperrow book: cannot write {args.output}: {error}\n")
        return 1
    size = args.output.stat().st_size
    report(
        f"{len(built.keys)} positions up to {built.plies} stones in "
        f"{time.monotonic() - started:.1f} s, {size} bytes written to {args.output}"
    )
    return 0
