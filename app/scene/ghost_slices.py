"""The neighbouring w-slices drawn as faint ghosts over the one on view: their stones, smaller
and translucent, nudged one way for the slice before and the other way for the slice after, so
a line that runs across slices can be followed from the slice on view into its neighbours.
Pure numpy, no Qt."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.scene import meshes, palette
from app.scene.layout import EXTRA_AXES, Layout
from engine import Cell, Game

GHOST_ALPHA = 0.3
"""How opaque a ghost stone is: seen, but plainly not on the slice one plays on."""
GHOST_RADIUS = 0.2
GHOST_NUDGE = np.array([0.27, -0.27, 0.0])
"""Where a ghost of the next slice sits from its cell's centre (the previous slice's the other
way), so it is not hidden by a stone on view in the same cell."""
GHOST_REACH = 1
"""How many slices each side of the one on view are drawn as ghosts."""

Mesh = tuple[np.ndarray, np.ndarray, np.ndarray]


@dataclass(frozen=True, eq=False)
class Ghosts:
    """The ghost stones of the slices next to the one on view."""

    cells: tuple[Cell, ...]
    """The cells whose ghost stones are drawn, in the mesh's order."""
    centres: np.ndarray
    """(n, 3): where each ghost stone is drawn."""
    stones: Mesh


def ghost_slices(game: Game, layout: Layout, w: int, colours: palette.Palette) -> Ghosts:
    """The stones of the w-slices within GHOST_REACH of slice `w`, drawn over the cells of
    `layout` (one slice on view): none for a board without w or with all slices on view."""
    shape = layout.shape
    cells: list[Cell] = []
    centres: list[np.ndarray] = []
    rgba: list[tuple[float, ...]] = []
    drawn = len(shape) > EXTRA_AXES and not layout.all_slices
    board = game.board_array()
    for shown, centre in zip(layout.cells if drawn else (), layout.centres, strict=False):
        for step in range(-GHOST_REACH, GHOST_REACH + 1):
            other = w + step
            if step == 0 or not 0 <= other < shape[EXTRA_AXES]:
                continue
            cell = (*shown[:EXTRA_AXES], other, *shown[EXTRA_AXES + 1 :])
            owner = int(board[cell])
            if owner < 0:
                continue
            cells.append(cell)
            centres.append(centre + step * GHOST_NUDGE)
            rgba.append((*colours.player(owner), GHOST_ALPHA))
    points = np.array(centres).reshape(-1, 3)
    return Ghosts(
        tuple(cells), points, meshes.spheres(points, GHOST_RADIUS, np.array(rgba).reshape(-1, 4))
    )
