"""A game file keeps what a mark rests on: "at_once" (the move let the opponent complete a line
at once) saves and opens as it was; an entry written before it came opens as it did, with the
rules of its time; and an entry that breaks the rules it came with is refused, naming the
place."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest

from engine import PRESETS, Game, RecordError, record
from engine.ai import analyse_game
from engine.record.analysis_data import GameAnalysis, Mark

# X's fourth move (the seventh) lets O complete the right column at once, where X could have
# completed the anti-diagonal.
TIC_TAC_TOE = [(0, 1), (2, 2), (0, 2), (0, 0), (1, 1), (2, 1), (1, 2), (2, 0)]
HANDED = 6


def analysed() -> tuple[Game, GameAnalysis]:
    game = Game(PRESETS["tic-tac-toe"])
    for cell in TIC_TAC_TOE:
        game.play(cell)
    analysis = analyse_game(game, seconds=math.inf)
    assert analysis is not None
    return game, analysis


def reopened(data: dict[str, Any]) -> GameAnalysis | None:
    return record.loads_record(json.dumps(data)).analysis


def test_a_line_handed_over_at_once_saves_and_opens_as_it_was() -> None:
    game, analysis = analysed()
    assert [move.at_once for move in analysis.moves].index(True) == HANDED
    data = json.loads(record.dumps(game, analysis=analysis))
    assert data["analysis"][HANDED]["at_once"] is True
    assert reopened(data) == analysis


def test_an_entry_from_before_at_once_opens_by_the_rules_of_its_time() -> None:
    game, analysis = analysed()
    data = json.loads(record.dumps(game, analysis=analysis))
    entries = data["analysis"]
    for entry in entries:
        del entry["at_once"]
    entries[HANDED]["mark"] = "blunder"  # a win thrown to a loss: a blunder then as now
    # Then an estimate could mark a mistake.
    entries[0].update(
        result_before=None, source_before="search", score_before=0.5, distance_before=None,
        proven=False, mark="mistake", better=[2, 2],
    )  # fmt: skip
    opened = reopened(data)
    assert opened is not None
    assert not any(move.at_once for move in opened.moves)
    assert opened.moves[0].mark is Mark.MISTAKE


@pytest.mark.parametrize(
    ("change", "place"),
    [
        ({"mark": "mistake"}, "analysis[6].mark"),
        ({"at_once": "yes"}, "analysis[6].at_once"),
    ],
)
def test_a_line_handed_over_is_a_blunder(change: dict[str, Any], place: str) -> None:
    game, analysis = analysed()
    data = json.loads(record.dumps(game, analysis=analysis))
    data["analysis"][HANDED].update(change)
    with pytest.raises(RecordError) as caught:
        reopened(data)
    assert caught.value.problem.place == place


def test_an_estimate_marks_no_more_than_an_inaccuracy() -> None:
    game, analysis = analysed()
    data = json.loads(record.dumps(game, analysis=analysis))
    data["analysis"][0].update(
        result_before=None, source_before="search", score_before=0.5, distance_before=None,
        proven=False, mark="mistake", better=[2, 2],
    )  # fmt: skip
    with pytest.raises(RecordError) as caught:
        reopened(data)
    assert caught.value.problem.place == "analysis[0].mark"
    data["analysis"][0]["mark"] = "inaccuracy"
    opened = reopened(data)
    assert opened is not None and opened.moves[0].mark is Mark.INACCURACY
