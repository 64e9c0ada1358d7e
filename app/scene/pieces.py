"""The pieces of the 3D view as meshes: stones, empty and blocked cells on view. Pure numpy."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.scene import meshes, palette
from app.scene.highlight import dims_stones
from app.scene.layout import Layout
from engine import BLOCKED, EMPTY, Cell, Game, Line

STONE_RADIUS = 0.33
EMPTY_HALF = 0.1
EMPTY_ALPHA = 0.35
BLOCKED_HALF = 0.3

Mesh = tuple[np.ndarray, np.ndarray, np.ndarray]
"""Vertices, faces and vertex colours, as one GL mesh item draws them."""


@dataclass(frozen=True, eq=False)
class Pieces:
    """The meshes of the cells on view; `stone_cells` in the order of the stone mesh."""

    stone_cells: tuple[Cell, ...]
    stones: Mesh
    empty: Mesh
    blocked: Mesh


def pieces(game: Game, layout: Layout, lines: list[tuple[int, Line]]) -> Pieces:
    """Stones in their players' colours (dimmed off the shown `lines` once the game says so),
    faint boxes for empty cells and dark boxes for blocked ones, at `layout`'s centres."""
    board = game.board_array()
    values = np.array([board[c] for c in layout.cells], dtype=int)
    centres = layout.centres
    on_line = {cell for _, line in lines for cell in line}
    dim = dims_stones(game)
    stone = values >= 0
    colours = []
    for cell, value in zip(layout.cells, values, strict=True):
        if value >= 0:
            colour = palette.player(int(value))
            if dim and cell not in on_line:
                colour = palette.dim(colour)
            colours.append(colour)
    empty = values == EMPTY
    blocked = values == BLOCKED
    return Pieces(
        tuple(c for c, s in zip(layout.cells, stone, strict=True) if s),
        meshes.spheres(centres[stone], STONE_RADIUS, np.array(colours)),
        meshes.boxes(centres[empty], EMPTY_HALF, np.array([*palette.EMPTY_CELL, EMPTY_ALPHA])),
        meshes.boxes(centres[blocked], BLOCKED_HALF, np.array(palette.BLOCKED_CELL)),
    )
