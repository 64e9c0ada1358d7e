"""A move that let the opponent complete a line at once says so in the move list and its tooltip,
naming the move that stopped it, in English and in Japanese; one proven fact is not said in two
forms side by side ("wins in at most 5", then "wins")."""

from __future__ import annotations

from typing import Any

import pytest

from app.widgets.words.analysis_words import move_line, move_tip
from engine.record.analysis_data import Mark, MoveAnalysis, PositionValue, Result, Source
from tests.support.window_languages import speaking

EVEN = PositionValue.estimate(0.1)
WIN_IN_ONE = PositionValue.proven_result(Result.WIN, 1, Source.THREATS)
WIN_BY_THREATS = PositionValue.proven_result(Result.WIN, 5, Source.THREATS)
WIN = PositionValue.proven_result(Result.WIN, None, Source.BOOK)
LOSS_AT_ONCE = PositionValue.proven_result(Result.LOSS, 1, Source.THREATS)


def handed(before: PositionValue) -> MoveAnalysis:
    return MoveAnalysis(9, (2, 2, 2), 0, before, LOSS_AT_ONCE, Mark.BLUNDER, (2, 1, 1), True)


WORDS = {
    "en": {
        "blocks": "lets the opponent win at once; 3,2,2 blocks",
        "named": "lets Blue win at once",
        "wins": "3,2,2 wins at once",
        "tip": "it lets the opponent win at once",
        "kept": "still wins",
    },
    "ja": {
        "blocks": "相手にすぐ勝たせた。3,2,2 で止められた",
        "named": "Blue にすぐ勝たせた",
        "wins": "3,2,2 ならすぐ勝ち",
        "tip": "相手にすぐ勝たせる手でした",
        "kept": "勝ちのまま",
    },
}


@pytest.mark.parametrize("language", WORDS)
def test_a_line_handed_over_at_once_is_said(qapp: Any, language: str) -> None:
    words = WORDS[language]
    with speaking(language):
        line = move_line(9, "Red", handed(EVEN), (2, 2, 2))
        assert "??" in line and line.endswith(words["blocks"])
        assert words["named"] in move_line(9, "Red", handed(EVEN), (2, 2, 2), opponent="Blue")
        assert move_line(9, "Red", handed(WIN_IN_ONE), (2, 2, 2)).endswith(words["wins"])
        assert words["tip"] in move_tip(handed(EVEN), 2)
        sound = MoveAnalysis(9, (2, 2, 2), 0, WIN_BY_THREATS, WIN, None, None)
        assert move_line(9, "Red", sound, (2, 2, 2)).endswith(words["kept"])
        assert words["kept"] in move_tip(sound, 2)
