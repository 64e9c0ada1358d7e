"""Game files: versioned JSON, strict validation, atomic save.

A file holds the rules, who plays, the moves (cells as 0-based lists of ints), the redo stack and
two timestamps:

    {"format": "hyperrow", "version": 1, "rules": {...}, "players": [{"name", "kind", "level"}],
     "moves": [[x, y, ...], ...], "redo": [...], "created": ISO-8601, "saved": ISO-8601}

Loading checks everything (types, ranges, the limits of `Rules`, every move legal in turn, nothing
after the end) before it builds a `Game`, and every problem raises `RecordError` with a message
that says what is wrong and where (`moves[12]: cell (4, 0, 0) is outside the 4×4×4 board`).

A file may also keep an analysis of its moves (the optional "analysis" field, see
`analysis_data`).

Modules: `checks` (strict JSON and typed fields), `data` (games, rules and seats to and from
plain data), `analysis_data` (an analysis to and from plain data), `files` (the file text,
atomic save, reading with a size cap).
"""

from engine.players import PlayerInfo, default_players
from engine.record.checks import RecordError
from engine.record.data import (
    FORMAT,
    VERSION,
    GameRecord,
    record_from_data,
    rules_from_data,
    rules_to_data,
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
    write_text_atomic,
)

__all__ = [
    "EXTENSION",
    "FORMAT",
    "MAX_BYTES",
    "VERSION",
    "GameRecord",
    "PlayerInfo",
    "RecordError",
    "default_players",
    "dumps",
    "load",
    "load_record",
    "loads",
    "loads_record",
    "record_from_data",
    "rules_from_data",
    "rules_to_data",
    "save",
    "to_data",
    "write_text_atomic",
]
