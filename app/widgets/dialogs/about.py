"""Help → About: what hyperrow is, and the same report as `hyperrow --info` with a Copy button
for bug reports; Help → Keys and mouse: how to play with the mouse and with the keyboard alone."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.widgets.words.translate import tr


class AboutDialog(QDialog):
    """The description above the read-only report; Copy puts the report on the clipboard."""

    def __init__(self, description: str, report: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about_dialog")
        self.setWindowTitle(tr("About hyperrow"))
        self.resize(640, 460)
        self.description = QLabel(description, self)
        self.description.setWordWrap(True)
        self.report = QPlainTextEdit(report, self)
        self.report.setObjectName("info_text")
        self.report.setReadOnly(True)
        self.report.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.report.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        # Qt's own word for Copy (its text widgets' context menu), translated in qtbase.
        copy = QCoreApplication.translate("QWidgetTextControl", "&Copy")
        self.copy_button = QPushButton(copy, self)
        self.copy_button.setObjectName("copy_info")
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.description)
        layout.addWidget(self.report, 1)
        layout.addWidget(buttons)

    def copy(self) -> None:
        """Put the report on the clipboard."""
        QGuiApplication.clipboard().setText(self.report.toPlainText())


def keys_text() -> str:
    """The keys and mouse actions of both board views, as rich text."""
    rows = [
        (tr("Click a stone or dot"), tr("Play that cell (under gravity: where the stone lands)")),
        (tr("Drag"), tr("Turn the 3D view")),
        (tr("Wheel"), tr("Zoom the 3D view; with Ctrl, zoom the slice panel")),
        (tr("Arrow keys"), tr("Move the cursor along x (left, right) and y (up, down)")),
        (tr("Page Up, Page Down"), tr("Move the cursor along z")),
        (tr("[ and ]"), tr("Move the cursor along w (to the previous or next w-slice)")),
        (tr("Enter or Space"), tr("Play the cell under the cursor")),
        (tr("Tab"), tr("Go from the 3D view to the slice panel and back")),
        (tr("Ctrl+[ and Ctrl+]"), tr("Bring the 3D view's layers together or spread them apart")),
        (tr("Ctrl+Y"), tr("Symbols on stones: a shape of its own for each player")),
    ]
    body = "".join(
        f"<tr><td><b>{key}</b>&nbsp;&nbsp;</td><td>{what}</td></tr>" for key, what in rows
    )
    return f"<table>{body}</table>"


def show_keys(parent: QWidget) -> None:
    """Show the keys and mouse actions."""
    QMessageBox.information(parent, tr("Keys and mouse"), keys_text())
