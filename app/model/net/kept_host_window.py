"""A hosting window keeps the network game as the terminal's host does: after every change the
link reports, the game file and the network facts a restarted host needs (its address and port,
or the relay, invite code and reclaim token; the seat tokens, an end off the board, the clock)
are rewritten atomically in the data folder by `engine.net.kept_host_game`. So a window opened
again hosts the same game where the joiners, still retrying, find it, and `hyperrow play
--resume` at a terminal can host it too: one format for both front ends."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.model.net.network_game import HostLink
from engine.net import kept_host_game

log = logging.getLogger(__name__)


class HostKeeper(QObject):
    """Keeps the game of one HostLink in `folder`."""

    first_kept = Signal()
    """The game was written for the first time: a window opened now can host it again."""

    def __init__(self, link: HostLink, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.link, self.folder = link, folder
        self.failing = ""
        """Why the last write failed; "" when it worked (or none was due yet)."""
        self._kept = False
        link.changed.connect(self.keep)

    def keep(self) -> None:
        """Rewrite the kept game; a failure is logged once, not once a move. Through a relay,
        nothing is kept before the relay gave the invite code: hosted again without it, the
        game would have a new code the joiners do not know."""
        link = self.link
        if link.relay is not None and not link.relay.code:
            return
        try:
            kept_host_game.save(self.folder, link.host, link.listened_on, link.port, link.relay)
        except OSError as error:
            reason = error.strerror or str(error)
            if reason != self.failing:
                log.warning("cannot keep the hosted game in %s: %s", self.folder, reason)
            self.failing = reason
            return
        if self.failing:
            log.info("the hosted game is kept in %s again", self.folder)
        self.failing = ""
        if not self._kept:
            self._kept = True
            self.first_kept.emit()
