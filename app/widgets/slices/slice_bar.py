"""The slice sliders: for a board with four to six axes, one labelled slider per axis beyond z
(w, v, u) choosing the slice both views show, with its value and a strip of numbered boxes that
says what lies in the other slices: where a shown line continues or lies (filled in its colour,
so a win in another slice is found without the view going there), where a threat is (tinted in
the threatening player's colour, with Show threats on) and where the last stone went (a stone
under its box, which flashes when that slice is not on view, so a CPU move elsewhere is seen
without the view leaving the slice the player chose); and the spread slider that pulls the 3D
view's layers apart."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QSlider, QToolBar, QWidget

from app.model.session.game_session import GameSession
from app.model.view.view_state import MAX_AXES, MAX_SPREAD, MIN_SPREAD, W_AXIS, ViewState
from app.scene.highlight import continuing_slices, shown_lines, slice_of, threat_slices
from app.scene.layout import shown_slices
from app.scene.palette import DEFAULT, RGB, Palette, mix
from app.widgets.board.board_view import PositionThreats
from app.widgets.board.move_order import MoveOrder
from app.widgets.board.painting import palette_of, qcolor, readable_on
from app.widgets.words import tr
from engine import Cell, Game, Threat

AXIS_NAMES = "xyzwvu"
SPREAD_STEPS = 10
"""Slider steps per cell pitch of spread."""
THREAT_TINT = 0.6
"""How far a threatened slice's box goes from the panel colour to the player's colour."""
FLASH_MS = 1600
"""How long the box of a slice not on view flashes after a stone was played there."""


@dataclass(frozen=True)
class StripMarks:
    """What a strip marks besides the slice on view, by index: the colour of a shown line that
    continues into that slice, the colours of the players threatening a cell in it, and the
    slice of the last stone with its player's colour."""

    lines: dict[int, RGB] = field(default_factory=dict)
    threats: dict[int, tuple[RGB, ...]] = field(default_factory=dict)
    last_move: int | None = None
    last_colour: RGB = (0.0, 0.0, 0.0)


class SliceStrip(QWidget):
    """A row of numbered boxes, one per index of an axis: the one on view outlined, the others
    marked as StripMarks says. Clicking one shows it."""

    chosen = Signal(int)
    BOX = 18
    STONE = 3.5
    """Radius of the stone drawn under the box of the last stone's slice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = 0
        self.current = 0
        self.marks = StripMarks()
        self.colours = DEFAULT
        self.flash = QVariantAnimation(self)
        """Fades a ring round the box of `flashing` after a stone was played in that slice."""
        self.flash.setStartValue(1.0)
        self.flash.setEndValue(0.0)
        self.flash.setDuration(FLASH_MS)
        self.flash.setEasingCurve(QEasingCurve.Type.InQuad)
        self.flash.valueChanged.connect(lambda _value: self.update())
        self.flashing: int | None = None

    def set_state(self, count: int, current: int, marks: StripMarks, colours: Palette) -> None:
        self.count, self.current, self.marks, self.colours = count, current, marks, colours
        self.setFixedSize(self.sizeHint())
        self.update()

    def flash_box(self, index: int) -> None:
        """Flash the box of slice `index` for a moment (a stone was just played there)."""
        self.flashing = index
        self.flash.stop()
        self.flash.start()

    def stop_flash(self) -> None:
        self.flash.stop()
        self.flashing = None
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(self.count * (self.BOX + 4) + 4, self.BOX + 14)

    def _box(self, index: int) -> QRectF:
        return QRectF(3 + index * (self.BOX + 4), 3, self.BOX, self.BOX)

    def stone_centre(self, index: int) -> QPointF:
        """Where the stone under the box of slice `index` is drawn."""
        box = self._box(index)
        return QPointF(box.center().x(), box.bottom() + 2 + self.STONE)

    def box_fill(self, index: int) -> list[RGB]:
        """The colours the box of slice `index` is filled with, side by side."""
        panel = self.colours.scheme.panel_background
        line = self.marks.lines.get(index)
        if line is not None:
            return [line]
        threats = self.marks.threats.get(index, ())
        return [mix(panel, colour, THREAT_TINT) for colour in threats] or [panel]

    def paintEvent(self, _ev: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        scheme = self.colours.scheme
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for index in range(self.count):
            box = self._box(index)
            fills = self.box_fill(index)
            band = box.width() / len(fills)
            for number, colour in enumerate(fills):
                part = QRectF(box.left() + number * band, box.top(), band, box.height())
                painter.fillRect(part, qcolor(colour))
            on_view = index == self.current
            painter.setPen(
                QPen(
                    qcolor(scheme.last_move if on_view else scheme.wireframe),
                    2.0 if on_view else 1.0,
                )
            )
            painter.drawRect(box)
            painter.setPen(qcolor(readable_on(fills[0], self.colours)))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(index + 1))
        self._paint_last_move(painter)
        painter.end()

    def _paint_last_move(self, painter: QPainter) -> None:
        """The stone under the box of the last stone's slice, ringed in the last-move colour
        as the views outline that stone, and the fading ring of a flash."""
        scheme = self.colours.scheme
        index = self.marks.last_move
        if index is not None and index < self.count:
            painter.setPen(QPen(qcolor(scheme.last_move), 1.0))
            painter.setBrush(qcolor(self.marks.last_colour))
            painter.drawEllipse(self.stone_centre(index), self.STONE, self.STONE)
        strength = self.flash.currentValue()
        running = self.flash.state() == QVariantAnimation.State.Running
        if running and self.flashing is not None and isinstance(strength, float):
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(qcolor(scheme.highlight, strength), 3.0))
            painter.drawRoundedRect(self._box(self.flashing).adjusted(-2, -2, 2, 2), 3, 3)

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
        fit_label(self.name, self.slider)
        self.value = QLabel(bar)
        self.value.setMinimumWidth(70)
        # A threat in a slice not on view, said in words where the eye is: the box's tint
        # alone was easy to miss.
        self.threat = QLabel(bar)
        self.threat.setObjectName(f"{name}-threat")
        self.threat.setTextFormat(Qt.TextFormat.RichText)
        self.strip = SliceStrip(bar)
        self.strip.setToolTip(
            tr(
                "The slices of this axis: the one on view is outlined, those holding a "
                "highlighted line are filled in its colour, those holding a threat (with "
                "Show threats on) are tinted in the threatening player's colour, and a stone "
                "under a box marks the slice of the last move. Click one to show it."
            )
        )
        widgets = (self.name, self.slider, self.value, self.threat, self.strip)
        self.actions = [bar.addWidget(w) for w in widgets]
        self.actions.append(bar.addSeparator())

    def set_visible(self, on: bool) -> None:
        for action in self.actions:
            action.setVisible(on)

    def pull_threats(self, marks: StripMarks, current: int) -> None:
        """Say which other slices hold a threat ("Threat in w = 3"), each in a dot of the
        threatening players' colours; nothing when none does."""
        others = [index for index in marks.threats if index != current]
        if not others:
            self.threat.setText("")
            return
        name = AXIS_NAMES[self.axis]
        numbers = ", ".join(str(index + 1) for index in others)
        text = tr("Threat in %1 = %2") if len(others) == 1 else tr("Threats in %1 = %2")
        dots = "".join(
            f'<span style="color: {qcolor(colour).name()}">●</span>'
            for colour in dict.fromkeys(c for i in others for c in marks.threats[i])
        )
        words = text.replace("%1", name).replace("%2", numbers)
        self.threat.setText(f"{dots} <b>{words}</b>")


class SliceBar(QToolBar):
    """A slider per axis beyond z writing the view state's slice; shown only for boards with
    such axes. The slice on view changes only when the player asks: by the sliders, the
    strips, the keyboard cursor, a hint or a review step, never because a stone was played
    elsewhere (that slice's box says so instead)."""

    def __init__(
        self, session: GameSession, view_state: ViewState, parent: QWidget | None = None
    ) -> None:
        super().__init__(tr("Slices beyond z"), parent)
        self.session = session
        self.view_state = view_state
        self.setObjectName("w-bar")
        self.axes = [AxisSlider(self, axis) for axis in range(W_AXIS, MAX_AXES)]
        self.w_label, self.w_slider = self.axes[0].value, self.axes[0].slider
        self._threats = PositionThreats()
        for axis in self.axes:
            # The sliders count slices from 1, as the player and the screen reader do.
            axis.slider.valueChanged.connect(lambda v, a=axis.axis: view_state.set_slice(a, v - 1))
            axis.strip.chosen.connect(lambda v, a=axis.axis: self._choose(a, v))

        MoveOrder.of(session).views.connect(self._on_moved)
        session.hint.connect(self._follow_hint)
        session.review.changed.connect(self._on_review_step)
        for restate in (
            session.changed,
            view_state.slice_changed,
            view_state.all_slices_changed,
            view_state.show_threats_changed,
            view_state.colour_choice.changed,
        ):
            restate.connect(self._pull_slices)

    def pull_board(self) -> None:
        """Fit the sliders to a new or opened game, on the slice of its latest stone."""
        rules = self.session.rules
        self.setVisible(rules.ndim > W_AXIS)
        last = self.session.game.last_move
        for axis in self.axes:
            axis.strip.stop_flash()
            has = rules.ndim > axis.axis
            axis.set_visible(has)
            axis.slider.blockSignals(True)
            axis.slider.setRange(1, rules.shape[axis.axis] if has else 1)
            axis.slider.blockSignals(False)
            if not has:
                self.view_state.set_slice(axis.axis, 0)
                continue
            # A new game starts on the first slices: nothing of the last game's view stays.
            value = 0 if last is None else last[axis.axis]
            self.view_state.set_slice(axis.axis, min(value, axis.slider.maximum() - 1))
        self._pull_slices()

    def _choose(self, axis: int, index: int) -> None:
        if axis == W_AXIS and self.view_state.all_slices:
            return
        self.view_state.set_slice(axis, index)

    def _show(self, cell: Cell) -> None:
        """Put the slices of `cell` on view."""
        for axis in range(W_AXIS, len(cell)):
            self.view_state.set_slice(axis, cell[axis])

    def _follow_hint(self, cell: Cell | None) -> None:
        """Show the slices of a hint: it may lie in a slice the player is not looking at."""
        if cell is not None:
            self._show(cell)

    def _on_review_step(self) -> None:
        """Show the slices of the stone a review step arrived at (none at the empty board);
        back at the game, those of the hint standing for it, if any."""
        last = self.session.shown_game.last_move
        if self.session.review.active:
            if last is not None:
                self._show(last)
        elif self.session.hint_cell is not None:
            self._show(self.session.hint_cell)
        self._pull_slices()

    def _on_moved(self, cell: Cell, _player: int) -> None:
        """Mark the slice of a stone just played; flash its box when it is not on view, the
        view staying where the player put it."""
        self._pull_slices()
        on_view = shown_slices(self.session.rules.shape, self.view_state.slices)
        for axis in self.axes[: max(0, len(cell) - W_AXIS)]:
            index = cell[axis.axis]
            resting = self.view_state.all_slices and axis.axis == W_AXIS
            if resting or index == on_view[axis.axis - W_AXIS]:
                axis.strip.stop_flash()
            else:
                axis.strip.flash_box(index)

    def _pull_slices(self, *_: object) -> None:
        rules = self.session.rules
        if rules.ndim <= W_AXIS:
            return
        game = self.session.shown_game
        colours = palette_of(self.view_state.colour_choice)
        threats = self._threats(game) if self.view_state.show_threats else ()
        on_view = shown_slices(rules.shape, self.view_state.slices)
        every = self.view_state.all_slices
        for axis in self.axes[: rules.ndim - W_AXIS]:
            index, size = on_view[axis.axis - W_AXIS], rules.shape[axis.axis]
            axis.slider.blockSignals(True)
            axis.slider.setValue(index + 1)
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
            marks = StripMarks()
            if not resting:
                marks = strip_marks(game, threats, on_view, axis.axis, colours)
            axis.strip.set_state(size, -1 if resting else index, marks, colours)
            axis.pull_threats(marks, index)


def strip_marks(
    game: Game,
    threats: tuple[Threat, ...],
    on_view: tuple[int, ...],
    axis: int,
    colours: Palette,
) -> StripMarks:
    """What the strip of `axis` marks on `game` with the slices `on_view`: the shown lines
    continuing into other slices, the slices holding `threats` and the last stone's slice."""
    rules = game.rules
    last = game.last_move
    last_slice = None if last is None else slice_of(last, on_view, axis)
    mover = None if last is None else game.stone_at(last)
    return StripMarks(
        continuing_slices(shown_lines(game), on_view, axis, rules.target, colours),
        {
            index: tuple(colours.player(p) for p in players)
            for index, players in threat_slices(threats, on_view, axis).items()
        },
        last_slice,
        colours.player(mover) if mover is not None else colours.scheme.last_move,
    )


class SpreadBar(QToolBar):
    """The spread slider: how far apart the 3D view draws the z layers."""

    def __init__(self, view_state: ViewState, parent: QWidget | None = None) -> None:
        super().__init__(tr("Layer spread"), parent)
        self.view_state = view_state
        self.setObjectName("spread-bar")
        label = QLabel(tr("Spread layers:"), self)
        self.addWidget(label)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("spread-slider")
        fit_label(label, self.slider)
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


def fit_label(label: QLabel, slider: QSlider) -> None:
    """`label` names `slider` (for a screen reader too) and keeps the room its text needs, at
    any text size: a crowded toolbar moves what does not fit into its extension menu instead
    of cutting the words."""
    label.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
    label.setBuddy(slider)
    slider.setAccessibleName(label.text().rstrip(":").strip())
