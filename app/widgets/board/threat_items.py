"""The 3D view's threat marks: one line item for the outlines and one mesh item for the cubes
inside double threats, fed from `app.scene.threat_marks`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pyqtgraph.opengl as gl

from app.scene.layout import Layout
from app.scene.palette import Palette
from app.scene.threat_marks import threat_marks
from engine import Cell, Threat

DEPTH = 5  # with the line outlines: over the stones, under the hint and hover marks


class ThreatItems:
    """Two batched GL items; `add(item, depth)` puts an item into the view."""

    def __init__(self, add: Callable[[Any, int], Any], gl_options: dict[Any, Any]) -> None:
        self.outline_item = add(gl.GLLinePlotItem(mode="lines", glOptions=gl_options), DEPTH)
        self.double_item = add(gl.GLMeshItem(glOptions=gl_options, computeNormals=False), DEPTH)
        self.outline_item.setVisible(False)
        self.double_item.setVisible(False)
        self.cells: tuple[Cell, ...] = ()
        """The threatened cells marked on view, in drawing order."""
        self.double_cells: tuple[Cell, ...] = ()

    def pull(self, threats: tuple[Threat, ...], layout: Layout, colours: Palette) -> None:
        """Mark `threats` in `colours` where `layout` shows their cells; hide the items when
        there are none."""
        marks = threat_marks(threats, layout, colours)
        self.cells = tuple(t.cell for t in marks.cells)
        self.double_cells = tuple(t.cell for t in marks.cells if t.double)
        if marks.cells:
            self.outline_item.setData(pos=marks.outlines, color=marks.outline_colours, width=2.5)
        self.outline_item.setVisible(bool(marks.cells))
        vertices, faces, face_colours = marks.doubles
        if len(faces):
            self.double_item.setMeshData(vertexes=vertices, faces=faces, vertexColors=face_colours)
        self.double_item.setVisible(bool(len(faces)))
