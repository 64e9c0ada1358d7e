"""Every control a screen reader can reach has a name, in English and in Japanese: a walk of
the window's accessible tree (as Qt hands it to AT-SPI), every menu and its items, and every
dialog the window's actions open (walked while it is up), as the Japanese test walks them. A
control is named by its accessible name or by the label that says what it is (a form's
labelled-by relation, which screen readers read as its name)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAction
from PySide6.QtWidgets import QApplication, QComboBox, QMenu, QSpinBox, QWidget

from app.widgets.dialogs.new_game import NewGameDialog
from app.widgets.dialogs.players_dialog import PlayersDialog
from engine import PRESETS
from engine.lessons import LESSONS
from tests.support.windows import OpenWindow

Role = QAccessible.Role
CONTROLS = {
    Role.PushButton,
    Role.CheckBox,
    Role.RadioButton,
    Role.ComboBox,
    Role.SpinBox,
    Role.Slider,
    Role.EditableText,
    Role.List,
    Role.ListItem,
    Role.MenuItem,
    Role.PageTab,
    Role.ProgressBar,
    Role.ButtonMenu,
    Role.ButtonDropDown,
    Role.Table,
    Role.Tree,
    Role.Graphic,
    Role.Dialog,
    Role.Window,
    Role.ScrollBar,
}


def unnamed(root: QWidget, where: str) -> list[str]:
    """The controls under `root` that a screen reader would find nameless."""
    found: list[str] = []
    interface = QAccessible.queryAccessibleInterface(root)
    if interface is not None:
        visit(interface, where, found, 0)
    return found


def visit(interface: QAccessibleInterface, where: str, found: list[str], depth: int) -> None:
    state = interface.state()
    if state.invisible or depth > 30:
        return
    role = interface.role()
    name = interface.text(QAccessible.Text.Name)
    if role in CONTROLS and not name.strip():
        labelled = interface.relations(QAccessible.RelationFlag.Labelled)
        if not labelled:
            thing = interface.object()
            what = type(thing).__name__ if thing is not None else "?"
            named = thing.objectName() if thing is not None else ""
            found.append(f"{where}: {role.name} {what} {named!r}")
    for index in range(interface.childCount()):
        child = interface.child(index)
        if child is not None:
            visit(child, where, found, depth + 1)


@pytest.mark.processes
def test_every_control_action_and_dialog_has_a_name(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    window = open_window(game=PRESETS["four-d"])
    window.session.set_paused(True)
    found = unnamed(window, "window")
    for menu in window.findChildren(QMenu):
        menu.aboutToShow.emit()
        found += unnamed(menu, f"menu {menu.title()}")
        for action in menu.actions():
            if not action.isSeparator():
                assert action.text().replace("&", "").strip(), menu.title()

    def walk_dialog(where: str) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is not None:
            found.extend(unnamed(dialog, where))
            dialog.close()

    for action in window.findChildren(QAction):
        if (
            action.menu() is not None
            or action.isSeparator()
            or action is window.menu_actions["quit"]
        ):
            continue
        where = f"dialog of {action.objectName() or action.text()}"
        timer = QTimer()
        timer.timeout.connect(lambda w=where: walk_dialog(w))
        timer.start(50)
        action.trigger()
        QCoreApplication.processEvents()
        timer.stop()
    # The lessons window is not modal: walked with a lesson of four dimensions on its board.
    window.lessons.start([lesson.name for lesson in LESSONS].index("fourth-dimension"))
    window.lessons.show()
    found += unnamed(window.lessons.dialog, "lessons window")
    for dialog in (
        NewGameDialog(PRESETS["tesseract"], window.session.players, window),
        PlayersDialog(window.session.players, window),
    ):
        dialog.show()
        found += unnamed(dialog, type(dialog).__name__)
        dialog.close()
    assert not found, "\n".join([language, *found])


@pytest.mark.parametrize("preset", ["qubic", "connect-four"])
def test_the_board_views_are_named_for_the_game(open_window: OpenWindow, preset: str) -> None:
    window = open_window(game=PRESETS[preset])
    for view in (window.board, window.slices):
        interface = QAccessible.queryAccessibleInterface(view)
        assert interface.role() == Role.List
        assert interface.text(QAccessible.Text.Name).endswith("to move")
        assert interface.text(QAccessible.Text.Description)


def test_the_new_game_fields_have_names_of_their_own(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    # Orca 43 reads a field's own name; a form label beside a row of boxes names none of them.
    window = open_window()
    dialog = NewGameDialog(PRESETS["tesseract"], window.session.players, window)
    fields: list[QWidget] = [*dialog.findChildren(QComboBox), *dialog.findChildren(QSpinBox)]
    names = [field.accessibleName() for field in fields]
    assert all(name.strip() for name in names), names
    assert len(set(names)) == len(names), names
    dialog.close()
