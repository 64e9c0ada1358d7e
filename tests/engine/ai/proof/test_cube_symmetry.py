"""The symmetries a strategy book folds positions by: Qubic's 192, the cube's 48 on 3×3×3, the
square's 8; with gravity only those that keep every column a column in its order (Score Four's
are the square's 8: of Qubic's 192 no other keeps gravity); each keeps every line a line, and a
position and its images share one key."""

from __future__ import annotations

import random

import pytest

from engine.ai.proof.cube_symmetry import cubic, foldable, keeps_gravity, symmetries
from engine.ai.proof.strategy_book import BOARDS
from engine.ai.proof.verifier import symmetry_maps
from engine.geometry import geometry
from engine.rules import PRESETS, Rules

BOARD_RULES = {**PRESETS, **BOARDS}


@pytest.mark.parametrize(
    ("name", "count"),
    [
        ("qubic", 192),
        ("cube-3", 48),
        ("tic-tac-toe", 8),
        ("score-four", 8),
        ("score-three", 8),
        ("connect-four", 2),
    ],
)
def test_the_boards_have_their_known_number_of_symmetries(name: str, count: int) -> None:
    rules = BOARD_RULES[name]
    found = symmetries(rules)
    lines = {frozenset(line) for line in geometry(rules).lines}
    assert len(found.maps) == count
    assert len(set(found.maps)) == count
    assert found.maps[0] == tuple(range(rules.cell_count))
    for perm in found.maps:
        assert {frozenset(perm[c] for c in line) for line in lines} == lines
        assert rules.gravity is None or keeps_gravity(perm, geometry(rules).below)


def test_of_qubic_s_192_symmetries_only_the_square_s_8_keep_score_four_s_gravity() -> None:
    """Score Four's lines are Qubic's: its symmetries are those of Qubic's 192 that also keep
    every column a column with its order (z fixed, no inner and outer layers swapped)."""
    qubic = symmetries(PRESETS["qubic"]).maps
    cells = geometry(PRESETS["qubic"]).cells
    below = geometry(PRESETS["score-four"]).below
    kept = [perm for perm in qubic if keeps_gravity(perm, below)]
    assert set(kept) == set(symmetries(PRESETS["score-four"]).maps)
    # They are the square's eight on (x, y), each column keeping its heights.
    square = set()
    for perm in kept:
        images = [cells[perm[i]] for i in range(len(cells))]
        assert all(image[2] == cell[2] for cell, image in zip(cells, images, strict=True))
        square.add(tuple(images[i][:2] for i in range(0, len(cells), 4)))
    assert len(square) == 8
    # The other 184 each break a column or turn one upside down.
    for perm in set(qubic) - set(kept):
        assert any(cells[perm[c]][2] != cells[c][2] for c in range(len(cells)))


@pytest.mark.parametrize("name", ["score-four", "score-three", "qubic", "cube-3"])
def test_the_verifier_works_out_the_same_symmetries_on_its_own(name: str) -> None:
    rules = BOARD_RULES[name]
    maps = symmetry_maps(rules.shape[0], rules.ndim, rules.k, rules.gravity)
    assert {tuple(perm) for perm in maps} == set(symmetries(rules).maps)


@pytest.mark.parametrize("name", ["qubic", "cube-3", "score-four", "connect-four"])
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


def test_boards_neither_cubic_nor_with_gravity_are_not_folded() -> None:
    assert not cubic(PRESETS["connect-four"])
    assert not cubic(PRESETS["score-four"])
    assert foldable(PRESETS["score-four"])
    assert not foldable(PRESETS["tesseract"])
    assert not foldable(Rules((4, 3), 3))
    with pytest.raises(ValueError, match="cubic boards and boards with gravity only"):
        symmetries(Rules((4, 3), 3))
