"""A game file keeps its analysis: the optional "analysis" field saves and opens as it was, a
file without one is what it always was, and damaged or hostile analysis data is refused like
any damaged file, naming the place."""

from __future__ import annotations

import copy
import json
import math
import random
from pathlib import Path
from typing import Any

import pytest

from engine import PRESETS, Game, RecordError, record
from engine.ai import analyse_game
from engine.record import RecordProblemKind
from engine.record.analysis_data import GameAnalysis, Mark, Source

# X takes the left column while O wanders: O's second move throws the draw away, X's fourth
# the win (a blunder each), and X wins at the eighth move all the same.
TIC_TAC_TOE = [(0, 1), (2, 2), (0, 2), (0, 0), (1, 1), (2, 1), (1, 2), (2, 0)]


def analysed() -> tuple[Game, GameAnalysis]:
    game = Game(PRESETS["tic-tac-toe"])
    for cell in TIC_TAC_TOE:
        game.play(cell)
    analysis = analyse_game(game, seconds=math.inf)
    assert analysis is not None
    return game, analysis


def analysed_data() -> dict[str, Any]:
    game, analysis = analysed()
    data: dict[str, Any] = json.loads(record.dumps(game, analysis=analysis))
    return data


def test_an_analysis_saves_and_opens_as_it_was(tmp_path: Path) -> None:
    game, analysis = analysed()
    assert [move.mark for move in analysis.moves].count(Mark.BLUNDER) == 2
    path = tmp_path / "analysed.hyperrow"
    record.save(game, path, analysis=analysis)
    opened = record.load_record(path)
    assert opened.analysis == analysis
    assert opened.game.moves == game.moves
    text = path.read_text(encoding="utf-8")
    assert json.loads(text)["version"] == 1
    # One analysed move a line, as the moves are.
    assert text.count('{"ply": ') == len(TIC_TAC_TOE)


def test_estimates_and_a_partial_analysis_save_and_open(tmp_path: Path) -> None:
    rng = random.Random(2)
    game = Game(PRESETS["qubic"])
    for _ in range(6):
        game.play(rng.choice(game.legal_moves()))
    analysis = analyse_game(game, seconds=0.05)
    assert analysis is not None
    assert any(move.before.source is Source.SEARCH for move in analysis.moves)
    for _ in range(2):
        game.play(rng.choice(game.legal_moves()))
    game.undo()
    path = tmp_path / "partial.hyperrow"
    record.save(game, path, analysis=analysis)
    opened = record.load_record(path)
    assert opened.analysis == analysis
    assert opened.game.redo_moves == game.redo_moves


def test_a_file_without_an_analysis_is_what_it_always_was() -> None:
    game, _ = analysed()
    text = record.dumps(game)
    assert "analysis" not in json.loads(text)
    assert record.loads_record(text).analysis is None


def test_an_analysis_of_other_moves_is_not_written() -> None:
    game, analysis = analysed()
    game.undo()
    with pytest.raises(ValueError, match="not an analysis of this game's moves"):
        record.dumps(game, analysis=analysis)
    other = Game(game.rules)
    other.play((1, 1))
    with pytest.raises(ValueError, match="not an analysis of this game's moves"):
        record.dumps(other, analysis=analysis)


def set_field(index: int, key: str, value: object) -> Any:
    def change(data: dict[str, Any]) -> None:
        data["analysis"][index][key] = value

    return change


def as_estimate(data: dict[str, Any]) -> None:
    entry = data["analysis"][0]
    entry.update(result_before=None, source_before="search", score_before=0.2, proven=False)


def blunder_by_estimate(data: dict[str, Any]) -> None:
    as_estimate(data)
    data["analysis"][0].update(mark="blunder", better=[1, 1])


def turned_into_a_win(data: dict[str, Any]) -> None:
    data["analysis"][3].update(result_after="win", score_after=1.0)


def more_entries(data: dict[str, Any]) -> None:
    data["analysis"].append(copy.deepcopy(data["analysis"][-1]))


def extra_key(data: dict[str, Any]) -> None:
    data["analysis"][0]["comment"] = "nice"


def missing_key(data: dict[str, Any]) -> None:
    del data["analysis"][0]["mark"]


def whole_field(value: object) -> Any:
    def change(data: dict[str, Any]) -> None:
        data["analysis"] = value

    return change


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (whole_field({}), "analysis: expected a list, got an object"),
        (whole_field(None), "analysis: expected a list, got null"),
        (more_entries, "analysis: 9 moves analysed, but the game has 8 moves"),
        (whole_field([[]]), "analysis[0]: expected an object, got a list"),
        (extra_key, "analysis[0].comment: unknown field"),
        (missing_key, "analysis[0].mark: missing"),
        (set_field(2, "ply", 5), "analysis[2].ply: 5 is out of range, expected 3 to 3"),
        (set_field(1, "cell", [0, 0]), "analysis[1].cell: 1,1 is not move 2 of the game (3,3)"),
        (set_field(1, "cell", [0]), "analysis[1].cell: 1 coordinates, expected 2"),
        (
            set_field(0, "result_before", "victory"),
            'analysis[0].result_before: \'victory\', expected one of "win", "draw", "loss"',
        ),
        (
            set_field(0, "source_after", 3),
            'analysis[0].source_after: the number 3, expected one of "end", "book"',
        ),
        (
            set_field(1, "mark", "mistake"),
            "analysis[1].mark: mistake, but a move from a proven draw to a proven loss is a "
            "blunder",
        ),
        (
            set_field(0, "mark", "inaccuracy"),
            "analysis[0].mark: inaccuracy, but a move from a proven draw to a proven draw is "
            "not marked",
        ),
        (set_field(1, "mark", "awful"), "analysis[1].mark: 'awful', expected one of"),
        (set_field(1, "better", None), "analysis[1].better: null, but a marked move names"),
        (set_field(0, "better", [1, 1]), "analysis[0].better: only a marked move names"),
        (set_field(1, "better", [0, 1]), "analysis[1].better: cell 1,2 is taken by player 1"),
        (set_field(1, "better", [2, 2]), "analysis[1].better: 3,3 is the move played"),
        (
            set_field(1, "better", [7, 0]),
            "analysis[1].better: cell 8,1 is outside the 3×3 board (cells count from 1)",
        ),
        (set_field(0, "score_before", 2), "analysis[0].score_before: 2 is out of range"),
        (set_field(0, "score_before", True), "analysis[0].score_before: expected a number"),
        (set_field(0, "score_after", "0"), "analysis[0].score_after: expected a number"),
        (
            set_field(0, "score_before", 0.5),
            "analysis[0].score_before: 0.5, but a proven draw scores 0",
        ),
        (
            set_field(0, "proven", False),
            "analysis[0].proven: false, but the values are proven",
        ),
        (set_field(0, "proven", "yes"), "analysis[0].proven: expected true or false"),
        (set_field(0, "distance_before", 2), "analysis[0].distance_before: a draw has no"),
        (
            set_field(2, "distance_before", -1),
            "analysis[2].distance_before: -1 is out of range, expected 0 to 9",
        ),
        (
            set_field(2, "distance_before", 10**9),
            "analysis[2].distance_before: 1000000000 is out of range, expected 0 to 9",
        ),
        (
            turned_into_a_win,
            "analysis[3].result_after: no move turns a proven loss into a win",
        ),
        (
            set_field(0, "source_before", "search"),
            "analysis[0].source_before: a search estimate proves no draw",
        ),
        (
            set_field(0, "result_before", None),
            "analysis[0].source_before: solver, but a value without a result is a search estimate",
        ),
        (
            blunder_by_estimate,
            "analysis[0].mark: a blunder throws a proven result away; these values are not "
            "both proven",
        ),
    ],
)
def test_damaged_analysis_data_is_refused_naming_the_place(change: Any, message: str) -> None:
    data = analysed_data()
    change(data)
    with pytest.raises(RecordError) as refused:
        record.loads(json.dumps(data))
    problem = refused.value.problem
    # An analysis that breaks its own rules says which rule in the problem's detail (players
    # read one sentence for all of them); every other problem says it in the message.
    said = (
        f"{problem.place}: {problem.detail}"
        if problem.kind is RecordProblemKind.ANALYSIS
        else str(refused.value)
    )
    assert said.startswith(message)


def test_an_estimate_without_a_mark_opens() -> None:
    data = analysed_data()
    as_estimate(data)
    analysis = record.loads_record(json.dumps(data)).analysis
    assert analysis is not None
    first = analysis.moves[0]
    assert not first.proven and first.before.score == 0.2


HOSTILE_VALUES: list[object] = [
    None,
    True,
    -1,
    0,
    10**11,
    1e308,
    -0.5,
    "",
    "win",
    "x" * 10_000,
    [],
    [0, 0],
    [99, 99],
    [0, 0, 0],
    {},
    {"ply": 1},
]


def test_hostile_values_in_any_field_are_refused_or_read_never_anything_else() -> None:
    base = analysed_data()
    for index in range(len(base["analysis"])):
        for key in base["analysis"][index]:
            for value in HOSTILE_VALUES:
                data = copy.deepcopy(base)
                data["analysis"][index][key] = value
                try:
                    record.loads(json.dumps(data))
                except RecordError as refused:
                    assert str(refused).startswith(f"analysis[{index}]"), (key, value, refused)
