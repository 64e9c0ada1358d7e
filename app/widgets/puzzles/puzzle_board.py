"""The puzzle's board (objectName `puzzle-board-place`): the rotatable 3D view, as the main
window's, with the slider of the w-slice on a four-dimensional board, or at the player's choice
(Flat slices, kept while the window lives) the slice panel, every w-slice at once. Without
OpenGL (or once a frame fails) only the slice panel. A hint's cells are marked on both."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.model.puzzles.puzzle_hint import Hint
from app.model.session.game_session import GameSession
from app.model.view.view_state import W_AXIS, ViewState
from app.scene.highlight import Marks
from app.widgets.board.board3d import Board3D
from app.widgets.slices.slice_bar import SliceBar
from app.widgets.slices.slice_panel import SlicePanel
from app.widgets.words import tr

MIN_3D = (420, 320)
"""Room the 3D view keeps at least, so Qubic's and a 4D slice's cells stay readable."""


class PuzzleBoard(QWidget):
    """The views of `session`'s puzzle sharing `view_state`; `samples` the 3D view's
    multisampling, None for no 3D view (no OpenGL)."""

    def __init__(
        self,
        session: GameSession,
        view_state: ViewState,
        samples: int | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("puzzle-board-place")
        self.session, self.view_state = session, view_state
        self.hint: Hint | None = None
        self.slices = SlicePanel(session, view_state, self)
        self.slices.setObjectName("puzzle-board-view")
        self.board3d: Board3D | None = None
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.slices)
        self.w_bar = SliceBar(session, view_state, self)
        self.w_bar.setObjectName("puzzle-w-bar")
        self.flat_button = QPushButton(tr("&Flat slices"), self)
        self.flat_button.setObjectName("puzzle-flat")
        self.flat_button.setCheckable(True)
        self.flat_button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.flat_button.setAutoDefault(False)
        self.flat_button.setToolTip(
            tr("Show the board as flat slices, every slice at once, instead of the 3D view.")
        )
        self.flat_button.toggled.connect(lambda _on: self.pull())
        self.slices.mark_sources.append(lambda: self._hint_marks(in_3d=False))
        if samples is not None:
            self._add_3d(samples)
        bar = QHBoxLayout()
        bar.addWidget(self.w_bar, 1)
        bar.addStretch(0)
        bar.addWidget(self.flat_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack, 1)
        layout.addLayout(bar)
        session.reset.connect(self.pull)
        self.pull()

    def _add_3d(self, samples: int) -> None:
        board = Board3D(self.session, self.view_state, self, samples=samples)
        board.setObjectName("puzzle-board-3d")
        board.setMinimumSize(*MIN_3D)
        board.mark_sources.append(lambda: self._hint_marks(in_3d=True))
        board.failed.connect(self._lose_gl, Qt.ConnectionType.QueuedConnection)
        self.board3d = board
        self.stack.addWidget(board)

    def _lose_gl(self, _problem: str) -> None:
        """OpenGL failed in the puzzle's 3D view: the slice panel alone from now on."""
        board = self.board3d
        if board is None:
            return
        self.board3d = None
        self.stack.removeWidget(board)
        board.deleteLater()
        self.pull()

    @property
    def view(self) -> Board3D | SlicePanel:
        """The view on show: the one clicks and keys play on."""
        return self.board3d if self.board3d is not None and self.in_3d else self.slices

    @property
    def in_3d(self) -> bool:
        """The 3D view is on show (not the flat slices)."""
        return self.board3d is not None and not self.flat_button.isChecked()

    def pull(self) -> None:
        """Show the view chosen, fitted to the board: one w-slice chosen by the slider in the
        3D view, every w-slice at once in the flat slices."""
        self.flat_button.setVisible(self.board3d is not None)
        four_d = self.session.rules.ndim > W_AXIS
        self.w_bar.pull_board()
        self.view_state.set_all_slices(four_d and not self.in_3d)
        self.w_bar.setVisible(four_d and self.in_3d)
        self.stack.setCurrentWidget(self.view)

    def show_hint(self, hint: Hint | None) -> None:
        """Mark `hint`'s cells (None: none), showing its slice on a four-dimensional board."""
        self.hint = hint
        if hint is not None and len(hint.cell) > W_AXIS:
            self.view_state.set_w(hint.cell[W_AXIS])
        for view in (self.slices, self.board3d):
            if view is not None:
                view.refresh_marks()
                view.update()

    def _hint_marks(self, *, in_3d: bool) -> list[Marks]:
        """The hint's cells outlined: the cell boldly, a slice's free cells lightly; not a
        w-slice's in the 3D view, which shows that slice alone (its slider says which)."""
        hint = self.hint
        if hint is None or (in_3d and hint.axis is not None and hint.axis >= W_AXIS):
            return []
        colour = self.slices.colours.scheme.highlight
        if hint.axis is not None:
            return [Marks("puzzle-hint", hint.cells, colour, alpha=0.6, width=1.5, fill=0.2)]
        return [
            Marks("puzzle-hint", hint.cells, colour, alpha=0.9, width=3.0, grow=0.04, fill=0.35)
        ]
