"""Edit → Preferences: settings that take a value rather than a menu's on and off. Each change
is applied and remembered at once (by the slot given), so Close is the only button."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QWidget,
)

from app.widgets.dialogs import close_column
from app.widgets.words import tr


class PreferencesDialog(QDialog):
    """The sound volume (percent); `set_volume` is called with each new value."""

    def __init__(
        self, volume: int, set_volume: Callable[[int], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("preferences-dialog")
        self.setWindowTitle(tr("Preferences"))
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
        form = QFormLayout()
        label = QLabel(tr("Sound &volume:"), self)
        label.setBuddy(self.volume)
        form.addRow(label, row)
        close_column(self, [form])
        self.setMinimumWidth(380)
        self._pull_label(volume)

    def _pull_label(self, volume: int) -> None:
        self.volume_label.setText(tr("%1 %").replace("%1", str(volume)))
