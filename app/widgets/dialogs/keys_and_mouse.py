"""Help → Keys and mouse (F1): every key of the board and every command's shortcut, read from the
menus, and the buttons Alt and a letter press, each with its place; the manual shows the same
table."""

from __future__ import annotations

import re
from html import escape

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QDockWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QWidget,
)

from app.widgets.words import tr


def keys_text(window: QWidget) -> str:
    """The mouse and the keys of both board views, then every command of `window` that has a
    shortcut, as rich text. The commands are read from the window's own actions (by menu, as
    "Edit → Undo") and buttons (Alt and a letter), so the list cannot miss one."""
    board = [
        (tr("Click a stone or dot"), tr("Play that cell (under gravity: where the stone lands)")),
        (tr("Drag"), tr("Turn the 3D view")),
        (tr("Wheel"), tr("Zoom the 3D view; with Ctrl, zoom the slice panel")),
        (tr("Arrow keys"), tr("Move the cursor along x (left, right) and y (up, down)")),
        (
            tr("Page Up, Page Down"),
            tr("Move the cursor along z (in Score Four, down and up its column)"),
        ),
        (tr("[ and ]"), tr("Move the cursor along w (to the previous or next w-slice)")),
        (tr("Enter or Space"), tr("Play the cell under the cursor")),
        (tr("C"), tr("Read the cursor's column from the bottom up (games with gravity)")),
        (tr("Tab"), tr("Go from the 3D view to the slice panel, the Moves list and back")),
    ]
    commands = [(shortcut_text(action), where) for action, where in shortcut_actions(window)]
    commands += mnemonic_buttons(window)
    board_heading = escape(tr("On the board"))
    commands_heading = escape(tr("Commands"))
    return (
        f"<p><b>{board_heading}</b></p>{_table(board)}"
        f"<p><b>{commands_heading}</b></p>{_table(commands)}"
    )


def _table(rows: list[tuple[str, str]]) -> str:
    body = "".join(
        f"<tr><td><b>{escape(key)}</b>&nbsp;&nbsp;</td><td>{escape(what)}</td></tr>"
        for key, what in rows
    )
    return f"<table>{body}</table>"


def shortcut_actions(window: QWidget) -> list[tuple[QAction, str]]:
    """Every action of `window` with a shortcut and where it is found: "Edit → Undo" for one
    in a menu (menus first, in their order), its own name otherwise."""
    found: list[tuple[QAction, str]] = []
    menus: list[tuple[QMenu, str]] = []
    if isinstance(window, QMainWindow):
        for action in window.menuBar().actions():
            menu = action.menu()
            if isinstance(menu, QMenu):
                menus.append((menu, plain_text(menu.title())))
    while menus:
        menu, path = menus.pop(0)
        for action in menu.actions():
            submenu = action.menu()
            where = tr("%1 → %2").replace("%1", path).replace("%2", plain_text(action.text()))
            if isinstance(submenu, QMenu):
                menus.append((submenu, where))
            elif action.shortcuts():
                found.append((action, where))
    listed = {action for action, _ in found}
    for action in window.findChildren(QAction):
        if action.shortcuts() and action not in listed:
            found.append((action, plain_text(action.text())))
    return found


KEYS_PLACE = "keys_place"
"""The property by which a panel of the window without a title of its own says where it is, for
Keys and mouse: the banner at a game's end, whose Rematch is Alt+M."""


def mnemonic_buttons(window: QWidget) -> list[tuple[str, str]]:
    """The buttons in `window`'s own panels that Alt and a letter press ("Alt+M"), each with
    where it is: "Lessons → Next" in a dock, the panel's KEYS_PLACE for one that says it, the
    button alone otherwise."""
    found = []
    native = QKeySequence.SequenceFormat.NativeText
    for button in window.findChildren(QAbstractButton):
        key = QKeySequence.mnemonic(button.text())
        if key.isEmpty() or button.window() is not window:
            continue
        where = plain_text(button.text())
        place = button.parentWidget()
        while place is not None and place is not window:
            named = place.property(KEYS_PLACE)
            if isinstance(place, QDockWidget):
                named = plain_text(place.windowTitle())
            if isinstance(named, str) and named:
                where = tr("%1 → %2").replace("%1", named).replace("%2", where)
                break
            place = place.parentWidget()
        found.append((key.toString(native), where))
    return found


def shortcut_text(action: QAction) -> str:
    """The shortcuts of `action` as the keyboard labels them here: "Ctrl+Z"."""
    native = QKeySequence.SequenceFormat.NativeText
    return ", ".join(key.toString(native) for key in action.shortcuts())


_MNEMONIC = re.compile(r"\(&\w\)|&(?!&)")


def plain_text(text: str) -> str:
    """A menu item's text as words: without its mnemonic ("&Undo", "元に戻す(&U)") or the
    ellipsis that says a dialog follows."""
    return _MNEMONIC.sub("", text).replace("&&", "&").rstrip("…").strip()


def show_keys(parent: QWidget) -> None:
    """Show the mouse, the board keys and every command's shortcut."""
    QMessageBox.information(parent, tr("Keys and mouse"), keys_text(parent))
