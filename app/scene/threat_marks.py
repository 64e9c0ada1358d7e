"""How threats are drawn: the colour and strength of each threatened cell, one rule for the 3D
view and the slice panel, and the 3D view's marks as numpy arrays. The engine finds the threats
(`engine.threats`); this only decides their look."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.scene import meshes, palette
from app.scene.layout import Layout
from engine import Threat

THREAT_HALF = 0.27
"""Half size of a threat's outline, in cell pitches: inside the hover and last-move marks."""
DOUBLE_HALF = 0.13
"""Half size of the solid cube inside a double threat."""
NOW_ALPHA = 0.95


def threat_colour(threat: Threat, colours: palette.Palette) -> tuple[float, float, float, float]:
    """The threat's player colour in `colours`, brightened when it is a double threat, faint
    (as the scheme draws marks not yet in force) when it is not playable yet."""
    colour = colours.player(threat.player)
    if threat.double:
        colour = palette.lighten(colour, 0.3)
    return (*colour, NOW_ALPHA if threat.now else colours.scheme.faint_alpha)


@dataclass(frozen=True, eq=False)
class ThreatMarks:
    """The 3D view's threat marks: outlines round every threatened cell on view, and solid
    cubes inside the double threats."""

    outlines: np.ndarray
    """(n * 24, 3): segment end points for a 'lines' plot."""
    outline_colours: np.ndarray
    """(n * 24, 4): their colours."""
    doubles: tuple[np.ndarray, np.ndarray, np.ndarray]
    """Vertices, faces and colours of the cubes inside double threats."""
    cells: tuple[Threat, ...]
    """The threats on view, in the order of the outlines."""


def threat_marks(
    threats: tuple[Threat, ...], layout: Layout, colours: palette.Palette
) -> ThreatMarks:
    """Marks for the `threats` whose cells `layout` shows, in `colours`."""
    on_view = [t for t in threats if t.cell in layout.index]
    centres = np.array([layout.centres[layout.index[t.cell]] for t in on_view]).reshape(-1, 3)
    rgba = np.array([threat_colour(t, colours) for t in on_view]).reshape(-1, 4)
    double = np.array([t.double for t in on_view], dtype=bool)
    return ThreatMarks(
        meshes.box_edges(centres, THREAT_HALF),
        np.repeat(rgba, 24, axis=0),
        meshes.boxes(centres[double], DOUBLE_HALF, rgba[double], shaded=False),
        tuple(on_view),
    )
