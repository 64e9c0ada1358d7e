"""The window's actions declared as data (app/widgets/window/window_actions.py) and its menus
(app/widgets/window/menus.py), walked: every declared action is in the menus with its text and
shortcut, has a Japanese text, and is enabled or not as its `enabled_when` says."""

from __future__ import annotations

from PySide6.QtCore import QTranslator
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from app.startup.window_language import TRANSLATIONS
from app.widgets.window.main_window import MainWindow
from app.widgets.window.menus import MENUS, PART, SEPARATOR
from app.widgets.window.window_actions import ACTIONS
from engine import PRESETS, Game
from engine.in_play.seats import human
from tests.support.windows import OpenWindow


def menu_actions(menu: QMenu) -> list[QAction]:
    """Every action of `menu` and of its submenus."""
    found = []
    for action in menu.actions():
        found.append(action)
        if action.menu() is not None:
            found.extend(menu_actions(action.menu()))
    return found


def in_the_menus(window: MainWindow) -> dict[int, str]:
    """The actions of the menu bar, by id(), each with the objectName of its top menu."""
    found = {}
    for top in window.menuBar().actions():
        menu = top.menu()
        assert isinstance(menu, QMenu)
        for action in menu_actions(menu):
            found[id(action)] = menu.objectName()
    return found


def japanese() -> QTranslator:
    translator = QTranslator()
    assert translator.load(str(TRANSLATIONS / "hyperrow_ja.qm"))
    return translator


def test_every_declared_action_is_in_its_menu_with_its_text_and_shortcut(
    open_window: OpenWindow,
) -> None:
    window = open_window()
    placed = in_the_menus(window)
    declared_in = {entry: menu.id for menu in MENUS for entry in menu.entries}
    assert set(window.menu_actions) == {spec.id for spec in ACTIONS}
    for spec in ACTIONS:
        action = window.menu_actions[spec.id]
        assert window.findChild(QAction, spec.id) is action
        assert placed.get(id(action)) == declared_in[spec.id], spec.id
        assert action.text() == spec.text
        expected = QKeySequence() if spec.shortcut is None else QKeySequence(spec.shortcut)
        assert action.shortcut() == expected, spec.id
        assert action.isCheckable() == spec.checkable
        assert action in window.actions()  # its shortcut works anywhere in the window
    # Nothing in the layout that is not an action, a part or a separator.
    for menu in MENUS:
        for entry in menu.entries:
            assert entry == SEPARATOR or entry.startswith(PART) or entry in window.menu_actions


def test_every_declared_action_and_menu_has_a_japanese_text() -> None:
    translator = japanese()
    for text in [spec.text for spec in ACTIONS] + [menu.title for menu in MENUS]:
        translated = translator.translate("", text)
        assert translated and translated != text, text


def test_the_actions_are_enabled_as_declared(open_window: OpenWindow) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))

    def as_declared() -> None:
        game = window.session.game
        for spec in ACTIONS:
            expected = True if spec.enabled_when is None else spec.enabled_when(game)
            assert window.menu_actions[spec.id].isEnabled() == expected, (spec.id, game.moves)

    as_declared()
    assert not window.menu_actions["undo"].isEnabled()
    window.session.person.play_at((0, 0, 0))
    as_declared()
    assert window.menu_actions["undo"].isEnabled()
    window.session.undo()
    as_declared()
    assert window.menu_actions["redo"].isEnabled()
    assert not window.menu_actions["all-slices"].isEnabled()
    window.session.new_game(PRESETS["four-d"], [human(1), human(2)])
    as_declared()
    assert window.menu_actions["all-slices"].isEnabled()
