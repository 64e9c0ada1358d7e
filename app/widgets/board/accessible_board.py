"""The board as assistive technology reads it: both board views (the 3D view and the slice
panel) are a list whose items are the cells of the slice on view, each named by its place and
what is on it ("cell 2,3,1 (w 4): red"), with its marks as its description, its state (focused
and selected where the keyboard cursor is) and its place on the screen.

A flat list and not Qt's table interface: Orca has crashed on tables of virtual cells. The
cells are interfaces of no QObject of their own; the board's `BoardAccess` keeps them (a Python
object dropped while Qt's accessibility cache still holds it would leave the cache a dangling
pointer) and hands them back to Qt to delete when the board changes or goes. Qt finds the
board's interface through the factory `install_factory` puts in place before the first board
view exists.

Tearing down: while a screen reader listens, Qt's AT-SPI bridge tells it of every interface
deleted, asking the interface for its parent and window as it goes (a crash under Orca on quit:
the cells were deleted from the board's `destroyed`, at the interpreter's exit, and asking a cell
for its parent reached a board view Python no longer had). So when the application is about to
quit, every board hands its cells back first, then its own interface, while the views and
Python are whole, and the factory makes no more: Qt's own interfaces serve what is left. A
cell asked for its parent or window never touches a widget that is going."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Protocol

import numpy as np
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QRectF, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from app.model.session.game_session import GameSession
from app.model.view.view_state import ViewState
from app.scene import layout
from app.scene.highlight import Marks, shown_lines
from app.widgets.words.access_words import board_help, board_text, cell_marks_text, cell_text
from engine import Cell, Game
from engine.record.analysis_data import PositionValue
from engine.threats import threats

Role = QAccessible.Role
Text = QAccessible.Text
Event = QAccessible.Event
Relation = QAccessible.RelationFlag
HELP_HEARD = "hyperrow-board-help-heard"  # the window's property: see BoardAccess.help_once


class BoardPlace(Protocol):
    """What the accessibility asks of a board view (BoardView gives it)."""

    session: GameSession
    view_state: ViewState
    hint_cell: Cell | None
    mark_sources: list[Callable[[], list[Marks]]]

    def cell_rect(self, cell: Cell) -> QRectF | None:
        """Where `cell` is drawn in the view's coordinates, None if it is not."""
        ...

    def access_view_name(self) -> str:
        """What the view is ("3D view"), to tell the two lists of cells apart."""
        ...


class CellAccessible(QAccessibleInterface):
    """One cell of the slice on view, as a list item of the board."""

    def __init__(self, access: BoardAccess, cell: Cell) -> None:
        super().__init__()
        self.access = access
        self.cell = cell

    def isValid(self) -> bool:  # noqa: N802 (Qt override)
        return True

    def object(self) -> QObject | None:  # type: ignore[override] # a cell is no QObject
        return None

    def window(self) -> QWindow | None:  # type: ignore[override] # no window before it shows
        return self.access.window_handle()

    def relations(
        self, _match: QAccessible.RelationFlag = Relation.AllRelations
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override] # noqa: N802 (Qt override)
        return None

    def childAt(self, _x: int, _y: int) -> QAccessibleInterface | None:  # type: ignore[override] # noqa: N802 (Qt override)
        return None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.access.parent_interface()

    def child(self, _index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:  # noqa: N802 (Qt override)
        return 0

    def indexOfChild(self, _child: QAccessibleInterface) -> int:  # noqa: N802 (Qt override)
        return -1

    def text(self, which: QAccessible.Text) -> str:
        if which == Text.Name:
            return self.access.cell_name(self.cell)
        if which == Text.Description:
            return self.access.cell_description(self.cell)
        return ""

    def setText(self, _which: QAccessible.Text, _text: str) -> None:  # noqa: N802 (Qt override)
        return

    def rect(self) -> QRect:
        return self.access.screen_rect(self.cell)

    def role(self) -> QAccessible.Role:
        return Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.selectable = True
        on_cursor = self.access.view.view_state.cursor == self.cell
        state.selected = on_cursor
        state.focused = on_cursor and self.access.widget.hasFocus()
        state.invisible = not self.access.widget.isVisible()
        return state


class BoardAccessible(QAccessibleWidget):
    """A board view as a list of the cells of the slice on view."""

    def __init__(self, widget: QWidget, access: BoardAccess) -> None:
        super().__init__(widget, Role.List)
        self.access = access

    def childCount(self) -> int:  # noqa: N802 (Qt override)
        return len(self.access.cells())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        cells = self.access.cells()
        return self.access.cell_interface(cells[index]) if 0 <= index < len(cells) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 (Qt override)
        cell = getattr(child, "cell", None)
        return self.access.index_of(cell) if isinstance(child, CellAccessible) else -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override] # noqa: N802 (Qt override)
        cursor = self.access.focused_cell()
        return self.access.cell_interface(cursor) if cursor is not None else None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override] # noqa: N802 (Qt override)
        for cell in self.access.cells():
            if self.access.screen_rect(cell).contains(QPoint(x, y)):
                return self.access.cell_interface(cell)
        return None

    def text(self, which: QAccessible.Text) -> str:
        if which == Text.Name:
            return self.access.board_name()
        if which in (Text.Description, Text.Help):
            return self.access.help_once(always=which == Text.Help)
        return str(super().text(which))


class BoardAccess(QObject):
    """The accessibility of one board view: its cells' interfaces, and the events that tell a
    screen reader what changed (the cursor's cell takes the focus, a cell's name changes when a
    stone lands on it or leaves it, the board's when the turn or the slice changes)."""

    def __init__(self, view: BoardPlace, widget: QWidget) -> None:
        super().__init__(widget)
        self.view = view
        self.widget = widget
        self._interface: BoardAccessible | None = None
        self._interfaces = CellInterfaces()
        self._cells_key: tuple[object, object] | None = None
        self._cells: list[Cell] = []
        self._index: dict[Cell, int] = {}
        self._said: dict[Cell, str] = {}
        self._board_said = ""
        self._board_key: object = None
        self._board_array = np.zeros(0)
        self._focus_due = False  # the cursor's cell is to take the reader's focus
        self._read = False  # the description read while the view had the keyboard
        self.shut_down = False
        _accesses.add(self)
        session, view_state = view.session, view.view_state
        for changed in (session.changed, session.review.changed, view_state.colour_choice.changed):
            changed.connect(self._on_changed)
        for reordered in (view_state.slice_changed, view_state.all_slices_changed, session.reset):
            reordered.connect(self._on_reordered)
        view_state.cursor_changed.connect(self._on_cursor)
        widget.installEventFilter(self)
        interfaces = self._interfaces
        widget.destroyed.connect(lambda: _forget_gone(interfaces))
        self._remember_names()

    @property
    def game(self) -> Game:
        return self.view.session.shown_game

    def parent_interface(self) -> QAccessibleInterface | None:
        """The cells' parent: the board's interface as made, not asking the widget (it may go)."""
        return None if self.shut_down or self._interfaces.gone else self._interface

    def window_handle(self) -> QWindow | None:
        if self.shut_down or self._interfaces.gone:
            return None
        try:
            return self.widget.window().windowHandle()
        except RuntimeError:  # the view is being deleted
            return None

    def make_interface(self) -> BoardAccessible | None:
        """The board's interface for the factory (kept, as Qt's cache owns it); None once shut."""
        if self.shut_down:
            return None
        self._interface = BoardAccessible(self.widget, self)
        return self._interface

    def shut(self) -> None:
        """Hand every interface back to Qt to delete, the cells before their board, while the
        view is whole; from now on the view has Qt's own interface and sends nothing."""
        if self.shut_down:
            return
        _forget(self._interfaces)
        if self._interface is not None:
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(self._interface))
        self._interface = None
        self.shut_down = True

    # -- the cells ---------------------------------------------------------------------------

    def cells(self) -> list[Cell]:
        """The cells of the slice on view, layer by layer, each layer's top row first (as the
        slice panel draws them, row 1 at the bottom), left to right."""
        shape = self.game.rules.shape
        slices = layout.shown_slices(shape, self.view.view_state.slices)
        key = (shape, slices)
        if key != self._cells_key:
            cells = layout.visible_cells(shape, slices, all_slices=False)
            cells.sort(key=lambda c: (c[2] if len(c) > 2 else 0, -c[1] if len(c) > 1 else 0, c[0]))
            self._cells_key, self._cells = key, cells
            self._index = {cell: i for i, cell in enumerate(cells)}
        return self._cells

    def index_of(self, cell: object) -> int:
        self.cells()
        return self._index.get(cell, -1) if isinstance(cell, tuple) else -1

    def cell_interface(self, cell: Cell) -> CellAccessible:
        interface = self._interfaces.get(cell)
        if interface is None:
            interface = self._interfaces[cell] = CellAccessible(self, cell)
        return interface

    def cell_name(self, cell: Cell) -> str:
        return cell_text(cell, int(self._board()[cell]))

    def _board(self) -> np.ndarray:
        """The position on view as `Game.board_array`, made once per position."""
        game = self.game
        key = (game.rules, game.ply, game.hash)
        if key != self._board_key:
            self._board_key, self._board_array = key, game.board_array()
        return self._board_array

    def cell_description(self, cell: Cell) -> str:
        game = self.game
        on_line = any(cell in line for _, line in shown_lines(game))
        shown_threats = threats(game) if self.view.view_state.show_threats else ()
        hint = self.view.hint_cell if not self.view.session.review.active else None
        keys = self.help_once() if cell == self.focused_cell() else ""
        return cell_marks_text(
            last_move=game.last_move == cell,
            hint=hint == cell,
            on_line=on_line,
            threat=any(t.cell == cell for t in shown_threats),
            threat_by=[t.player for t in shown_threats if t.cell == cell],
            value=self._shown_value(cell),
            keys=keys,
        )

    def _shown_value(self, cell: Cell) -> PositionValue | None:
        """The value View → Show move values draws on `cell` (in its layers "value-0"…)."""
        layers = [marks for source in self.view.mark_sources for marks in source()]
        if not any(m.name.startswith("value-") and cell in m.cells for m in layers):
            return None
        return (self.view.session.position_study.values(self.game) or {}).get(cell)

    def screen_rect(self, cell: Cell) -> QRect:
        """Where `cell` is on the screen (empty when it is not drawn)."""
        rect = self.view.cell_rect(cell)
        if rect is None:
            return QRect()
        corner = self.widget.mapToGlobal(rect.topLeft().toPoint())
        return QRect(corner, rect.size().toSize())

    def focused_cell(self) -> Cell | None:
        cursor = self.view.view_state.cursor
        if cursor is None or not self.widget.hasFocus() or self.index_of(cursor) < 0:
            return None
        return cursor

    def board_name(self) -> str:
        shape = self.game.rules.shape
        return board_text(
            self.view.session,
            layout.shown_slices(shape, self.view.view_state.slices),
            self.view.access_view_name(),
        )

    # -- events ------------------------------------------------------------------------------

    def _on_changed(self, *_: object) -> None:
        if self.shut_down or not QAccessible.isActive():
            return
        self._say_board_name()
        for cell in self.cells():
            name = self.cell_name(cell)
            if self._said.get(cell) != name:
                _send(QAccessibleEvent(self.cell_interface(cell), Event.NameChanged))
            self._said[cell] = name

    def _on_reordered(self, *_: object) -> None:
        if self.view.session.game.rules.shape != (self._cells_key or (None, None))[0]:
            self._drop_cells()
        if self.shut_down or not QAccessible.isActive():
            return
        self._remember_names()
        _send(QAccessibleEvent(self.widget, Event.ObjectReorder))
        self._say_board_name()

    def _remember_names(self) -> None:
        """The cells' names as a screen reader has them now (a change is told against them)."""
        self._said = {cell: self.cell_name(cell) for cell in self.cells()}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        # Back on the board (by Tab, from a dialog), the reader's focus goes on to the cell.
        if watched is self.widget and event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            self._on_cursor(None)
        return False

    def _on_cursor(self, _cursor: Cell | None) -> None:
        if self._read:  # the help was read: the cursor moves on, or the keyboard leaves
            self.widget.window().setProperty(HELP_HEARD, True)
        self._focus_soon()

    def help_once(self, *, always: bool = False) -> str:
        # The keyboard help, read each time the board takes the focus, buries the cursor's cell:
        # it describes the board and the cursor's cell (Orca 43 reads the board as the cell's
        # context, without it) until read, then it is the help text, on request; F1 lists keys.
        if self.widget.window().property(HELP_HEARD) and not always:
            return ""
        self._read = self._read or self.widget.hasFocus()
        return board_help(self.game.rules.ndim)

    def _focus_soon(self) -> None:
        # After the view's own focus event, which Qt sends after the focusInEvent that puts the
        # cursor on the board: the screen reader's focus ends on the cell (once for both).
        if not self._focus_due:
            self._focus_due = True
            QTimer.singleShot(0, self, self._focus_cursor)

    def _focus_cursor(self) -> None:
        self._focus_due = False
        cursor = self.focused_cell()
        if QAccessible.isActive() and cursor is not None and not self.shut_down:
            _send(QAccessibleEvent(self.cell_interface(cursor), Event.Focus))

    def _say_board_name(self) -> None:
        name = self.board_name()
        if name != self._board_said:
            self._board_said = name
            _send(QAccessibleEvent(self.widget, Event.NameChanged))

    def _drop_cells(self) -> None:
        """A board of another shape: the old cells' interfaces go back to Qt to delete."""
        _forget(self._interfaces)
        self._cells_key, self._said = None, {}


def _send(event: QAccessibleEvent) -> None:
    QAccessible.updateAccessibility(event)


class CellInterfaces(dict[Cell, CellAccessible]):
    """A board's cells' interfaces, and whether its view is gone (then a cell has no parent
    or window to give: the view's interface may be deleted already)."""

    gone = False


def _forget_gone(interfaces: CellInterfaces) -> None:
    """The view is being deleted (without having been shut: a board of its own, or the 3D view
    OpenGL failed in): its cells go, saying they have no parent."""
    interfaces.gone = True
    _forget(interfaces)


def _forget(interfaces: dict[Cell, CellAccessible]) -> None:
    """Have Qt delete the cells' interfaces it has registered and drop them all (the Python
    wrapper of one Qt deleted is left invalid, and dropping it deletes nothing twice)."""
    for interface in interfaces.values():
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(interface))
    interfaces.clear()


def _factory(_class_name: str, target: QObject | None) -> QAccessibleInterface | None:
    access = getattr(target, "board_access", None)
    if isinstance(access, BoardAccess) and isinstance(target, QWidget):
        return access.make_interface()
    return None


_installed: set[Callable[..., object]] = set()
_accesses: weakref.WeakSet[BoardAccess] = weakref.WeakSet()


def shut_all() -> None:
    """Every board's interfaces back to Qt (the application is about to quit)."""
    for access in list(_accesses):
        access.shut()


def install_factory() -> None:
    """Make Qt ask this module for the interface of a board view, and have every board shut
    when the application is about to quit (once per process)."""
    install_access(_factory, shut_all)


def install_access(
    factory: Callable[[str, QObject | None], QAccessibleInterface | None],
    shut: Callable[[], None],
) -> None:
    """Have Qt ask `factory` for interfaces, and call `shut` when the application is about to
    quit, while the widgets are whole (once per process for each factory: Qt keeps one list of
    factories per process)."""
    if factory in _installed:
        return
    QAccessible.installFactory(factory)
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(shut)
    _installed.add(factory)
