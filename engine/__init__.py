"""hyperrow's game engine: k-in-a-row on boards of any dimension. Pure Python and numpy."""

from engine.game import (
    BLOCKED,
    EMPTY,
    EndReason,
    Game,
    Outcome,
)
from engine.notation import (
    NotationError,
    NotationProblem,
    format_cell,
    format_moves,
    parse_cell,
    parse_move,
)
from engine.record import RecordError
from engine.refusals import IllegalMove, Refusal, RefusalKind
from engine.rules import (
    PRESET_TABLE,
    PRESETS,
    Cell,
    Line,
    Preset,
    Rules,
    RulesError,
    RulesProblem,
    RulesProblemKind,
    preset_name,
)
from engine.threats import Threat, threats

__all__ = [
    "BLOCKED",
    "EMPTY",
    "PRESETS",
    "PRESET_TABLE",
    "Cell",
    "EndReason",
    "Game",
    "IllegalMove",
    "Line",
    "NotationError",
    "NotationProblem",
    "Outcome",
    "Preset",
    "RecordError",
    "Refusal",
    "RefusalKind",
    "Rules",
    "RulesError",
    "RulesProblem",
    "RulesProblemKind",
    "Threat",
    "format_cell",
    "format_moves",
    "parse_cell",
    "parse_move",
    "preset_name",
    "threats",
]
