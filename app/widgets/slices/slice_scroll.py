"""The slice panel's scroll area: a big board's grids keep cells large enough to aim at and
scroll; Ctrl+wheel zooms them. Tab goes between the panel and the 3D view, and the 3D view
(the panel, without one) has the keyboard when the window opens."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QScrollArea

from app.widgets.board.board3d import Board3D
from app.widgets.slices.slice_panel import SlicePanel


class SliceScroll(QScrollArea):
    """Holds the slice panel and tells it how much room there is to fit the grids to."""

    def __init__(self, panel: SlicePanel, board: Board3D | None) -> None:
        super().__init__()
        self.panel = panel
        # Tab goes from the 3D view (when OpenGL gave one) to the panel and back.
        if board is not None:
            board.tab_partner, panel.tab_partner = panel, board
        (board or panel).setFocus(Qt.FocusReason.OtherFocusReason)
        self.setObjectName("slice-scroll")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setWidget(panel)
        panel.session.reset.connect(self._fit)
        panel.view_state.all_slices_changed.connect(self._fit)
        panel.view_state.cursor_changed.connect(self._show_cursor)
        # The focus frame and the review mark keep to the part on view: paint it all again
        # rather than shift the old frame with the grids.
        for bar in (self.horizontalScrollBar(), self.verticalScrollBar()):
            bar.valueChanged.connect(lambda _value: panel.update())

    def resizeEvent(self, ev: Any) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(ev)
        self._fit()

    def _fit(self, *_: object) -> None:
        self.panel.set_room(self.viewport().size())

    def _show_cursor(self, cell: object) -> None:
        """Scroll the keyboard cursor into view."""
        if not isinstance(cell, tuple):
            return
        try:
            centre = self.panel.cell_centre(cell)
        except ValueError:
            return
        margin = int(self.panel.grids[0].cell) if self.panel.grids else 20
        self.ensureVisible(int(centre.x()), int(centre.y()), margin, margin)
