"""The frontier of a strategy build over its worker time: the open leaves of the proof tree (the
positions on the tree with a task still to run) beside the positions proven, taken as the
checkpoint is replayed, so that `hyperrow book ... --status` can say whether the frontier
shrinks over the last hours of work, and a benchmark can set two builds side by side.

A build whose frontier grows is not closing on a proof whatever the count of positions proven
says: every task that splits its position opens a dozen more.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from engine.ai.proof.build import StrategyBuild
from engine.ai.proof.checkpoint import Record
from engine.ai.proof.guided_build import replayed

FIRST_STEP = 60.0
"""Worker seconds between two points of a trend at first; the step doubles whenever the trend
holds more than MOST_POINTS, so a build of days keeps a few hundred points."""
MOST_POINTS = 256


@dataclass(frozen=True)
class FrontierPoint:
    """A build's frontier after `seconds` of worker time (`tasks` tasks): `open` positions of
    the tree to prove, `settled` positions of the tree settled, and the positions the tasks had
    `proven` and `disproven` in all."""

    seconds: float
    tasks: int
    open: int
    settled: int
    proven: int
    disproven: int


def frontier_point(build: StrategyBuild) -> FrontierPoint:
    """Where `build`'s frontier is now."""
    frontier = build.frontier()
    return FrontierPoint(
        frontier.seconds,
        frontier.tasks,
        sum(frontier.open.values()),
        sum(frontier.settled.values()),
        frontier.proven,
        frontier.disproven,
    )


def replayed_with_trend(
    header: dict[str, Any], records: Iterable[Record]
) -> tuple[StrategyBuild, list[FrontierPoint]]:
    """The build a checkpoint describes (engine.ai.proof.guided_build.replayed), and its frontier
    every few minutes of worker time as its records were kept, the last point where they end."""
    build = replayed(header, [])
    points: list[FrontierPoint] = [frontier_point(build)]
    step = FIRST_STEP
    for record in records:
        build._apply(record)
        if "seconds" in record and build.worked >= points[-1].seconds + step:
            points.append(frontier_point(build))
            if len(points) > MOST_POINTS:
                points = points[::2]
                step *= 2
    last = frontier_point(build)
    if last != points[-1]:
        points.append(last)
    return build, points


def last_hours(points: list[FrontierPoint], marks: int = 6) -> list[FrontierPoint]:
    """The points of a trend at each hour of worker time back from its last point, `marks` hours
    at most, oldest first; for a build of less than `marks` hours, at each `marks`-th part of its
    time. Each mark takes the latest point at or before it."""
    if not points:
        return []
    end = points[-1].seconds
    step = 3600.0 if end >= marks * 3600.0 else end / marks
    if step <= 0:
        return [points[-1]]
    chosen: list[FrontierPoint] = []
    for back in range(marks, -1, -1):
        mark = end - back * step
        before = [point for point in points if point.seconds <= mark + 1e-9]
        point = before[-1] if before else points[0]
        if not chosen or chosen[-1] != point:
            chosen.append(point)
    return chosen
