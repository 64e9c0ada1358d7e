"""The window in each of its languages, for the accessibility tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from app.startup import window_language
from app.widgets.board.text_scale import text_scale


@pytest.fixture(params=["en", "ja"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The window's language for the test: Japanese installed as `--lang ja` installs it, and
    taken away after."""
    font, default = QFont(qapp.font()), QLocale()
    translators = window_language.install(qapp, QLocale(request.param))
    yield request.param
    for translator in translators:
        qapp.removeTranslator(translator)
    QLocale.setDefault(default)
    text_scale().set_factor(1.0)
    qapp.setFont(font)
