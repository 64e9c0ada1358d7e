"""Every item of every menu has a mnemonic (the underlined letter Alt and the menu's own keys
reach it by), none used twice in one menu. The translators give the menus' own items theirs
("&Save", "保存(&S)"); the items whose texts are names (themes, languages, games, pauses, recent
files, the docks' titles) get the first letter of theirs that is still free, written as the
language writes mnemonics: in the word in English, "(&X)" after it in Japanese."""

from __future__ import annotations

import re
import string

from PySide6.QtCore import QLocale
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

FILLED = "mnemonics-filled"
"""A menu's property once its aboutToShow fills it again (menus filled as they open)."""

KEYS = string.ascii_uppercase + string.digits
SUFFIXED = {QLocale.Language.Japanese, QLocale.Language.Chinese, QLocale.Language.Korean}
"""The languages that write a mnemonic after the text, the Latin letter in parentheses."""


def mnemonic(text: str) -> str | None:
    """The key of `text`'s mnemonic, upper case ("&Save" → "S"), None without one ("&&" is a
    plain ampersand)."""
    at = 0
    while (at := text.find("&", at)) != -1 and at + 1 < len(text):
        if text[at + 1] != "&":
            return text[at + 1].upper()
        at += 2
    return None


def without_mnemonic(text: str) -> str:
    """`text` with its mnemonic taken out: "統計(&T)" → "統計", "S&tatistics" → "Statistics"."""
    key = mnemonic(text)
    if key is None:
        return text
    suffix = re.search(r"\s?\(&.\)(…|\.\.\.)?$", text)
    if suffix is not None:
        return text[: suffix.start()] + (suffix.group(1) or "")
    return re.sub(r"&(?!&)", "", text.replace("&&", "\0"), count=1).replace("\0", "&&")


def with_mnemonic(text: str, used: set[str], *, suffixed: bool) -> str:
    """`text` with a mnemonic not in `used`: its first free letter or digit, else the first free
    key (a text of kana or kanji only), after it in parentheses when `suffixed`."""
    own = [c for c in text if c.isascii() and c.isalnum() and c.upper() not in used]
    if own and not suffixed:
        at = text.index(own[0])
        return f"{text[:at]}&{text[at:]}"
    key = own[0].upper() if own else next((k for k in KEYS if k not in used), None)
    if key is None:
        return text  # more than 36 items: the rest are reached by the arrows
    return f"{text}(&{key})" if suffixed else f"{text} (&{key})"


def fill_menu(menu: QMenu) -> None:
    """Give `menu`'s items without a mnemonic one, and its submenus' items; each again as it
    opens, for the menus filled then."""
    suffixed = QLocale().language() in SUFFIXED
    items = [action for action in menu.actions() if not action.isSeparator()]
    # The first item with a key keeps it; a later one with the same key (two parts of the
    # menu made in different places) gets another, as an item without one does.
    owners: dict[str, QAction] = {}
    for action in items:
        key = mnemonic(action.text())
        if key is not None:
            owners.setdefault(key, action)
    used = set(owners)
    for action in items:
        key = mnemonic(action.text())
        if key is None or owners[key] is not action:
            text = with_mnemonic(without_mnemonic(action.text()), used, suffixed=suffixed)
            action.setText(text)
            used.add(mnemonic(text) or "")
        if isinstance(submenu := action.menu(), QMenu):
            fill_menu(submenu)
    if not menu.property(FILLED):
        menu.setProperty(FILLED, True)
        menu.aboutToShow.connect(lambda: fill_menu(menu))
