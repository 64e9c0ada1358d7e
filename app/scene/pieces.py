"""The pieces of the 3D view: stones, empty cells' dots, blocked cells, and the size of the
marker drawn for every cell on view, which is what a click must hit. Pure numpy."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from itertools import compress

import numpy as np

from app.scene import meshes, palette
from app.scene.highlight import dims_stones
from app.scene.layout import Layout
from engine import BLOCKED, EMPTY, Cell, Game, Line

STONE_RADIUS = 0.3
DOT_RADIUS = 0.13
"""An empty cell is a small dot: it shows where the cell is without hiding the cells behind."""
DOT_ALPHA = 0.55
BLOCKED_HALF = 0.28
FLAT_RADIUS = 0.5
"""On a 1D or 2D board: the circle inscribed in a cell's grid square."""
DEPTH_SHADE = 0.45
"""How much darker the farthest stone is than the nearest: depth read from brightness."""
SYMBOLS = ("ball", "cube", "octahedron", "spike")
"""The shape of each player's stones with "Symbols on stones" on (the slice panel draws the
matching circle, square, diamond and triangle)."""

Mesh = tuple[np.ndarray, np.ndarray, np.ndarray]
"""Vertices, faces and vertex colours, as one GL mesh item draws them."""


@dataclass(frozen=True, eq=False)
class Pieces:
    """What the 3D view draws for the cells on view."""

    stone_cells: tuple[Cell, ...]
    """The cells with a stone, in the order of the stone mesh."""
    stone_centres: np.ndarray
    """(n, 3): where the stones are, in the order of `stone_cells`."""
    stone_owners: np.ndarray
    """(n,): each stone's player."""
    stone_rgb: np.ndarray
    """(n, 3): each stone's colour before the light (dimmed, shaded by depth)."""
    symbols: bool
    """Each player's stones have a shape of their own (SYMBOLS), not all balls."""
    dots: np.ndarray
    """(n, 3): centres of the empty cells' dots."""
    dot_colours: np.ndarray
    """(n, 4): their colours, darker with depth like the stones'."""
    blocked: Mesh
    marker_radii: np.ndarray
    """Per cell of the layout, the radius of its stone or dot; 0 for a blocked cell."""

    @cached_property
    def stones(self) -> Mesh:
        """One mesh of every stone, lit (`stone_mesh`)."""
        return stone_mesh(self.stone_centres, self.stone_owners, self.stone_rgb, self.symbols)

    def _balls(self) -> np.ndarray:
        if not self.symbols:
            return np.ones(len(self.stone_owners), dtype=bool)
        return np.array([SYMBOLS[p % len(SYMBOLS)] == "ball" for p in self.stone_owners], bool)

    def balls(self) -> tuple[np.ndarray, np.ndarray]:
        """Centres and colours (before the light) of the stones that are balls: all of them,
        or with symbols those of the players whose shape is the ball."""
        balls = self._balls()
        return self.stone_centres[balls], self.stone_rgb[balls]

    def solids(self) -> Mesh:
        """One lit mesh of the stones that are not balls (with symbols: cubes, octahedra and
        spikes), in the order of `stone_cells` without the balls."""
        others = ~self._balls()
        owners = self.stone_owners[others]
        return stone_mesh(self.stone_centres[others], owners, self.stone_rgb[others], True)


def depth_factors(centres: np.ndarray, toward_viewer: np.ndarray) -> np.ndarray:
    """Per centre, a brightness from 1 (nearest the viewer) to 1 - DEPTH_SHADE (farthest),
    seen from the unit direction `toward_viewer`."""
    if not len(centres):
        return np.ones(0)
    near = centres @ toward_viewer
    span = float(near.max() - near.min())
    if span < 1e-9:
        return np.ones(len(centres))
    factors: np.ndarray = 1.0 - DEPTH_SHADE * (near.max() - near) / span
    return factors


def pieces(
    game: Game,
    layout: Layout,
    lines: list[tuple[int, Line]],
    colours: palette.Palette,
    *,
    toward_viewer: np.ndarray | None = None,
    symbols: bool = False,
    hidden: Cell | None = None,
) -> Pieces:
    """Stones in their players' colours of `colours` (dimmed off the shown `lines` once the
    game says so, darker the farther they are from the viewer along `toward_viewer` unless the
    scheme has no depth cue), dots for
    empty cells and dark boxes for blocked ones, at `layout`'s centres. With `symbols` each player's
    stones have their own shape (SYMBOLS). The stone on `hidden` is left out (it is on its way
    there, drawn by the view's motion); it still counts for picking."""
    values = game.board_array().reshape(-1)[layout.flat_indices]
    centres = layout.centres
    drawn = np.ones(len(values), dtype=bool)
    if hidden is not None and hidden in layout.index:
        drawn[layout.index[hidden]] = False
    stone = (values >= 0) & drawn
    stone_centres = centres[stone]
    owners = values[stone].astype(np.intp)
    depth_cue = toward_viewer is not None and colours.scheme.depth_cue
    shade = (
        depth_factors(stone_centres, toward_viewer)
        if depth_cue and toward_viewer is not None
        else np.ones(len(stone_centres))
    )
    # Colours by table lookup, not per cell: a full 19×19×19 board has 6,859 stones.
    players = range(game.rules.players)
    table = np.array([colours.player(p) for p in players], dtype=float)
    rgb = table.reshape(-1, 3)[owners]
    if dims_stones(game):
        dimmed = np.array([colours.dim(colours.player(p)) for p in players])
        on_line = {game.geometry.index[cell] for _, line in lines for cell in line}
        kept = np.isin(layout.flat_indices[stone], np.fromiter(on_line, dtype=np.intp))
        rgb = np.where(kept[:, None], rgb, dimmed[owners])
    rgb = rgb * shade[:, None]
    dots = centres[(values == EMPTY) & drawn]
    dot_shade = (
        depth_factors(dots, toward_viewer)
        if depth_cue and toward_viewer is not None
        else np.ones(len(dots))
    )
    dot_colours = np.hstack(
        [np.outer(dot_shade, colours.scheme.empty_cell), np.full((len(dots), 1), DOT_ALPHA)]
    )
    radii = np.where(values == BLOCKED, 0.0, np.where(values >= 0, STONE_RADIUS, DOT_RADIUS))
    if len(layout.shape) <= 2:
        # A flat board hides nothing behind anything: a cell's marker is its whole square of
        # the grid, so a click anywhere in it plays it (Gomoku's dots would be small targets).
        radii = np.where(values == BLOCKED, 0.0, FLAT_RADIUS)
    return Pieces(
        tuple(compress(layout.cells, stone.tolist())),
        stone_centres,
        owners,
        rgb,
        symbols,
        dots,
        dot_colours,
        meshes.boxes(
            centres[values == BLOCKED], BLOCKED_HALF, np.array(colours.scheme.blocked_cell)
        ),
        radii,
    )


def stone_mesh(centres: np.ndarray, owners: np.ndarray, rgb: np.ndarray, symbols: bool) -> Mesh:
    """One mesh of all stones: balls, or with `symbols` a shape per player."""
    if not symbols:
        return meshes.spheres(centres, STONE_RADIUS, rgb)
    parts = [
        meshes.solids(
            SYMBOLS[player % len(SYMBOLS)],
            centres[owners == player],
            STONE_RADIUS,
            rgb[owners == player],
        )
        for player in sorted(set(owners.tolist()))
    ]
    return meshes.join(parts)
