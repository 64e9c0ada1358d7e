"""A joining window keeps the network game: after every change the link reports, its copy is
rewritten atomically in the data folder (`engine.net.kept_join_game`: the game file, and how to
reach the host with this side's seat token), so a crash of either side loses nothing on this side
and a restarted window can join the same game again or open the copy."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.model.net.join_link import JoinLink
from app.model.net.link_keeper import LinkKeeper
from engine.net import kept_join_game


def kept_game(folder: Path) -> Path:
    """Where a joining window of the data folder `folder` keeps its copy of the game."""
    return folder / kept_join_game.GAME_FILE


class JoinKeeper(LinkKeeper):
    """Keeps the game of one JoinLink in `folder`."""

    first_kept = Signal(object)
    """The copy was written for the first time: its Path (for the recent files)."""

    def __init__(self, link: JoinLink, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(folder, "joined", parent)
        self.link = link
        link.changed.connect(self.keep)

    def keep(self) -> None:
        """Rewrite the copy."""
        if self.write(lambda: kept_join_game.save(self.folder, self.link.join, self.link.target)):
            self.first_kept.emit(kept_game(self.folder))
