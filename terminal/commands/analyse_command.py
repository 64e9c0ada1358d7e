"""`hyperrow analyse FILE`: what every move of a saved game did, as engine.ai.analysis finds it —
the mover's result before and after it (proven, or a search estimate), the mark of a move that
threw a result away and a better move — printed as an annotated move list in the language in
use, or as one JSON object with `--json`. `--save` keeps the analysis in the file; a file that
keeps a whole one is shown as it is, unless `--again`.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from engine import record
from engine.ai.analysis import EXACT_SECONDS, SEARCH_SECONDS, AnalysisProgress, analyse_game
from engine.record import RecordError, cannot_read
from engine.record.analysis_data import analysis_to_data
from terminal.words.analysis_report_words import annotated
from wording.language import _, add_language_option, use_language
from wording.play_words import os_error_text
from wording.record_words import record_text


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the `analyse` options to `parser`."""
    parser.add_argument("file", metavar="FILE", help=_("the saved game to analyse"))
    parser.add_argument(
        "--seconds",
        type=float,
        metavar="S",
        help=_(
            "the work for each position, in seconds of this machine's search (counted in "
            "positions searched, so the answers are the same on any machine; default: up to "
            "{exact} on the boards the solver proves, {search} on the others)"
        ).format(exact=f"{EXACT_SECONDS:g}", search=f"{SEARCH_SECONDS:g}"),
    )
    parser.add_argument(
        "--json", action="store_true", help=_("print the analysis as one JSON object")
    )
    parser.add_argument("--save", action="store_true", help=_("keep the analysis in FILE"))
    parser.add_argument(
        "--again",
        action="store_true",
        help=_("analyse the game again even if FILE keeps an analysis of every move"),
    )
    add_language_option(parser)


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Analyse the game `args` name and print it to `out`; returns the exit code (2 for a bad
    file or option, 1 when the analysis cannot be saved, 130 when interrupted)."""
    use_language(args.lang)
    path = Path(args.file)
    seconds = args.seconds
    if seconds is not None and not (math.isfinite(seconds) and seconds > 0):
        return _fail(
            _("--seconds {seconds}: expected a number of seconds above 0").format(seconds=seconds)
        )
    try:
        saved = record.load_record(path)
    except OSError as error:
        return _fail(f"{path}: {record_text(cannot_read(error))}")
    except RecordError as error:
        problem = _("{path}: not a game hyperrow can open: {reason}")
        return _fail(problem.format(path=path, reason=record_text(error.problem)))
    game = saved.game
    kept = saved.analysis is not None and len(saved.analysis.moves) == game.ply
    try:
        if kept and not args.again:
            assert saved.analysis is not None
            analysis = saved.analysis
        else:
            found = analyse_game(game, seconds=seconds, progress=_progress_shower())
            assert found is not None  # no stop flag: it runs to the end
            analysis = found
            kept = False
    except KeyboardInterrupt:
        sys.stderr.write("\n" + _("Interrupted: quitting.") + "\n")
        return 130
    if args.json:
        out.write(json.dumps({"moves": analysis_to_data(analysis)}) + "\n")
    else:
        out.write(annotated(saved, analysis, kept) + "\n")
    if args.save:
        try:
            record.save(game, path, saved.players, saved.created, analysis=analysis)
        except OSError as error:
            sys.stderr.write(
                "hyperrow analyse: "
                + _("cannot write {path}: {reason}").format(path=path, reason=os_error_text(error))
                + "\n"
            )
            return 1
        if not args.json:
            out.write(_("The analysis is kept in {path}.").format(path=path) + "\n")
    return 0


def _fail(problem: str) -> int:
    sys.stderr.write(f"hyperrow analyse: {problem}\n")
    return 2


def _progress_shower() -> Callable[[AnalysisProgress], None] | None:
    """Where the analysis reports each move: a line on the terminal that counts up, when stderr
    is one."""
    if not sys.stderr.isatty():
        return None

    def show(progress: AnalysisProgress) -> None:
        text = _("Analysing: {done} of {total} moves").format(
            done=progress.done, total=progress.total
        )
        end = "\n" if progress.done == progress.total else ""
        sys.stderr.write(f"\r{text}{end}")
        sys.stderr.flush()

    return show
