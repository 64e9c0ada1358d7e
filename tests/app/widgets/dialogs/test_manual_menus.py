"""The manual's "The menus" lists every menu of the real window and every item in it, under that
menu, in the language the window speaks: the test walks the menu bar as a person opens it, so an
item added to a menu without its line in both manuals fails here."""

from __future__ import annotations

import html
import re

import pytest
from PySide6.QtWidgets import QMenu

from app.widgets.dialogs.keys_and_mouse import plain_text
from app.widgets.dialogs.manual import LANGUAGES, manual_html
from app.widgets.window.main_window import MainWindow
from tests.support.window_languages import speaking
from tests.support.windows import OpenWindow


def menu_items(window: MainWindow) -> dict[str, list[str]]:
    """Every item of every menu of `window`'s bar, submenus' items included, by the menu's
    title, as words ("Save As" for "Save &As…"); each menu is filled as it is about to show."""
    found: dict[str, list[str]] = {}
    for bar_action in window.menuBar().actions():
        menu = bar_action.menu()
        assert isinstance(menu, QMenu)
        items: list[str] = []
        waiting = [menu]
        while waiting:
            shown = waiting.pop(0)
            shown.aboutToShow.emit()
            for action in shown.actions():
                if action.isSeparator() or not action.text():
                    continue
                items.append(plain_text(action.text()))
                submenu = action.menu()
                if isinstance(submenu, QMenu):
                    waiting.append(submenu)
        found[plain_text(menu.title())] = items
    return found


def manual_menus(text: str) -> dict[str, set[str]]:
    """The manual's section "The menus": each menu's heading and the items written in bold
    under it, as words."""
    start = text.index('<a name="menus">')
    section = text[start : text.index("<h2>", start)]
    menus: dict[str, set[str]] = {}
    for part in section.split("<h3>")[1:]:
        title, rest = part.split("</h3>", 1)
        menus[plain_text(html.unescape(title))] = {
            plain_text(html.unescape(name)) for name in re.findall(r"<b>(.*?)</b>", rest)
        }
    return menus


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_manual_lists_every_menu_item_of_the_window(
    open_window: OpenWindow, language: str
) -> None:
    with speaking(language):
        window = open_window()
        items = menu_items(window)
        written = manual_menus(manual_html(window))
    assert len(items) >= 6 and sum(len(names) for names in items.values()) >= 80
    assert list(written) == list(items)  # a heading for each menu, in the bar's order
    missing = [
        f"{menu} → {name}"
        for menu, names in items.items()
        for name in names
        if name not in written[menu]
    ]
    assert missing == [], f"not in the {language} manual's menus:\n" + "\n".join(missing)
