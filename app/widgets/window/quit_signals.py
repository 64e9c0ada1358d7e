"""SIGTERM, SIGINT (Ctrl+C in the launching terminal) and SIGHUP (the terminal closed) close the
window the normal way: open dialogs are dismissed, the settings saved, the CPU process ended, and
the application exits with 0, whatever it was doing, the CPU thinking included.

Python runs a signal handler only between bytecodes of the main thread, and the GUI thread sits
in Qt's C++ event loop: the C-level handler writes the signal's number to a socket
(`signal.set_wakeup_fd`) that a QSocketNotifier watches, which wakes the loop and lets the
handler run.
"""

from __future__ import annotations

import contextlib
import logging
import signal
import socket
from types import FrameType
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication, QDialog

if TYPE_CHECKING:
    from app.widgets.window.main_window import MainWindow

log = logging.getLogger(__name__)

QUIT_SIGNALS = ("SIGTERM", "SIGINT", "SIGHUP")

_current: QuitOnSignals | None = None
"""The latest window's watcher. The handler is a plain function: the signal module keeps it for
good, and a bound method of a deleted QObject cannot even be compared."""


def _on_signal(number: int, _frame: FrameType | None) -> None:
    try:
        if _current is not None:
            _current.on_signal(number)
            return
    except RuntimeError:  # its window is gone (tests open many): act as without the app
        pass
    if number == signal.SIGINT:
        raise KeyboardInterrupt
    raise SystemExit(128 + number)


class QuitOnSignals(QObject):
    """Closes `window` and quits the application when a quit signal arrives."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.received: list[int] = []
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        global _current  # noqa: PLW0603 (one process, one watched window)
        _current = self
        for name in QUIT_SIGNALS:
            if hasattr(signal, name):
                signal.signal(getattr(signal, name), _on_signal)
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        self.destroyed.connect(self._forget_sockets)

    def on_signal(self, number: int) -> None:
        """A quit signal arrived: close the window once the event loop runs again."""
        self.received.append(number)
        if len(self.received) == 1:
            log.info("closing on signal %s", signal.Signals(number).name)
            QTimer.singleShot(0, self._quit)

    def _drain(self) -> None:
        # The bytes only woke the loop; the Python handler has run (or runs now).
        with contextlib.suppress(OSError):
            while self._reader.recv(64):
                pass

    def _quit(self) -> None:
        app = QApplication.instance()
        # A modal dialog runs its own event loop: dismiss it (as Cancel) before closing.
        for _ in range(20):
            modal = QApplication.activeModalWidget()
            if modal is None:
                break
            if isinstance(modal, QDialog):
                modal.reject()
            else:
                modal.close()
        self.window.close_now()
        if app is not None:
            app.quit()

    def _forget_sockets(self) -> None:
        with contextlib.suppress(ValueError, OSError):
            signal.set_wakeup_fd(-1)
        self._reader.close()
        self._writer.close()


def install_quit_signals(window: MainWindow) -> QuitOnSignals | None:
    """Close `window` normally on SIGTERM, SIGINT and SIGHUP; only from the main thread (where
    Python allows signal handlers), else nothing."""
    try:
        return QuitOnSignals(window)
    except ValueError:  # not the main thread
        return None
