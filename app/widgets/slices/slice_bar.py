"""The slice sliders: for a board with four to six axes, one labelled slider per axis beyond z
(w, v, u) choosing the slice both views show, with its value and, in the colour of each shown
line, the other slices that line continues into; and the spread slider that pulls the 3D view's
layers apart."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QSlider, QToolBar, QWidget

from app.model.session import GameSession
from app.model.viewstate import MAX_AXES, MAX_SPREAD, MIN_SPREAD, W_AXIS, ViewState
from app.scene import palette
from app.scene.highlight import continuing_slices, shown_lines
from app.scene.layout import shown_slices
from app.widgets.board.painting import qcolor
from app.widgets.words.translate import tr
from engine import Cell
from engine.players import SeatKind

AXIS_NAMES = "xyzwvu"
SPREAD_STEPS = 10
"""Slider steps per cell pitch of spread."""


class SliceStrip(QWidget):
    """A row of numbered boxes, one per index of an axis: the one on view outlined, and those
    a shown line continues into filled in the line's colour. Clicking one shows it."""

    chosen = Signal(int)
    BOX = 18

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = 0
        self.current = 0
        self.marked: dict[int, palette.RGB] = {}
        """Index → colour of a shown line that continues into that slice."""

    def set_state(self, count: int, current: int, marked: dict[int, palette.RGB]) -> None:
        self.count, self.current, self.marked = count, current, marked
        self.setFixedWidth(self.count * (self.BOX + 2) + 2)
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(self.count * (self.BOX + 2) + 2, self.BOX + 4)

    def _box(self, index: int) -> QRectF:
        return QRectF(
            1 + index * (self.BOX + 2), (self.height() - self.BOX) / 2, self.BOX, self.BOX
        )

    def paintEvent(self, _ev: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for index in range(self.count):
            box = self._box(index)
            colour = self.marked.get(index)
            painter.fillRect(box, qcolor(colour if colour else palette.PANEL_BACKGROUND))
            width = 2.0 if index == self.current else 1.0
            painter.setPen(
                QPen(
                    qcolor(palette.LAST_MOVE if index == self.current else palette.WIREFRAME), width
                )
            )
            painter.drawRect(box)
            painter.setPen(qcolor(palette.BACKGROUND if colour else palette.LABEL))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(index + 1))
        painter.end()

    def mousePressEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        for index in range(self.count):
            if self._box(index).contains(ev.position()):
                self.chosen.emit(index)


class AxisSlider:
    """The widgets of one axis beyond z: name, slider, value, strip."""

    def __init__(self, bar: QToolBar, axis: int) -> None:
        name = AXIS_NAMES[axis]
        self.axis = axis
        self.name = QLabel(tr("Slice of %1:").replace("%1", name), bar)
        self.slider = QSlider(Qt.Orientation.Horizontal, bar)
        self.slider.setObjectName(f"{name}-slider")
        self.slider.setMaximumWidth(200)
        self.slider.setMinimumWidth(80)
        self.slider.setPageStep(1)
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.value = QLabel(bar)
        self.value.setMinimumWidth(70)
        self.strip = SliceStrip(bar)
        self.strip.setToolTip(
            tr(
                "The slices of this axis: the one on view is outlined, those a highlighted "
                "line continues into are filled in its colour. Click one to show it."
            )
        )
        self.actions = [bar.addWidget(w) for w in (self.name, self.slider, self.value, self.strip)]
        self.actions.append(bar.addSeparator())

    def set_visible(self, on: bool) -> None:
        for action in self.actions:
            action.setVisible(on)


class SliceBar(QToolBar):
    """A slider per axis beyond z writing the view state's slice; shown only for boards with
    such axes."""

    def __init__(
        self, session: GameSession, view_state: ViewState, parent: QWidget | None = None
    ) -> None:
        super().__init__(tr("Slices beyond z"), parent)
        self.session = session
        self.view_state = view_state
        self.setObjectName("w-bar")
        self.axes = [AxisSlider(self, axis) for axis in range(W_AXIS, MAX_AXES)]
        self.w_label, self.w_slider = self.axes[0].value, self.axes[0].slider
        for axis in self.axes:
            axis.slider.valueChanged.connect(lambda v, a=axis.axis: view_state.set_slice(a, v))
            axis.strip.chosen.connect(lambda v, a=axis.axis: self._choose(a, v))

        session.moved.connect(self._follow_cpu_move)
        session.hint.connect(self._follow_hint)
        session.changed.connect(self._pull_slices)
        view_state.slice_changed.connect(self._pull_slices)
        view_state.all_slices_changed.connect(self._pull_slices)

    def pull_board(self) -> None:
        """Fit the sliders to a new or opened game, on the slice of its latest stone."""
        rules = self.session.rules
        self.setVisible(rules.ndim > W_AXIS)
        last = self.session.game.last_move
        for axis in self.axes:
            has = rules.ndim > axis.axis
            axis.set_visible(has)
            axis.slider.blockSignals(True)
            axis.slider.setRange(0, rules.shape[axis.axis] - 1 if has else 0)
            axis.slider.blockSignals(False)
            if not has:
                self.view_state.set_slice(axis.axis, 0)
                continue
            # A new game starts on the first slices: nothing of the last game's view stays.
            value = 0 if last is None else last[axis.axis]
            self.view_state.set_slice(axis.axis, min(value, axis.slider.maximum()))
        self._pull_slices()

    def _choose(self, axis: int, index: int) -> None:
        if axis == W_AXIS and self.view_state.all_slices:
            return
        self.view_state.set_slice(axis, index)

    def _follow_hint(self, cell: Cell | None) -> None:
        """Show the slices of a hint: it may lie in a slice the player is not looking at."""
        if cell is not None:
            for axis in range(W_AXIS, len(cell)):
                self.view_state.set_slice(axis, cell[axis])

    def _follow_cpu_move(self, cell: Cell, player: int) -> None:
        """Show the slice where a CPU just played: it may be one the player is not looking at."""
        if len(cell) > W_AXIS and self.session.players[player].kind == SeatKind.CPU:
            for axis in range(W_AXIS, len(cell)):
                self.view_state.set_slice(axis, cell[axis])

    def _pull_slices(self, *_: object) -> None:
        rules = self.session.rules
        if rules.ndim <= W_AXIS:
            return
        on_view = shown_slices(rules.shape, self.view_state.slices)
        lines = shown_lines(self.session.game)
        every = self.view_state.all_slices
        for axis in self.axes[: rules.ndim - W_AXIS]:
            index, size = on_view[axis.axis - W_AXIS], rules.shape[axis.axis]
            axis.slider.blockSignals(True)
            axis.slider.setValue(index)
            axis.slider.blockSignals(False)
            # With every w-slice on view the w slider chooses nothing: it rests, saying so.
            resting = every and axis.axis == W_AXIS
            axis.slider.setEnabled(not resting)
            name = AXIS_NAMES[axis.axis]
            if resting:
                text = tr("all %1 shown").replace("%1", str(size))
            else:
                text = tr("%1 = %2 / %3").replace("%1", name).replace("%2", str(index + 1))
                text = text.replace("%3", str(size))
            axis.value.setText(text)
            marked = {} if resting else continuing_slices(lines, on_view, axis.axis, rules.target)
            axis.strip.set_state(size, -1 if resting else index, marked)


class SpreadBar(QToolBar):
    """The spread slider: how far apart the 3D view draws the z layers."""

    def __init__(self, view_state: ViewState, parent: QWidget | None = None) -> None:
        super().__init__(tr("Layer spread"), parent)
        self.view_state = view_state
        self.setObjectName("spread-bar")
        self.addWidget(QLabel(tr("Spread layers:"), self))
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("spread-slider")
        self.slider.setRange(round(MIN_SPREAD * SPREAD_STEPS), round(MAX_SPREAD * SPREAD_STEPS))
        self.slider.setMaximumWidth(160)
        self.addWidget(self.slider)
        self.slider.valueChanged.connect(lambda v: view_state.set_spread(v / SPREAD_STEPS))
        view_state.spread_changed.connect(self._pull_spread)
        self._pull_spread(view_state.spread)

    def _pull_spread(self, spread: float) -> None:
        self.slider.blockSignals(True)
        self.slider.setValue(round(spread * SPREAD_STEPS))
        self.slider.blockSignals(False)
