"""Rules: the preset table, validation with messages that name the field and the value, and
the same problems as data."""

from __future__ import annotations

import re

import pytest

from engine.rules import (
    MAX_CELLS,
    MAX_SIZE,
    PRESET_TABLE,
    PRESETS,
    Rules,
    RulesError,
    RulesProblem,
    RulesProblemKind,
    centre,
    count_lines,
    format_shape,
    preset_name,
)
from tests.support.bad_inputs import problem_of

# The preset table of the README's "The games": shape, k, gravity, players, blocked, target.
TABLE = {
    "tic-tac-toe": ((3, 3), 3, None, 2, frozenset(), 1),
    "connect-four": ((7, 6), 4, 1, 2, frozenset(), 1),
    "gomoku": ((15, 15), 5, None, 2, frozenset(), 1),
    "cube-3": ((3, 3, 3), 3, None, 2, frozenset(), 1),
    "qubic": ((4, 4, 4), 4, None, 2, frozenset(), 1),
    "score-four": ((4, 4, 4), 4, 2, 2, frozenset(), 1),
    "four-d": ((4, 4, 4, 4), 4, None, 2, frozenset(), 1),
    "tesseract": ((3, 3, 3, 3), 3, None, 2, frozenset({(1, 1, 1, 1)}), 9),
}


@pytest.mark.parametrize("name", TABLE)
def test_presets_match_the_design_table(name: str) -> None:
    rules = PRESETS[name]
    assert (
        rules.shape,
        rules.k,
        rules.gravity,
        rules.players,
        rules.blocked,
        rules.target,
    ) == TABLE[name]
    assert preset_name(rules) == name


def test_there_are_exactly_the_eight_presets() -> None:
    assert set(PRESETS) == set(TABLE)
    assert list(PRESET_TABLE) == list(PRESETS)


@pytest.mark.parametrize("name", TABLE)
def test_each_preset_says_how_many_may_play(name: str) -> None:
    preset = PRESET_TABLE[name]
    assert preset.rules is PRESETS[name]
    # Only the tesseract game, won by the most lines, is meant for more than two.
    expected = range(2, 5) if name == "tesseract" else range(2, 3)
    assert preset.players() == expected


def test_preset_name_ignores_the_number_of_players_and_knows_custom_rules() -> None:
    assert preset_name(Rules((3, 3, 3, 3), 3, blocked={(1, 1, 1, 1)}, target=9, players=4)) == (
        "tesseract"
    )
    assert preset_name(Rules((4, 4, 4), 3)) is None


def test_lists_become_tuples_and_rules_compare_by_value() -> None:
    rules = Rules([4, 4], 3, blocked=[[0, 0]])  # type: ignore[arg-type]
    assert rules.shape == (4, 4)
    assert rules.blocked == frozenset({(0, 0)})
    assert rules == Rules((4, 4), 3, blocked=frozenset({(0, 0)}))
    assert hash(rules) == hash(Rules((4, 4), 3, blocked=frozenset({(0, 0)})))


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"shape": (), "k": 2}, "shape: 0 axes, expected 1 to 6"),
        ({"shape": (2,) * 7, "k": 2}, "shape: 7 axes, expected 1 to 6"),
        ({"shape": (4, 20), "k": 2}, "shape: size 20 on axis y, expected 1 to 19"),
        ({"shape": (4, 0), "k": 2}, "shape: size 0 on axis y"),
        ({"shape": (4, True), "k": 2}, "shape: expected a tuple of whole numbers"),
        ({"shape": "44", "k": 2}, "shape: expected a tuple of whole numbers"),
        ({"shape": (4, 4), "k": 5}, "k: 5, expected a whole number from 2 to 4"),
        ({"shape": (4, 4), "k": 1}, "k: 1, expected"),
        ({"shape": (4, 4), "k": True}, "k: True"),
        ({"shape": (4, 4), "k": 3, "gravity": 2}, "gravity: 2, expected None or an axis from 0"),
        ({"shape": (4, 4), "k": 3, "players": 5}, "players: 5, expected 2 to 4"),
        ({"shape": (4, 4), "k": 3, "players": 1}, "players: 1"),
        ({"shape": (4, 4), "k": 3, "target": 0}, "target: 0, expected a whole number"),
        ({"shape": (4, 4), "k": 3, "blocked": {(4, 0)}}, "blocked: (4, 0) is not a cell"),
        ({"shape": (2,), "k": 2, "blocked": {(0,), (1,)}}, "blocked: every cell is blocked"),
        (
            {"shape": (5, 5, 5, 5, 5, 5), "k": 2},
            "k: 2 on a 5×5×5×5×5×5 board makes 2,405,592 lines, more than the limit of 200,000",
        ),
    ],
)
def test_bad_rules_name_the_field_and_the_value(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match="^" + re.escape(message)):
        Rules(**kwargs)  # type: ignore[arg-type]


def test_the_cell_limit_is_20000() -> None:
    assert MAX_CELLS == 20_000
    assert Rules((19, 19, 19), 19).cell_count == 6859
    with pytest.raises(
        ValueError, match=r"shape: 19×19×19×19 has 130,321 cells, more than the limit of 20,000$"
    ):
        Rules((19, 19, 19, 19), 4)


def test_describe_and_format_shape() -> None:
    assert format_shape((7, 6)) == "7×6"
    assert PRESETS["score-four"].describe() == "4×4×4, 4 in a row, gravity z"
    assert PRESETS["tesseract"].describe() == "3×3×3×3, 3 in a row, 1 blocked, 9 lines to win"
    assert Rules((5, 5), 4, players=3).describe() == "5×5, 4 in a row, 3 players"


def test_count_lines_without_listing() -> None:
    assert count_lines((3, 3), 3) == 8
    assert count_lines((7, 6), 4) == 69
    assert count_lines((3, 3), 4) == 0
    assert count_lines((5,), 2) == 4


Kind = RulesProblemKind
# The field of the rules that each kind of problem is about.
KINDS_BY_FIELD = {
    "shape": (Kind.SHAPE_TYPE, Kind.AXES, Kind.SIZE, Kind.CELLS),
    "k": (Kind.K, Kind.LINES),
    "gravity": (Kind.GRAVITY,),
    "players": (Kind.PLAYERS,),
    "target": (Kind.TARGET,),
    "blocked": (Kind.BLOCKED_TYPE, Kind.BLOCKED_CELL, Kind.ALL_BLOCKED, Kind.NO_CENTRE),
}
FIELDS = {kind: field for field, kinds in KINDS_BY_FIELD.items() for kind in kinds}


@pytest.mark.parametrize("kind", list(RulesProblemKind), ids=lambda kind: kind.name)
def test_every_problem_is_data_carried_by_a_value_error(kind: RulesProblemKind) -> None:
    problem = problem_of(kind)
    error = RulesError(problem)
    assert isinstance(error, ValueError)
    assert problem.field == FIELDS[kind]
    assert str(error) == problem.describe() == f"{problem.field}: {problem.explain()}"


def test_a_problem_holds_the_numbers_a_message_needs() -> None:
    assert problem_of(RulesProblemKind.SIZE) == RulesProblem(
        RulesProblemKind.SIZE, found=20, low=1, high=MAX_SIZE, axis=1
    )
    assert problem_of(RulesProblemKind.CELLS) == RulesProblem(
        RulesProblemKind.CELLS, high=MAX_CELLS, shape=(19, 19, 19, 19), count=130_321
    )
    assert problem_of(RulesProblemKind.K) == RulesProblem(
        RulesProblemKind.K, found=5, low=2, high=4, shape=(4, 4)
    )
    lines = problem_of(RulesProblemKind.LINES)
    assert (lines.found, lines.count, lines.high, lines.shape) == (
        2,
        207_896,
        200_000,
        (4, 8, 13, 18),
    )
    assert lines.describe() == (
        "k: 2 on a 4×8×13×18 board makes 207,896 lines, more than the limit of 200,000"
    )


def test_the_centre_of_a_board_is_checked_like_the_rules() -> None:
    assert centre((3, 3, 3, 3)) == (1, 1, 1, 1)
    assert centre((5, 3)) == (2, 1)
    with pytest.raises(RulesError) as caught:
        centre((3, 4, 3))
    assert caught.value.problem == RulesProblem(RulesProblemKind.NO_CENTRE, axis=1, shape=(3, 4, 3))
    assert (
        str(caught.value) == "blocked: the 3×4×3 board has no centre cell: every size must be odd"
    )
    with pytest.raises(RulesError) as caught:
        centre((3, 25))
    assert caught.value.problem.kind is RulesProblemKind.SIZE  # the shape's own problem first
