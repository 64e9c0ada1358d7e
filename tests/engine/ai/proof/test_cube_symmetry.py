"""The symmetries a strategy book folds positions by: Qubic's 192, the cube's 48 on 3×3×3, the
square's 8; each keeps every line a line, and a position and its images share one key."""

from __future__ import annotations

import random

import pytest

from engine.ai.proof.cube_symmetry import cubic, symmetries
from engine.geometry import geometry
from engine.rules import PRESETS


@pytest.mark.parametrize(("name", "count"), [("qubic", 192), ("cube-3", 48), ("tic-tac-toe", 8)])
def test_the_boards_have_their_known_number_of_symmetries(name: str, count: int) -> None:
    rules = PRESETS[name]
    found = symmetries(rules)
    lines = {frozenset(line) for line in geometry(rules).lines}
    assert len(found.maps) == count
    assert len(set(found.maps)) == count
    assert found.maps[0] == tuple(range(rules.cell_count))
    for perm in found.maps:
        assert {frozenset(perm[c] for c in line) for line in lines} == lines


@pytest.mark.parametrize("name", ["qubic", "cube-3"])
def test_every_image_of_a_position_has_the_same_canonical_key(name: str) -> None:
    found = symmetries(PRESETS[name])
    rng = random.Random(5)
    for stones in range(0, 12, 3):
        cells = rng.sample(range(found.cells), 2 * stones)
        first = sum(1 << c for c in cells[:stones])
        second = sum(1 << c for c in cells[stones:])
        key, which = found.canonical(first, second)
        perm = found.maps[which]
        assert key == sum(1 << perm[c] for c in cells[:stones]) | sum(
            1 << perm[c] << found.cells for c in cells[stones:]
        )
        for image in found.maps:
            moved = [image[c] for c in cells]
            assert (
                found.canonical(
                    sum(1 << c for c in moved[:stones]), sum(1 << c for c in moved[stones:])
                )[0]
                == key
            )


def test_boards_other_than_cubes_without_gravity_are_not_folded() -> None:
    assert not cubic(PRESETS["connect-four"])
    assert not cubic(PRESETS["score-four"])
    with pytest.raises(ValueError, match="cubic boards only"):
        symmetries(PRESETS["connect-four"])
