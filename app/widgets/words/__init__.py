"""The window's words: translation, the tables of game, seat and level names, and the wording of
the engine's data.

Here: `tr` for the texts of the widgets, outside and inside their classes, the locale's numbers,
and the texts of Qt's own dialogs that Qt's Japanese catalogue (qtbase_ja) lacks for this Qt
version: listed here so that lupdate files them in hyperrow's catalogue, which Qt asks too.
Nothing reads that tuple; Qt looks the texts up by their context when it draws the file
dialog."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale
from PySide6.QtWidgets import QLabel, QWidget


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate `text` (lupdate files bare tr() calls under the empty context); with `n`, the
    plural form for `n` and `%n` replaced by it. English's plural forms are a catalogue of their
    own (hyperrow_en.ts, plural forms only), loaded whenever the window speaks English."""
    return QCoreApplication.translate("", text, disambiguation, _plural_count(n))


_INT_MAX = 2**31 - 1


def _plural_count(n: int) -> int:
    """`n` as Qt's plural rules take it (a C int): a count beyond that, a CPU's positions after
    a long think, keeps its last nine digits, which the rules of every language look at."""
    return n if n <= _INT_MAX else 10**9 + n % 10**9


def sentence_label(parent: QWidget, name: str, text: str = "") -> QLabel:
    """A label in `parent` for a sentence or more, wrapped at its width and named `name` (the
    style sheet, the tests and the screen reader's walk know it by that)."""
    label = QLabel(text, parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


def number(value: int) -> str:
    """A count as the player's locale writes it, with thousands separators: "207,896". (Qt's
    "C" locale, taken when the system says C, leaves them out by default.)"""
    locale = QLocale()
    locale.setNumberOptions(locale.numberOptions() & ~QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(value)


def QT_TR_NOOP(text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """`text` itself, marked for lupdate (under the empty context, as `tr`): for tables of words
    that are translated with `tr` where they are shown. PySide6's own marker is typed `object`."""
    return text


QT_DIALOG_TEXTS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
