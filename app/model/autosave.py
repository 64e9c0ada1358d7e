"""Whether the current game is being kept: the autosave's state, said once when it breaks and
once when it works again, never once a move.

A full disk or a folder that became read-only makes every autosave fail the same way; the
window shows the reason until a write succeeds (not a passing message), and closing asks where
to save moves that no file holds.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from engine.atomic_files import write_text_atomic

log = logging.getLogger(__name__)


class Autosave(QObject):
    """The file the current game is rewritten to after every change, and whether that works."""

    state_changed = Signal(str)
    """Why the game is not being kept, or "" once it is again."""

    def __init__(self, path: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.error = ""
        """Why the last write failed; "" when it worked (or there was none)."""

    def disable(self, reason: str) -> None:
        """Keep nothing (the data folder cannot be written): `reason` says why, for the window."""
        self.path = None
        self.error = reason
        self.state_changed.emit(reason)

    @property
    def failing(self) -> bool:
        """True when the latest change is not on disk: the write failed, or is disabled."""
        return bool(self.error)

    def write(self, text: str) -> bool:
        """Rewrite the autosave with `text`; False (and the reason in `error`) if it failed or
        there is no autosave. Raises nothing."""
        if self.path is None:
            return False
        try:
            write_text_atomic(self.path, text)
        except OSError as error:
            reason = error.strerror or str(error)
            message = QCoreApplication.translate(
                "Autosave",
                "Autosave failed (%1): the moves from now on are not kept if the window closes. "
                "File → Save As keeps them elsewhere.",
            ).replace("%1", reason)
            if message != self.error:
                # Once per failure, not once a move (the log may be on the same full disk).
                log.warning("autosave to %s failed: %s", self.path, reason)
                self.error = message
                self.state_changed.emit(message)
            return False
        if self.error:
            log.info("autosave to %s works again", self.path)
            self.error = ""
            self.state_changed.emit("")
        return True
