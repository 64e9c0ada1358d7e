"""View → Language and View → Theme: menus of choices, remembered in the data folder."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu

from app.model.data.data_folder import DataFolder
from app.widgets.window.theme import DARK, HIGH_CONTRAST, LIGHT, SYSTEM, Theme
from app.widgets.words import tr

LANGUAGE_KEY = "view/language"
THEME_KEY = "view/theme"
LANGUAGE_MESSAGE_MS = 8000


def choice_menu(
    window: QMainWindow,
    title: str,
    name: str,
    choices: list[tuple[str, str]],
    *,
    current: str,
    choose: Callable[[str], None],
) -> QMenu:
    """A menu of checkable actions, one of them on: `choices` are (value, text); the actions
    are named `name-value`."""
    menu = QMenu(title, window)
    menu.setObjectName(name)
    group = QActionGroup(menu)
    for value, text in choices:
        action = QAction(text, menu)
        action.setObjectName(f"{name}-{value}")
        action.setCheckable(True)
        action.setChecked(value == current)
        action.triggered.connect(lambda _=False, v=value: choose(v))
        group.addAction(action)
        menu.addAction(action)
    return menu


def language_menu(window: QMainWindow, data: DataFolder) -> QMenu:
    """View → Language: the system's language, English or Japanese. The choice is remembered
    and used from the next start (every text of a running window was made in the old one)."""

    def choose(language: str) -> None:
        if language == data.text(LANGUAGE_KEY, SYSTEM):
            return
        data.set_value(LANGUAGE_KEY, language)
        window.statusBar().showMessage(
            tr("The new language is used from the next start of hyperrow."), LANGUAGE_MESSAGE_MS
        )

    choices = [
        (SYSTEM, tr("&The system's language")),
        ("en", tr("&English")),
        ("ja", tr("&Japanese (日本語)")),
    ]
    current = data.text(LANGUAGE_KEY, SYSTEM)
    return choice_menu(window, tr("&Language"), "language", choices, current=current, choose=choose)


def theme_menu(window: QMainWindow, data: DataFolder, theme: Theme) -> QMenu:
    """View → Theme: follow the system's light, dark or high-contrast setting, or keep to one
    (remembered, applied at once)."""

    def choose(choice: str) -> None:
        data.set_value(THEME_KEY, choice)
        theme.set_choice(choice)

    choices = [
        (SYSTEM, tr("&Follow the system")),
        (LIGHT, tr("&Light")),
        (DARK, tr("&Dark")),
        (HIGH_CONTRAST, tr("&High contrast")),
    ]
    current = data.text(THEME_KEY, SYSTEM)
    return choice_menu(window, tr("&Theme"), "theme", choices, current=current, choose=choose)
