"""Fixtures for the network window tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from app.startup import window_language


@pytest.fixture
def japanese(qapp: QApplication) -> Iterator[None]:
    """The window speaks Japanese, as `hyperrow --lang ja` starts it, for this test only."""
    font = qapp.font()
    installed = window_language.install(qapp, QLocale("ja"))
    assert installed, "the Japanese catalogue is compiled by set-up"
    yield
    for translator in installed:
        qapp.removeTranslator(translator)
    QLocale.setDefault(QLocale("en"))
    qapp.setFont(font)
