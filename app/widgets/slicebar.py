"""The w-slider: which w-slice of a board with four or more axes the views show."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSlider, QToolBar, QWidget

from app.model.session import GameSession
from app.model.viewstate import ViewState
from app.widgets.translate import tr
from engine import Cell

W_AXIS = 3


class SliceBar(QToolBar):
    """A slider and its label that write the view state's w; shown only for boards with w."""

    def __init__(
        self, session: GameSession, view_state: ViewState, parent: QWidget | None = None
    ) -> None:
        super().__init__(tr("Fourth dimension"), parent)
        self.session = session
        self.view_state = view_state
        self.setObjectName("w-bar")
        self.w_label = QLabel(self)
        self.w_label.setMinimumWidth(90)
        self.w_slider = QSlider(Qt.Orientation.Horizontal, self)
        self.w_slider.setMaximumWidth(240)
        self.w_slider.setPageStep(1)
        self.w_slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.addWidget(QLabel(tr("w-slice"), self))
        self.addWidget(self.w_slider)
        self.addWidget(self.w_label)

        session.moved.connect(self._follow_cpu_move)
        view_state.w_changed.connect(self._pull_w)
        view_state.all_slices_changed.connect(lambda _on: self._pull_w(view_state.w))
        self.w_slider.valueChanged.connect(view_state.set_w)

    def pull_board(self) -> None:
        """Fit the slider to a new or opened game, on the slice of its latest stone."""
        rules = self.session.rules
        has_w = rules.ndim > W_AXIS
        self.setVisible(has_w)
        self.w_slider.blockSignals(True)
        self.w_slider.setRange(0, rules.shape[W_AXIS] - 1 if has_w else 0)
        self.w_slider.blockSignals(False)
        last = self.session.game.last_move
        w = last[W_AXIS] if has_w and last is not None else self.view_state.w
        self.view_state.set_w(min(w, self.w_slider.maximum()))
        self._pull_w(self.view_state.w)

    def _follow_cpu_move(self, cell: Cell, player: int) -> None:
        """Show the w-slice where a CPU just played: it may be one the player is not looking at."""
        if len(cell) > W_AXIS and self.session.players[player].kind == "cpu":
            self.view_state.set_w(cell[W_AXIS])

    def _pull_w(self, w: int) -> None:
        self.w_slider.blockSignals(True)
        self.w_slider.setValue(w)
        self.w_slider.blockSignals(False)
        # With every w-slice on view the slider chooses nothing: it rests, saying so.
        every = self.view_state.all_slices
        self.w_slider.setEnabled(not every)
        if self.session.rules.ndim > W_AXIS:
            size = self.session.rules.shape[W_AXIS]
            text = tr("all %1 shown") if every else tr("w = %1 / %2")
            if not every:
                text = text.replace("%2", str(size)).replace("%1", str(w + 1))
            self.w_label.setText(text.replace("%1", str(size)))
