"""What the keepers of a hosting and of a joining window share: the game is written again after
every change its link reports, a failing write is logged once (not once a move) and its mending
once, and the first write that keeps the game is told, so that the window can list it."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject

log = logging.getLogger(__name__)


class LinkKeeper(QObject):
    """Writes one network game into the data folder `folder`; `side` names it in the log
    ("hosted", "joined")."""

    def __init__(self, folder: Path, side: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.side = side
        self.failing = ""
        """Why the last write failed; "" when it worked (or none was due yet)."""
        self._kept = False

    def write(self, save: Callable[[], bool]) -> bool:
        """Run `save` (True when it kept the game); True when this is the first write that kept
        it. An OSError is logged, once for each new reason, and kept in `failing`."""
        try:
            saved = save()
        except OSError as error:
            reason = error.strerror or str(error)
            if reason != self.failing:
                log.warning("cannot keep the %s game in %s: %s", self.side, self.folder, reason)
            self.failing = reason
            return False
        if self.failing:
            log.info("the %s game is kept in %s again", self.side, self.folder)
        self.failing = ""
        if saved and not self._kept:
            self._kept = True
            return True
        return False
