"""Whether the current game is being kept, for the window: the engine's autosave state
(engine.in_play.autosave) told as a signal, once when it breaks and once when it works again,
never once a move.

A full disk or a folder that became read-only makes every autosave fail the same way; the
window shows the reason until a write succeeds (not a passing message), and closing asks where
to save moves that no file holds.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.model.session.notices import StorageFailure, StorageKind
from engine.in_play.autosave import Autosave as KeptState
from engine.in_play.autosave import KeepChange, WriteFailure

log = logging.getLogger(__name__)


def autosave_failure(failure: WriteFailure) -> StorageFailure:
    """The engine's word on a failed write, as the window's notice of it."""
    return StorageFailure(StorageKind.AUTOSAVE, failure.path, failure.errno, failure.reason)


class Autosave(QObject):
    """The file the current game is rewritten to after every change, and whether that works:
    the game in play's own autosave (`state`), watched."""

    state_changed = Signal(object)
    """Why the game is not being kept (a StorageFailure), or None once it is again."""

    def __init__(self, state: KeptState, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self._disabled: StorageFailure | None = None

    @property
    def path(self) -> Path | None:
        return self.state.path

    @property
    def failure(self) -> StorageFailure | None:
        """Why the last write failed; None when it worked (or there was none)."""
        if self._disabled is not None:
            return self._disabled
        failure = self.state.failure
        return None if failure is None else autosave_failure(failure)

    @property
    def failing(self) -> bool:
        """True when the latest change is not on disk: the write failed, or is disabled."""
        return self.failure is not None

    def disable(self, failure: StorageFailure) -> None:
        """Keep nothing (the data folder cannot be written, as `failure` says)."""
        self.state.disable(WriteFailure(failure.path, failure.error_number, failure.detail))
        self._disabled = failure
        self.state_changed.emit(failure)

    def told(self, change: KeepChange) -> None:
        """Say what a write (by the game in play) changed: once per failure, not once a move
        (the log may be on the same full disk)."""
        if change is KeepChange.BROKE:
            failure = self.failure
            assert failure is not None
            log.warning("autosave to %s failed: %s", self.path, failure.detail)
            self.state_changed.emit(failure)
        elif change is KeepChange.MENDED:
            log.info("autosave to %s works again", self.path)
            self.state_changed.emit(None)
