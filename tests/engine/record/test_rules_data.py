"""Rules to and from plain data: the one serialisation of Rules, used by game files and by the
window's settings alike."""

from __future__ import annotations

import json

import pytest

from engine import PRESETS, RecordError, Rules
from engine.record import rules_from_data, rules_to_data

CUSTOM = Rules((5, 4, 3), 3, gravity=2, players=3, blocked=frozenset({(0, 0, 0), (4, 3, 2)}))


@pytest.mark.parametrize("rules", [*PRESETS.values(), CUSTOM], ids=[*PRESETS, "custom"])
def test_rules_survive_a_trip_through_json(rules: Rules) -> None:
    data = json.loads(json.dumps(rules_to_data(rules)))
    assert rules_from_data(data) == rules


def test_the_data_lists_every_field_with_cells_sorted() -> None:
    assert rules_to_data(CUSTOM) == {
        "shape": [5, 4, 3],
        "k": 3,
        "gravity": 2,
        "players": 3,
        "blocked": [[0, 0, 0], [4, 3, 2]],
        "target": 1,
    }


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"k": "4"}, "last/rules.k: expected a whole number, got a string"),
        ({"gravity": 3}, "last/rules.gravity: 3 is out of range, expected 0 to 2"),
        ({"blocked": [[0, 0]]}, r"last/rules.blocked\[0\]: 2 coordinates, expected 3"),
        ({"shape": [4, 4, 40]}, "last/rules.shape: size 40 on axis z"),
        ({"colour": "red"}, "last/rules.colour: unknown field"),
    ],
)
def test_bad_data_names_the_field_under_the_place_given(
    change: dict[str, object], message: str
) -> None:
    data = {**rules_to_data(PRESETS["qubic"]), **change}
    with pytest.raises(RecordError, match="^" + message):
        rules_from_data(data, "last/rules")


def test_missing_fields_and_other_types_are_refused() -> None:
    with pytest.raises(RecordError, match=r"^rules: expected an object, got a list"):
        rules_from_data([4, 4, 4])
    data = rules_to_data(PRESETS["qubic"])
    del data["target"]
    with pytest.raises(RecordError, match=r"^rules\.target: missing"):
        rules_from_data(data)
