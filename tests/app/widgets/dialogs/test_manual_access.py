"""The manual with a screen reader, in English and Japanese, read through Qt's accessible
interface of its browser as AT-SPI reads it: each picture's words follow it in the text (the
picture itself is only an object character there), and Tab onto a link names the browser after
the link, which Enter then follows."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QTextFormat
from PySide6.QtWidgets import QApplication, QTextBrowser

from app.widgets.dialogs.manual import LANGUAGES, ManualDialog, open_manual
from app.widgets.words import tr
from engine import PRESETS
from tests.support.manual_text import fragments, shows
from tests.support.window_languages import speaking
from tests.support.windows import OpenWindow

OBJECT = "\ufffc"
"""What Qt's text interface gives for a picture."""


def accessible_text(browser: QTextBrowser) -> str:
    interface = QAccessible.queryAccessibleInterface(browser)
    assert interface is not None
    text = interface.textInterface()
    assert text is not None
    return text.text(0, text.characterCount())


def accessible_name(browser: QTextBrowser) -> str:
    interface = QAccessible.queryAccessibleInterface(browser)
    assert interface is not None
    return interface.text(QAccessible.Text.Name)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_picture_is_followed_by_its_words(open_window: OpenWindow, language: str) -> None:
    with speaking(language):
        dialog = open_manual(open_window())
        document = dialog.browser.document()
        alt_texts = [
            str(fragment.charFormat().property(QTextFormat.Property.ImageAltText))
            for fragment in fragments(document)
            if fragment.charFormat().isImageFormat()
        ]
        assert len(alt_texts) == len(PRESETS) + 2  # and four-d's slices, the analysed game
        assert all(alt_texts), "a picture without words"
        if language == "ja":
            assert tr("A game of %1 in the 3D view") != "A game of %1 in the 3D view"
        read = accessible_text(dialog.browser)
        # Each object character, the picture, and on the next line the picture's words.
        after = [part.lstrip("\n\u2028").split("\n")[0].strip() for part in read.split(OBJECT)[1:]]
        assert after == alt_texts


@pytest.mark.parametrize("language", LANGUAGES)
def test_tab_onto_a_link_names_it_and_enter_follows_it(
    open_window: OpenWindow, qtbot: Any, language: str
) -> None:
    with speaking(language):
        window = open_window()
        dialog = open_manual(window)
        browser = dialog.browser
        qtbot.waitExposed(dialog)
        qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
        browser.setFocus()
        assert accessible_name(browser) == tr("hyperrow manual")
        contents = {"en": ["The games", "How lines run in 3D and 4D"], "ja": ["ゲームの種類"]}
        qtbot.keyClick(browser, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is browser  # Tab stays in the text, on the link
        assert accessible_name(browser) == tr("Link: %1").replace("%1", contents[language][0])
        if language == "en":
            qtbot.keyClick(browser, Qt.Key.Key_Tab)
            assert accessible_name(browser) == f"Link: {contents['en'][1]}"
            qtbot.keyClick(browser, Qt.Key.Key_Return)
            assert shows(dialog, "lines")
        else:
            qtbot.keyClick(browser, Qt.Key.Key_Return)
            assert shows(dialog, "games")
        # Clicking elsewhere in the text takes the selection off the link: the name is back.
        qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton)
        assert accessible_name(browser) == tr("hyperrow manual")
        assert isinstance(window.findChild(ManualDialog), ManualDialog)
