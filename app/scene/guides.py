"""What the 3D view draws around the cells: the box round each w-slice, the floor grid, and where
the axis and slice labels go. Pure numpy, no Qt."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.scene import meshes, palette
from app.scene.layout import Layout, extent
from engine import Game, Threat

FRAME_ALPHA = 0.9
FLOOR_ALPHA = 0.22
LAYER_ALPHA = 0.6
GRID_LIMIT = 9
"""Above this many cells a side the lines between a layer's cells are left out: they would be
a dense mesh that hides the dots (and costs a big board frame time); the outline stays."""


def rgba(colour: palette.RGB, alpha: float = 1.0) -> tuple[float, float, float, float]:
    """`colour` with an alpha, as the GL items take it."""
    return (colour[0], colour[1], colour[2], alpha)


def slice_bounds(layout: Layout, w: int) -> tuple[np.ndarray, np.ndarray]:
    """World corners of the box around one w-slice (the only slice in single-slice mode)."""
    shape = layout.shape
    first = np.zeros((1, len(shape)), dtype=int)
    last = np.array([[n - 1 for n in shape]])
    if len(shape) > 3:
        first[0, 3] = last[0, 3] = w
        last[0, 4:] = 0
    corners = layout.positions(np.vstack([first, last]))
    low, high = corners.min(axis=0) - 0.5, corners.max(axis=0) + 0.5
    return low, high


def layer_grids(layout: Layout, low: np.ndarray, high: np.ndarray) -> list[np.ndarray]:
    """Lines between the cells of each z layer of a 3D slice (its outline apart), so each layer
    of the exploded drawing reads as a board of its own; the plane of a 2D board."""
    shape = layout.shape
    if len(shape) == 2:
        return [meshes.grid_lines(low, high, (0, 2), (shape[0], shape[1]))]
    if len(shape) == 1 or max(shape[:2]) > GRID_LIMIT:
        return []
    grids = []
    for z in range(shape[2]):
        level = low[2] + 0.5 + z * layout.spread
        bottom, top = low.copy(), high.copy()
        bottom[2] = top[2] = level
        grids.append(meshes.grid_lines(bottom, top, (0, 1), (shape[0], shape[1])))
    return grids


def layer_outlines(layout: Layout, low: np.ndarray, high: np.ndarray) -> np.ndarray:
    """The square round each z layer of a 3D slice, at the level of its cells."""
    if len(layout.shape) < 3:
        return np.zeros((0, 3))
    corners = []
    for z in range(layout.shape[2]):
        level = low[2] + 0.5 + z * layout.spread
        square = [
            (low[0], low[1]),
            (high[0], low[1]),
            (high[0], high[1]),
            (low[0], high[1]),
        ]
        for i in range(4):
            corners.append([*square[i], level])
            corners.append([*square[(i + 1) % 4], level])
    return np.array(corners, dtype=float)


def wireframe(layout: Layout, colours: palette.Palette) -> tuple[np.ndarray, np.ndarray]:
    """Segment ends and their colours (the wireframe colour of `colours`): the box round each
    w-slice on view, the outline of each of its layers and, fainter, the lines between their
    cells."""
    shape = layout.shape
    slices = range(shape[3]) if layout.all_slices and len(shape) > 3 else range(1)
    segments, parts_colours = [], []
    for w in slices:
        low, high = slice_bounds(layout, w)
        box = meshes.box_edges((low + high) / 2, (high - low)[None] / 2)
        parts = [
            (box, FRAME_ALPHA),
            (layer_outlines(layout, low, high), LAYER_ALPHA),
            *[(grid, FLOOR_ALPHA) for grid in layer_grids(layout, low, high)],
        ]
        for part, alpha in parts:
            segments.append(part)
            parts_colours.append(np.tile(rgba(colours.scheme.wireframe, alpha), (len(part), 1)))
    return np.concatenate(segments), np.concatenate(parts_colours)


def axis_edges(
    layout: Layout, low: np.ndarray, high: np.ndarray
) -> list[tuple[int, int, np.ndarray, np.ndarray]]:
    """Per labelled axis: (world axis, board axis, a point on the box edge that carries its
    labels, the outward direction of the labels). The edges are the ones nearest the
    default camera (in front, to the right, above), so labels never sit behind stones."""
    shape = layout.shape
    if len(shape) <= 2:
        # A 2D board stands upright: x along the bottom, y up the left side.
        edges = [(0, 0, low.copy(), np.array([0.0, 0.0, -0.5]))]
        if len(shape) == 2:
            edges.append((2, 1, low.copy(), np.array([-0.5, 0.0, 0.0])))
        return edges
    right = low.copy()
    # The right end of the whole board (the last slice when all slices are shown).
    right[0] = extent(shape, layout.all_slices, layout.spread)[0] / 2
    return [
        (0, 0, low.copy(), np.array([0.0, -0.45, -0.3])),
        (1, 1, right, np.array([0.45, 0.0, -0.3])),
        (2, 2, low.copy(), np.array([-0.4, -0.4, 0.0])),
    ]


@dataclass(frozen=True)
class Label:
    """A text in the 3D scene; `small` ones are coordinates, the others axis and slice names."""

    position: np.ndarray
    text: str
    small: bool = False


def labels(layout: Layout, shown_w: int, coordinates: bool) -> list[Label]:
    """The axis names (and with `coordinates` the 1-based index of each row) beside the shown
    slice's box, and with all slices on view a "w = n" above each slice."""
    shape = layout.shape
    low, high = slice_bounds(layout, 0 if layout.all_slices else shown_w)
    found = []
    for world, axis, edge, outward in axis_edges(layout, low, high):
        middle = edge.copy()
        middle[world] = (low[world] + high[world]) / 2
        found.append(Label(middle + outward * (1.9 if coordinates else 1.2), "xyz"[axis]))
        if coordinates:
            for i in range(shape[axis]):
                tick = edge.copy()
                tick[world] = low[world] + 0.5 + i
                found.append(Label(tick + outward * 0.8, str(i + 1), small=True))
    if layout.all_slices and len(shape) > 3:
        for w in range(shape[3]):
            w_low, w_high = slice_bounds(layout, w)
            # Above the back top edge: seen from above, that is clear of every stone.
            top = np.array([(w_low[0] + w_high[0]) / 2, w_high[1], w_high[2] + 0.6])
            found.append(Label(top, f"w = {w + 1}"))
    return found


@dataclass(frozen=True)
class CornerPart:
    """One coloured part of the 3D view's corner text, as data the widget words: the w-slice
    on view (`values` = w, of how many), a player's threats in w-slices not on view (`values`
    = player, then each such w), the target of a line-counting game (`values` = target) or one
    player's lines (`values` = player, lines)."""

    kind: str  # SLICE, ELSEWHERE, TARGET or SCORE
    values: tuple[int, ...]
    colour: palette.RGB


SLICE, ELSEWHERE, TARGET, SCORE = "slice", "elsewhere", "target", "score"


def corner_text(
    game: Game,
    layout: Layout,
    shown_w: int,
    colours: palette.Palette,
    threats: tuple[Threat, ...] = (),
) -> list[CornerPart]:
    """The 3D view's corner text in coloured parts of `colours`: the w-slice on view
    (1-based), each player's `threats` in w-slices not on view, and the lines per player when
    lines are counted.

    A threat out of view is named where the eye is whether Show threats is on or not: its
    stones are hidden by the view, not by the rules, and a line built in another w-slice
    otherwise shows only as a flash of that slice's box under the board."""
    rules = game.rules
    parts: list[CornerPart] = []
    if len(rules.shape) > 3 and not layout.all_slices:
        parts.append(CornerPart(SLICE, (shown_w + 1, rules.shape[3]), colours.scheme.label))
        on_view = set(layout.cells)
        elsewhere: dict[int, set[int]] = {}
        for threat in threats:
            if threat.cell not in on_view:
                elsewhere.setdefault(threat.player, set()).add(threat.cell[3] + 1)
        for player, slices in sorted(elsewhere.items()):
            parts.append(CornerPart(ELSEWHERE, (player, *sorted(slices)), colours.player(player)))
    if rules.target > 1:
        parts.append(CornerPart(TARGET, (rules.target,), colours.scheme.label))
        for player, score in enumerate(game.scores):
            parts.append(CornerPart(SCORE, (player, score), colours.player(player)))
    return parts


def gravity_rods(layout: Layout, gravity: int | None) -> np.ndarray:
    """Segment ends of a rod through every column stones fall down (along the `gravity` axis)
    among the cells on view, from its bottom cell to its top one, so it is plain where a stone
    will land; empty when there is no gravity."""
    if gravity is None:
        return np.zeros((0, 3))
    bottoms = np.array([c for c in layout.cells if c[gravity] == 0]).reshape(-1, len(layout.shape))
    if not len(bottoms):
        return np.zeros((0, 3))
    tops = bottoms.copy()
    tops[:, gravity] = layout.shape[gravity] - 1
    starts, ends = layout.positions(bottoms), layout.positions(tops)
    rods: np.ndarray = np.stack([starts, ends], axis=1).reshape(-1, 3)
    return rods
