"""A network game that ends off the board — resigned, or drawn by agreement — ends no game on
the board, so the session says nothing: this watches the window's network game for it, for the
sound and the statistics.

Only an end seen while the game was being played counts: connecting to, reconnecting to or
resuming a game that had already ended is not its end again."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from app.model.net.join_link import JoinLink
from app.model.net.net_status import NetState, NetStatus
from app.model.net.network_game import HostLink, NetworkGame
from app.model.session.game_session import GameSession

PLAYING = frozenset(
    {
        NetState.EVERYONE_HERE,
        NetState.THINKING,
        NetState.YOUR_TURN,
        NetState.SENT,
        NetState.WAITING_FOR,
    }
)
ENDED_OFF_BOARD = frozenset({NetState.RESIGNED, NetState.DRAW_AGREED})


class OffBoardEndings(QObject):
    """Emits `ended(winners)` (seats; none for a draw) when the network game `link_of()` gives
    ends off the board. The link is looked up whenever the session's seats change, which they
    do when a network game starts."""

    ended = Signal(object)  # tuple[int, ...]

    def __init__(
        self,
        session: GameSession,
        link_of: Callable[[], NetworkGame | None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._link_of = link_of
        self._link: NetworkGame | None = None
        self._state: NetState | None = None
        session.players_changed.connect(self._follow)

    def _follow(self) -> None:
        link = self._link_of()
        if link is self._link:
            return
        self._link, self._state = link, None
        if link is not None:
            link.status_changed.connect(self._on_status)

    def _on_status(self, status: NetStatus) -> None:
        if self.sender() is not self._link:
            return  # a link the window has left
        before, self._state = self._state, status.state
        if status.state in ENDED_OFF_BOARD and before in PLAYING:
            result = _result(self._link)
            if result is not None:
                self.ended.emit(result)


def _result(link: NetworkGame | None) -> tuple[int, ...] | None:
    """The winners of `link`'s game ended off the board, or None."""
    if isinstance(link, HostLink) and link.host.result is not None:
        return link.host.result.winners
    if isinstance(link, JoinLink) and link.join.result is not None:
        return link.join.result.winners
    return None
