"""The clock a game file may keep: the time control the game was played under and the seconds
each move of "moves" took, as `"clock": {"control": "5+3", "used": [1.5, 12.0, …]}`. It is
optional (files without it, all written before it, open as games without a clock); one that
does not fit its game is refused naming the place, like every other field."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from engine.clocks import TimeControl, TimeControlError
from engine.record.problems import RecordError, RecordProblem, RecordProblemKind

CLOCK_KEY = "clock"
MAX_SECONDS = 1e7
"""More seconds than any move takes (about four months): a larger figure is damage."""


@dataclass(frozen=True)
class MoveTimes:
    """A game's time `control` and the seconds each of its moves `used`."""

    control: TimeControl
    used: tuple[float, ...]


def times_to_data(times: MoveTimes) -> dict[str, Any]:
    """`times` as the JSON-ready "clock" field."""
    return {"control": times.control.text(), "used": [round(s, 3) for s in times.used]}


def times_from_data(data: object, moves: int) -> MoveTimes:
    """The MoveTimes in a file's "clock" field, for a game of `moves` moves; raises RecordError
    naming the place (`clock.used[3]`) and what is wrong."""
    if not isinstance(data, dict) or set(data) != {"control", "used"}:
        raise RecordError(_damaged(CLOCK_KEY, 'expected an object with "control" and "used"'))
    control = data["control"]
    if not isinstance(control, str):
        raise RecordError(_damaged(f"{CLOCK_KEY}.control", "expected text such as 5+3"))
    try:
        parsed = TimeControl.parse(control[:20])
    except TimeControlError as error:
        raise RecordError(_damaged(f"{CLOCK_KEY}.control", str(error))) from None
    used = data["used"]
    if not isinstance(used, list) or len(used) != moves:
        raise RecordError(_damaged(f"{CLOCK_KEY}.used", f"expected {moves} numbers, one a move"))
    for i, seconds in enumerate(used):
        if type(seconds) not in (int, float) or not math.isfinite(seconds):
            raise RecordError(_damaged(f"{CLOCK_KEY}.used[{i}]", "expected a number of seconds"))
        if not 0 <= seconds <= MAX_SECONDS:
            raise RecordError(_damaged(f"{CLOCK_KEY}.used[{i}]", "seconds out of range"))
    return MoveTimes(parsed, tuple(float(s) for s in used))


def _damaged(place: str, what: str) -> RecordProblem:
    """A clock that does not fit: players read the kind with the place, in their language;
    `what` is English for the log and the tests."""
    return RecordProblem(RecordProblemKind.CLOCK, place, detail=what)
