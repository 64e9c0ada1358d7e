"""The New game dialog's custom rules checked field by field, with sentences that say what is
wrong and what would be right. The engine (`Rules`) checks again; its message is the fallback."""

from __future__ import annotations

import math

from app.widgets.words.translate import tr
from engine.rules import MAX_AXES, MAX_CELLS, MAX_PLAYERS, MAX_SIZE


def rules_problem(
    axes: int, shape: tuple[int, ...], *, k: int, players: int, target: int, blocked_centre: bool
) -> tuple[str, str] | None:
    """(field, message) for the first thing wrong with these custom rules, or None. The field
    is one of "axes", "sizes", "k", "players", "target", "blocked"."""
    if not 1 <= axes <= MAX_AXES:
        return "axes", tr("A board has 1 to %1 axes, not %2.").replace("%1", str(MAX_AXES)).replace(
            "%2", str(axes)
        )
    if any(not 1 <= size <= MAX_SIZE for size in shape):
        return "sizes", tr("Each side of the board is 1 to %1 cells long.").replace(
            "%1", str(MAX_SIZE)
        )
    cells = math.prod(shape)
    if cells > MAX_CELLS:
        return "sizes", tr("This board has %1 cells; at most %2 fit.").replace(
            "%1", f"{cells:,}"
        ).replace("%2", f"{MAX_CELLS:,}")
    if blocked_centre and any(size % 2 == 0 for size in shape):
        return "blocked", tr(
            "Only a board with an odd number of cells along every axis has a centre to block."
        )
    if not 2 <= k <= max(shape) and max(shape) <= 2:
        return "k", tr("In a row must be 2 on a board this small, not %1.").replace("%1", str(k))
    if not 2 <= k <= max(shape):
        return "k", tr(
            "In a row must be from 2 to %1, the longest side of the board, not %2."
        ).replace("%1", str(max(shape))).replace("%2", str(k))
    if not 2 <= players <= MAX_PLAYERS:
        return "players", tr("From 2 to %1 players can play, not %2.").replace(
            "%1", str(MAX_PLAYERS)
        ).replace("%2", str(players))
    if target < 1:
        return "target", tr("Lines to win must be at least 1.")
    return None
