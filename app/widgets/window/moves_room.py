"""Room for the Moves dock while an analysis runs under the move list: the list keeps its rows
and the docks' column widens for the analysed moves to read whole."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDockWidget, QListWidget, QMainWindow, QStyle

KEPT_ROWS = 8
"""The rows the move list keeps (of those it had) while an analysis runs under it."""
MOVES_SHARE = 0.45
"""The most of the window's width the docks' column takes for analysed moves to read whole."""


class MovesRoom(QObject):
    """The room of `moves`, the move list in `moves_dock` of `window`."""

    def __init__(self, window: QMainWindow, moves: QListWidget, moves_dock: QDockWidget) -> None:
        super().__init__(window)
        self.window = window
        self.moves = moves
        self.moves_dock = moves_dock

    def keep_rows(self, running: bool) -> None:
        """The analysis panel comes up under the move list: while it runs the list keeps the
        rows it had (up to KEPT_ROWS; it shrank to about four), the Moves dock taking the
        panel's room from the Slices dock above."""
        if running:
            kept = min(self.moves.height(), KEPT_ROWS * max(1, self.moves.sizeHintForRow(0)))
            self.moves.setMinimumHeight(kept)
        else:
            self.moves.setMinimumHeight(0)

    def widen(self, *_: object) -> None:
        """Widen the docks' column so the analysed moves read whole (in Japanese they were
        cut off with "…"), up to MOVES_SHARE of the window; the tooltip has the rest."""
        moves = self.moves
        metrics = moves.fontMetrics()
        widest = max(
            (metrics.horizontalAdvance(moves.item(row).text()) for row in range(moves.count())),
            default=0,
        )
        # The stone's icon (the style's small icon size unless the list sets one), the item's
        # margins and the scroll bar beside the text.
        icon = moves.iconSize().width()
        if icon <= 0:
            icon = moves.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, moves)
        needed = widest + icon + 4 * metrics.averageCharWidth()
        needed += moves.verticalScrollBar().sizeHint().width() + 2 * moves.frameWidth()
        shortfall = needed - moves.width()
        if shortfall <= 0:
            return
        wider = min(self.moves_dock.width() + shortfall, int(self.window.width() * MOVES_SHARE))
        if wider > self.moves_dock.width():
            self.window.resizeDocks([self.moves_dock], [wider], Qt.Orientation.Horizontal)
