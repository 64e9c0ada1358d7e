"""`tr` for the texts of the widgets, outside and inside their classes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate `text` (lupdate files bare tr() calls under the empty context); with `n`, the
    plural form for `n` and `%n` replaced by it."""
    return QCoreApplication.translate("", text, disambiguation, n)


def QT_TR_NOOP(text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """`text` itself, marked for lupdate (under the empty context, as `tr`): for tables of words
    that are translated with `tr` where they are shown. PySide6's own marker is typed `object`."""
    return text
