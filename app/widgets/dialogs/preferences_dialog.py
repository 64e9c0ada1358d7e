"""Edit → Preferences: the window's settings in one place: the theme, the text size, the
language, motion, the pause before a CPU move and the sound volume. Each change is applied and
remembered at once, so Close is the only button.

The settings the menus hold are changed here by triggering the menus' own actions (found in the
window by their names), so a choice takes the menu's path, is remembered as the menu remembers
it, and the menu's check mark follows; a change made by a menu shows here too."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QSlider,
    QWidget,
)

from app.widgets.board.text_scale import STEPS, text_scale
from app.widgets.dialogs import close_column
from app.widgets.words import sentence_label, tr

_MNEMONIC = re.compile(r"\s*\(&\w\)|&(?=\S)")
"""An action's mnemonic: "&Light", or Japanese's "ライト(&L)"; a combo box's item shows none."""


def plain(text: str) -> str:
    """A menu item's text without its mnemonic."""
    return _MNEMONIC.sub("", text)


class MenuChoice(QComboBox):
    """A combo box holding the checkable actions of `menu`: choosing an item triggers its
    action, and the item follows the action checked, whoever checked it."""

    def __init__(self, menu: QMenu, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName(f"{menu.objectName()}-choice")
        self.choices = [a for a in menu.actions() if a.isCheckable()]
        for action in self.choices:
            self.addItem(plain(action.text()), action.objectName())
            action.toggled.connect(self.pull)  # a method: disconnected when the box goes
        self.pull()
        self.currentIndexChanged.connect(self._choose)

    def pull(self, _checked: bool = False) -> None:
        checked = [i for i, action in enumerate(self.choices) if action.isChecked()]
        if checked:
            self.blockSignals(True)
            self.setCurrentIndex(checked[0])
            self.blockSignals(False)

    def _choose(self, index: int) -> None:
        if 0 <= index < len(self.choices) and not self.choices[index].isChecked():
            self.choices[index].trigger()


class TextSizeChoice(QComboBox):
    """The text sizes View → Larger text and Smaller text step through: choosing one steps
    there with those actions, and the box follows the size whoever changed it."""

    def __init__(self, larger: QAction, smaller: QAction, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("text-size-choice")
        self.larger, self.smaller = larger, smaller
        for step in STEPS:
            self.addItem(tr("%1 %").replace("%1", str(round(step * 100))), step)
        text_scale().changed.connect(self.pull)
        self.pull()
        self.currentIndexChanged.connect(self._choose)

    def pull(self, _factor: float = 0.0) -> None:
        factor = text_scale().factor
        nearest = min(range(len(STEPS)), key=lambda i: abs(STEPS[i] - factor))
        self.blockSignals(True)
        self.setCurrentIndex(nearest)
        self.blockSignals(False)

    def _choose(self, index: int) -> None:
        target = STEPS[index]
        for _ in STEPS:  # one step at a time, each as the menu takes it
            factor = text_scale().factor
            if abs(factor - target) < 1e-6:
                break
            (self.larger if target > factor else self.smaller).trigger()


class PreferencesDialog(QDialog):
    """The settings of `parent`'s menus that it finds, and the sound volume (percent);
    `set_volume` is called with each new value."""

    def __init__(
        self, volume: int, set_volume: Callable[[int], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("preferences-dialog")
        # Made anew each time it opens: the one closed goes, with its ties to the menus.
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(tr("Preferences"))
        form = QFormLayout()
        self.form = form
        self.choices: dict[str, QComboBox] = {}
        self.reduce_motion: QCheckBox | None = None
        self._add_menu("theme", tr("&Theme:"))
        larger, smaller = self._find(QAction, "text-larger"), self._find(QAction, "text-smaller")
        if isinstance(larger, QAction) and isinstance(smaller, QAction):
            self._add_row(tr("Text si&ze:"), "text-size", TextSizeChoice(larger, smaller, self))
        if self._add_menu("language", tr("&Language:")):
            note = sentence_label(self, "language-note")
            note.setText(tr("The new language is used from the next start of hyperrow."))
            form.addRow("", note)
        reduce = self._find(QAction, "reduce-motion")
        if isinstance(reduce, QAction):
            self.reduce_motion = self._mirror_toggle(reduce)
            form.addRow("", self.reduce_motion)
        self._add_menu("cpu-pause", tr("Pause &before a CPU move:"))

        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setObjectName("sound-volume")
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(volume)
        self.volume_label = QLabel(self)
        self.volume_label.setMinimumWidth(self.fontMetrics().horizontalAdvance("100 %") + 8)
        self.volume.valueChanged.connect(self._pull_label)
        self.volume.valueChanged.connect(set_volume)
        row = QHBoxLayout()
        row.addWidget(self.volume, 1)
        row.addWidget(self.volume_label)
        label = QLabel(tr("Sound &volume:"), self)
        label.setBuddy(self.volume)
        form.addRow(label, row)
        close_column(self, [form])
        self.setMinimumWidth(420)
        self._pull_label(volume)

    def _find(self, kind: type[QAction] | type[QMenu], name: str) -> object:
        window = self.parentWidget()
        return None if window is None else window.findChild(kind, name)

    def _add_row(self, text: str, name: str, field: QComboBox) -> None:
        label = QLabel(text, self)
        label.setBuddy(field)
        field.setAccessibleName(plain(text).rstrip(":"))
        self.form.addRow(label, field)
        self.choices[name] = field

    def _add_menu(self, name: str, text: str) -> bool:
        menu = self._find(QMenu, name)
        if not isinstance(menu, QMenu):
            return False
        self._add_row(text, name, MenuChoice(menu, self))
        return True

    def _mirror_toggle(self, action: QAction) -> QCheckBox:
        """A check box that is `action`: toggling either toggles the other."""
        box = QCheckBox(action.text(), self)
        box.setObjectName(f"{action.objectName()}-choice")
        box.setToolTip(action.toolTip())
        box.setChecked(action.isChecked())
        box.toggled.connect(action.setChecked)
        action.toggled.connect(box.setChecked)  # a method: disconnected when the box goes
        return box

    def _pull_label(self, volume: int) -> None:
        self.volume_label.setText(tr("%1 %").replace("%1", str(volume)))
