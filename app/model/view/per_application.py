"""Objects the application has one of, as it has one palette and one font: made on first use,
and made again for a new application (each test has its own)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication

T = TypeVar("T")


class AppWide(Generic[T]):
    """Called, the object `make` made for the running application (None before there is one)."""

    def __init__(self, make: Callable[[QCoreApplication | None], T]) -> None:
        self._make = make
        self._made: tuple[QCoreApplication | None, T] | None = None

    def __call__(self) -> T:
        app = QCoreApplication.instance()
        if self._made is None or self._made[0] is not app:
            self._made = (app, self._make(app))
        return self._made[1]
