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

# -- a move: the app asks, the worker reports its search and answers ---------------------------


@dataclass(frozen=True)
class MoveRequest:
    """Search a move in the position `moves` under `rules`; ids increase with every request."""

    request_id: int
    rules: Rules
    moves: tuple[Cell, ...]
    level: str
    seconds: float | None = None
    seed: int | None = None


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
    """The move chosen for the request: the reply that settles a MoveRequest (Failure aside).
    Progress replies before it said how the search went."""

    cell: Cell


# -- a study: the app asks for an analysis, the worker reports its steps and what it found ------


class Study(StrEnum):
    """What an AnalysisRequest asks for (engine.ai.analysis)."""

    GAME = "game"
    """Every move of the game: an engine GameAnalysis, with a Step per move on the way."""
    MOVE_VALUES = "move-values"
    """Every legal move's value in the position: a dict of cell to PositionValue (the values
    the hint and the position study show beside each cell)."""
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
class Step(Reply):
    """One more move of a game analysed: the window shows the analysis growing, and the
    watchdog gives the next move the request's whole budget again."""

    step: AnalysisProgress


@dataclass(frozen=True)
class Found(Reply):
    """What an AnalysisRequest found (see Study), None when nothing was found: the reply that
    settles the request, as Answer settles a MoveRequest."""

    value: object


# -- either request, and the process itself ----------------------------------------------------


@dataclass(frozen=True)
class Failure(Reply):
    """The request ended without a move; `message` says why ("cancelled" if it was)."""

    message: str


@dataclass(frozen=True)
class Stop:
    """End the worker process."""


@dataclass(frozen=True)
class Heartbeat:
    """The worker is alive (sent every HEARTBEAT_INTERVAL seconds, searching or not)."""


ToWorker = MoveRequest | AnalysisRequest | Stop
FromWorker = Progress | Answer | Failure | Step | Found | Heartbeat
