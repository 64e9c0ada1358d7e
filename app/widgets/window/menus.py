"""The main window's menu bar, declared as data: each menu's title and its entries in order,
an entry being the id of one of the window's actions (app/widgets/window/window_actions.py), a
part that another of the window's objects made ("@name": an action, a menu or a list of
actions) or a separator. `build_menu_bar` puts them in a window's menu bar."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

import engine
from app.widgets.dialogs import manual
from app.widgets.window.mnemonics import fill_menu
from app.widgets.words import QT_TR_NOOP, tr
from app.widgets.words.game_words import game_name

SEPARATOR = "-"
PART = "@"
"""An entry's first character when the entry is a part made elsewhere, named in the parts."""

Part = QAction | QMenu | Sequence[QAction]


@dataclass(frozen=True)
class MenuSpec:
    """One menu of the bar: `id` (its objectName), its English `title` (translated when made),
    its `entries` in order; `made_by`: the part that is the menu itself (made with its own
    first entries, which `entries` follow)."""

    id: str
    title: str
    entries: tuple[str, ...]
    made_by: str | None = None


MENUS: tuple[MenuSpec, ...] = (
    MenuSpec(
        "file-menu",
        QT_TR_NOOP("&File"),
        (
            "new",
            "open",
            "@recent",
            "open-code",
            "-",
            "save",
            "save-as",
            "export",
            "@export-game",
            "-",
            "quit",
        ),
    ),
    MenuSpec(
        "edit-menu",
        QT_TR_NOOP("&Edit"),
        ("undo", "redo", "-", "copy-moves", "copy-code", "paste", "-", "@preferences"),
    ),
    MenuSpec(
        "game-menu",
        QT_TR_NOOP("&Game"),
        (
            "players",
            "hint",
            "pause",
            "@pause-after",
            "rematch-action",
            "resign",
            "offer-draw",
            "games",
            "set-up",
            "@puzzles",
            "@network",
            "-",
            "@sound",
            "@statistics",
        ),
    ),
    MenuSpec(
        "review-menu",
        QT_TR_NOOP("&Review"),
        ("-", "@analyse", "@show-win", "-", "say-last-moves", "say-again"),
        made_by="@review",
    ),
    MenuSpec(
        "view-menu",
        QT_TR_NOOP("&View"),
        (
            "reset-camera",
            "all-slices",
            "coordinates",
            "show-threats",
            "@move-values",
            "-",
            "@view-options",
            "@slices-dock",
            "@moves-dock",
            "@explorer-dock",
            "@reduce-motion",
            "-",
            "@text-size",
            "@language",
            "@theme",
        ),
    ),
    MenuSpec(
        "help-menu",
        QT_TR_NOOP("&Help"),
        ("manual", "@lessons", "@how-to-play", "@keys", "-", "about", "about-qt"),
    ),
)
"""The menu bar, menu by menu."""


def build_menu_bar(
    bar: QMenuBar,
    actions: Mapping[str, QAction],
    parts: Mapping[str, Part],
    menus: tuple[MenuSpec, ...] = MENUS,
) -> dict[str, QMenu]:
    """Fill `bar` with `menus`, their entries from `actions` and `parts`; the menus by id."""
    made: dict[str, QMenu] = {}
    for spec in menus:
        if spec.made_by is None:
            menu = bar.addMenu(tr(spec.title))
        else:
            given = parts[spec.made_by]
            assert isinstance(given, QMenu), spec.made_by
            menu = given
            bar.addMenu(menu)
        menu.setObjectName(spec.id)
        for entry in spec.entries:
            _add(menu, entry, actions, parts)
        fill_menu(menu)
        made[spec.id] = menu
    return made


def _add(
    menu: QMenu, entry: str, actions: Mapping[str, QAction], parts: Mapping[str, Part]
) -> None:
    if entry == SEPARATOR:
        menu.addSeparator()
        return
    if not entry.startswith(PART):
        menu.addAction(actions[entry])
        return
    part = parts[entry]
    if isinstance(part, QMenu):
        menu.addMenu(part)
    elif isinstance(part, QAction):
        menu.addAction(part)
    else:
        menu.addActions(list(part))


def how_to_play_menu(parent: QWidget) -> QMenu:
    """Help → How to play: a page for each game the New dialog offers."""
    menu = QMenu(tr("&How to play"), parent)
    for name in engine.PRESETS:
        action = QAction(game_name(name), parent)
        action.setObjectName(f"how-to-play-{name}")
        action.triggered.connect(lambda _=False, n=name: manual.show_how_to_play(parent, n))
        menu.addAction(action)
    return menu
