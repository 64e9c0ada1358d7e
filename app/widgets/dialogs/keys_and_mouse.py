"""Help → Keys and mouse (F1): every key of the board and every command's shortcut, read from the
menus, and the buttons Alt and a letter press, each with its place; the manual shows the same
tables.

The dialog shows them as tables, a tab each (the board, the commands), that a screen reader
reads a row at a time and that scroll within a dialog small enough for a 768-pixel screen."""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QDialog,
    QDockWidget,
    QHeaderView,
    QMainWindow,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QWidget,
)

from app.widgets.dialogs import close_column
from app.widgets.words import QT_TR_NOOP, tr

BOARD_ROWS: tuple[tuple[str, str], ...] = (
    (
        QT_TR_NOOP("Click a stone or dot"),
        QT_TR_NOOP("Play that cell (under gravity: where the stone lands)"),
    ),
    (QT_TR_NOOP("Drag"), QT_TR_NOOP("Turn the 3D view")),
    (QT_TR_NOOP("Wheel"), QT_TR_NOOP("Zoom the 3D view; with Ctrl, zoom the slice panel")),
    (
        QT_TR_NOOP("Arrow keys"),
        QT_TR_NOOP("Move the cursor along x (left, right) and y (up, down)"),
    ),
    (
        QT_TR_NOOP("Page Up, Page Down"),
        QT_TR_NOOP("Move the cursor along z (in Score Four, down and up its column)"),
    ),
    (
        QT_TR_NOOP("[ and ]"),
        QT_TR_NOOP("Move the cursor along w (to the previous or next w-slice)"),
    ),
    (QT_TR_NOOP("Enter or Space"), QT_TR_NOOP("Play the cell under the cursor")),
    (
        QT_TR_NOOP("C"),
        QT_TR_NOOP("Read the cursor's column from the bottom up (games with gravity)"),
    ),
    (QT_TR_NOOP("S"), QT_TR_NOOP("Say the position: each side's stones, then the threats")),
    (QT_TR_NOOP("T, Shift+T"), QT_TR_NOOP("Say the threats; go to the next threat")),
    (QT_TR_NOOP("L"), QT_TR_NOOP("Say the last move and go to it")),
    (QT_TR_NOOP("K"), QT_TR_NOOP("Say whose turn it is and the clocks")),
    (
        QT_TR_NOOP("X, Y, Z, W"),
        QT_TR_NOOP("Read the line along that axis through the cursor, cell by cell"),
    ),
    (QT_TR_NOOP("A"), QT_TR_NOOP("Read every winning line through the cursor's cell")),
    (QT_TR_NOOP("1, 2, 3, 4"), QT_TR_NOOP("Go to the next stone of the first, second… player")),
    (QT_TR_NOOP("H"), QT_TR_NOOP("Go to the hint's cell")),
    (
        QT_TR_NOOP("/"),
        QT_TR_NOOP("Type a move (2,3,1), go 2,3,1 to move the cursor, or a command by name"),
    ),
    (
        QT_TR_NOOP("Tab"),
        QT_TR_NOOP(
            "Go from the 3D view to the slice panel, the Moves list (after a game ends, the "
            "result's buttons too) and back"
        ),
    ),
)
"""The mouse and the keys of both board views, in English (translated where shown): a row
here is a row of F1's board tab and of the manual's table."""

FITS_HEIGHT = 768 - 48
"""The tallest the dialog may open, frame and title bar included: a 1366×768 laptop's screen
less a panel's height."""


def board_rows() -> list[tuple[str, str]]:
    """The board's rows in the window's language."""
    return [(tr(key), tr(what)) for key, what in BOARD_ROWS]


def command_rows(window: QWidget) -> list[tuple[str, str]]:
    """Every command of `window` with a shortcut (by menu), then the buttons Alt and a letter
    press, each as (key, where it is)."""
    commands = [(shortcut_text(action), where) for action, where in shortcut_actions(window)]
    return commands + mnemonic_buttons(window)


def keys_text(window: QWidget) -> str:
    """The mouse and the keys of both board views, then every command of `window` that has a
    shortcut, as rich text. The commands are read from the window's own actions (by menu, as
    "Edit → Undo") and buttons (Alt and a letter), so the list cannot miss one."""
    board_heading = escape(tr("On the board"))
    commands_heading = escape(tr("Commands"))
    return (
        f"<p><b>{board_heading}</b></p>{_table(board_rows())}"
        f"<p><b>{commands_heading}</b></p>{_table(command_rows(window))}"
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


class KeysDialog(QDialog):
    """Keys and mouse: a tab for the board and one for the commands, each a table of key and
    what it does; non-modal, so that it can stay open beside the board."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("keys-dialog")
        self.setWindowTitle(tr("Keys and mouse"))
        self.tabs = QTabWidget(self)
        self.tables: list[QTableWidget] = []
        for name, title, rows in (
            ("keys-board", tr("On the board"), board_rows()),
            ("keys-commands", tr("Commands"), command_rows(window)),
        ):
            table = keys_table(self.tabs, name, title, rows)
            self.tabs.addTab(table, title)
            self.tables.append(table)
        close_column(self, [self.tabs])
        # A screen reader starts at the first row, not at the tab bar or the Close button.
        self.tables[0].setFocus()
        screen = window.screen().availableGeometry()
        self.resize(min(720, screen.width()), min(560, screen.height(), FITS_HEIGHT))


def keys_table(parent: QWidget, name: str, title: str, rows: list[tuple[str, str]]) -> QTableWidget:
    """A read-only table of `rows` (key, what it does), named `title` for the screen reader,
    that takes the focus and is read a row at a time; Tab leaves it."""
    table = QTableWidget(len(rows), 2, parent)
    table.setObjectName(name)
    table.setAccessibleName(title)
    table.setHorizontalHeaderLabels([tr("Key"), tr("What it does")])
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setTabKeyNavigation(False)
    table.setWordWrap(True)
    for row, (key, what) in enumerate(rows):
        for column, text in enumerate((key, what)):
            item = QTableWidgetItem(text)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            table.setItem(row, column, item)
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    if rows:
        table.setCurrentCell(0, 0)
    return table


def show_keys(parent: QWidget) -> KeysDialog:
    """Show the mouse, the board keys and every command's shortcut (one dialog per window,
    raised if open; read from the window again each time it opens)."""
    found = parent.findChild(KeysDialog)
    if isinstance(found, KeysDialog) and found.isVisible():
        found.raise_()
        found.activateWindow()
        return found
    if isinstance(found, KeysDialog):  # closed, its deletion still to come
        found.setParent(None)
    dialog = KeysDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
