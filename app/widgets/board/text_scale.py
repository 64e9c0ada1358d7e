"""How large the window's text is: the desktop's font size times a factor that View → Larger
text and Smaller text step (remembered by the window). One for the whole application, like
Qt's own font: setting it sets the application's font, scales the fonts widgets set for
themselves (a banner's title), and tells the views that paint their own labels (`changed`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from app.model.view.per_application import AppWide
from app.widgets.words import tr

STEPS = (0.85, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)
"""The factors Larger and Smaller text step through: the desktop's size is 1, 2 is 200 %."""


class TextScale(QObject):
    """The application's text size, as a factor of the font it started with (the desktop's)."""

    changed = Signal(float)

    def __init__(self, app: QCoreApplication | None) -> None:
        assert isinstance(app, QApplication)  # the widgets' application
        super().__init__(app)
        self.app = app
        self.base = QFont(app.font())
        """The font the application started with: the desktop's, at the desktop's size."""
        self.factor = 1.0

    def set_factor(self, factor: float) -> None:
        """Scale the text to `factor` of the desktop's size (kept to STEPS' range)."""
        factor = min(max(factor, STEPS[0]), STEPS[-1])
        if factor == self.factor:
            return
        ratio = factor / self.factor
        self.factor = factor
        font = QFont(self.app.font())  # its families: a Japanese window's font stays
        font.setPointSizeF(self._base_size() * factor)
        self.app.setFont(font)
        sheet = self.app.styleSheet()
        if sheet:  # widgets a style sheet has polished take the new font only when it is set again
            self.app.setStyleSheet(sheet)
        for widget in self.app.allWidgets():
            _scale_own_font(widget, ratio, font.pointSizeF())
        self.changed.emit(factor)

    def larger(self) -> None:
        self.set_factor(next((s for s in STEPS if s > self.factor + 1e-6), STEPS[-1]))

    def smaller(self) -> None:
        self.set_factor(next((s for s in reversed(STEPS) if s < self.factor - 1e-6), STEPS[0]))

    def percent_text(self) -> str:
        """The size as the status bar says it: "Text size 150 %"."""
        return tr("Text size %1 %").replace("%1", str(round(self.factor * 100)))

    def _base_size(self) -> float:
        size = self.base.pointSizeF()
        return size if size > 0 else 10.0


def _scale_own_font(widget: QWidget, ratio: float, size: float) -> None:
    """A widget that set its own font size (a larger title, a fixed-width font) keeps its look,
    scaled by `ratio`; one that set only its weight has taken the application's new `size`."""
    if not widget.testAttribute(Qt.WidgetAttribute.WA_SetFont):
        return
    font = QFont(widget.font())
    if font.pointSizeF() > 0 and abs(font.pointSizeF() - size) > 0.01:
        font.setPointSizeF(font.pointSizeF() * ratio)
        widget.setFont(font)


text_scale = AppWide(TextScale)
"""The application's TextScale (made on first use, at the desktop's size)."""
