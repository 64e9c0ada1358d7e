"""Every item of every menu of the real menu bar has a mnemonic, none used twice in a menu, in
English ("&Light") and in Japanese ("ライト(&L)"), the menus filled as they open included."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QMenu

from app.widgets.window.mnemonics import mnemonic
from tests.support.window_languages import LANGUAGES, speaking
from tests.support.windows import OpenWindow


def opened(menu: QMenu) -> list[str]:
    """The texts of `menu`'s items as a person sees them when it opens."""
    menu.popup(QPoint(10, 10))
    QApplication.processEvents()
    texts = [action.text() for action in menu.actions() if not action.isSeparator()]
    menu.hide()
    return texts


def walk(menu: QMenu, path: str, found: dict[str, list[str]]) -> None:
    found[path] = opened(menu)
    for action in menu.actions():
        if isinstance(submenu := action.menu(), QMenu):
            walk(submenu, f"{path} > {action.text()}", found)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_menu_item_has_a_mnemonic_of_its_own(open_window: OpenWindow, language: str) -> None:
    with speaking(language):
        window = open_window()
        window.files.data.add_recent_file(str(window.files.data.path / "game.hyperrow"))
        found: dict[str, list[str]] = {}
        for action in window.menuBar().actions():
            menu = action.menu()
            assert isinstance(menu, QMenu)
            walk(menu, action.text(), found)
    assert len(found) >= 13  # the bar's six menus and their submenus
    assert found["&View"] if language == "en" else found["表示(&V)"]
    for path, texts in found.items():
        keys = [mnemonic(text) for text in texts]
        assert None not in keys, (path, [t for t, k in zip(texts, keys, strict=True) if k is None])
        assert len(set(keys)) == len(keys), (path, texts)
        if language == "ja":
            # Japanese writes the key after the words: "テーマ(&T)", never inside them; a
            # numbered list (Open recent: "&1 /path") is numbered in front in every language.
            assert all(
                not t[0].isascii() or t.endswith(")") or "(&" in t or re.match(r"&\d ", t)
                for t in texts
            ), texts
    theme = next(texts for path, texts in found.items() if path.endswith(("&Theme", "テーマ(&T)")))
    assert theme == (
        ["&Follow the system", "&Light", "&Dark", "&High contrast"]
        if language == "en"
        else ["システムに合わせる(&F)", "ライト(&L)", "ダーク(&D)", "ハイコントラスト(&H)"]
    )
