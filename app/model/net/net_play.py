"""One window's network play, run by the model: hosting a game, joining one, hosting again the
game the window hosted when it closed, joining again the one it had joined, and leaving. Both
sides keep their game in the data folder in the engine's own files, as the terminal does
(`engine.net.kept_host_game` through `HostKeeper`, `engine.net.kept_join_game` through
`JoinKeeper`), so either front end can take up a game the other kept. The network menu
(app/widgets/network/net_menu.py) asks the player and shows what this says; nothing here words
anything or shows a widget."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal

from app.model.net.join_link import JoinLink
from app.model.net.kept_host_window import HostKeeper
from app.model.net.kept_join_window import JoinKeeper, kept_game
from app.model.net.net_status import LinkProblem, NetState, NetStatus
from app.model.net.network_game import HostLink, NetworkGame
from app.model.session.game_session import GameSession
from app.model.session.notices import Problem, ProblemKind
from engine import Game, Rules, record
from engine.atomic_files import write_text_atomic
from engine.clocks import TimeControl
from engine.net import kept_host_game, kept_join_game
from engine.net.kept_host_game import RelayClaim
from engine.net.kept_join_game import Joined
from engine.players import PlayerInfo, SeatKind
from engine.rules import preset_name

if TYPE_CHECKING:
    from engine.net.transport.discovery import Advertisement

log = logging.getLogger(__name__)

HOSTING_KEY = "network/hosting"
"""True while this window is in a game it hosted and has kept (kept when it closes, not when it
leaves): a window opened again hosts it again."""
JOINED_KEY = "network/joined"
"""True while this window is in a game it joined and has kept (kept when it closes, not when it
leaves): a window opened again offers to join it again."""
RELAY_CA_KEY = "network/relay-ca"
"""The CA certificate file a wss:// relay's certificate is checked against (empty: the
system's trusted certificates)."""
WINDOW_FACTS_KEY = "network/hosted"
"""Where windows before the kept files held a hosted game's network facts (JSON, the same
fields as `kept_host_game`'s; the moves were in the window's autosave): taken up once as the
engine's kept files, then cleared."""

IN_PLAY = frozenset(
    {
        NetState.EVERYONE_HERE,
        NetState.THINKING,
        NetState.RECONNECTING,
        NetState.YOUR_TURN,
        NetState.SENT,
        NetState.WAITING_FOR,
    }
)
"""Where a network game stands while this window plays a seat of it and it goes on."""


class NetMemory(Protocol):
    """What network play keeps between windows: a folder for the kept games and a few
    settings (the window's DataFolder)."""

    @property
    def path(self) -> Path: ...

    @property
    def writable(self) -> bool: ...

    def value(self, key: str, default: object = None) -> object: ...

    def text(self, key: str, default: str = "") -> str: ...

    def set_value(self, key: str, value: object) -> None: ...


class HostProblemKind(Enum):
    """Why a game cannot be hosted."""

    CANNOT_LISTEN = "cannot listen"  # on `port`: the system's `detail`
    KEPT_GAME_UNREADABLE = "kept game unreadable"  # `detail`, the engine's, names the file


@dataclass(frozen=True)
class HostProblem:
    """Why a game cannot be hosted (or hosted again): its `kind`, the `port` asked for and
    `detail`, the system's or the engine's own English."""

    kind: HostProblemKind
    port: int = 0
    detail: str = ""


@dataclass(frozen=True)
class Failure:
    """A link that could not start, already left: why (`problem`), whether joining again may
    help (`retry`: `NetPlay.retry_join`), and the copy kept of the game it was joining again,
    which may be opened instead (`copy`)."""

    problem: LinkProblem
    retry: bool
    copy: Path | None


def _flag(memory: NetMemory, key: str) -> bool:
    return memory.value(key) in (True, "true")


class NetPlay(QObject):
    """The network game of one window's `session`, kept in `memory`: `link` is the one link
    (a HostLink or a JoinLink) while the window is in a network game, else None."""

    link_changed = Signal()
    """A network game started or ended: `link` is another one."""
    status_changed = Signal(object)
    """Where the network game stands: a NetStatus."""
    offered = Signal(str, str)
    """What the other side offers and who offers it: `answer` says yes or no."""
    ended = Signal(object)
    """The host closed the link for good: why, a NetRefusal."""
    failed = Signal(object)
    """A link could not start and is left: a Failure."""
    kept = Signal(object)
    """A joined game's copy was first written to the data folder: its Path."""

    def __init__(
        self, session: GameSession, memory: NetMemory, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.session, self.memory = session, memory
        self.link: NetworkGame | None = None
        self._join_again: Callable[[], None] | None = None  # joins again as the last join did
        self._advertisement: Advertisement | None = None

    # -- questions --------------------------------------------------------------------------

    @property
    def status(self) -> NetStatus | None:
        """Where the network game stands; None out of one."""
        return self.link.status if self.link is not None else None

    @property
    def hosting(self) -> bool:
        """True while this window hosts the network game."""
        return isinstance(self.link, HostLink)

    def in_play(self) -> bool:
        """True while this window plays a seat of a network game that goes on."""
        status = self.status
        return status is not None and status.state in IN_PLAY

    # -- hosting ----------------------------------------------------------------------------

    def host(
        self,
        rules: Rules,
        seats: list[PlayerInfo],
        address: str,
        port: int,
        *,
        relay: str = "",
        control: TimeControl | None = None,
    ) -> HostProblem | None:
        """Host a new game of `rules` with `seats` on `address`:`port`, or through the `relay`
        URL when one is given, under the time `control` if any; why not, or None (a relay's
        refusal comes later, as `failed`)."""
        self.leave()
        link = HostLink(self.session, seats, Game(rules), self, control=control)
        if relay:
            self._host_relay(link, RelayClaim(relay, "", ""))
            return None
        return self._host_on(link, address, port)

    def resume(self) -> HostProblem | None:
        """Host again the game this window hosted when it was closed (or killed), from its kept
        files, on the same address and port (or relay and code), so the joiners, still
        retrying, come back; why not, or None."""
        if self.link is not None:
            return None
        if self.memory.text(WINDOW_FACTS_KEY):
            self._take_up_window_facts()
        if not _flag(self.memory, HOSTING_KEY):
            return None
        try:
            hosted = kept_host_game.load(self.memory.path)
        except ValueError as error:
            log.warning("cannot host the kept game again: %s", error)
            self.memory.set_value(HOSTING_KEY, False)
            return HostProblem(HostProblemKind.KEPT_GAME_UNREADABLE, detail=str(error))
        saved = hosted.record
        link = HostLink(
            self.session, list(saved.players), saved.game, self, tokens=hosted.tokens,
            result=hosted.result, control=hosted.control, used=hosted.used, turn=hosted.turn,
            chat=hosted.chat, created=saved.created,
        )  # fmt: skip
        if hosted.relay is not None:
            self._host_relay(link, hosted.relay)
            return None
        return self._host_on(link, hosted.address, hosted.port)

    def _take_up_window_facts(self) -> None:
        """Write the facts an older window kept in its settings, with the game its autosave
        brought back, as the engine's kept files, for `resume` to read them with the checks the
        terminal's `--resume` makes; they are not kept in the settings any more."""
        facts = self.memory.text(WINDOW_FACTS_KEY)
        self.memory.set_value(WINDOW_FACTS_KEY, "")
        folder = self.memory.path
        game, seats = self.session.game, self.session.players
        try:
            write_text_atomic(folder / kept_host_game.GAME_FILE, record.dumps(game, seats))
            write_text_atomic(folder / kept_host_game.NETWORK_FILE, facts)
        except OSError as error:
            log.warning("cannot keep the hosted game in %s: %s", folder, error)
            return
        self.memory.set_value(HOSTING_KEY, True)

    def _host_relay(self, link: HostLink, claim: RelayClaim) -> None:
        """Host through a relay, taking the claim's code back if it has one."""
        self._attach(link)
        link.through_relay(claim.url, claim.code, claim.token, self.memory.text(RELAY_CA_KEY))
        self._keep_hosted(link)

    def _host_on(self, link: HostLink, address: str, port: int) -> HostProblem | None:
        from engine.net.transport.discovery import Advertisement, DiscoveryError

        self._attach(link)
        problem = link.listen(address, port)
        if problem is not None:
            self.leave()
            return HostProblem(HostProblemKind.CANNOT_LISTEN, port, problem)
        self._keep_hosted(link)
        try:
            # The game by its preset's name (a joiner words it in its own language), as the
            # terminal announces it; the instance name is the host's seat.
            rules = link.host.game.rules
            game = preset_name(rules) or rules.describe()
            self._advertisement = Advertisement(link.host.seats[0].name, address, link.port, game)
        except DiscoveryError as error:
            self.session.report(Problem(ProblemKind.NETWORK, str(error)))
        return None

    def _keep_hosted(self, link: HostLink) -> None:
        """Keep the hosted game in the data folder as it goes; once it is kept, a window
        opened again hosts it again."""
        if not self.memory.writable:
            return
        keeper = HostKeeper(link, self.memory.path, link)
        keeper.first_kept.connect(partial(self.memory.set_value, HOSTING_KEY, True))
        keeper.keep()

    # -- joining ----------------------------------------------------------------------------

    def join(
        self, host: str, port: int, name: str, *, watch: bool = False, token: str | None = None
    ) -> None:
        """Join the game hosted on `host`:`port` as `name` (or only watch; with the seat
        `token` of an earlier join, take that seat back)."""
        self.leave()
        link = JoinLink(self.session, name, watch=watch, token=token, parent=self)
        self._join_again = partial(self.join, host, port, name, watch=watch, token=token)
        self._attach(link)
        link.connect_to(host, port)
        self._keep_joined(link)

    def join_relay(
        self, url: str, code: str, name: str, *, watch: bool = False, token: str | None = None
    ) -> None:
        """Join the game with the invite `code` on the relay at `url` as `name`."""
        self.leave()
        link = JoinLink(self.session, name, watch=watch, token=token, parent=self)
        self._join_again = partial(self.join_relay, url, code, name, watch=watch, token=token)
        self._attach(link)
        link.connect_relay(url, code, self.memory.text(RELAY_CA_KEY))
        self._keep_joined(link)

    def retry_join(self) -> None:
        """Join again as the last join did (after a Failure with `retry`)."""
        if self._join_again is not None:
            self._join_again()

    def _keep_joined(self, link: JoinLink) -> None:
        """Keep the joined game's copy in the data folder as it goes; once it is kept, a
        window opened again offers to join it again."""
        if not self.memory.writable:
            return
        keeper = JoinKeeper(link, self.memory.path, link)
        keeper.first_kept.connect(self._on_join_kept)

    def _on_join_kept(self, path: Path) -> None:
        self.memory.set_value(JOINED_KEY, True)
        self.kept.emit(path)

    # -- the joined game kept when the window closed ----------------------------------------

    def kept_join(self) -> Joined | None:
        """The joined game this window was in when it closed (not left on purpose), to offer
        to join again; None when there is none (a damaged copy is forgotten)."""
        if self.link is not None or not _flag(self.memory, JOINED_KEY):
            return None
        try:
            return kept_join_game.load(self.memory.path)
        except ValueError as error:
            log.warning("cannot join the kept game again: %s", error)
            self.memory.set_value(JOINED_KEY, False)
            return None

    def rejoin(self, joined: Joined) -> None:
        """Join the kept game `joined` again, taking its seat back."""
        target = joined.target
        if target.relay:
            self.join_relay(
                target.relay, target.code, joined.name, watch=joined.watch, token=joined.token
            )
        else:
            self.join(
                target.address, target.port, joined.name, watch=joined.watch, token=joined.token
            )

    def forget_kept_join(self) -> Path:
        """The kept game is not joined again: the next window does not ask. Its copy's path,
        to open it instead."""
        self.memory.set_value(JOINED_KEY, False)
        return kept_game(self.memory.path)

    def play_here(self) -> None:
        """The window goes on with the game it has as a local one: a seat that was played on
        another machine is a person's here."""
        players = self.session.players
        if any(p.is_remote for p in players):
            self.session.set_players(
                [replace(p, kind=SeatKind.HUMAN, level=None) if p.is_remote else p
                 for p in players]
            )  # fmt: skip

    # -- in the game ------------------------------------------------------------------------

    def offer(self, what: str) -> None:
        """Offer `what` ("draw", "rematch") to the other players."""
        if self.link is not None:
            self.link.offer(what)

    def resign(self) -> None:
        """Resign this window's seat."""
        if self.link is not None:
            self.link.resign()

    def answer(self, accept: bool) -> None:
        """Answer the open offer for this window's player."""
        if self.link is not None:
            self.link.answer(accept)

    # -- leaving ----------------------------------------------------------------------------

    def leave(self) -> None:
        """End the network game on purpose; the position stays in the window as a local game,
        and a window opened again neither hosts nor joins it again."""
        self.memory.set_value(HOSTING_KEY, False)
        self.memory.set_value(JOINED_KEY, False)
        self.shut(for_good=True)

    def shut(self, *, for_good: bool = False) -> None:
        """Close the connections as the window closes; a kept game is taken up again when the
        window opens again (`for_good`: it is not, and a relay may forget its code)."""
        if self._advertisement is not None:
            self._advertisement.close()
            self._advertisement = None
        link = self.link
        if link is None:
            return
        if isinstance(link, HostLink) and not for_good:
            link.step_away()  # kept before the signals stop: the clock as the host left it
        link.blockSignals(True)  # nothing it says after this is for the window
        if isinstance(link, HostLink):
            link.close(for_good=for_good)
        else:
            link.close()
        link.deleteLater()
        self.link = None
        # The position stays as a local game: whoever played remotely is a person here.
        self.session.set_players(
            [PlayerInfo(p.name, SeatKind.HUMAN) if p.is_remote else p for p in self.session.players]
        )
        self.link_changed.emit()

    def _attach(self, link: NetworkGame) -> None:
        self.link = link
        link.status_changed.connect(self.status_changed)
        link.log_line.connect(self._on_log)
        link.offered.connect(self.offered)
        link.ended.connect(self.ended)
        link.failed.connect(self._on_failed)
        self.link_changed.emit()

    def _on_log(self, line: str) -> None:
        log.info("network: %s", line)

    def _on_failed(self, problem: LinkProblem) -> None:
        """The link could not start (nothing answers, a relay refused): leave it and say why;
        a join may be tried again at once."""
        link = self.sender()
        if self.link is None or link is not self.link:
            return  # a link left since
        retry = isinstance(link, JoinLink)
        copy = self._copy_of(link)
        self.leave()
        self.failed.emit(Failure(problem, retry, copy))

    def _copy_of(self, link: NetworkGame) -> Path | None:
        """The kept copy of the game `link` was joining again (with its seat token), if any:
        when its host is gone for good, the player may open it instead."""
        if not isinstance(link, JoinLink) or link.join.token is None:
            return None
        copy = kept_game(self.memory.path)
        return copy if copy.exists() else None
