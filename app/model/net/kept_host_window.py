"""A hosting window keeps the network game as the terminal's host does: after every change the
link reports, the game file and the network facts a restarted host needs (its address and port,
or the relay, invite code and reclaim token; the seat tokens, an end off the board, the clock)
are rewritten atomically in the data folder by `engine.net.kept_host_game`. So a window opened
again hosts the same game where the joiners, still retrying, find it, and `hyperrow play
--resume` at a terminal can host it too: one format for both front ends."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.model.net.link_keeper import LinkKeeper
from app.model.net.network_game import HostLink
from engine.net import kept_host_game


class HostKeeper(LinkKeeper):
    """Keeps the game of one HostLink in `folder`."""

    first_kept = Signal()
    """The game was written for the first time: a window opened now can host it again."""

    def __init__(self, link: HostLink, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(folder, "hosted", parent)
        self.link = link
        link.changed.connect(self.keep)

    def keep(self) -> None:
        """Rewrite the kept game. Through a relay, nothing is kept before the relay gave the
        invite code: hosted again without it, the game would have a new code the joiners do not
        know."""
        link = self.link
        if link.relay is not None and not link.relay.code:
            return

        def save() -> bool:
            kept_host_game.save(self.folder, link.host, link.listened_on, link.port, link.relay)
            return True

        if self.write(save):
            self.first_kept.emit()
