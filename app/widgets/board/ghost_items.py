"""The 3D view's faint stones, which are not on the board: the one under the pointer, where the
player's stone would go (with the cell's outline), and with Ghost slices on, the stones of the
w-slices next to the one on view, fed from `app.scene.ghost_slices`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pyqtgraph.opengl as gl

from app.scene import meshes, palette
from app.scene.ghost_slices import ghost_slices
from app.scene.guides import rgba
from app.scene.highlight import shows_hover
from app.scene.layout import Layout
from app.scene.pieces import STONE_RADIUS
from app.widgets.board.gl_camera import OVERLAY, TRANSLUCENT, set_mesh
from engine import Cell, Game

OUTLINE_HALF = 0.4  # as the marks': the hovered cell's outline is one of them to the eye
GHOST_DEPTH, OUTLINE_DEPTH = 3, 7  # the ghosts over the stones, the outline over the marks


class GhostItems:
    """The hover outline and ghost stone, and the neighbouring slices' ghost stones; `add(item,
    depth)` puts an item into the view."""

    def __init__(self, add: Callable[[Any, float], Any]) -> None:
        self.stone_item = add(
            gl.GLMeshItem(glOptions=TRANSLUCENT, computeNormals=False), GHOST_DEPTH
        )
        """The stone the player to move would put in the hovered cell."""
        self.slices_item = add(
            gl.GLMeshItem(glOptions=TRANSLUCENT, computeNormals=False), GHOST_DEPTH
        )
        self.slice_centres = np.zeros((0, 3))
        """Where the ghost stones of the neighbouring w-slices are drawn (none when off)."""
        self.outline_item = add(gl.GLLinePlotItem(mode="lines", glOptions=OVERLAY), OUTLINE_DEPTH)

    def pull_hover(
        self, game: Game, layout: Layout, cell: Cell | None, colours: palette.Palette
    ) -> None:
        """Outline the hovered `cell` and show the stone to move there, when it is on view
        and a stone could go there (hidden otherwise)."""
        shown = cell is not None and shows_hover(game, cell)
        centre = layout.centre(cell) if cell is not None and shown else None
        if centre is None:
            self.outline_item.setVisible(False)
            self.stone_item.setVisible(False)
            return
        colour = colours.player(game.to_move)
        self.outline_item.setData(
            pos=meshes.box_edges(centre, OUTLINE_HALF),
            color=rgba(palette.lighten(colour, 0.4)),
            width=2.0,
        )
        self.outline_item.setVisible(True)
        set_mesh(
            self.stone_item, meshes.spheres(centre[None], STONE_RADIUS, np.array([*colour, 0.6]))
        )

    def pull_slices(
        self, game: Game, layout: Layout, w: int, colours: palette.Palette, shown: bool
    ) -> None:
        """The stones of the w-slices next to `w`, faint, when `shown` (Ghost slices on)."""
        if not shown:
            self.slice_centres = np.zeros((0, 3))
            self.slices_item.setVisible(False)
            return
        ghosts = ghost_slices(game, layout, w, colours)
        self.slice_centres = ghosts.centres
        set_mesh(self.slices_item, ghosts.stones)
