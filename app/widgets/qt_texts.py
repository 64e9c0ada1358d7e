"""Texts of Qt's own dialogs that Qt's Japanese catalogue (qtbase_ja) lacks for this Qt version:
listed here so that lupdate files them in hyperrow's catalogue, which Qt asks too. Nothing reads
the tuple; Qt looks the texts up by their context when it draws the file dialog."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_DIALOG_TEXTS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
