"""The 3D view's moving things: the stone on its way (falling down its column or growing into its
cell), the completed lines growing and pulsing, and a draw's glow on the frame. The view draws
the game as it stands; these only say where the moving parts are at this frame, from the shared
`Motion` clock, and `hidden_cell` tells the view which stone to leave to them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pyqtgraph.opengl as gl

from app.model.view.motion import LineCue, Motion
from app.scene import motion_shapes as shapes
from app.scene import palette
from app.scene.layout import Layout
from app.scene.pieces import STONE_RADIUS, SYMBOLS, depth_factors, stone_mesh
from app.widgets.board.gl_camera import SOLID
from app.widgets.board.lit_balls import LitBalls
from app.widgets.board.motion_cues import StoneCue
from engine import Cell, Game, Line


class MotionItems:
    """The moving stone's item and the line and frame cues of one 3D view."""

    def __init__(self, motion: Motion, add: Callable[[Any, float], Any]) -> None:
        self.motion = motion
        self.stone_item = add(gl.GLMeshItem(glOptions=SOLID, computeNormals=False), 0)
        self.stone_item.setVisible(False)
        self.ball_item = add(LitBalls(SOLID), 0)
        """The stone on its way when it is a ball, drawn as the landed ones are."""
        self.ball_item.setVisible(False)
        self.stone_centre: np.ndarray | None = None
        """Where the moving stone was drawn last (None: no stone on its way), for tests."""

    def stone(self) -> StoneCue | None:
        cue = self.motion.cue("stone")
        return cue.subject if cue is not None and isinstance(cue.subject, StoneCue) else None

    def hidden_cell(self, layout: Layout) -> Cell | None:
        """The stone the view leaves out: the one on its way, when it is on view."""
        stone = self.stone()
        return stone.cell if stone is not None and stone.cell in layout.index else None

    def pull_stone(
        self,
        game: Game,
        layout: Layout,
        colours: palette.Palette,
        toward_viewer: np.ndarray,
        symbols: bool,
    ) -> None:
        """Draw the stone on its way where it is now (hidden when none is)."""
        stone = self.stone()
        t = self.motion.progress("stone")
        if stone is None or t is None or stone.cell not in layout.index:
            self.stone_item.setVisible(False)
            self.ball_item.setVisible(False)
            self.stone_centre = None
            return
        path = layout.positions(np.array(stone.path))
        centre = shapes.fall_point(path, t)
        # The colour the stone has once it lands: shaded for its depth among the other stones.
        values = game.board_array().reshape(-1)[layout.flat_indices]
        stones = layout.centres[values >= 0]
        landing = layout.centres[layout.index[stone.cell]]
        shade = depth_factors(np.vstack([stones, landing[None]]), toward_viewer)[-1]
        rgb = np.array(colours.player(stone.player)) * shade
        scale = 1.0 if stone.falls else shapes.appear_scale(t)
        self.stone_centre = centre
        if not symbols or SYMBOLS[stone.player % len(SYMBOLS)] == "ball":
            self.stone_item.setVisible(False)
            self.ball_item.set_balls(centre[None], STONE_RADIUS * scale, rgb[None])
            return
        self.ball_item.setVisible(False)
        vertices, faces, vertex_colours = stone_mesh(
            centre[None], np.array([stone.player]), rgb[None], symbols
        )
        vertices = centre + (vertices - centre) * scale
        self.stone_item.setMeshData(vertexes=vertices, faces=faces, vertexColors=vertex_colours)
        self.stone_item.setVisible(True)

    def lines(
        self,
        lines: list[tuple[int, Line]],
        layout: Layout,
        segments: np.ndarray,
        colours: np.ndarray,
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The bars of `lines` (as `line_bars` made them: `segments` and `colours` of those
        wholly on view) as they are at this frame, and each one's width as a part of its
        usual: a cued line grown part of its length, or lit and widened by its pulse."""
        widths = np.ones(len(segments))
        cue = self.motion.cue("grow") or self.motion.cue("pulse")
        if cue is None or not isinstance(cue.subject, LineCue) or not len(segments):
            return segments, colours, widths
        barred = [line for _, line in lines if all(c in layout.index for c in line)]
        cued = np.array([line in cue.subject.lines for line in barred], dtype=bool)
        t = self.motion.progress(cue.kind) or 0.0
        segments, colours = segments.copy(), colours.copy()
        if cue.kind == "grow":
            if t <= 0.0:  # not started: the stone that completes them is still on its way
                return segments[~cued], colours[~cued], widths[~cued]
            segments[cued] = shapes.grown_segments(segments[cued], t)
        else:
            glow = shapes.pulse_glow(t)
            colours[cued] = shapes.glowing(colours[cued], glow)
            widths[cued] = 1.0 + shapes.PULSE_WIDEN * glow
        return segments, colours, widths

    def frame_glow(self) -> float:
        """How much the board's frame glows for a draw at this frame (0: not at all)."""
        t = self.motion.progress("draw")
        return 0.0 if t is None else shapes.cue_glow(t)
