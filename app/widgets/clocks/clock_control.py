"""The time control box of the Host and New game dialogs: no clock, a preset such as 5+0, or a
control typed as minutes+seconds ("7+2")."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from app.widgets.words import tr
from engine.clocks import PRESETS, TimeControl, TimeControlError


class TimeControlBox(QComboBox):
    """No clock, a preset, or a control typed as minutes+seconds ("7+2")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setObjectName("time-control")
        self.addItem(tr("No clock"), "")
        for text in PRESETS:
            self.addItem(text, text)
        self.setToolTip(tr("Minutes for each player, plus seconds added after every move"))
        # The typed control's field is read by screen readers by the same name as the box.
        self.setAccessibleName(tr("Clock"))
        line = self.lineEdit()
        if line is not None:
            line.setAccessibleName(tr("Clock"))

    def control(self) -> TimeControl | None:
        """The chosen control, None for no clock; raises TimeControlError for a typed one that
        cannot be read."""
        text = self.currentText().strip()
        if not text or text == tr("No clock"):
            return None
        return TimeControl.parse(text)

    def is_valid(self) -> bool:
        """True unless the typed text is no time control."""
        try:
            self.control()
        except TimeControlError:
            return False
        return True
