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
import unicodedata
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from engine import record
from engine.ai.analysis import EXACT_SECONDS, SEARCH_SECONDS, AnalysisProgress, analyse_game
from engine.notation import format_cell
from engine.players import PlayerInfo
from engine.record import GameRecord, RecordError
from engine.record.analysis_data import (
    GameAnalysis,
    Mark,
    MoveAnalysis,
    PositionValue,
    Result,
    Source,
    analysis_to_data,
)
from engine.tui.board_text import SYMBOLS, game_title, seat_label
from engine.tui.language import N_, _, add_language_option, use_language


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the `analyse` options to `parser`."""
    parser.add_argument("file", metavar="FILE", help=_("the saved game to analyse"))
    parser.add_argument(
        "--seconds",
        type=float,
        metavar="S",
        help=_(
            "the seconds for each position (default: up to {exact} on the boards the solver "
            "proves, {search} on the others)"
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
        problem = _("{path}: cannot read it ({reason})")
        return _fail(problem.format(path=path, reason=error.strerror or error))
    except RecordError as error:
        return _fail(
            _("{path}: not a game hyperrow can open: {reason}").format(path=path, reason=error)
        )
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
                + _("cannot write {path}: {reason}").format(path=path, reason=error)
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


# -- words ------------------------------------------------------------------------------------


_MARKS = {
    Mark.BLUNDER: N_("Blunder"),
    Mark.MISTAKE: N_("Mistake"),
    Mark.INACCURACY: N_("Inaccuracy"),
}


def annotated(saved: GameRecord, analysis: GameAnalysis, kept: bool) -> str:
    """The annotated move list of `analysis` (of the game in `saved`), with a title, what the
    values mean and each player's marks, in the language in use."""
    rules = saved.rules
    lines = [
        _("Analysis of {title}: {count} moves.").format(
            title=game_title(rules), count=len(analysis.moves)
        ),
        _(
            "Each move shows the mover's result before → after it, proven by the opening book, "
            "the solver or threats (win in N: N of the winner's moves), or ~ a search estimate "
            "from -1 (a loss) to +1 (a win)."
        ),
    ]
    if rules.players != 2 or rules.target != 1:
        lines.append(
            _(
                "With more than two players or more than one line to win, the values are the "
                "search's estimates for the mover."
            )
        )
    if kept:
        lines.append(_("This is the analysis kept in the file; --again analyses the game anew."))
    lines.append("")
    lines.extend(move_lines(analysis.moves))
    lines.append("")
    lines.extend(mark_counts(analysis.moves, saved.players))
    return "\n".join(lines)


def move_lines(moves: Sequence[MoveAnalysis]) -> list[str]:
    """One line per analysed move, its cell and values in columns."""
    if not moves:
        return [_("No moves to analyse.")]
    cells = [format_cell(move.cell) for move in moves]
    befores = [value_text(move.before) for move in moves]
    cell_width = max(map(len, cells))
    before_width = max(map(columns, befores))
    ply_width = len(str(moves[-1].ply))
    lines = []
    for move, cell, before in zip(moves, cells, befores, strict=True):
        fields = {
            "ply": str(move.ply).rjust(ply_width),
            "player": SYMBOLS[move.player],
            "cell": cell.ljust(cell_width),
            "before": before + " " * (before_width - columns(before)),
            "after": value_text(move.after),
        }
        if move.mark is None or move.better is None:
            lines.append(_("{ply}. {player} {cell}  {before} → {after}").format(**fields))
            continue
        fields["mark"] = _(_MARKS[move.mark])
        fields["better"] = format_cell(move.better)
        if move.proven:
            text = _("{ply}. {player} {cell}  {before} → {after}  {mark}: {better} was better")
        else:
            text = _(
                "{ply}. {player} {cell}  {before} → {after}  {mark} (by estimate): "
                "{better} was better"
            )
        lines.append(text.format(**fields))
    return lines


def columns(text: str) -> int:
    """The terminal columns `text` takes: two for each wide (East Asian) character."""
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def value_text(value: PositionValue) -> str:
    """A value for the mover in a few words: "win in 5", "draw", "loss", "~+0.25"."""
    if value.result is None:
        return _("~{score}").format(score=f"{value.score:+.2f}")
    distance = value.distance
    if value.result is Result.DRAW:
        return _("draw")
    win = value.result is Result.WIN
    if distance == 0:
        return _("won") if win else _("lost")
    if distance is None:
        return _("win") if win else _("loss")
    if value.source is Source.THREATS:
        text = _("win in at most {n}") if win else _("loss in at most {n}")
    else:
        text = _("win in {n}") if win else _("loss in {n}")
    return text.format(n=distance)


def mark_counts(moves: Sequence[MoveAnalysis], seats: Sequence[PlayerInfo]) -> list[str]:
    """Each player's marks, counted."""
    lines = []
    for player, seat in enumerate(seats):
        marks = [move.mark for move in moves if move.player == player and move.mark is not None]
        lines.append(
            _(
                "{seat}: blunders {blunders}, mistakes {mistakes}, inaccuracies {inaccuracies}"
            ).format(
                seat=seat_label(seat, player),
                blunders=marks.count(Mark.BLUNDER),
                mistakes=marks.count(Mark.MISTAKE),
                inaccuracies=marks.count(Mark.INACCURACY),
            )
        )
    return lines
