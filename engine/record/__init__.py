"""Game files: versioned JSON, strict validation, atomic save.

A file holds the rules, who plays, the moves (cells as 0-based lists of ints), the redo stack and
two timestamps:

    {"format": "hyperrow", "version": 1, "rules": {...}, "players": [{"name", "kind", "level"}],
     "moves": [[x, y, ...], ...], "redo": [...], "created": ISO-8601, "saved": ISO-8601}

and, optionally, "levels": the CPU level that chose each move, where one was played at a level its
seat no longer has.

Loading checks everything (types, ranges, the limits of `Rules`, every move legal in turn, nothing
after the end) before it builds a `Game`, and every problem raises `RecordError` with a message
that says what is wrong and where (`moves[12] (the 13th move): cell 5,1,1 is outside the 4×4×4
board (cells count from 1)`), and a `RecordProblem` that says it as data for other languages.

A file may also keep an analysis of its moves (the optional "analysis" field, see
`analysis_data`).

Modules: `problems` (what can be wrong, as data and in English), `checks` (strict JSON and
typed fields), `data` (games, rules and seats to and from plain data), `analysis_data` (an
analysis to and from plain data), `files` (the file text,
atomic save, reading with a size cap).
"""

from engine.record.data import (
    FORMAT,
    VERSION,
    GameRecord,
    record_from_data,
    rules_from_data,
    rules_to_data,
    seat_levels,
    to_data,
)
from engine.record.files import (
    EXTENSION,
    MAX_BYTES,
    dumps,
    load,
    load_record,
    loads,
    loads_record,
    save,
)
from engine.record.problems import (
    FileKind,
    JsonKind,
    JsonSyntax,
    RecordError,
    RecordProblem,
    RecordProblemKind,
    cannot_read,
    is_missing,
)

__all__ = [
    "EXTENSION",
    "FORMAT",
    "MAX_BYTES",
    "VERSION",
    "FileKind",
    "GameRecord",
    "JsonKind",
    "JsonSyntax",
    "RecordError",
    "RecordProblem",
    "RecordProblemKind",
    "cannot_read",
    "dumps",
    "is_missing",
    "load",
    "load_record",
    "loads",
    "loads_record",
    "record_from_data",
    "rules_from_data",
    "rules_to_data",
    "save",
    "seat_levels",
    "to_data",
]
