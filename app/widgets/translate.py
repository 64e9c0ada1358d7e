"""`tr` for the texts of the widgets, outside and inside their classes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate `text` (lupdate files bare tr() calls under the empty context); with `n`, the
    plural form for `n` and `%n` replaced by it."""
    return QCoreApplication.translate("", text, disambiguation, n)
