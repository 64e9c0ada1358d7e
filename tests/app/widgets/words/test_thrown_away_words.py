"""A move that throws a proven result away says so in words in the move list, in English and in
Japanese; a mark from estimates does not claim it."""

from __future__ import annotations

from typing import Any

import pytest

from app.widgets.words.analysis_words import move_line
from engine.record.analysis_data import Mark, MoveAnalysis, PositionValue, Result, Source
from tests.support.window_languages import speaking

WIN = PositionValue.proven_result(Result.WIN, 5, Source.BOOK)
DRAW = PositionValue.proven_result(Result.DRAW, None, Source.SOLVER)
LOSS = PositionValue.proven_result(Result.LOSS, 4, Source.SOLVER)


def analysed(before: PositionValue, after: PositionValue, mark: Mark) -> MoveAnalysis:
    return MoveAnalysis(3, (2, 2, 2), 0, before, after, mark, (2, 1, 1))


@pytest.mark.parametrize(
    ("language", "won", "drawn", "estimated"),
    [
        ("en", "the win thrown away", "the draw thrown away", "better 3,2,2"),
        ("ja", "勝ちを逃した", "引き分けを逃した", "よい手は 3,2,2"),
    ],
)
def test_a_thrown_away_result_is_said(
    qapp: Any, language: str, won: str, drawn: str, estimated: str
) -> None:
    with speaking(language):
        assert won in move_line(3, "Red", analysed(WIN, DRAW, Mark.MISTAKE), (2, 2, 2))
        assert won in move_line(3, "Red", analysed(WIN, LOSS, Mark.BLUNDER), (2, 2, 2))
        assert drawn in move_line(3, "Red", analysed(DRAW, LOSS, Mark.BLUNDER), (2, 2, 2))
        guess = analysed(PositionValue.estimate(0.4), PositionValue.estimate(-0.3), Mark.MISTAKE)
        line = move_line(3, "Red", guess, (2, 2, 2))
        assert estimated in line and won not in line and drawn not in line
