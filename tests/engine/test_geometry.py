"""Line enumeration, checked like perft: against the preset table, the closed form
((n+2)^d - n^d)/2 for n^d boards, and a brute-force count for everything else."""

from __future__ import annotations

import itertools

import pytest

from engine.geometry import geometry
from engine.rules import PRESETS, Cell, Rules, count_lines

# Line counts from the README's table of the games.
PRESET_LINES = {
    "tic-tac-toe": 8,
    "connect-four": 69,
    "gomoku": 572,
    "cube-3": 49,
    "qubic": 76,
    "score-four": 76,
    "four-d": 520,
    "tesseract": 232,
}


def brute_force_lines(rules: Rules) -> set[frozenset[Cell]]:
    """Every line as a set of cells, found by walking every direction from every cell."""
    shape = rules.shape
    found = set()
    for start in itertools.product(*(range(n) for n in shape)):
        for step in itertools.product((-1, 0, 1), repeat=len(shape)):
            if not any(step):
                continue
            cells = [
                tuple(s + i * d for s, d in zip(start, step, strict=True)) for i in range(rules.k)
            ]
            on_board = all(0 <= c < n for cell in cells for c, n in zip(cell, shape, strict=True))
            if on_board and not rules.blocked.intersection(cells):
                found.add(frozenset(cells))
    return found


@pytest.mark.parametrize("name", PRESET_LINES)
def test_every_preset_has_the_line_count_of_the_table(name: str) -> None:
    assert len(PRESETS[name].lines) == PRESET_LINES[name]


@pytest.mark.parametrize(
    ("n", "d"), [(n, d) for n in range(2, 6) for d in range(1, 5) if n**d <= 625]
)
def test_cubes_have_the_closed_form_count(n: int, d: int) -> None:
    rules = Rules((n,) * d, n)
    expected = ((n + 2) ** d - n**d) // 2
    assert len(rules.lines) == expected
    assert count_lines(rules.shape, rules.k) == expected


@pytest.mark.parametrize(
    ("shape", "k"),
    [
        ((7, 6), 4),
        ((6, 7), 4),
        ((5, 3), 3),
        ((4, 4, 4), 3),
        ((5, 4, 3), 3),
        ((3, 4, 2, 3), 2),
        ((6,), 3),
        ((2, 9), 2),
        ((3, 3, 3), 2),
        ((1, 5, 5), 4),
        ((4, 4, 4, 4), 2),
    ],
)
def test_other_shapes_and_short_lines_match_brute_force(shape: tuple[int, ...], k: int) -> None:
    rules = Rules(shape, k)
    lines = rules.lines
    assert {frozenset(line) for line in lines} == brute_force_lines(rules)
    assert len(set(lines)) == len(lines), "no line is listed twice (nor as its reverse)"
    assert count_lines(shape, k) == len(lines)


@pytest.mark.parametrize(
    ("shape", "k", "blocked"),
    [
        ((3, 3), 3, {(1, 1)}),
        ((3, 3, 3, 3), 3, {(1, 1, 1, 1)}),
        ((5, 5), 3, {(0, 0), (2, 2), (4, 1)}),
        ((4, 4, 4), 4, {(0, 0, 0), (3, 3, 3)}),
    ],
)
def test_lines_through_blocked_cells_do_not_exist(
    shape: tuple[int, ...], k: int, blocked: set[Cell]
) -> None:
    rules = Rules(shape, k, blocked=frozenset(blocked))
    assert {frozenset(line) for line in rules.lines} == brute_force_lines(rules)
    assert not any(set(line) & blocked for line in rules.lines)


def test_the_tesseract_loses_the_40_lines_through_its_centre() -> None:
    # 3^4 has ((3+2)^4 - 3^4)/2 = 272 lines; (3^4 - 1)/2 = 40 of them pass through the centre.
    assert len(Rules((3, 3, 3, 3), 3).lines) == 272
    assert len(PRESETS["tesseract"].lines) == 232


def test_lines_are_straight_runs_of_k_cells() -> None:
    rules = Rules((5, 4, 3), 3)
    for line in rules.lines:
        assert len(line) == 3
        step = tuple(b - a for a, b in zip(line[0], line[1], strict=True))
        assert set(step) <= {-1, 0, 1} and any(step)
        for a, b in itertools.pairwise(line):
            assert tuple(y - x for x, y in zip(a, b, strict=True)) == step


def test_cell_lines_is_the_incidence_of_lines() -> None:
    geo = geometry(PRESETS["qubic"])
    for cell_index, through in enumerate(geo.cell_lines):
        expected = [i for i, line in enumerate(geo.lines) if cell_index in line]
        assert list(through) == expected
    # In qubic a corner lies on 7 lines, an edge cell on 4, a centre cell on 7.
    assert len(geo.cell_lines[geo.index[(0, 0, 0)]]) == 7
    assert len(geo.cell_lines[geo.index[(1, 0, 0)]]) == 4
    assert len(geo.cell_lines[geo.index[(1, 1, 1)]]) == 7


def test_cells_are_numbered_in_c_order_with_the_cell_below_for_gravity() -> None:
    geo = geometry(PRESETS["connect-four"])
    assert geo.cells[geo.index[(3, 2)]] == (3, 2)
    assert geo.index[(1, 0)] == 6
    assert geo.below[geo.index[(3, 2)]] == geo.index[(3, 1)]
    assert geo.below[geo.index[(3, 0)]] == -1
    assert set(geometry(PRESETS["qubic"]).below) == {-1}


def test_geometry_is_cached_per_rules_value() -> None:
    assert geometry(Rules((4, 4), 3)) is geometry(Rules((4, 4), 3))


@pytest.mark.parametrize("name", ["connect-four", "score-four"])
def test_above_is_below_turned_around_on_every_cell(name: str) -> None:
    rules = PRESETS[name]
    geo = geometry(rules)
    gravity = rules.gravity
    assert gravity is not None
    for i, cell in enumerate(geo.cells):
        up = list(cell)
        up[gravity] += 1
        expected = geo.index.get(tuple(up), -1)
        assert geo.above[i] == expected
        if expected >= 0:
            assert geo.below[expected] == i
    assert set(geometry(PRESETS["qubic"]).above) == {-1}
