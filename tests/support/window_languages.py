"""The window in a language of its own for one test: Qt's and hyperrow's catalogues installed as
`hyperrow --lang` installs them, and taken out again afterwards, so the next test speaks English."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from app.startup import window_language

LANGUAGES = ("en", "ja")


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Speak `language` ("en" or "ja") in the windows made inside the block."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    locale, font = QLocale(), app.font()
    installed = window_language.install(app, QLocale(language))
    if language != "en":
        assert installed, f"no catalogue for {language}: compile the translations"
    try:
        yield
    finally:
        for translator in installed:
            app.removeTranslator(translator)
        QLocale.setDefault(locale)
        app.setFont(font)
