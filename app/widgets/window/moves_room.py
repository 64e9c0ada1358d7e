"""Room for the move list over the analysis panel: while an analysis runs the list keeps its
rows, and once the graph is up (a game analysed, or opened analysed) the Moves dock takes from
the Slices dock what the list's last rows need. The docks' column never widens for the analysed
moves (that shrank the 3D view): their rows wrap instead (MoveList._fit_rows)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow

from app.widgets.window.move_list import MoveList

KEPT_ROWS = 8
"""The rows the move list keeps (of those it had) while an analysis runs under it."""


class MovesRoom(QObject):
    """The room of `moves`, the move list in `moves_dock` of `window`."""

    def __init__(self, window: QMainWindow, moves: MoveList, moves_dock: QDockWidget) -> None:
        super().__init__(window)
        self.window = window
        self.moves = moves
        self.moves_dock = moves_dock
        # Once laid out: a game opened analysed brings the graph up with the window.
        moves.session.analysis.changed.connect(self._make_room_soon)
        moves_dock.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.moves_dock and event.type() == QEvent.Type.Show:
            self._make_room_soon()
        return False

    def _make_room_soon(self) -> None:
        QTimer.singleShot(0, self, self.make_room)

    def keep_rows(self, running: bool) -> None:
        """The analysis panel comes up under the move list: while it runs the list keeps the
        rows it had (up to KEPT_ROWS; it shrank to about four), the Moves dock taking the
        panel's room from the Slices dock above."""
        if running:
            kept = min(self.moves.height(), KEPT_ROWS * max(1, self.moves.sizeHintForRow(0)))
            self.moves.setMinimumHeight(kept)
        else:
            self.moves.setMinimumHeight(0)

    def make_room(self) -> None:
        """The graph has come up under the list (an analysed game): the Moves dock takes from
        the Slices dock above what the list needs to show KEPT_ROWS rows (it showed three or
        four under the graph until the player dragged the splitter)."""
        if self.moves.session.analysis.kept() is None or not self.moves_dock.isVisible():
            return
        moves = self.moves
        moves.doItemsLayout()  # the rows as the analysis wrapped them, not as they were
        # The rows at the end, as tall as they are drawn (an analysed row may wrap).
        last = range(max(0, moves.count() - KEPT_ROWS), moves.count())
        drawn = (moves.visualItemRect(moves.item(row)).height() for row in last)
        needed = sum(drawn) + 2 * moves.frameWidth()
        slices = self.window.findChild(QDockWidget, "slices")
        if not isinstance(slices, QDockWidget) or not slices.isVisible():
            return
        # resizeDocks shares out what it is given by weight (the tab bar under the dock counts
        # too), so a small step may not move the separator: asked again for more, a few times,
        # until the list has its rows or nothing moves.
        for attempt in range(1, 5):
            shortfall = needed - moves.height()
            room = min(shortfall * attempt, slices.height() - slices.minimumSizeHint().height())
            if room <= 0:
                return
            before = moves.height()
            sizes = [slices.height() - room, self.moves_dock.height() + room]
            self.window.resizeDocks([slices, self.moves_dock], sizes, Qt.Orientation.Vertical)
            QApplication.sendPostedEvents()  # laid out at the new heights
            if moves.height() == before and attempt > 1:
                return
