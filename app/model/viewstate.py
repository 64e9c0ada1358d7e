"""What the views show, apart from the game: the w-slice, hover, display toggles.

Both the 3D view and the slice panel observe one ViewState; the w-slider writes it. It never
touches the game.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, SignalInstance

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

    @property
    def hover(self) -> Cell | None:
        return self._hover

    @property
    def all_slices(self) -> bool:
        return self._all_slices

    @property
    def show_coordinates(self) -> bool:
        return self._show_coordinates

    def set_w(self, w: int) -> None:
        self._set("_w", w, self.w_changed)

    def set_hover(self, cell: Cell | None) -> None:
        self._set("_hover", cell, self.hover_changed)

    def set_all_slices(self, on: bool) -> None:
        self._set("_all_slices", on, self.all_slices_changed)

    def set_show_coordinates(self, on: bool) -> None:
        self._set("_show_coordinates", on, self.show_coordinates_changed)

    def _set(self, name: str, value: object, changed: SignalInstance) -> None:
        """Store `value` and emit `changed` with it, only when it differs from what is there."""
        if value != getattr(self, name):
            setattr(self, name, value)
            changed.emit(value)
