"""Whether the current game is being kept: the autosave's state, said once when it breaks and
once when it works again, never once a move.

A full disk or a folder that became read-only makes every autosave fail the same way; the
window shows the reason until a write succeeds (not a passing message), and closing asks where
to save moves that no file holds.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.model.session.notices import StorageFailure, StorageKind, storage_failure
from engine.atomic_files import write_text_atomic

log = logging.getLogger(__name__)


class Autosave(QObject):
    """The file the current game is rewritten to after every change, and whether that works."""

    state_changed = Signal(object)
    """Why the game is not being kept (a StorageFailure), or None once it is again."""

    def __init__(self, path: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.failure: StorageFailure | None = None
        """Why the last write failed; None when it worked (or there was none)."""

    def disable(self, failure: StorageFailure) -> None:
        """Keep nothing (the data folder cannot be written, as `failure` says)."""
        self.path = None
        self.failure = failure
        self.state_changed.emit(failure)

    @property
    def failing(self) -> bool:
        """True when the latest change is not on disk: the write failed, or is disabled."""
        return self.failure is not None

    def write(self, text: str) -> bool:
        """Rewrite the autosave with `text`; False (and the reason in `error`) if it failed or
        there is no autosave. Raises nothing."""
        if self.path is None:
            return False
        try:
            write_text_atomic(self.path, text)
        except OSError as error:
            failure = storage_failure(StorageKind.AUTOSAVE, self.path, error)
            if failure != self.failure:
                # Once per failure, not once a move (the log may be on the same full disk).
                log.warning("autosave to %s failed: %s", self.path, failure.detail)
                self.failure = failure
                self.state_changed.emit(failure)
            return False
        if self.failure is not None:
            log.info("autosave to %s works again", self.path)
            self.failure = None
            self.state_changed.emit(None)
        return True
