"""The New game dialog: a preset or custom rules, checked as they are edited, and who plays."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

import engine
from app.widgets.clocks.clock_control import TimeControlBox
from app.widgets.dialogs.players_dialog import PlayersEditor, keep_place
from app.widgets.words import sentence_label, tr
from app.widgets.words.game_words import game_name, game_summary
from app.widgets.words.rules_words import rules_problem_text
from app.widgets.words.seat_words import name_among
from app.widgets.words.window_words import rules_text
from engine import PRESET_TABLE, PRESETS, Rules, RulesError, RulesProblem, RulesProblemKind
from engine.clocks import TimeControl
from engine.in_play.seats import fit_players, rotate_seats
from engine.players import PlayerInfo
from engine.rules import AXIS_NAMES, MAX_AXES, MAX_PLAYERS, centre

CUSTOM = "custom"


class FormProblem(ValueError):
    """What is wrong with the custom rules, already a whole sentence in the player's language
    (from `rules_problem`), unlike the engine's own ValueError, which is wrapped in one."""


class NewGameDialog(QDialog):
    """Pick a preset or custom rules, and who plays; `rules()` and `players()` give the result.

    Custom rules are checked by `engine.Rules` itself as they are edited; what is wrong is said
    under the form, the field at fault is marked, and OK stays disabled until the rules are
    valid.
    """

    def __init__(
        self,
        rules: Rules,
        players: Sequence[PlayerInfo],
        parent: QWidget | None = None,
        control: TimeControl | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        self._rules: Rules | None = rules

        self.preset = QComboBox(self)
        for name in PRESETS:
            self.preset.addItem(game_name(name), name)
        self.preset.addItem(tr("Custom rules…"), CUSTOM)
        self.summary = sentence_label(self, "preset-summary")

        self.custom = QGroupBox(tr("Rules"), self)
        form = QFormLayout(self.custom)
        self.axes = QSpinBox(self.custom)
        # The spin boxes take more than the rules allow, so a value out of range is explained
        # under the form instead of being turned back without a word.
        self.axes.setRange(0, MAX_AXES + 3)
        form.addRow(tr("Axes"), self.axes)
        sizes_row = QHBoxLayout()
        self.sizes: list[QSpinBox] = []
        for axis in range(MAX_AXES):
            size = QSpinBox(self.custom)
            size.setRange(0, 99)
            keep_place(size)
            size.setPrefix(f"{AXIS_NAMES[axis]}: ")
            # The row's label names the row: each box is named for screen readers.
            size.setAccessibleName(tr("Size along %1").replace("%1", AXIS_NAMES[axis]))
            sizes_row.addWidget(size)
            self.sizes.append(size)
        form.addRow(tr("Size per axis"), sizes_row)
        self.k = QSpinBox(self.custom)
        self.k.setRange(0, 99)
        form.addRow(tr("In a row (k)"), self.k)
        self.gravity = QComboBox(self.custom)
        form.addRow(tr("Stones fall along"), self.gravity)
        self.player_count = QSpinBox(self.custom)
        self.player_count.setRange(0, MAX_PLAYERS + 5)
        form.addRow(tr("Players", "how many"), self.player_count)
        self.target = QSpinBox(self.custom)
        self.target.setRange(0, 9999)
        form.addRow(tr("Lines to win"), self.target)
        # Named as their rows' labels are, whatever a screen reader makes of the form's labels.
        for field, name in (
            (self.axes, tr("Axes")),
            (self.k, tr("In a row (k)")),
            (self.gravity, tr("Stones fall along")),
            (self.player_count, tr("Players", "how many")),
            (self.target, tr("Lines to win")),
        ):
            field.setAccessibleName(name)
        self.blocked_centre = QCheckBox(tr("Block the centre cell"), self.custom)
        form.addRow("", self.blocked_centre)

        self.message = sentence_label(self, "rules-problem")
        self.message.setStyleSheet("color: #ff7070;")
        # Room for two lines whether or not there is a message: the dialog keeps its size.
        self.message.setMinimumHeight(2 * self.message.fontMetrics().lineSpacing() + 4)

        # The same choice of time control as the Host dialog's, the game's own chosen: a new
        # game keeps the clock as it keeps the seats.
        self.clock = TimeControlBox(self)
        self.clock.choose(control)

        self.players_box = QGroupBox(tr("Who plays"), self)
        self.players_editor = PlayersEditor(self.players_box)
        QVBoxLayout(self.players_box).addWidget(self.players_editor)
        self.players_editor.set_players(players)
        # Who moves first: the chosen seat and those after it move round to the front.
        self.first = QComboBox(self)
        self.first.setObjectName("first-move")
        self.first.setAccessibleName(tr("Who moves first"))
        self.players_editor.changed.connect(self._fill_first)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.preset.setAccessibleName(tr("Game"))
        self.clock.setAccessibleName(tr("Clock"))
        top.addRow(tr("Game"), self.preset)
        top.addRow("", self.summary)
        layout.addLayout(top)
        layout.addWidget(self.custom)
        layout.addWidget(self.message)
        layout.addWidget(self.players_box)
        clock_row = QFormLayout()
        clock_row.addRow(tr("Who moves first"), self.first)
        clock_row.addRow(tr("Clock"), self.clock)
        layout.addLayout(clock_row)
        layout.addWidget(self.buttons)
        # Tab follows creation order, and the clock is made before the seats: put it back in
        # its row under "Who moves first", so Tab walks the form top to bottom.
        QWidget.setTabOrder(self.first, self.clock)

        self._load_custom(rules)
        preset_name = engine.preset_name(rules)
        index = self.preset.findData(preset_name if preset_name is not None else CUSTOM)
        self.preset.setCurrentIndex(index)
        if preset_name is not None and rules.players != PRESETS[preset_name].players:
            self.player_count.setValue(rules.players)
        self.preset.currentIndexChanged.connect(self._on_preset)
        for spin in (self.axes, self.k, self.player_count, self.target, *self.sizes):
            spin.valueChanged.connect(self._validate)
        self.axes.valueChanged.connect(self._on_axes)
        self.gravity.currentIndexChanged.connect(self._validate)
        self.blocked_centre.toggled.connect(self._validate)
        self.clock.currentTextChanged.connect(self._validate)
        self._on_preset()

    def _load_custom(self, rules: Rules) -> None:
        self.axes.setValue(rules.ndim)
        for axis, size in enumerate(self.sizes):
            size.setValue(rules.shape[axis] if axis < rules.ndim else 3)
        self.k.setValue(rules.k)
        self._fill_gravity(rules.ndim, rules.gravity)
        self.player_count.setValue(rules.players)
        self.target.setValue(rules.target)
        centre = tuple(n // 2 for n in rules.shape)
        self.blocked_centre.setChecked(bool(rules.blocked) and rules.blocked == {centre})
        self._show_axes(rules.ndim)

    def _fill_gravity(self, ndim: int, selected: int | None) -> None:
        self.gravity.blockSignals(True)
        self.gravity.clear()
        self.gravity.addItem(tr("nowhere (no gravity)"), None)
        for axis in range(min(ndim, MAX_AXES)):  # more axes are refused under the form
            self.gravity.addItem(AXIS_NAMES[axis], axis)
        index = self.gravity.findData(selected) if selected is not None else 0
        self.gravity.setCurrentIndex(max(index, 0))
        self.gravity.blockSignals(False)

    def _show_axes(self, ndim: int) -> None:
        for axis, size in enumerate(self.sizes):
            size.setVisible(axis < ndim)

    def _on_axes(self, ndim: int) -> None:
        self._fill_gravity(ndim, self.gravity.currentData())
        self._show_axes(ndim)
        self._validate()

    def _on_preset(self) -> None:
        name = self.preset.currentData()
        custom = name == CUSTOM
        self.custom.setEnabled(True)
        if not custom:
            # Show the preset's rules in the form, so "Custom" starts from them.
            players = self.player_count.value()
            self._block_form(True)
            self._load_custom(PRESETS[name])
            allowed = PRESET_TABLE[name].players()
            self.player_count.setValue(min(max(players, allowed[0]), allowed[-1]))
            self._block_form(False)
        for widget in (self.axes, self.k, self.gravity, self.target, self.blocked_centre):
            widget.setEnabled(custom)
        for size in self.sizes:
            size.setEnabled(custom)
        self.player_count.setEnabled(custom or len(PRESET_TABLE[name].players()) > 1)
        self._validate()

    def _form(self) -> tuple[QWidget, ...]:
        """The boxes of the custom rules, in the form's order."""
        return (
            self.axes,
            *self.sizes,
            self.k,
            self.gravity,
            self.player_count,
            self.target,
            self.blocked_centre,
        )

    def _block_form(self, block: bool) -> None:
        for widget in self._form():
            widget.blockSignals(block)

    def _form_rules(self) -> Rules:
        """The rules of the form; raises RulesError. An axis beyond the size boxes (the axes
        box takes more than the rules allow) is given size 1: too many axes is said first."""
        ndim = self.axes.value()
        shape = tuple(self.sizes[a].value() if a < MAX_AXES else 1 for a in range(ndim))
        blocked: frozenset[tuple[int, ...]] = frozenset()
        if self.blocked_centre.isChecked():
            blocked = frozenset({centre(shape)})
        return Rules(
            shape,
            self.k.value(),
            gravity=self.gravity.currentData(),
            players=self.player_count.value(),
            blocked=blocked,
            target=self.target.value(),
        )

    def _at_fault(self, problem: RulesProblem | None) -> list[QWidget]:
        """The widgets of the form that `problem` is about (none for no problem)."""
        if problem is None:
            return []
        kind = problem.kind
        if kind is RulesProblemKind.AXES:
            return [self.axes]
        if kind is RulesProblemKind.SIZE and problem.axis is not None:
            return [self.sizes[problem.axis]]
        if kind in (RulesProblemKind.SHAPE_TYPE, RulesProblemKind.SIZE, RulesProblemKind.CELLS):
            return list(self.sizes)
        if kind in (RulesProblemKind.K, RulesProblemKind.LINES):
            return [self.k]
        if kind is RulesProblemKind.GRAVITY:
            return [self.gravity]
        if kind is RulesProblemKind.PLAYERS:
            return [self.player_count]
        if kind is RulesProblemKind.TARGET:
            return [self.target]
        return [self.blocked_centre]

    def _mark(self, problem: RulesProblem | None) -> None:
        wrong = self._at_fault(problem)
        for widget in self._form():
            widget.setStyleSheet("border: 1px solid #ff7070;" if widget in wrong else "")

    def _validate(self) -> None:
        name = self.preset.currentData()
        problem = None
        try:
            if name == CUSTOM:
                rules = self._form_rules()
            else:
                rules = replace(PRESETS[name], players=self.player_count.value())
        except RulesError as error:
            problem = error.problem
            self._rules = None
            self.message.setText(rules_problem_text(problem))
        else:
            self._rules = rules
            self.message.setText("")
            self.players_editor.set_count(rules.players)
            self._fill_first()
        self._mark(problem)
        clock_ok = self.clock.is_valid()
        if problem is None and not clock_ok:
            self.message.setText(
                tr("Type the clock as minutes for each player plus seconds per move, e.g. 5+3.")
            )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self._rules is not None and clock_ok)
        self.summary.setText(game_summary(name) if name != CUSTOM else self._custom_summary())

    def _custom_summary(self) -> str:
        if self._rules is None:
            return tr("Choose the board, the line length and who plays.")
        return tr("Custom rules: %1.").replace("%1", rules_text(self._rules))

    def rules(self) -> Rules | None:
        """The chosen rules, or None while the custom rules are invalid."""
        return self._rules

    def control(self) -> TimeControl | None:
        """The chosen time control, None for no clock (OK is off while a typed one is wrong)."""
        return self.clock.control() if self.clock.is_valid() else None

    def _fill_first(self) -> None:
        """One entry a seat, "Player 2: CPU (hard)", keeping the choice where it can."""
        seats = self.players_editor.players()
        chosen = max(self.first.currentIndex(), 0)
        self.first.blockSignals(True)
        self.first.clear()
        for seat in range(len(seats)):
            self.first.addItem(
                tr("Player %1: %2")
                .replace("%1", str(seat + 1))
                .replace("%2", name_among(seats, seat)),
                seat,
            )
        self.first.setCurrentIndex(min(chosen, len(seats) - 1))
        self.first.blockSignals(False)

    def players(self) -> list[PlayerInfo]:
        """The seats in the order they move: the one chosen to move first at the front."""
        count = self._rules.players if self._rules is not None else 2
        seats = fit_players(self.players_editor.players(), count)
        for _ in range(min(max(self.first.currentIndex(), 0), count - 1)):
            seats = rotate_seats(seats)
        return seats
