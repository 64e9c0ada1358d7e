"""What the 3D view draws around the cells: the box round each w-slice, the floor grid, and where
the axis and slice labels go. Pure numpy, no Qt."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.scene import meshes, palette
from app.scene.layout import Layout, cell_positions, extent
from engine import Game

FRAME_ALPHA = 0.9
FLOOR_ALPHA = 0.35


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
    corners = cell_positions(np.vstack([first, last]), shape, layout.all_slices)
    low, high = corners.min(axis=0) - 0.5, corners.max(axis=0) + 0.5
    return low, high


def floor_grid(shape: tuple[int, ...], low: np.ndarray, high: np.ndarray) -> np.ndarray:
    """Lines between the cells on the floor of a 3D slice, or on the plane of a 2D board."""
    if len(shape) == 2:
        return meshes.grid_lines(low, high, (0, 2), (shape[0], shape[1]))
    if len(shape) == 1:
        return np.zeros((0, 3))
    top = high.copy()
    top[2] = low[2]
    return meshes.grid_lines(low, top, (0, 1), (shape[0], shape[1]))


def wireframe(layout: Layout) -> tuple[np.ndarray, np.ndarray]:
    """Segment ends and their colours: the box round each w-slice on view and its floor grid."""
    shape = layout.shape
    slices = range(shape[3]) if layout.all_slices and len(shape) > 3 else range(1)
    segments, colours = [], []
    for w in slices:
        low, high = slice_bounds(layout, w)
        box = meshes.box_edges((low + high) / 2, (high - low)[None] / 2)
        segments.append(box)
        colours.append(np.tile(rgba(palette.WIREFRAME, FRAME_ALPHA), (len(box), 1)))
        floor = floor_grid(shape, low, high)
        segments.append(floor)
        colours.append(np.tile(rgba(palette.WIREFRAME, FLOOR_ALPHA), (len(floor), 1)))
    return np.concatenate(segments), np.concatenate(colours)


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
    right[0] = extent(shape, layout.all_slices)[0] / 2
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
    on view (`values` = w, of how many), the target of a line-counting game (`values` =
    target) or one player's lines (`values` = player, lines)."""

    kind: str  # SLICE, TARGET or SCORE
    values: tuple[int, ...]
    colour: palette.RGB


SLICE, TARGET, SCORE = "slice", "target", "score"


def corner_text(game: Game, layout: Layout, shown_w: int) -> list[CornerPart]:
    """The 3D view's corner text in coloured parts: the w-slice on view (1-based), and the
    lines per player when lines are counted."""
    rules = game.rules
    parts: list[CornerPart] = []
    if len(rules.shape) > 3 and not layout.all_slices:
        parts.append(CornerPart(SLICE, (shown_w + 1, rules.shape[3]), palette.LABEL))
    if rules.target > 1:
        parts.append(CornerPart(TARGET, (rules.target,), palette.LABEL))
        for player, score in enumerate(game.scores):
            parts.append(CornerPart(SCORE, (player, score), palette.player(player)))
    return parts
