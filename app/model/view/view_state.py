"""What the views show, apart from the game: the slice of every axis beyond z, the keyboard
cursor, hover, the layer spread, display toggles and the colours chosen.

Both the 3D view and the slice panel observe one ViewState; the sliders and the keys write it.
It never touches the game. The colours are the application's one ColourChoice, which every
ViewState hands its views.
"""

from __future__ import annotations

import math
from typing import Generic, Self, TypeVar, cast, overload

from PySide6.QtCore import QCoreApplication, QObject, Signal, SignalInstance

from app.model.view.motion import Motion
from app.model.view.per_application import AppWide
from engine import Cell

W_AXIS = 3
"""The first axis beyond z; v and u follow it."""
MAX_AXES = 6
DEFAULT_SPREAD = 1.2
"""Distance between z layers in the 3D view, in cell pitches, with the default camera: with it
the cells of a 4×4×4 or 3×3×3 slice fall on the screen at least 0.45 pitches apart, so no stone
covers the centre of another cell's dot (see app.scene.camera)."""
MIN_SPREAD = 1.0
MAX_SPREAD = 4.0
T = TypeVar("T")


class _Read(Generic[T]):
    """A ViewState attribute that reads its private `_name` twin; only the setters, which emit
    the change, write it."""

    def __set_name__(self, owner: type, name: str) -> None:
        self._private = "_" + name

    @overload
    def __get__(self, obj: None, owner: type) -> Self: ...
    @overload
    def __get__(self, obj: object, owner: type) -> T: ...
    def __get__(self, obj: object, owner: type) -> T | Self:
        if obj is None:
            return self
        return cast(T, getattr(obj, self._private))

    def __set__(self, obj: object, value: T) -> None:
        # Read-only as a property without a setter is: a plain assignment would emit nothing.
        raise AttributeError(f"{self._private[1:]} is changed through its set_ method")


class ColourChoice(QObject):
    """The colours the application draws with, as chosen: the theme's light or dark
    surroundings and the players' colours (standard or colour-blind-safe), by the names
    app.scene.palette knows them by (`palette_for` makes the colours). One for the whole
    application, like Qt's own palette: the theme writes `theme`, View → Colour-blind-safe
    colours writes `players`, and every view and word that shows a colour observes it."""

    changed = Signal()

    def __init__(self, app: QCoreApplication | None = None) -> None:
        super().__init__(app)
        self.app = app
        # The names of app.scene.palette's DARK_THEME and STANDARD (the model cannot import it).
        self._theme = "dark"
        self._players = "standard"

    theme = _Read[str]()
    players = _Read[str]()

    def set_theme(self, theme: str) -> None:
        self._choose("_theme", theme)

    def set_players(self, players: str) -> None:
        self._choose("_players", players)

    def _choose(self, name: str, value: str) -> None:
        if value != getattr(self, name):
            setattr(self, name, value)
            self.changed.emit()


colour_choice = AppWide(ColourChoice)
"""The application's ColourChoice (made on first use: dark, standard colours)."""


class ViewState(QObject):
    """The shared view model. Setters emit only on a real change."""

    w_changed = Signal(int)
    slice_changed = Signal(int, int)  # axis (3 for w, 4 for v, 5 for u), index on view
    hover_changed = Signal(object)  # Cell | None
    cursor_changed = Signal(object)  # Cell | None
    all_slices_changed = Signal(bool)
    show_coordinates_changed = Signal(bool)
    show_threats_changed = Signal(bool)
    spread_changed = Signal(float)
    symbols_changed = Signal(bool)
    ghost_slices_changed = Signal(bool)
    # What the keyboard cursor met, for the screen reader: the board's edge (the cell it stays
    # on), and a column asked to be read whole (a cell of it).
    cursor_stopped = Signal(object)
    column_asked = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._slices = [0] * (MAX_AXES - W_AXIS)
        self._hover: Cell | None = None
        self._cursor: Cell | None = None
        self._all_slices = False
        self._show_coordinates = False
        self._show_threats = False
        self._spread = DEFAULT_SPREAD
        self._symbols = False
        self._ghost_slices = False
        self.colour_choice = colour_choice()
        """The colours the views draw with (their `changed` redraws them)."""
        self.motion = Motion(self)
        """The animation clock both views draw their moving things by."""

    @property
    def w(self) -> int:
        return self._slices[0]

    @property
    def slices(self) -> tuple[int, ...]:
        """The index on view of w, v and u (the sliders' values)."""
        return tuple(self._slices)

    hover = _Read[Cell | None]()
    cursor = _Read[Cell | None]()
    all_slices = _Read[bool]()
    show_coordinates = _Read[bool]()
    show_threats = _Read[bool]()
    spread = _Read[float]()
    """Distance between z layers in the 3D view, in cell pitches."""
    symbols = _Read[bool]()
    ghost_slices = _Read[bool]()
    """Whether the 3D view draws the w-slices next to the one on view as faint ghosts."""

    def set_show_threats(self, on: bool) -> None:
        self._set("_show_threats", on, self.show_threats_changed)

    def set_w(self, w: int) -> None:
        self.set_slice(W_AXIS, w)

    def set_slice(self, axis: int, index: int) -> None:
        """Show index `index` of `axis` (3 = w, 4 = v, 5 = u); the keyboard cursor comes along
        to the same place in that slice."""
        if self._slices[axis - W_AXIS] == index:
            return
        self._slices[axis - W_AXIS] = index
        self._keep_cursor_on_view()
        if axis == W_AXIS:
            self.w_changed.emit(index)
        self.slice_changed.emit(axis, index)

    def set_hover(self, cell: Cell | None) -> None:
        self._set("_hover", cell, self.hover_changed)

    def set_cursor(self, cell: Cell | None) -> None:
        """Put the keyboard cursor on `cell`; the sliders follow it to its slice."""
        before = self._cursor
        # The cursor first, so that the slices it brings on view find it already there.
        self._cursor = cell
        if cell is not None:
            for axis in range(W_AXIS, len(cell)):
                if self._follows(axis):
                    self.set_slice(axis, cell[axis])
        if self._cursor != before:
            self.cursor_changed.emit(self._cursor)

    def _follows(self, axis: int) -> bool:
        """Whether the slice on view of `axis` and the cursor's go together: always but for w
        with every w-slice on view, where the cursor may be in any of them."""
        return axis > W_AXIS or not self._all_slices

    def _keep_cursor_on_view(self) -> None:
        """Put the cursor in the slices on view: a cursor left in a slice the player turned
        away from would take the view back there the next time it moves (after any move, as
        a gravity game's cursor follows the landing place)."""
        cursor = self._cursor
        if cursor is None:
            return
        kept = tuple(
            self._slices[axis - W_AXIS] if axis >= W_AXIS and self._follows(axis) else index
            for axis, index in enumerate(cursor)
        )
        self._set("_cursor", kept, self.cursor_changed)

    def set_all_slices(self, on: bool) -> None:
        self._set("_all_slices", on, self.all_slices_changed)
        if not on:
            self._keep_cursor_on_view()

    def set_show_coordinates(self, on: bool) -> None:
        self._set("_show_coordinates", on, self.show_coordinates_changed)

    def set_spread(self, spread: float) -> None:
        """Pull the z layers `spread` pitches apart, kept within MIN_SPREAD to MAX_SPREAD."""
        if not math.isfinite(spread):
            return
        self._set("_spread", min(max(float(spread), MIN_SPREAD), MAX_SPREAD), self.spread_changed)

    def set_symbols(self, on: bool) -> None:
        self._set("_symbols", on, self.symbols_changed)

    def set_ghost_slices(self, on: bool) -> None:
        self._set("_ghost_slices", on, self.ghost_slices_changed)

    def _set(self, name: str, value: object, changed: SignalInstance) -> None:
        """Store `value` and emit `changed` with it, only when it differs from what is there."""
        if value != getattr(self, name):
            setattr(self, name, value)
            changed.emit(value)


def step_cursor(shape: tuple[int, ...], cell: Cell, axis: int, delta: int) -> Cell:
    """`cell` moved `delta` along `axis`, kept on the board (a board without that axis leaves
    the cell where it is)."""
    if axis >= len(shape):
        return cell
    moved = list(cell)
    moved[axis] = min(max(moved[axis] + delta, 0), shape[axis] - 1)
    return tuple(moved)
