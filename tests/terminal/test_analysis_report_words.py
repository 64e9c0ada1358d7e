"""What a marked move's line says it rests on: a line handed to the opponent at once (naming the
block, or the win at once missed), proven results, or an estimate — of the position before it
when the result after it is proven, so that a proven loss is never called an estimate; and one
proven fact is not said in two forms side by side ("win in at most 5 → win")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.record.analysis_data import Mark, MoveAnalysis, PositionValue, Result, Source
from terminal.words.analysis_report_words import move_lines
from wording import language

WIN_BY_THREATS = PositionValue.proven_result(Result.WIN, 5, Source.THREATS)
WIN = PositionValue.proven_result(Result.WIN, None, Source.BOOK)
WIN_IN_ONE = PositionValue.proven_result(Result.WIN, 1, Source.THREATS)
LOSS_AT_ONCE = PositionValue.proven_result(Result.LOSS, 1, Source.THREATS)
LOSS = PositionValue.proven_result(Result.LOSS, None, Source.PROOF)
EVEN = PositionValue.estimate(-0.04)
WORSE = PositionValue.estimate(-0.5)


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    language.use_language("en")


def line(
    before: PositionValue,
    after: PositionValue,
    mark: Mark | None = None,
    *,
    at_once: bool = False,
) -> str:
    better = None if mark is None else (2, 3)
    move = MoveAnalysis(7, (1, 1), 0, before, after, mark, better, at_once)
    (text,) = move_lines([move])
    return text


@pytest.mark.parametrize(
    ("lang", "blocks", "wins", "before_estimated", "estimated"),
    [
        ("en", "lets O win at once; 3,4 blocks", "lets O win at once; 3,4 wins at once",
         "Inaccuracy (the position before it by estimate): 3,4 was better",
         "Inaccuracy (by estimate): 3,4 was better"),
        ("ja", "O にすぐ勝たせた。3,4 で止められた", "O にすぐ勝たせた。3,4 ならすぐ勝ち",
         "疑問手 (打つ前の局面は推定)。3,4 が良い手でした", "疑問手 (推定)。3,4 が良い手でした"),
    ],
)  # fmt: skip
def test_a_mark_says_what_it_rests_on(
    lang: str, blocks: str, wins: str, before_estimated: str, estimated: str
) -> None:
    language.use_language(lang)
    assert line(EVEN, LOSS_AT_ONCE, Mark.BLUNDER, at_once=True).endswith(blocks)
    assert line(WIN_IN_ONE, LOSS_AT_ONCE, Mark.BLUNDER, at_once=True).endswith(wins)
    assert line(EVEN, LOSS, Mark.INACCURACY).endswith(before_estimated)
    assert line(EVEN, WORSE, Mark.INACCURACY).endswith(estimated)


@pytest.mark.parametrize(
    ("lang", "kept", "lost"),
    [("en", "still a win", "still a loss"), ("ja", "勝ちのまま", "負けのまま")],
)
def test_one_proven_fact_is_not_said_in_two_forms(lang: str, kept: str, lost: str) -> None:
    language.use_language(lang)
    assert line(WIN_BY_THREATS, WIN).endswith("→ " + kept)
    lost_by_threats = PositionValue.proven_result(Result.LOSS, 3, Source.THREATS)
    assert line(lost_by_threats, LOSS).endswith("→ " + lost)
    # Where both say how far, or neither, each is said as it is.
    assert kept not in line(WIN, WIN)
    assert kept not in line(
        WIN_BY_THREATS, PositionValue.proven_result(Result.WIN, 4, Source.SOLVER)
    )
