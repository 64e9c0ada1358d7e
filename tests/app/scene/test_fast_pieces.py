"""The 3D view's pieces and meshes, built with table lookups and per-template lighting, are
exactly what the plain per-cell and per-vertex ways give, on every preset and some odd boards."""

from __future__ import annotations

import numpy as np
import pytest

from app.scene import camera, layout, meshes, palette
from app.scene.highlight import dims_stones, shown_lines
from app.scene.pieces import STONE_RADIUS, depth_factors, pieces
from engine import EMPTY, PRESETS, Game, Rules
from tests.support.games import random_game

RULES = [PRESETS[name] for name in sorted(PRESETS)] + [
    Rules((5, 5), 3, blocked=frozenset({(0, 0), (2, 2)})),
    Rules((4, 4, 4), 4, gravity=2, blocked=frozenset({(1, 1, 0)})),
    Rules((6,), 3),
    Rules((2, 2, 2, 2, 2), 2),
    Rules((7, 7, 7), 2, target=10**9),
]


def plain_lit(normals: np.ndarray, colours: np.ndarray, shine: float = 0.0) -> np.ndarray:
    """Per vertex, as the meshes were lit before: every vertex's own normal and colour (and
    for a rounded solid, the highlight of strength `shine`)."""
    light = meshes.AMBIENT + (1 - meshes.AMBIENT) * np.clip(normals @ meshes.LIGHT, 0.0, 1.0)
    glint = shine * np.clip(normals @ meshes.HALFWAY, 0.0, 1.0) ** meshes.SHININESS
    shaded = colours.copy()
    lit = colours[:, :3] * light[:, None]
    shaded[:, :3] = np.clip(lit + (1.0 - lit) * glint[:, None], 0.0, 1.0)
    return shaded


def plain_rgba(colours: np.ndarray, count: int) -> np.ndarray:
    colours = np.broadcast_to(np.asarray(colours, dtype=float), (count, np.shape(colours)[-1]))
    if colours.shape[1] == 3:
        colours = np.hstack([colours, np.ones((count, 1))])
    return colours


def plain_stone_colours(game: Game, shown: layout.Layout, lines: list) -> np.ndarray:
    """The stones' colours cell by cell, as the view worked them out before."""
    board = game.board_array()
    on_line = {cell for _, line in lines for cell in line}
    dim = dims_stones(game)
    colours = []
    for cell in shown.cells:
        value = int(board[cell])
        if value >= 0:
            colour = palette.DEFAULT.player(value)
            if dim and cell not in on_line:
                colour = palette.DEFAULT.dim(colour)
            colours.append(colour)
    return np.array(colours, dtype=float).reshape(-1, 3)


def views(rules: Rules) -> list[layout.Layout]:
    shape = rules.shape
    result = [layout.board_layout(shape)]
    if len(shape) > 3:
        result.append(layout.board_layout(shape, 1, all_slices=True, spread=1.5))
        result.append(layout.board_layout(shape, [shape[3] - 1, 1]))
    return result


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.describe())
def test_pieces_equal_the_plain_cell_by_cell_ones(rules: Rules) -> None:
    toward = camera.toward_viewer(25, -79)
    for moves in (0, 7, rules.cell_count):  # empty, under way, over (stones dimmed)
        game = random_game(rules, seed=moves, moves=moves)
        for shown in views(rules):
            lines = shown_lines(game)
            drawn = pieces(game, shown, lines, palette.DEFAULT, toward_viewer=toward)
            board = game.board_array()
            values = np.array([board[c] for c in shown.cells])
            assert np.array_equal(shown.flat_indices, [game.geometry.index[c] for c in shown.cells])
            assert drawn.stone_cells == tuple(
                c for c, v in zip(shown.cells, values, strict=True) if v >= 0
            )
            stones = shown.centres[values >= 0]
            shade = depth_factors(stones, toward)
            rgb = plain_stone_colours(game, shown, lines) * shade[:, None]
            vertices, faces, colours = meshes.spheres(stones, STONE_RADIUS, rgb)
            assert np.array_equal(drawn.stones[0], vertices)
            assert np.array_equal(drawn.stones[1], faces)
            assert np.array_equal(drawn.stones[2], colours)
            assert np.array_equal(drawn.dots, shown.centres[values == EMPTY])
            symbols = pieces(
                game, shown, lines, palette.DEFAULT, toward_viewer=toward, symbols=True
            )
            assert symbols.stone_cells == drawn.stone_cells
            assert len(symbols.stones[2]) == len(symbols.stones[0])


@pytest.mark.parametrize("count", [0, 1, 5, meshes.MANY_SPHERES + 1])
def test_meshes_are_the_plain_tiled_ones(count: int) -> None:
    rng = np.random.default_rng(count)
    centres = rng.normal(size=(count, 3))
    colours = rng.uniform(size=(count, 3))
    many = count > meshes.MANY_SPHERES
    template = meshes._COARSE_POINTS if many else meshes._SPHERE_POINTS
    vertices, faces, lit = meshes.spheres(centres, 0.3, colours)
    tiled = np.tile(template, (count, 1))
    assert np.array_equal(vertices, tiled * 0.3 + np.repeat(centres, len(template), axis=0))
    assert np.array_equal(
        lit,
        plain_lit(
            tiled, np.repeat(plain_rgba(colours, count), len(template), axis=0), meshes.SHINE
        ),
    )
    assert faces.size == 0 or faces.max() < len(vertices)

    vertices, faces, lit = meshes.boxes(centres, 0.25, np.array([0.2, 0.4, 0.6]))
    tiled = np.tile(meshes._BOX_CORNERS, (count, 1))
    assert np.array_equal(vertices, tiled * 0.25 + np.repeat(centres, 24, axis=0))
    normals = np.tile(meshes._BOX_NORMALS, (count, 1))
    plain = plain_lit(normals, np.repeat(plain_rgba(np.array([0.2, 0.4, 0.6]), count), 24, axis=0))
    assert np.array_equal(lit, plain)
    _, _, flat = meshes.boxes(centres, 0.25, colours, shaded=False)
    assert np.array_equal(flat, np.repeat(plain_rgba(colours, count), 24, axis=0))

    for kind, (points, normals) in (("octahedron", meshes._OCTAHEDRON), ("spike", meshes._SPIKE)):
        vertices, faces, lit = meshes.solids(kind, centres, 0.3, colours)
        tiled = np.tile(points, (count, 1))
        assert np.array_equal(vertices, tiled * 0.3 + np.repeat(centres, len(points), axis=0))
        per_vertex = np.repeat(plain_rgba(colours, count), len(points), axis=0)
        assert np.array_equal(lit, plain_lit(np.tile(normals, (count, 1)), per_vertex))


@pytest.mark.parametrize(
    ("points", "faces"),
    [
        (meshes._SPHERE_POINTS, meshes._SPHERE_FACES),
        (meshes._COARSE_POINTS, meshes._COARSE_FACES),
        (meshes._BOX_CORNERS, meshes._BOX_FACES),
        (meshes._OCTAHEDRON[0], np.arange(len(meshes._OCTAHEDRON[0])).reshape(-1, 3)),
        (meshes._SPIKE[0], np.arange(len(meshes._SPIKE[0])).reshape(-1, 3)),
    ],
    ids=["sphere", "coarse sphere", "box", "octahedron", "spike"],
)
def test_every_solid_triangle_faces_outwards_and_covers_some_area(points, faces) -> None:
    # The stones' and blocked cells' back faces are culled: that is only invisible when every
    # triangle is wound counter-clockwise seen from outside.
    a, b, c = points[faces[:, 0]], points[faces[:, 1]], points[faces[:, 2]]
    normals = np.cross(b - a, c - a)
    assert np.all(np.linalg.norm(normals, axis=1) > 1e-6)
    assert np.all(np.einsum("ij,ij->i", normals, a + b + c) > 0)
    assert sorted(set(faces.ravel().tolist())) == list(range(len(points))), "no stray vertex"


def test_the_sphere_is_the_one_with_a_point_at_each_pole() -> None:
    # The same surface as the old template's quads with rows of pole copies: its bands.
    rows, cols = 10, 18
    phi = np.linspace(0.0, np.pi, rows + 1)
    theta = np.linspace(0.0, 2 * np.pi, cols, endpoint=False)
    p, t = np.meshgrid(phi, theta, indexing="ij")
    old = np.stack([np.sin(p) * np.cos(t), np.sin(p) * np.sin(t), np.cos(p)], axis=-1)
    assert np.allclose(meshes._SPHERE_POINTS[1:-1], old[1:-1].reshape(-1, 3))
    assert np.allclose(meshes._SPHERE_POINTS[[0, -1]], [[0, 0, 1], [0, 0, -1]])
    assert len(meshes._SPHERE_FACES) == 2 * cols * (rows - 1)
