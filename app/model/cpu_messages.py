"""What the app and the CPU process say to each other, as typed values both ways.

Everything here crosses a multiprocessing queue, so it is plain frozen dataclasses of picklable
fields; the worker imports this module too, so it stays free of Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine import Cell, Rules
from engine.ai import SearchInfo
from engine.ai.analysis import AnalysisProgress

# -- app → worker ----------------------------------------------------------------------------


@dataclass(frozen=True)
class MoveRequest:
    """Search a move in the position `moves` under `rules`; ids increase with every request."""

    request_id: int
    rules: Rules
    moves: tuple[Cell, ...]
    level: str
    seconds: float | None = None
    seed: int | None = None


class Study(StrEnum):
    """What an AnalysisRequest asks for (engine.ai.analysis)."""

    GAME = "game"
    """Every move of the game: an engine GameAnalysis, with a Step per move on the way."""
    MOVE_VALUES = "move-values"
    """Every legal move's value in the position: a dict of cell to PositionValue."""
    FORCED_WIN = "forced-win"
    """The forced win of the side to move: a ForcedWin, or None."""


@dataclass(frozen=True)
class AnalysisRequest:
    """Study the position (or the whole game) `moves` under `rules`, in `seconds` (None: the
    engine's own time); ids increase with every request, as a MoveRequest's do."""

    request_id: int
    study: Study
    rules: Rules
    moves: tuple[Cell, ...]
    seconds: float | None = None


@dataclass(frozen=True)
class Stop:
    """End the worker process."""


ToWorker = MoveRequest | AnalysisRequest | Stop

# -- worker → app ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Reply:
    """What the worker says about request `request_id` (the app drops replies to requests it
    gave up on)."""

    request_id: int


@dataclass(frozen=True)
class Progress(Reply):
    """A completed iteration of the search for the request."""

    info: SearchInfo


@dataclass(frozen=True)
class Answer(Reply):
    """The move chosen for the request."""

    cell: Cell


@dataclass(frozen=True)
class Failure(Reply):
    """The request ended without a move; `message` says why ("cancelled" if it was)."""

    message: str


@dataclass(frozen=True)
class Step(Reply):
    """One more move of a game analysed."""

    step: AnalysisProgress


@dataclass(frozen=True)
class Found(Reply):
    """What an AnalysisRequest found (see Study), None when nothing was found."""

    value: object


@dataclass(frozen=True)
class Heartbeat:
    """The worker is alive (sent every HEARTBEAT_INTERVAL seconds, searching or not)."""


FromWorker = Progress | Answer | Failure | Step | Found | Heartbeat
