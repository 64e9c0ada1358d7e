"""The time control box of the Host and New game dialogs: no clock, a preset such as 5+0, or a
control typed as minutes+seconds ("7+2")."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize
from PySide6.QtWidgets import QComboBox, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from app.widgets.words import tr
from engine.clocks import PRESETS, TimeControl, TimeControlError

ROW_PADDING = 10
"""Pixels above and below a row's text in the open list, beyond the text's own height."""


class RoomyRows(QStyledItemDelegate):
    """Rows as tall as the text plus padding: the combo box's own list packs them at the
    text's height, too close to read and aim at."""

    def sizeHint(  # noqa: N802 (Qt override)
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        hint = super().sizeHint(option, index)
        return QSize(hint.width(), max(hint.height(), option.fontMetrics.height() + ROW_PADDING))


class TimeControlBox(QComboBox):
    """No clock, a preset, or a control typed as minutes+seconds ("7+2")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setObjectName("time-control")
        self.setItemDelegate(RoomyRows(self))
        self.addItem(tr("No clock"), "")
        for text in PRESETS:
            self.addItem(text, text)
        self.setToolTip(tr("Minutes for each player, plus seconds added after every move"))
        # The typed control's field is read by screen readers by the same name as the box.
        self.setAccessibleName(tr("Clock"))
        line = self.lineEdit()
        if line is not None:
            line.setAccessibleName(tr("Clock"))

    def choose(self, control: TimeControl | None) -> None:
        """Show `control` as chosen: "No clock", its preset, or its text typed."""
        if control is None:
            self.setCurrentIndex(0)
            return
        index = self.findData(control.text())
        if index >= 0:
            self.setCurrentIndex(index)
        else:
            self.setEditText(control.text())

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
