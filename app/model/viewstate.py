"""What the views show, apart from the game: the w-slice, hover, display toggles.

Both the 3D view and the slice panel observe one ViewState; the w-slider writes it. It never
touches the game.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from engine import Cell


class ViewState(QObject):
    """The shared view model. Setters emit only on a real change."""

    w_changed = Signal(int)
    hover_changed = Signal(object)  # Cell | None
    all_slices_changed = Signal(bool)
    show_coordinates_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._w = 0
        self._hover: Cell | None = None
        self._all_slices = False
        self._show_coordinates = False

    @property
    def w(self) -> int:
        return self._w

    def set_w(self, w: int) -> None:
        if w != self._w:
            self._w = w
            self.w_changed.emit(w)

    @property
    def hover(self) -> Cell | None:
        return self._hover

    def set_hover(self, cell: Cell | None) -> None:
        if cell != self._hover:
            self._hover = cell
            self.hover_changed.emit(cell)

    @property
    def all_slices(self) -> bool:
        return self._all_slices

    def set_all_slices(self, on: bool) -> None:
        if on != self._all_slices:
            self._all_slices = on
            self.all_slices_changed.emit(on)

    @property
    def show_coordinates(self) -> bool:
        return self._show_coordinates

    def set_show_coordinates(self, on: bool) -> None:
        if on != self._show_coordinates:
            self._show_coordinates = on
            self.show_coordinates_changed.emit(on)
