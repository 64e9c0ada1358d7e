"""Names for what a screen reader would otherwise find nameless: the move list, the CPU's busy
bar, the banner's ✕, the toolbars' overflow buttons, and the icon of every message box (an image
with no text of its own: Information, Warning, Question, Error, or a picture of the box's
own named by the box's title). The board views name themselves
(app/widgets/board/accessible_board.py)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QMainWindow,
    QMessageBox,
    QToolBar,
    QToolButton,
    QWidget,
)

from app.widgets.words import tr

Icon = QMessageBox.Icon


def name_window_parts(
    window: QMainWindow, *, moves: QWidget, busy: QWidget, banner_close: QAbstractButton
) -> None:
    """Name the window's parts that show no words (or a symbol) for a screen reader."""
    moves.setAccessibleName(tr("Moves"))
    busy.setAccessibleName(tr("The CPU is thinking"))
    banner_close.setAccessibleName(banner_close.toolTip())
    for toolbar in window.findChildren(QToolBar):
        overflow = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if overflow is not None:
            overflow.setAccessibleName(tr("More of this toolbar"))


class MessageBoxIcons(QObject):
    """Names each message box's icon as it shows, by what the icon means."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Show and isinstance(watched, QMessageBox):
            label = watched.findChild(QLabel, "qt_msgboxex_icon_label")
            words = {
                Icon.Information: tr("Information"),
                Icon.Warning: tr("Warning"),
                Icon.Question: tr("Question"),
                Icon.Critical: tr("Error"),
            }
            if label is not None:
                # An icon of the box's own (About Qt's logo) is named by the box's title.
                label.setAccessibleName(words.get(watched.icon(), watched.windowTitle()))
        return False


def name_message_box_icons(app: QApplication) -> None:
    """Watch the application's message boxes (once per application)."""
    if app.findChild(MessageBoxIcons) is None:
        app.installEventFilter(MessageBoxIcons(app))
