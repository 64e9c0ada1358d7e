"""Help → Manual: the offline manual in the window, in English and Japanese, every section and
picture there, each game's rules the New game dialog's own, and the links from the window's help
texts (How to play, the message when OpenGL fails) opening the right section."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtWidgets import QLabel

import app.widgets.window.main_window
from app.model.session.game_session import GameSession
from app.widgets.board.gl_probe import GlReport
from app.widgets.dialogs.how_to_play import line_count, preset_help
from app.widgets.dialogs.keys_and_mouse import shortcut_actions, shortcut_text
from app.widgets.dialogs.manual import (
    LANGUAGES,
    MANUAL_FOLDER,
    PICTURES,
    SECTIONS,
    HowToPlayDialog,
    ManualDialog,
    game_anchor,
    open_manual,
)
from app.widgets.window.main_window import MainWindow
from app.widgets.words.window_words import rules_text
from engine import PRESETS
from tests.support.manual_text import anchors, fragments, shows
from tests.support.programs.language_walk import is_japanese_or_neutral
from tests.support.window_languages import speaking
from tests.support.windows import OpenWindow


def images(document: QTextDocument) -> list[str]:
    return [
        fragment.charFormat().toImageFormat().name()
        for fragment in fragments(document)
        if fragment.charFormat().isImageFormat()
    ]


def opened_manual(window: MainWindow) -> ManualDialog:
    action = window.findChild(QAction, "manual")
    assert action is not None and action.isEnabled()
    action.trigger()
    dialog = window.findChild(ManualDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_manual_has_every_section_game_and_picture_in_each_language(
    open_window: OpenWindow, language: str
) -> None:
    with speaking(language):
        window = open_window()
        browser = opened_manual(window).browser
        document = browser.document()
        text = browser.toPlainText()
        expected = set(SECTIONS) | {game_anchor(name) for name in PRESETS}
        assert expected <= set(anchors(document))
        for name in PRESETS:
            # The rules as the New game dialog words them, and the engine's count of lines.
            assert preset_help(name) in text
            assert rules_text(PRESETS[name]) in text
        assert f" {line_count('four-d')} " in text and "<!--" not in document.toHtml()
        pictures = images(document)
        assert set(pictures) == {f"{name}.png" for name in PRESETS} | {
            "four-d-all.png",
            f"analysis-{language}.png",  # the window in the manual's language
        }
        for picture in pictures:
            image = browser.loadResource(QTextDocument.ResourceType.ImageResource, QUrl(picture))
            assert image is not None and not image.isNull(), picture
        # Every command with a key, read from the window as Help → Keys and mouse reads it.
        for action, _where in shortcut_actions(window):
            assert shortcut_text(action) in text
        if language == "ja":
            # Key names ("Ctrl+Shift+S", "Tab") are the keyboard's labels in every language.
            one = r"((Ctrl|Shift|Alt)\+)*(Tab|Home|End|F\d+|\w|[←→\[\]+/-])"
            key = re.compile(rf"{one}((、|, ){one})*")  # "T、Shift+T": a key and another
            lines = [line.strip() for line in text.splitlines()]
            paragraphs = [line for line in lines if line and not key.fullmatch(line)]
            english = [p for p in paragraphs if not is_japanese_or_neutral(p)]
            assert english == [], "\n".join(english)


def test_both_languages_have_the_same_sections_and_pictures() -> None:
    def parts(language: str) -> tuple[list[str], list[str], list[str]]:
        html = (MANUAL_FOLDER / f"manual_{language}.html").read_text(encoding="utf-8")
        return (
            re.findall(r'<a name="([\w-]+)">', html),
            re.findall(r'<a href="#([\w-]+)">', html),
            re.findall(r'<img src="([\w.-]+)" alt="[^"]+">', html)
            + re.findall(r"<!--[\w:-]+-->", html),
        )

    english = parts("en")
    assert english[0] == list(SECTIONS)
    # The contents link every section, in order; the text's own links go to sections too.
    assert english[1][: len(SECTIONS)] == list(SECTIONS)
    assert set(english[1]) == set(SECTIONS)
    assert all(parts(language) == english for language in LANGUAGES)
    assert {path.name for path in PICTURES.glob("*.png")} == {f"{name}.png" for name in PRESETS} | {
        "four-d-all.png",
        *(f"analysis-{language}.png" for language in LANGUAGES),
    }


@pytest.mark.parametrize("anchor", [*SECTIONS, *(game_anchor(name) for name in PRESETS)])
def test_every_section_can_be_opened(open_window: OpenWindow, anchor: str) -> None:
    window = open_window()
    dialog = open_manual(window, anchor)
    assert shows(dialog, anchor)
    assert open_manual(window, "") is dialog  # one manual per window, back at the top
    assert dialog.browser.verticalScrollBar().value() == 0


@pytest.mark.parametrize("name", PRESETS)
def test_how_to_play_opens_the_manual_at_its_game(
    open_window: OpenWindow, qtbot: Any, name: str
) -> None:
    window = open_window()
    box = HowToPlayDialog(window, name)
    box.show()
    assert preset_help(name) in box.text.text()
    qtbot.mouseClick(box.manual_button, Qt.MouseButton.LeftButton)
    assert not box.isVisible()
    dialog = window.findChild(ManualDialog)
    assert dialog is not None and dialog.isVisible() and shows(dialog, game_anchor(name))


def test_the_message_when_opengl_fails_links_to_what_to_do(
    open_window: OpenWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window()
    monkeypatch.setattr(
        app.widgets.window.main_window,
        "probe_gl",
        lambda: GlReport(problem="no OpenGL context could be created."),
    )
    session = GameSession(autosave_path=window.data.path / "blind.hyperrow")
    blind = MainWindow(session, window.data)
    qtbot.addWidget(blind)
    blind.show()
    qtbot.waitExposed(blind)
    label = blind.findChild(QLabel, "gl_message")
    assert label is not None
    link = re.search(r'href="([^"]+)"', label.text())
    assert link is not None
    label.linkActivated.emit(link.group(1))
    dialog = blind.findChild(ManualDialog)
    assert dialog is not None and dialog.isVisible() and shows(dialog, "opengl")
    blind.close()
