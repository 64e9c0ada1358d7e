"""Real input for the app tests: pointer moves, clicks and wheel turns put into the X server with
the XTest extension (libXtst, through ctypes), so they reach the window the way a person's do,
through whatever native windows lie over the widget (the 3D view's GL surface), not handed to a
widget as QTest does."""

from __future__ import annotations

import ctypes
import ctypes.util
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QWidget

LEFT, MIDDLE, WHEEL_UP = 1, 2, 4  # X button numbers


class XInput:
    """A connection to the tests' X display that fakes a person's pointer."""

    def __init__(self) -> None:
        x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
        self._xtst = ctypes.CDLL(ctypes.util.find_library("Xtst") or "libXtst.so.6")
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XFlush.argtypes = x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self._xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p] + [ctypes.c_int] * 3
        self._xtst.XTestFakeMotionEvent.argtypes.append(ctypes.c_ulong)
        self._xtst.XTestFakeButtonEvent.argtypes = [
            ctypes.c_void_p,
            ctypes.c_uint,
            ctypes.c_int,
            ctypes.c_ulong,
        ]
        self._x11 = x11
        display = x11.XOpenDisplay(None)
        if not display:
            raise RuntimeError("the X display could not be opened for XTest")
        self._display = ctypes.c_void_p(display)

    def move(self, widget: QWidget, point: QPoint) -> None:
        """The pointer to `point` of `widget`."""
        at = widget.mapToGlobal(point)
        self._xtst.XTestFakeMotionEvent(self._display, -1, at.x(), at.y(), 0)
        self._x11.XFlush(self._display)

    def button(self, button: int, down: bool) -> None:
        """Press (`down`) or release `button` where the pointer is."""
        self._xtst.XTestFakeButtonEvent(self._display, button, int(down), 0)
        self._x11.XFlush(self._display)

    def click(self, widget: QWidget, point: QPoint, button: int = LEFT) -> None:
        """Move to `point` of `widget` and press and release `button` there."""
        self.move(widget, point)
        self.button(button, True)
        self.button(button, False)

    def close(self) -> None:
        self._x11.XCloseDisplay(self._display)


@contextmanager
def x_input() -> Iterator[XInput]:
    """An XInput for the length of a test."""
    pointer = XInput()
    try:
        yield pointer
    finally:
        pointer.close()
