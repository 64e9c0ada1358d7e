"""What can be wrong with a game file, as data a program can word in its own language
(`RecordProblem`), and the exception that carries it (`RecordError`), whose message is the
English wording: what is wrong and where (`moves[12] (the 13th move): cell 5,1,1 is outside
the 4×4×4 board (cells count from 1)`)."""

from __future__ import annotations

import errno
from dataclasses import dataclass
from enum import Enum
from typing import Literal

from engine.notation import format_cell
from engine.players import SeatKind
from engine.refusals import Refusal
from engine.rules import Cell, RulesProblem, format_shape


class RecordProblemKind(Enum):
    """What is wrong with a game file. The fields of `RecordProblem` each kind fills are in
    brackets; every kind inside the file has a `place`."""

    UNREADABLE = "the file cannot be read"  # [error_number, detail: the system's words]
    NOT_A_FILE = "not a regular file"  # [file_kind]
    TOO_LARGE = "the file is too large"  # [high: the bytes allowed]
    NOT_UTF8 = "not UTF-8 text"  # [found: the byte, offset]
    EMPTY = "the file is empty"
    NOT_JSON = "not valid JSON"  # [syntax, line, column, detail: the parser's words]
    CUT_SHORT = "the file is cut short"  # [syntax, line, column, detail]
    TOO_DEEP = "the JSON is nested too deeply"
    NUMBER_TOO_LONG = "a number far too long"  # [count: its digits, line, column]
    CONSTANT = "NaN or Infinity"  # [detail: the constant]
    DUPLICATE_KEY = "a key twice in one object"  # [detail: the key]
    NOT_AN_OBJECT = "not a JSON object"  # [found]
    NO_FORMAT = "no format field"
    WRONG_FORMAT = "another format"  # [found]
    NEWER_VERSION = "a newer version"  # [found: its version, high: the newest understood]
    MISSING = "a field is missing"
    UNKNOWN_FIELD = "an unknown field"
    NOT_WHOLE_NUMBER = "not a whole number"  # [found]
    OUT_OF_RANGE = "a number out of range"  # [found, low, high (None: no upper end)]
    NOT_A_LIST = "not a list"  # [found]
    NOT_AN_OBJECT_FIELD = "a field that is not an object"  # [found]
    NOT_A_TIME = "not a time"  # [found: what is there instead of a string]
    BAD_TIME = "not an ISO-8601 time"  # [found: the string]
    COORDINATES = "a cell with the wrong count of coordinates"  # [count, high: the axes]
    RULES = "rules that cannot be played"  # [rules; place: the field, e.g. "rules.k"]
    SEAT_COUNT = "a seat list that does not fit the rules"  # [count, high: the players]
    NAME = "a player's name that is not a text of the right length"  # [found, high]
    SEAT_KIND = "an unknown kind of seat"  # [found]
    LEVEL_NOT_ALLOWED = "a level for a seat that has none"  # [found, seat]
    LEVEL_NEEDED = "a CPU seat without a level"  # [found]
    LEVEL_COUNT = "a list of levels that does not fit the moves"  # [count, high: the moves]
    MOVE_LEVEL = "a move's level that is not a level name"  # [move, found, high: its length]
    ANALYSIS = "an analysis that does not fit the game or itself"  # [detail: which rule, English]
    CLOCK = "a clock that does not fit the game"  # [detail: what, English]
    ENDING = "an ending that does not fit the game"  # [detail: what, English]
    TOO_MANY_MOVES = "more moves than cells"  # [count, high: the cells]
    OFF_BOARD = "a move outside the board"  # [move, undone, cell, shape]
    AFTER_THE_END = "a move after the end of the game"  # [move, undone, cell, winners, ply]
    REFUSED = "a move the rules refuse"  # [move, undone, refusal]


class FileKind(Enum):
    """What a path that is not a regular file is."""

    FOLDER = "a folder"
    PIPE = "a named pipe"
    DEVICE = "a device"
    SOCKET = "a socket"
    OTHER = "not a regular file"


class JsonSyntax(Enum):
    """What the JSON parser expected where the text breaks."""

    VALUE = "Expecting value"
    COMMA = "Expecting ',' delimiter"
    COLON = "Expecting ':' delimiter"
    NAME = "Expecting property name enclosed in double quotes"
    STRING_END = "Unterminated string starting at"
    CONTROL_CHARACTER = "Invalid control character at"
    ESCAPE = "Invalid \\escape"
    UNICODE_ESCAPE = "Invalid \\uXXXX escape"
    EXTRA_DATA = "Extra data"
    TRAILING_COMMA_OBJECT = "Illegal trailing comma before end of object"
    TRAILING_COMMA_ARRAY = "Illegal trailing comma before end of array"
    OTHER = ""

    @classmethod
    def of(cls, message: str) -> JsonSyntax:
        """The syntax error `json` describes with `message` (its JSONDecodeError.msg)."""
        return next((s for s in cls if s.value and message.startswith(s.value)), cls.OTHER)


class JsonKind(Enum):
    """What kind of JSON value was found where another was expected."""

    NULL = "null"
    TRUE = "true"
    FALSE = "false"
    STRING = "a string"
    NUMBER = "a number"
    LIST = "a list"
    OBJECT = "an object"

    @staticmethod
    def of(value: object) -> JsonKind:
        """The kind of the parsed JSON `value`."""
        if value is None:
            return JsonKind.NULL
        if isinstance(value, bool):
            return JsonKind.TRUE if value else JsonKind.FALSE
        if isinstance(value, str):
            return JsonKind.STRING
        if isinstance(value, int | float):
            return JsonKind.NUMBER
        return JsonKind.LIST if isinstance(value, list) else JsonKind.OBJECT


def value_words(value: object) -> str:
    """A JSON value as the English messages name it: 'a string', 'the number 4.0', 'true'."""
    if JsonKind.of(value) is JsonKind.NUMBER:
        return f"the number {value!r}"
    return JsonKind.of(value).value


@dataclass(frozen=True)
class RecordProblem:
    """What is wrong with a game file and where, as data. Which fields a kind fills is listed
    with `RecordProblemKind`."""

    kind: RecordProblemKind
    place: str = ""
    """Where in the file, as a path into its JSON: "moves[12]", "rules.k", "players[0].name";
    empty for the file as a whole."""
    found: object = None
    """The value found there, as parsed (a JSON value)."""
    low: int | None = None
    high: int | None = None
    """The ends of what is allowed; None where there is none."""
    count: int | None = None
    """How many were found: coordinates, seats, moves, digits."""
    syntax: JsonSyntax | None = None
    """What the JSON parser expected where the text breaks."""
    line: int | None = None
    column: int | None = None
    """Where the text breaks, both from 1; None when it could not be found."""
    offset: int | None = None
    """Where in the bytes (from 0), for NOT_UTF8."""
    detail: str = ""
    """Words quoted as they are: the JSON parser's, the system's, a key or a constant."""
    error_number: int | None = None
    """The system's error number (errno) for UNREADABLE."""
    file_kind: FileKind | None = None
    move: int | None = None
    """The index (from 0, as in the file) of the move at fault in "moves", or in "redo"."""
    undone: bool = False
    """True when the move at fault is one of the undone moves ("redo")."""
    cell: Cell | None = None
    shape: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    ply: int | None = None
    """The move that ended the game, for AFTER_THE_END."""
    rules: RulesProblem | None = None
    refusal: Refusal | None = None
    seat: SeatKind | None = None

    def describe(self) -> str:
        """The problem as an English sentence, starting with its place in the file."""
        text = _describe(self)
        if not self.place:
            return text
        # "moves[3] (the 4th move): …" and "version 2 is newer …" read on from the place.
        return f"{self.place}{' ' if self.kind in _READ_ON else ': '}{text}"


_READ_ON = frozenset(
    {
        RecordProblemKind.NEWER_VERSION,
        RecordProblemKind.OFF_BOARD,
        RecordProblemKind.AFTER_THE_END,
        RecordProblemKind.REFUSED,
        RecordProblemKind.MOVE_LEVEL,
    }
)


def cannot_read(error: OSError) -> RecordProblem:
    """A file that the system cannot open or read, with its words for why."""
    return RecordProblem(
        RecordProblemKind.UNREADABLE,
        error_number=error.errno,
        detail=str(error.strerror or error),
    )


def is_missing(problem: RecordProblem) -> bool:
    """True for a file that is not there (any more)."""
    return problem.kind is RecordProblemKind.UNREADABLE and problem.error_number == errno.ENOENT


OrdinalCategory = Literal["one", "two", "few", "other"]
_ENGLISH_ORDINAL_ENDINGS = {"one": "st", "two": "nd", "few": "rd", "other": "th"}


def ordinal_category(number: int) -> OrdinalCategory:
    """Which form the English ordinal of `number` takes, by CLDR's names for them: "one" (1st,
    21st), "two" (2nd, 22nd), "few" (3rd, 23rd) or "other" (4th, 11th, 12th, 13th); each
    language's wording picks its ordinal by it."""
    if 10 <= number % 100 <= 20:
        return "other"
    forms: dict[int, OrdinalCategory] = {1: "one", 2: "two", 3: "few"}
    return forms.get(number % 10, "other")


def ordinal(number: int) -> str:
    """'1st', '2nd', '3rd', '4th', '11th', '22nd': how a list index is said to a person."""
    return f"{number}{_ENGLISH_ORDINAL_ENDINGS[ordinal_category(number)]}"


def _where(problem: RecordProblem) -> str:
    if problem.line is None:
        return ""
    return f" at line {problem.line}, column {problem.column}"


def _winners(winners: tuple[int, ...]) -> str:
    if len(winners) == 1:
        return f"player {winners[0] + 1} won"
    if winners:
        names = [f"player {p + 1}" for p in winners]
        return ", ".join(names[:-1]) + f" and {names[-1]} shared the win"
    return "a draw"


# The English sentence of each kind that says it with the problem's fields alone (and `got`, the
# value found in words); the other kinds are worded in `_describe`.
_SENTENCES = {
    RecordProblemKind.UNREADABLE: "cannot read it ({detail})",
    RecordProblemKind.TOO_LARGE: "the file is larger than {high:,} bytes; no game is that long",
    RecordProblemKind.NOT_UTF8: "not UTF-8 text: byte 0x{found:02x} at offset {offset}",
    RecordProblemKind.EMPTY: "the file is empty",
    RecordProblemKind.TOO_DEEP: "not a game file: the JSON is nested too deeply",
    RecordProblemKind.CONSTANT: "{detail} is not allowed in a game file",
    RecordProblemKind.DUPLICATE_KEY: "the key {detail!r} appears twice in one object",
    RecordProblemKind.NOT_AN_OBJECT: "not a hyperrow game file: expected an object, got {got}",
    RecordProblemKind.NO_FORMAT: 'not a hyperrow game file: no "format" field',
    RecordProblemKind.WRONG_FORMAT: '{found!r}, expected "hyperrow": not a hyperrow game file',
    RecordProblemKind.NEWER_VERSION: (
        "{found} is newer than this hyperrow understands ({high}); "
        "update hyperrow to open this file"
    ),
    RecordProblemKind.MISSING: "missing",
    RecordProblemKind.UNKNOWN_FIELD: "unknown field",
    RecordProblemKind.NOT_WHOLE_NUMBER: "expected a whole number, got {got}",
    RecordProblemKind.NOT_A_LIST: "expected a list, got {got}",
    RecordProblemKind.NOT_AN_OBJECT_FIELD: "expected an object, got {got}",
    RecordProblemKind.NOT_A_TIME: "expected an ISO-8601 time, got {got}",
    RecordProblemKind.BAD_TIME: "{found!r} is not an ISO-8601 time",
    RecordProblemKind.COORDINATES: "{count} coordinates, expected {high}",
    RecordProblemKind.SEAT_COUNT: "{count} listed, but the rules are for {high} players",
    RecordProblemKind.SEAT_KIND: "{found!r}, expected one of " + ", ".join(SeatKind),
    RecordProblemKind.LEVEL_NOT_ALLOWED: "a {seat} player has no level, got {found!r}",
    RecordProblemKind.LEVEL_NEEDED: "a CPU player needs a level name, got {found!r}",
    RecordProblemKind.ANALYSIS: "the analysis kept with the game does not fit its moves",
    RecordProblemKind.CLOCK: "the clock kept with the game does not fit its moves",
    RecordProblemKind.ENDING: "the ending kept with the game does not fit its moves",
    RecordProblemKind.LEVEL_COUNT: (
        "{count} entries, but the file has {high} moves (moves and redo): "
        "one level, or null for a person's move, per move"
    ),
    RecordProblemKind.TOO_MANY_MOVES: "{count} moves, more than the {high} cells of the board",
}


def _describe(problem: RecordProblem) -> str:
    kind, found = RecordProblemKind, problem.found
    sentence = _SENTENCES.get(problem.kind)
    if sentence is not None:
        return sentence.format(**vars(problem), got=value_words(found))
    if problem.kind is kind.NOT_A_FILE:
        what = problem.file_kind or FileKind.OTHER
        if what is FileKind.OTHER:
            return "not a regular file, not a game file"
        return f"it is {what.value}, not a game file"
    if problem.kind in (kind.NOT_JSON, kind.CUT_SHORT):
        said = problem.detail.replace("starting at", "starting here")
        text = f"not valid JSON{_where(problem)}: {said}" if said else "not valid JSON"
        return f"the file is cut short: {text}" if problem.kind is kind.CUT_SHORT else text
    if problem.kind is kind.NUMBER_TOO_LONG:
        return (
            f"a number of {problem.count:,} digits{_where(problem)}: "
            "no field of a game file is that large"
        )
    if problem.kind is kind.OUT_OF_RANGE:
        upper = f" to {problem.high}" if problem.high is not None else " or more"
        return f"{found} is out of range, expected {problem.low}{upper}"
    if problem.kind is kind.RULES:
        assert problem.rules is not None
        return problem.rules.explain()  # after the place, which names the field: "rules.k"
    if problem.kind is kind.NAME:
        got = len(found) if isinstance(found, str) else value_words(found)
        return f"expected a text of 1 to {problem.high} characters, got {got}"
    if problem.kind is kind.MOVE_LEVEL:
        got = f"{len(found)} characters" if isinstance(found, str) else value_words(found)
        move = f"(the {ordinal((problem.move or 0) + 1)} move)"
        return (
            f"{move}: expected a CPU level name of 1 to {problem.high} characters or null, "
            f"got {got}"
        )
    return _describe_move(problem)


def _describe_move(problem: RecordProblem) -> str:
    kind = RecordProblemKind
    which = "undone move" if problem.undone else "move"
    move = f"(the {ordinal((problem.move or 0) + 1)} {which})"
    cell = format_cell(problem.cell) if problem.cell is not None else ""
    if problem.kind is kind.OFF_BOARD:
        board = format_shape(problem.shape)
        return f"{move}: cell {cell} is outside the {board} board (cells count from 1)"
    if problem.kind is kind.AFTER_THE_END:
        result = _winners(problem.winners)
        return f"{move}: cell {cell} comes after the end ({result} at move {problem.ply})"
    assert problem.refusal is not None
    return f"{move}: cell {problem.refusal.describe()}"


class RecordError(ValueError):
    """A game file that cannot be loaded; the message says what is wrong and where in English
    (after the name of the `file`, when it is given), and `problem` says it as data."""

    def __init__(self, problem: RecordProblem, file: str = "") -> None:
        text = problem.describe()
        super().__init__(f"{file}: {text}" if file else text)
        self.problem = problem
        self.file = file
