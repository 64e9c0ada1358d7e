"""`tr` for module-level texts of the widgets."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    """Translate `text` (lupdate files bare tr() calls under the empty context)."""
    return QCoreApplication.translate("", text)
