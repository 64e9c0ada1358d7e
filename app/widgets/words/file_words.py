"""A game file that cannot be opened (`engine.record.RecordProblem`) in the window's words: one
sentence for a player (`open_failure_text`), and the exact detail, the place in the file and
what is wrong there (`record_detail_text`), shown behind the message's Details button."""

from __future__ import annotations

import errno

from app.widgets.words import QT_TR_NOOP, number, tr
from app.widgets.words.rules_words import rules_problem_text
from engine import Refusal, RefusalKind, format_cell
from engine.players import SeatKind
from engine.record import FileKind, JsonKind, JsonSyntax, RecordProblem, RecordProblemKind
from engine.record.problems import ordinal_category
from engine.rules import format_shape

_Kind = RecordProblemKind

_NOT_A_GAME = frozenset(
    {
        _Kind.NOT_UTF8,
        _Kind.NOT_JSON,
        _Kind.TOO_DEEP,
        _Kind.NUMBER_TOO_LONG,
        _Kind.CONSTANT,
        _Kind.DUPLICATE_KEY,
        _Kind.NOT_AN_OBJECT,
        _Kind.NO_FORMAT,
        _Kind.WRONG_FORMAT,
    }
)
_FILE_KINDS = {
    FileKind.FOLDER: QT_TR_NOOP("it is a folder, not a game file"),
    FileKind.PIPE: QT_TR_NOOP("it is a named pipe, not a game file"),
    FileKind.DEVICE: QT_TR_NOOP("it is a device, not a game file"),
    FileKind.SOCKET: QT_TR_NOOP("it is a socket, not a game file"),
    FileKind.OTHER: QT_TR_NOOP("not a regular file, not a game file"),
}
# The system's (glibc's) words for the errors a player meets, to have them in the player's
# language; any other error is quoted as the system says it.
_SYSTEM_ERRORS = {
    errno.ENOENT: QT_TR_NOOP("No such file or directory"),
    errno.EACCES: QT_TR_NOOP("Permission denied"),
    errno.EPERM: QT_TR_NOOP("Operation not permitted"),
    errno.ENOTDIR: QT_TR_NOOP("Not a directory"),
    errno.ELOOP: QT_TR_NOOP("Too many levels of symbolic links"),
    errno.ENAMETOOLONG: QT_TR_NOOP("File name too long"),
    errno.EIO: QT_TR_NOOP("Input/output error"),
    errno.ENOSPC: QT_TR_NOOP("No space left on device"),
    errno.EDQUOT: QT_TR_NOOP("Disk quota exceeded"),
    errno.EROFS: QT_TR_NOOP("Read-only file system"),
    errno.EISDIR: QT_TR_NOOP("Is a directory"),
}
# The JSON parser's (CPython's) words.
_SYNTAX = {
    JsonSyntax.VALUE: QT_TR_NOOP("Expecting value"),
    JsonSyntax.COMMA: QT_TR_NOOP("Expecting ',' delimiter"),
    JsonSyntax.COLON: QT_TR_NOOP("Expecting ':' delimiter"),
    JsonSyntax.NAME: QT_TR_NOOP("Expecting property name enclosed in double quotes"),
    JsonSyntax.STRING_END: QT_TR_NOOP("Unterminated string starting here"),
    JsonSyntax.CONTROL_CHARACTER: QT_TR_NOOP("Invalid control character at"),
    JsonSyntax.ESCAPE: QT_TR_NOOP("Invalid \\escape"),
    JsonSyntax.UNICODE_ESCAPE: QT_TR_NOOP("Invalid \\uXXXX escape"),
    JsonSyntax.EXTRA_DATA: QT_TR_NOOP("Extra data"),
    JsonSyntax.TRAILING_COMMA_OBJECT: QT_TR_NOOP("Illegal trailing comma before end of object"),
    JsonSyntax.TRAILING_COMMA_ARRAY: QT_TR_NOOP("Illegal trailing comma before end of array"),
}
# A move's ordinal, in the form the English ordinal of its number takes (`ordinal_category`).
_ORDINALS = {
    "one": QT_TR_NOOP("%1st"),
    "two": QT_TR_NOOP("%1nd"),
    "few": QT_TR_NOOP("%1rd"),
    "other": QT_TR_NOOP("%1th"),
}
_JSON_KINDS = {
    JsonKind.NULL: QT_TR_NOOP("null"),
    JsonKind.TRUE: QT_TR_NOOP("true"),
    JsonKind.FALSE: QT_TR_NOOP("false"),
    JsonKind.STRING: QT_TR_NOOP("a string"),
    JsonKind.LIST: QT_TR_NOOP("a list"),
    JsonKind.OBJECT: QT_TR_NOOP("an object"),
}

# The problems said in one text: as they are, with the kind of value found (%1: "a string",
# "the number 4.0"), with the value found quoted (%1: "'abc'").
_SAID_PLAINLY = {
    _Kind.EMPTY: QT_TR_NOOP("the file is empty"),
    _Kind.TOO_DEEP: QT_TR_NOOP("not a game file: the JSON is nested too deeply"),
    _Kind.MISSING: QT_TR_NOOP("missing"),
    _Kind.UNKNOWN_FIELD: QT_TR_NOOP("unknown field"),
    _Kind.ANALYSIS: QT_TR_NOOP("the analysis kept with the game does not fit its moves"),
    _Kind.CLOCK: QT_TR_NOOP("the clock kept with the game does not fit its moves"),
    _Kind.ENDING: QT_TR_NOOP("the ending kept with the game does not fit its moves"),
}
_FOUND_OF_A_KIND = {
    _Kind.NOT_AN_OBJECT: QT_TR_NOOP("not a hyperrow game file: expected an object, got %1"),
    _Kind.NOT_WHOLE_NUMBER: QT_TR_NOOP("expected a whole number, got %1"),
    _Kind.NOT_A_LIST: QT_TR_NOOP("expected a list, got %1"),
    _Kind.NOT_AN_OBJECT_FIELD: QT_TR_NOOP("expected an object, got %1"),
    _Kind.NOT_A_TIME: QT_TR_NOOP("expected an ISO-8601 time, got %1"),
}
_FOUND_QUOTED = {
    _Kind.WRONG_FORMAT: QT_TR_NOOP('%1, expected "hyperrow": not a hyperrow game file'),
    _Kind.BAD_TIME: QT_TR_NOOP("%1 is not an ISO-8601 time"),
    _Kind.LEVEL_NEEDED: QT_TR_NOOP("a CPU player needs a level name, got %1"),
}


def open_failure_text(problem: RecordProblem) -> str:
    """Why a file cannot be opened, as a player would say it: one sentence."""
    kind = problem.kind
    if kind is _Kind.UNREADABLE:
        if problem.error_number == errno.ENOENT:
            return tr("This file is not there any more.")
        if problem.error_number in (errno.EACCES, errno.EPERM):
            return tr("You are not allowed to read this file.")
        return tr("This file cannot be read.")
    if kind is _Kind.NOT_A_FILE:
        return tr("Only a game file can be opened, not a folder or a device.")
    if kind is _Kind.TOO_LARGE:
        return tr("This file is far too large to be a hyperrow game.")
    if kind is _Kind.EMPTY:
        return tr("This file is empty: it holds no game.")
    if kind is _Kind.CUT_SHORT:
        return tr("This game file is cut short: it was not saved to its end.")
    if kind is _Kind.NEWER_VERSION:
        return tr("This game file was made by a newer hyperrow. Update hyperrow to open it.")
    if kind in _NOT_A_GAME:
        return tr("This file is not a hyperrow game, or it is damaged.")
    return tr("This game file is damaged: it holds something no game can have.")


def record_detail_text(problem: RecordProblem) -> str:
    """The exact problem: the place in the file, then what is wrong there."""
    kind = problem.kind
    if kind in (_Kind.OFF_BOARD, _Kind.AFTER_THE_END, _Kind.REFUSED):
        return tr("%1: %2").replace("%2", _move_problem(problem)).replace("%1", _move(problem))
    if kind is _Kind.MOVE_LEVEL:
        return tr("%1: %2").replace("%2", _seat_problem(problem)).replace("%1", _move(problem))
    if kind is _Kind.NEWER_VERSION:
        text = tr(
            "version %1 is newer than this hyperrow understands (%2); "
            "update hyperrow to open this file"
        )
        return text.replace("%1", str(problem.found)).replace("%2", str(problem.high))
    said = _one_text(problem)
    if not problem.place:
        return _file_problem(problem) if said is None else said
    said = _field_problem(problem) if said is None else said
    return tr("%1: %2").replace("%2", said).replace("%1", problem.place)


def _one_text(problem: RecordProblem) -> str | None:
    """The problem in its one text, with the value found in it; None for a problem said in
    words that depend on more."""
    kind = problem.kind
    if kind in _SAID_PLAINLY:
        return tr(_SAID_PLAINLY[kind])
    if kind in _FOUND_OF_A_KIND:
        return tr(_FOUND_OF_A_KIND[kind]).replace("%1", _got(problem.found))
    if kind in _FOUND_QUOTED:
        return tr(_FOUND_QUOTED[kind]).replace("%1", repr(problem.found))
    return None


def _got(value: object) -> str:
    """A JSON value found where another was expected: 'a string', 'the number 4.0', 'true'."""
    kind = JsonKind.of(value)
    if kind is JsonKind.NUMBER:
        return tr("the number %1").replace("%1", repr(value))
    return tr(_JSON_KINDS[kind])


def _where(problem: RecordProblem) -> str:
    text = tr("line %1, column %2").replace("%2", str(problem.column))
    return text.replace("%1", str(problem.line))


def system_error_text(error_number: int | None, detail: str) -> str:
    """The system's words for the error `error_number`: in the player's language where the
    table has them, else `detail` as the system said it."""
    return _as_said(_SYSTEM_ERRORS.get(error_number or 0), detail)


def _as_said(words: str | None, detail: str) -> str:
    """What the system or the JSON parser said: in the player's language when it is one of our
    table's `words`, else `detail`, quoted as they said it."""
    return tr(words) if words is not None else detail


def _file_problem(problem: RecordProblem) -> str:
    kind = problem.kind
    if kind is _Kind.UNREADABLE:
        reason = system_error_text(problem.error_number, problem.detail)
        return tr("cannot read it (%1)").replace("%1", reason)
    if kind is _Kind.NOT_A_FILE:
        return tr(_FILE_KINDS[problem.file_kind or FileKind.OTHER])
    if kind is _Kind.TOO_LARGE:
        text = tr("the file is larger than %1 bytes; no game is that long")
        return text.replace("%1", number(problem.high or 0))
    if kind is _Kind.NOT_UTF8:
        text = tr("not UTF-8 text: byte %1 at offset %2").replace("%2", str(problem.offset))
        return text.replace("%1", f"0x{problem.found:02x}")
    if kind in (_Kind.NOT_JSON, _Kind.CUT_SHORT):
        if problem.line is None:
            return tr("not valid JSON")
        if kind is _Kind.CUT_SHORT:
            text = tr("the file is cut short: not valid JSON at %1: %2")
        else:
            text = tr("not valid JSON at %1: %2")
        said = _as_said(_SYNTAX.get(problem.syntax or JsonSyntax.OTHER), problem.detail)
        return text.replace("%2", said).replace("%1", _where(problem))
    if kind is _Kind.NUMBER_TOO_LONG:
        digits = number(problem.count or 0)
        if problem.line is None:
            text = tr("a number of %1 digits: no field of a game file is that large")
            return text.replace("%1", digits)
        text = tr("a number of %1 digits at %2: no field of a game file is that large")
        return text.replace("%2", _where(problem)).replace("%1", digits)
    if kind is _Kind.CONSTANT:
        return tr("%1 is not allowed in a game file").replace("%1", problem.detail)
    if kind is _Kind.DUPLICATE_KEY:
        text = tr("the key %1 appears twice in one object")
        return text.replace("%1", repr(problem.detail))
    return tr('not a hyperrow game file: no "format" field')


def _field_problem(problem: RecordProblem) -> str:
    kind, found, high = problem.kind, problem.found, problem.high
    if kind is _Kind.OUT_OF_RANGE:
        if high is None:
            text = tr("%1 is out of range, expected %2 or more")
        else:
            text = tr("%1 is out of range, expected %2 to %3").replace("%3", str(high))
        return text.replace("%2", str(problem.low)).replace("%1", str(found))
    if kind is _Kind.COORDINATES:
        text = tr("%1 coordinates, expected %2").replace("%2", str(high))
        return text.replace("%1", str(problem.count))
    if kind is _Kind.RULES:
        assert problem.rules is not None
        return rules_problem_text(problem.rules)
    return _seat_problem(problem)


def _seat_problem(problem: RecordProblem) -> str:
    kind, found, high = problem.kind, problem.found, problem.high or 0
    if kind is _Kind.SEAT_COUNT:
        text = tr("%1 listed, but the rules are for %2 players").replace("%2", str(high))
        return text.replace("%1", str(problem.count))
    if kind is _Kind.NAME:
        text = tr("expected a text of 1 to %1 characters, got %2").replace("%1", str(high))
        if isinstance(found, str):
            return text.replace("%2", number(len(found)))
        return text.replace("%2", _got(found))
    if kind is _Kind.SEAT_KIND:
        text = tr("%1, expected one of %2").replace("%2", ", ".join(SeatKind))
        return text.replace("%1", repr(found))
    if kind is _Kind.LEVEL_NOT_ALLOWED:
        text = tr("a %1 player has no level, got %2").replace("%2", repr(found))
        return text.replace("%1", str(problem.seat))
    if kind is _Kind.LEVEL_COUNT:
        text = tr(
            "%1 entries, but the file has %2 moves (moves and redo): one level, or null for a "
            "person's move, per move"
        ).replace("%2", number(high))
        return text.replace("%1", number(problem.count or 0))
    if kind is _Kind.MOVE_LEVEL:
        text = tr("expected a CPU level name of 1 to %1 characters or null, got %2")
        got = number(len(found)) if isinstance(found, str) else _got(found)
        return text.replace("%1", str(high)).replace("%2", got)
    text = tr("%1 moves, more than the %2 cells of the board").replace("%2", number(high))
    return text.replace("%1", number(problem.count or 0))


def _refused(refusal: Refusal | None) -> str:
    """A move of the file the rules refuse: its cell is taken, blocked, or floating."""
    assert refusal is not None and isinstance(refusal.cell, tuple)
    cell = format_cell(refusal.cell)
    if refusal.kind is RefusalKind.TAKEN:
        text = tr("cell %1 is taken by player %2").replace("%2", str((refusal.player or 0) + 1))
        return text.replace("%1", cell)
    if refusal.kind is RefusalKind.FLOATING:
        below = format_cell(refusal.below) if refusal.below is not None else ""
        text = tr("cell %1 is floating: the cell under it, %2, is empty").replace("%2", below)
        return text.replace("%1", cell)
    return tr("cell %1 is blocked").replace("%1", cell)


def _ordinal(index: int) -> str:
    """The ordinal of the move with list `index` (from 0): '1st', '2nd', '11th'."""
    count = index + 1
    return tr(_ORDINALS[ordinal_category(count)]).replace("%1", str(count))


def _move(problem: RecordProblem) -> str:
    """The place of a move at fault and which move it is: 'moves[3] (the 4th move)'."""
    text = tr("%1 (the %2 undone move)") if problem.undone else tr("%1 (the %2 move)")
    return text.replace("%2", _ordinal(problem.move or 0)).replace("%1", problem.place)


def _move_problem(problem: RecordProblem) -> str:
    cell = format_cell(problem.cell) if problem.cell is not None else ""
    ply = str(problem.ply)
    if problem.kind is _Kind.OFF_BOARD:
        text = tr("cell %1 is outside the %2 board (cells count from 1)")
        return text.replace("%2", format_shape(problem.shape)).replace("%1", cell)
    if problem.kind is _Kind.REFUSED:
        return _refused(problem.refusal)
    winners = problem.winners
    if not winners:
        text = tr("cell %1 comes after the end (a draw at move %2)")
        return text.replace("%2", ply).replace("%1", cell)
    if len(winners) == 1:
        text = tr("cell %1 comes after the end (player %2 won at move %3)")
        return text.replace("%3", ply).replace("%2", str(winners[0] + 1)).replace("%1", cell)
    names = [tr("player %1").replace("%1", str(p + 1)) for p in winners]
    joined = names[0]
    for name in names[1:-1]:
        joined = tr("%1, %2").replace("%2", name).replace("%1", joined)
    joined = tr("%1 and %2").replace("%2", names[-1]).replace("%1", joined)
    text = tr("cell %1 comes after the end (%2 shared the win at move %3)")
    return text.replace("%3", ply).replace("%2", joined).replace("%1", cell)
