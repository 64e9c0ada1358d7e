"""The colours of values and marks, one table for the move list, the graph and both boards: a
win green, a draw the theme's neutral, a loss red; an estimate between them by its score; a
mark as chess programs colour them (an inaccuracy yellow, a mistake orange, a blunder red)."""

from __future__ import annotations

from app.scene import palette
from engine.record.analysis_data import Mark, PositionValue, Result

WIN: palette.RGB = (0.25, 0.8, 0.35)
DRAW: palette.RGB = (0.55, 0.62, 0.75)
LOSS: palette.RGB = (0.92, 0.25, 0.25)
MARK_COLOURS: dict[Mark, palette.RGB] = {
    Mark.INACCURACY: (0.9, 0.75, 0.1),
    Mark.MISTAKE: (0.95, 0.5, 0.1),
    Mark.BLUNDER: (0.9, 0.15, 0.15),
}
BETTER: palette.RGB = (0.2, 0.85, 0.4)
"""The better move's outline on the boards."""


def value_colour(value: PositionValue) -> palette.RGB:
    """The colour of a value: proven ones their result's, estimates mixed toward the win or
    the loss colour as far as their score leans."""
    if value.result is Result.WIN:
        return WIN
    if value.result is Result.LOSS:
        return LOSS
    if value.result is Result.DRAW:
        return DRAW
    score = value.score
    return palette.mix(DRAW, WIN if score > 0 else LOSS, min(1.0, abs(score)))
