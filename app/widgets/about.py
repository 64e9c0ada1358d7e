"""Help → About: what hyperrow is, and the same report as `hyperrow --info` with a Copy button
for bug reports."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.widgets.translate import tr


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
