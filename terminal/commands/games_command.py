"""`hyperrow games`: the games kept in the data folder's library (engine.library), newest first,
as a table in the language in use or, with --json, as one JSON object:

    {"games": [{"id", "file", "rules", "players", "moves", "result", "created", "analysed"}, …],
     "unreadable": [{"file", "problem"}, …]}

"rules" is the game file's rules field with the preset's name ("preset", null for other rules),
"result" null while a game goes on, else {"winners": [seats]} (none: a draw), seats and cells
0-based as in the files. --rebuild makes the index again from the files first.

It also words what the library and a game code report (`problem_text`, `code_problem_text`),
for the other commands that keep games or read a code."""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any, TextIO

from engine.library import GameLibrary, LibraryEntry, LibraryProblem, LibraryProblemKind
from engine.library.game_code import CodeProblem, CodeProblemKind
from engine.players import PlayerInfo, SeatKind
from engine.record import RecordError, load_record, rules_to_data
from terminal.commands.board_text import level_name, preset_name_words
from terminal.commands.terminal_data_folder import add_data_dir_option, data_folder
from terminal.words.analysis_report_words import columns
from wording.language import _, add_language_option, use_language
from wording.play_words import (
    joined_names,
    os_error_text,
    refusal_text,
    rules_text,
    system_error_text,
)
from wording.record_words import record_text


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the `games` options to `parser`."""
    add_data_dir_option(parser)
    parser.add_argument("--json", action="store_true", help=_("print the games as one JSON object"))
    parser.add_argument(
        "--rebuild",
        action="store_true",
        help=_("make the index of the games again from the game files first"),
    )
    add_language_option(parser)


def run(args: argparse.Namespace, out: TextIO, err: TextIO | None = None) -> int:
    """List the games kept in the data folder `args` names to `out`, what went wrong with the
    index to `err` (standard error by default); returns the exit code."""
    use_language(args.lang)
    err = sys.stderr if err is None else err
    folder = data_folder(args)
    if not folder.is_dir():
        # Listing makes no data folder: a mistyped --data-dir is said, not created.
        if args.json:
            out.write(json.dumps({"games": [], "unreadable": []}) + "\n")
        else:
            out.write(_("No game is kept in {folder}.").format(folder=folder) + "\n")
        return 0
    with GameLibrary(folder) as library:
        if args.rebuild:
            library.rebuild()
        entries = library.games()
        unreadable = [item.file for item in library.unreadable()]
        for problem in library.take_problems():
            err.write(problem_text(problem) + "\n")
    if args.json:
        data = {
            "games": [entry_data(entry) for entry in entries],
            "unreadable": [{"file": str(f), "problem": _file_problem(f)} for f in unreadable],
        }
        out.write(json.dumps(data, ensure_ascii=False) + "\n")
        return 0
    if args.rebuild:
        out.write(
            _("The index of the games was made again from the files in {folder}.").format(
                folder=library.folder
            )
            + "\n"
        )
    if not entries:
        out.write(_("No game is kept in {folder}.").format(folder=library.folder) + "\n")
    else:
        out.write(_("Games kept in {folder}:").format(folder=library.folder) + "\n\n")
        out.write(table(entries) + "\n")
    for file in unreadable:
        out.write(
            _("{file} is not a game: {problem}").format(file=file, problem=_file_problem(file))
            + "\n"
        )
    return 0


def entry_data(entry: LibraryEntry) -> dict[str, Any]:
    """One game of the library as the --json output gives it."""
    return {
        "id": entry.game_id,
        "file": str(entry.file),
        "rules": {"preset": entry.preset} | rules_to_data(entry.rules),
        "players": [{"name": p.name, "kind": str(p.kind), "level": p.level} for p in entry.players],
        "moves": entry.moves,
        "result": None if entry.winners is None else {"winners": list(entry.winners)},
        "created": entry.created.isoformat(),
        "analysed": entry.analysed,
    }


def _file_problem(file: Path) -> str:
    """What is wrong with the game file `file`, read again to say it in the language in use."""
    try:
        load_record(file)
    except RecordError as error:
        return record_text(error.problem)
    except OSError as error:
        return os_error_text(error)
    return _("it was changed while it was read")


# -- the table ------------------------------------------------------------------------------


def seat_words(seat: PlayerInfo) -> str:
    """A seat of a kept game: the person's name, the CPU's level, a player over the network."""
    if seat.kind is SeatKind.CPU:
        return _("CPU ({level})").format(level=level_name(seat.level))
    if seat.kind is SeatKind.REMOTE:
        return _("{name} (over the network)").format(name=seat.name)
    # A name the program gave ("Player 2") in the language in use; a chosen name as it is.
    number = re.fullmatch(r"Player (\d+)", seat.name)
    return _("Player {number}").format(number=number.group(1)) if number else seat.name


def result_words(entry: LibraryEntry) -> str:
    """How a kept game ended: who won, a draw, or that it goes on."""
    if entry.winners is None:
        return _("going on")
    if not entry.winners:
        return _("draw")
    names = [seat_words(entry.players[seat]) for seat in entry.winners]
    return _("{names} won").format(names=joined_names(names))


def table(entries: list[LibraryEntry]) -> str:
    """The games under a heading, in columns that line up in a terminal (wide characters count
    two)."""
    heads = [_("game"), _("board"), _("players"), _("moves"), _("result"), _("created")]
    lines = [[*heads, _("analysis")]]
    for entry in entries:
        board = preset_name_words(entry.preset) if entry.preset else _("custom board")
        lines.append(
            [
                entry.game_id,
                board,
                _(", ").join(seat_words(seat) for seat in entry.players),
                str(entry.moves),
                result_words(entry),
                entry.created.astimezone().strftime("%Y-%m-%d %H:%M"),
                _("analysed") if entry.analysed else "",
            ]
        )
    widths = [max(columns(line[c]) for line in lines) for c in range(len(heads) + 1)]
    text = []
    for line in lines:
        cells = [
            " " * (widths[c] - columns(v)) + v if c == 3 else v + " " * (widths[c] - columns(v))
            for c, v in enumerate(line)
        ]
        text.append("  ".join(cells).rstrip())
    return "\n".join(text)


# -- the library's problems and a game code's -----------------------------------------------


def problem_text(problem: LibraryProblem) -> str:
    """What went wrong in the library, in the language in use."""
    reason = system_error_text(problem.error_number, problem.detail)
    kind = problem.kind
    if kind is LibraryProblemKind.INDEX_DAMAGED:
        return _(
            "The index of the games, {path}, was damaged: it is set aside as {kept} and made "
            "again from the game files."
        ).format(path=problem.path, kept=problem.kept_as)
    if kind is LibraryProblemKind.INDEX_NOT_SAVED:
        return _(
            "The index of the games, {path}, cannot be written ({reason}): the games are "
            "listed from their files, which are all kept."
        ).format(path=problem.path, reason=reason)
    if kind is LibraryProblemKind.GAME_NOT_KEPT:
        return _("The game could not be kept in {path} ({reason}).").format(
            path=problem.path, reason=reason
        )
    if kind is LibraryProblemKind.GAME_NOT_DELETED:
        return _("The game {path} could not be deleted ({reason}).").format(
            path=problem.path, reason=reason
        )
    return _("There is no game {path} in the library.").format(path=problem.path)


_CODE_PROBLEMS = {
    CodeProblemKind.EMPTY: lambda: _("the code is empty"),
    CodeProblemKind.BAD_CHARACTER: lambda: _("this character is not one a code has"),
    CodeProblemKind.MISTYPED: lambda: _("a character of these is mistyped"),
    CodeProblemKind.CUT_SHORT: lambda: _("the code ends too soon"),
    CodeProblemKind.CHECKSUM: lambda: _("the code does not check out: a character is wrong"),
    CodeProblemKind.NEWER_VERSION: lambda: _("the code is of a newer hyperrow"),
    CodeProblemKind.RULES: lambda: _("the rules cannot be played"),
    CodeProblemKind.OFF_BOARD: lambda: _("the move is not on the board"),
    CodeProblemKind.ILLEGAL_MOVE: lambda: _("the move is not legal there"),
    CodeProblemKind.TRAILING: lambda: _("the code goes on after its last move"),
}


def code_problem_text(problem: CodeProblem) -> str:
    """What is wrong with a game code and where, in the language in use (engine.library's
    GameCodeError.problem)."""
    if problem.end == problem.position:
        place = _("character {position}").format(position=problem.position)
    else:
        place = _("characters {first}–{last}").format(first=problem.position, last=problem.end)
    what = _CODE_PROBLEMS[problem.kind]()
    if problem.found:
        what = _("{what} ({found})").format(what=what, found=problem.found)
    if problem.move is not None:
        what = _("move {number}: {what}").format(number=problem.move + 1, what=what)
    if problem.rules_problem is not None:
        what = _("{what}: {why}").format(what=what, why=rules_text(problem.rules_problem))
    if problem.refusal is not None:
        what = _("{what}: {why}").format(what=what, why=refusal_text(problem.refusal))
    return _("game code, {place}: {what}").format(place=place, what=what)
