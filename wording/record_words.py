"""The terminal tools' words for a game file that cannot be opened (`RecordProblem`), in the
language in use: the place in the file, then what is wrong there. In English they read as the
engine's own message (`RecordError`)."""

from __future__ import annotations

from engine.notation import format_cell
from engine.players import SeatKind
from engine.record import FileKind, JsonKind, JsonSyntax, RecordProblem, RecordProblemKind
from engine.record.problems import ordinal_category
from engine.refusals import Refusal, RefusalKind
from engine.rules import format_shape
from wording.language import N_, _
from wording.play_words import number, rules_explanation, system_error_text

_Kind = RecordProblemKind

_FILE_KINDS = {
    FileKind.FOLDER: N_("it is a folder, not a game file"),
    FileKind.PIPE: N_("it is a named pipe, not a game file"),
    FileKind.DEVICE: N_("it is a device, not a game file"),
    FileKind.SOCKET: N_("it is a socket, not a game file"),
    FileKind.OTHER: N_("not a regular file, not a game file"),
}
# The JSON parser's words (CPython's), to have them in the language in use.
_SYNTAX = {
    JsonSyntax.VALUE: N_("Expecting value"),
    JsonSyntax.COMMA: N_("Expecting ',' delimiter"),
    JsonSyntax.COLON: N_("Expecting ':' delimiter"),
    JsonSyntax.NAME: N_("Expecting property name enclosed in double quotes"),
    JsonSyntax.STRING_END: N_("Unterminated string starting here"),
    JsonSyntax.CONTROL_CHARACTER: N_("Invalid control character at"),
    JsonSyntax.ESCAPE: N_("Invalid \\escape"),
    JsonSyntax.UNICODE_ESCAPE: N_("Invalid \\uXXXX escape"),
    JsonSyntax.EXTRA_DATA: N_("Extra data"),
    JsonSyntax.TRAILING_COMMA_OBJECT: N_("Illegal trailing comma before end of object"),
    JsonSyntax.TRAILING_COMMA_ARRAY: N_("Illegal trailing comma before end of array"),
}
_JSON_KINDS = {
    JsonKind.NULL: N_("null"),
    JsonKind.TRUE: N_("true"),
    JsonKind.FALSE: N_("false"),
    JsonKind.STRING: N_("a string"),
    JsonKind.LIST: N_("a list"),
    JsonKind.OBJECT: N_("an object"),
}
# A move's ordinal, in the form the English ordinal of its number takes (`ordinal_category`).
_ORDINALS = {
    "one": N_("{number}st"),
    "two": N_("{number}nd"),
    "few": N_("{number}rd"),
    "other": N_("{number}th"),
}


def record_text(problem: RecordProblem) -> str:
    """Why a game file cannot be opened: the place in the file, then what is wrong there."""
    kind = problem.kind
    if kind in (_Kind.OFF_BOARD, _Kind.AFTER_THE_END, _Kind.REFUSED):
        return f"{_move(problem)}: {_move_problem(problem)}"
    if kind is _Kind.MOVE_LEVEL:
        return f"{_move(problem)}: {_seat_problem(problem)}"
    if kind is _Kind.NEWER_VERSION:
        return _(
            "version {found} is newer than this hyperrow understands ({newest}); "
            "update hyperrow to open this file"
        ).format(found=problem.found, newest=problem.high)
    text = _file_problem(problem) if not problem.place else _field_problem(problem)
    return f"{problem.place}: {text}" if problem.place else text


def _got(value: object) -> str:
    """A JSON value found where another was expected: 'a string', 'the number 4.0', 'true'."""
    kind = JsonKind.of(value)
    if kind is JsonKind.NUMBER:
        return _("the number {value!r}").format(value=value)
    return _(_JSON_KINDS[kind])


def _where(problem: RecordProblem) -> str:
    return _("line {line}, column {column}").format(line=problem.line, column=problem.column)


def _file_problem(problem: RecordProblem) -> str:
    kind = problem.kind
    if kind is _Kind.UNREADABLE:
        reason = system_error_text(problem.error_number, problem.detail)
        return _("cannot read it ({reason})").format(reason=reason)
    if kind is _Kind.NOT_A_FILE:
        return _(_FILE_KINDS[problem.file_kind or FileKind.OTHER])
    if kind is _Kind.TOO_LARGE:
        return _("the file is larger than {limit} bytes; no game is that long").format(
            limit=number(problem.high or 0)
        )
    if kind is _Kind.NOT_UTF8:
        return _("not UTF-8 text: byte 0x{byte:02x} at offset {offset}").format(
            byte=problem.found, offset=problem.offset
        )
    if kind is _Kind.EMPTY:
        return _("the file is empty")
    if kind in (_Kind.NOT_JSON, _Kind.CUT_SHORT):
        if problem.line is None:
            return _("not valid JSON")
        words = _SYNTAX.get(problem.syntax or JsonSyntax.OTHER)
        said = _(words) if words is not None else problem.detail
        if kind is _Kind.CUT_SHORT:
            return _("the file is cut short: not valid JSON at {where}: {said}").format(
                where=_where(problem), said=said
            )
        return _("not valid JSON at {where}: {said}").format(where=_where(problem), said=said)
    if kind is _Kind.TOO_DEEP:
        return _("not a game file: the JSON is nested too deeply")
    if kind is _Kind.NUMBER_TOO_LONG:
        digits = number(problem.count or 0)
        if problem.line is None:
            return _("a number of {digits} digits: no field of a game file is that large").format(
                digits=digits
            )
        return _(
            "a number of {digits} digits at {where}: no field of a game file is that large"
        ).format(digits=digits, where=_where(problem))
    if kind is _Kind.CONSTANT:
        return _("{constant} is not allowed in a game file").format(constant=problem.detail)
    if kind is _Kind.DUPLICATE_KEY:
        return _("the key {key!r} appears twice in one object").format(key=problem.detail)
    if kind is _Kind.NOT_AN_OBJECT:
        return _("not a hyperrow game file: expected an object, got {got}").format(
            got=_got(problem.found)
        )
    return _('not a hyperrow game file: no "format" field')


# The words for a field's problem that name no more than what was found there, the count found
# and the field's largest value (as the axes or the players the rules have).
_FIELD_WORDS = {
    _Kind.WRONG_FORMAT: N_('{found!r}, expected "hyperrow": not a hyperrow game file'),
    _Kind.MISSING: N_("missing"),
    _Kind.UNKNOWN_FIELD: N_("unknown field"),
    _Kind.NOT_WHOLE_NUMBER: N_("expected a whole number, got {got}"),
    _Kind.NOT_A_LIST: N_("expected a list, got {got}"),
    _Kind.NOT_AN_OBJECT_FIELD: N_("expected an object, got {got}"),
    _Kind.NOT_A_TIME: N_("expected an ISO-8601 time, got {got}"),
    _Kind.BAD_TIME: N_("{found!r} is not an ISO-8601 time"),
    _Kind.COORDINATES: N_("{count} coordinates, expected {axes}"),
    _Kind.SEAT_COUNT: N_("{count} listed, but the rules are for {players} players"),
    _Kind.SEAT_KIND: N_("{found!r}, expected one of {kinds}"),
    _Kind.LEVEL_NOT_ALLOWED: N_("a {seat} player has no level, got {found!r}"),
    _Kind.LEVEL_NEEDED: N_("a CPU player needs a level name, got {found!r}"),
    _Kind.ANALYSIS: N_("the analysis kept with the game does not fit its moves"),
    _Kind.CLOCK: N_("the clock kept with the game does not fit its moves"),
    _Kind.ENDING: N_("the ending kept with the game does not fit its moves"),
}


def _field_problem(problem: RecordProblem) -> str:
    kind, found, high = problem.kind, problem.found, problem.high
    words = _FIELD_WORDS.get(kind)
    if words is not None:
        return _(words).format(
            found=found,
            got=_got(found),
            count=problem.count,
            axes=high,
            players=high,
            seat=problem.seat,
            kinds=", ".join(SeatKind),
        )
    if kind is _Kind.OUT_OF_RANGE:
        if high is None:
            return _("{found} is out of range, expected {low} or more").format(
                found=found, low=problem.low
            )
        return _("{found} is out of range, expected {low} to {high}").format(
            found=found, low=problem.low, high=high
        )
    if kind is _Kind.RULES:
        assert problem.rules is not None
        return rules_explanation(problem.rules)
    return _seat_problem(problem)


def _seat_problem(problem: RecordProblem) -> str:
    kind, found, high = problem.kind, problem.found, problem.high
    if kind is _Kind.NAME:
        if isinstance(found, str):
            return _("expected a text of 1 to {high} characters, got {length}").format(
                high=high, length=number(len(found))
            )
        return _("expected a text of 1 to {high} characters, got {got}").format(
            high=high, got=_got(found)
        )
    if kind is _Kind.LEVEL_COUNT:
        return _(
            "{count} entries, but the file has {moves} moves (moves and redo): one level, or "
            "null for a person's move, per move"
        ).format(count=number(problem.count or 0), moves=number(high or 0))
    if kind is _Kind.MOVE_LEVEL:
        if isinstance(found, str):
            return _(
                "expected a CPU level name of 1 to {high} characters or null, got {length}"
            ).format(high=high, length=number(len(found)))
        return _("expected a CPU level name of 1 to {high} characters or null, got {got}").format(
            high=high, got=_got(found)
        )
    return _("{count} moves, more than the {cells} cells of the board").format(
        count=number(problem.count or 0), cells=number(high or 0)
    )


def _refused(refusal: Refusal | None) -> str:
    """A move of the file the rules refuse: its cell is taken, blocked, or floating."""
    assert refusal is not None and isinstance(refusal.cell, tuple)
    cell = format_cell(refusal.cell)
    if refusal.kind is RefusalKind.TAKEN:
        return _("cell {cell} is taken by player {player}").format(
            cell=cell, player=(refusal.player or 0) + 1
        )
    if refusal.kind is RefusalKind.FLOATING:
        below = format_cell(refusal.below) if refusal.below is not None else ""
        return _("cell {cell} is floating: the cell under it, {below}, is empty").format(
            cell=cell, below=below
        )
    return _("cell {cell} is blocked").format(cell=cell)


def _ordinal(index: int) -> str:
    """The ordinal of the move with list `index` (from 0): '1st', '2nd', '11th'."""
    count = index + 1
    return _(_ORDINALS[ordinal_category(count)]).format(number=count)


def _move(problem: RecordProblem) -> str:
    """The place of a move at fault and which move it is: 'moves[3] (the 4th move)'."""
    if problem.undone:
        text = _("{place} (the {ordinal} undone move)")
    else:
        text = _("{place} (the {ordinal} move)")
    return text.format(place=problem.place, ordinal=_ordinal(problem.move or 0))


def _move_problem(problem: RecordProblem) -> str:
    cell = format_cell(problem.cell) if problem.cell is not None else ""
    if problem.kind is _Kind.OFF_BOARD:
        return _("cell {cell} is outside the {shape} board (cells count from 1)").format(
            cell=cell, shape=format_shape(problem.shape)
        )
    if problem.kind is _Kind.REFUSED:
        return _refused(problem.refusal)
    winners, ply = problem.winners, problem.ply
    if not winners:
        return _("cell {cell} comes after the end (a draw at move {ply})").format(
            cell=cell, ply=ply
        )
    if len(winners) == 1:
        return _("cell {cell} comes after the end (player {player} won at move {ply})").format(
            cell=cell, player=winners[0] + 1, ply=ply
        )
    names = [_("player {number}").format(number=p + 1) for p in winners]
    joined = names[0]
    for name in names[1:-1]:
        joined = _("{first}, {second}").format(first=joined, second=name)
    joined = _("{first} and {second}").format(first=joined, second=names[-1])
    return _("cell {cell} comes after the end ({players} shared the win at move {ply})").format(
        cell=cell, players=joined, ply=ply
    )
