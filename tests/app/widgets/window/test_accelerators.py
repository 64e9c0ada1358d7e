"""The window's keys do one thing each: no two items reachable at once (the menu bar's titles and
the buttons on show, or the items of one open menu) share an Alt accelerator, in English and in
Japanese, and no two commands share a shortcut."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Any

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu

from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game, parse_cell
from engine.in_play.seats import cpu, human
from tests.support.window_languages import LANGUAGES, speaking
from tests.support.windows import OpenWindow

TIC_TAC_TOE = PRESETS["tic-tac-toe"]
RED_WINS = ("1,1", "2,1", "1,2", "2,2", "1,3")

# The letter after a single "&" ("Re&match", "もう一局(&M)"); "&&" is a plain ampersand.
_ACCELERATOR = re.compile(r"(?<!&)&([^&\s])")


def accelerator(text: str) -> str | None:
    found = _ACCELERATOR.search(text.replace("&&", ""))
    return found.group(1).lower() if found else None


def clashes(texts: list[str]) -> dict[str, list[str]]:
    """The accelerators two or more of `texts` share, with the texts."""
    by_key: dict[str, list[str]] = defaultdict(list)
    for text in texts:
        key = accelerator(text)
        if key is not None:
            by_key[key].append(text)
    return {key: found for key, found in by_key.items() if len(found) > 1}


def menus(window: MainWindow) -> list[QMenu]:
    """Every menu of the menu bar and its submenus, filled as when they open."""
    found: list[QMenu] = []
    waiting = [a.menu() for a in window.menuBar().actions()]
    while waiting:
        menu = waiting.pop()
        assert isinstance(menu, QMenu)
        menu.aboutToShow.emit()
        found.append(menu)
        waiting.extend(a.menu() for a in menu.actions() if isinstance(a.menu(), QMenu))
    return found


def window_level_texts(window: MainWindow) -> list[str]:
    """What Alt+letter reaches in the window itself: the menu bar's titles, and every button on
    show and label standing for a field, outside the menus."""
    texts = [action.text() for action in window.menuBar().actions()]
    for button in window.findChildren(QAbstractButton):
        if button.isVisible():
            texts.append(button.text())
    for label in window.findChildren(QLabel):
        if label.isVisible() and label.buddy() is not None:
            texts.append(label.text())
    return texts


def finished_window(open_window: OpenWindow) -> MainWindow:
    game = Game(TIC_TAC_TOE)
    for text in RED_WINS:
        game.play(parse_cell(text, TIC_TAC_TOE))
    window = open_window(game=game, players=(human(1), cpu(2, "easy")))
    assert window.result_banner.isVisible()  # its buttons are reachable too
    return window


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_two_items_reachable_at_once_share_an_accelerator(
    open_window: OpenWindow, language: str
) -> None:
    with speaking(language):
        window = finished_window(open_window)
        top = window_level_texts(window)
        assert len([t for t in top if accelerator(t)]) >= 9  # six menus, three banner buttons
        assert clashes(top) == {}
        for menu in menus(window):
            items = [a.text() for a in menu.actions() if a.isVisible() and not a.isSeparator()]
            assert clashes(items) == {}, menu.title()


def test_the_banners_buttons_and_the_menus_keep_their_own_accelerators(
    open_window: OpenWindow,
) -> None:
    window = finished_window(open_window)
    menu_keys = {accelerator(a.text()) for a in window.menuBar().actions()}
    assert menu_keys == {"f", "e", "g", "r", "v", "h"}
    banner = window.result_banner
    assert accelerator(banner.rematch_button.text()) == "m"  # not Alt+R: that is Review
    assert accelerator(banner.review_button.text()) not in menu_keys


def test_no_two_commands_share_a_shortcut(open_window: OpenWindow) -> None:
    window = open_window()
    owners: dict[str, list[str]] = defaultdict(list)
    for action in window.findChildren(QAction):
        for key in action.shortcuts():
            owners[key.toString(QKeySequence.SequenceFormat.PortableText)].append(action.text())
    assert len(owners) >= 20
    assert {key: names for key, names in owners.items() if len(names) > 1} == {}


def test_accelerators_are_read_as_qt_reads_them(qtbot: Any) -> None:
    assert accelerator("Re&match") == "m"
    assert accelerator("もう一局(&M)") == "m"
    assert accelerator("Save && quit") is None
    assert accelerator("Slices") is None
    assert clashes(["&Review", "&Rematch", "Re&view", "&View"]) == {
        "r": ["&Review", "&Rematch"],
        "v": ["Re&view", "&View"],
    }
