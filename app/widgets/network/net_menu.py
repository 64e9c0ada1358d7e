"""Game → Play over the network: hosting, joining and leaving from the window, the answers to
the other side's offers, and the status line saying who is where.

Hosting and joining replace the game in the window, so they ask first, as New game does, when
the game in progress is not saved. While a network game waits for someone else (a player to
join, a move played on another machine) the status line says so by name and the window's own
turn line steps aside."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMenu, QMessageBox

from app.model.data.data_folder import DataFolder
from app.model.net.join_link import JoinLink
from app.model.net.kept_join_window import JoinKeeper, kept_game
from app.model.net.net_status import LinkProblem, NetState, NetStatus
from app.model.net.network_game import HostLink, NetworkGame
from app.model.session.game_session import GameSession
from app.model.session.notices import Problem, ProblemKind
from app.model.session.seats import is_default_name
from app.widgets.clocks.clock_chat import ChatDock
from app.widgets.words import tr
from app.widgets.words.net_words import closed_text, offer_question, problem_text, status_text
from app.widgets.words.seat_words import seat_names
from engine import Game, Rules
from engine.clocks import TimeControl, TimeControlError
from engine.net import NetRefusal
from engine.net.kept_host_game import RelayClaim
from engine.net.protocol.rounds import Result
from engine.players import PlayerInfo, SeatKind

if TYPE_CHECKING:
    from engine.net.transport.discovery import Advertisement

log = logging.getLogger(__name__)
HOSTED_KEY = "network/hosted"
RELAY_KEY = "network/relay"
"""The relay URL last used (empty: LAN only, the default)."""
JOINED_KEY = "network/joined"
"""True while this window is in a game it joined (kept when it closes, not when it leaves)."""
NAME_KEY = "network/name"
"""The name last typed to join a game with (empty: the joined seat's own name)."""
RELAY_CA_KEY = "network/relay-ca"
"""The CA certificate file a wss:// relay's certificate is checked against (empty: the
system's trusted certificates)."""


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


class NetworkMenu(QObject):
    """The submenu, its actions (object names `network-host`, `network-join`,
    `network-leave`) and the network game of one window. `status` shows where the network game
    stands, `turn` is the window's own turn line, and `may_replace` asks whether the game in
    progress may be replaced."""

    kept = Signal(object)
    """A joined game's copy was first written to the data folder: its Path."""
    open_copy = Signal(object)
    """The player asked to open the joined game's copy (its Path) instead of joining it."""
    status_said = Signal(str)  # the network status, as the label shows it (screen readers)

    def __init__(
        self,
        window: QMainWindow,
        session: GameSession,
        status: QLabel,
        data: DataFolder,
        *,
        turn: QLabel,
        may_replace: Callable[[], bool],
    ) -> None:
        super().__init__(window)
        self.window, self.session, self.label, self.data = window, session, status, data
        self.turn, self.may_replace = turn, may_replace
        self.link: NetworkGame | None = None
        self._rejoin: Callable[[], None] | None = None  # joins again as the last join did
        self._advertisement: Advertisement | None = None
        self.menu = QMenu(tr("Play over the &network"), window)
        self.host_action = self._action(tr("&Host a game…"), "network-host", self.host_dialog)
        self.join_action = self._action(tr("&Join a game…"), "network-join", self.join_dialog)
        self.menu.addSeparator()
        self.draw_action = self._action(tr("Offer a &draw"), "network-draw", self.offer_draw)
        self.rematch_action = self._action(
            tr("Offer a &rematch"), "network-rematch", self.offer_rematch
        )
        self.resign_action = self._action(tr("Re&sign"), "network-resign", self.resign)
        self.leave_action = self._action(tr("&Leave the network game"), "network-leave", self.leave)
        self.chat = ChatDock(window, lambda text: window.statusBar().showMessage(text, 8000))
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.chat)
        self.chat.hide()
        self.menu.addAction(self.chat.mute)
        # The address or invite code in the status line is to be copied and sent to a friend.
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._pull_actions()

    def _action(self, text: str, name: str, slot: object) -> QAction:
        action = QAction(text, self.window)
        action.setObjectName(name)
        action.triggered.connect(slot)
        self.menu.addAction(action)
        return action

    def offer_draw(self) -> None:
        if self.link is not None:
            self.link.offer("draw")

    def offer_rematch(self) -> None:
        if self.link is not None:
            self.link.offer("rematch")

    def resign(self) -> None:
        if self.link is not None:
            self.link.resign()

    def _pull_actions(self) -> None:
        for action in (self.draw_action, self.rematch_action, self.resign_action):
            action.setEnabled(self.link is not None)
        self.leave_action.setEnabled(self.link is not None)

    def may_close(self) -> bool:
        """True when the window may close: it plays in no network game that goes on, or the
        player says to close it anyway (the game is kept either way, as it was)."""
        status = self.link.status if self.link is not None else None
        if status is None or status.state not in IN_PLAY:
            return True
        text = (
            tr(
                "The network game goes on. Close the window? The game is hosted again when "
                "the window opens; the other players wait until then."
            )
            if isinstance(self.link, HostLink)
            else tr(
                "The network game goes on. Close the window? The game is kept, and the window "
                "asks whether to join it again when it opens."
            )
        )
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self.window, tr("Network game"), text, buttons.Close | buttons.Cancel, buttons.Cancel
        )
        return bool(answer == buttons.Close)

    # -- the dialogs -------------------------------------------------------------------------

    def host_dialog(self) -> None:
        if not self.may_replace():
            return
        # The dialogs, their discovery on the LAN (zeroconf) and the relay's address check
        # load when first asked for, not with the window.
        from app.widgets.network.net_dialogs import HostDialog

        dialog = HostDialog(
            self.session.rules,
            self.window,
            relay=self.data.text(RELAY_KEY),
            ca=self.data.text(RELAY_CA_KEY),
        )
        if dialog.exec() == QDialog.DialogCode.Accepted:
            relay = dialog.relay_url()
            self.data.set_value(RELAY_KEY, relay)
            self.data.set_value(RELAY_CA_KEY, dialog.ca.file())
            problem = self.host(
                dialog.rules(), dialog.players(), "", dialog.port.value(), relay=relay,
                control=dialog.clock.control(),
            )  # fmt: skip
            if problem is not None:
                QMessageBox.warning(self.window, tr("Host a game"), problem)

    def join_dialog(self) -> None:
        if not self.may_replace():
            return
        # A name of the player's own, or the one typed the last time; never the name of a seat
        # here ("Player 1"), which is not the seat the host gives: left empty, the joiner is
        # called by the seat it takes.
        mine = next((p for p in self.session.players if p.kind == SeatKind.HUMAN), None)
        own = mine.name if mine is not None and not is_default_name(mine.name) else ""
        from app.widgets.network.net_dialogs import JoinDialog

        dialog = JoinDialog(
            own or self.data.text(NAME_KEY),
            self.window,
            relay=self.data.text(RELAY_KEY),
            ca=self.data.text(RELAY_CA_KEY),
        )
        if dialog.exec() == QDialog.DialogCode.Accepted:
            name = dialog.name.text().strip()
            if name:
                self.data.set_value(NAME_KEY, name)
            invite, target = dialog.invite(), dialog.target()
            if invite is not None:
                self.data.set_value(RELAY_KEY, invite[0])
                self.data.set_value(RELAY_CA_KEY, dialog.ca.file())
                self.join_relay(invite[0], invite[1], name, watch=dialog.watch.isChecked())
            elif target is not None:
                self.join(target[0], target[1], name, watch=dialog.watch.isChecked())

    # -- what they do ------------------------------------------------------------------------

    def host(
        self,
        rules: Rules,
        seats: list[PlayerInfo],
        address: str,
        port: int,
        *,
        relay: str = "",
        control: TimeControl | None = None,
    ) -> str | None:
        """Host a new game of `rules` with `seats` on `address`:`port`, or through the `relay`
        URL when one is given, under the time `control` if any; why not, or None (a relay's
        refusal comes later)."""
        self.leave()
        link = HostLink(self.session, seats, Game(rules), self, control=control)
        if relay:
            self._host_relay(link, RelayClaim(relay, "", ""))
            return None
        return self._host_on(link, address, port)

    def resume(self) -> str | None:
        """Host again the game this window hosted when it was closed (or killed), on the same
        address and port, so the joiners, still retrying, come back; why not, or None."""
        saved = self.data.text(HOSTED_KEY)
        if not saved or self.link is not None:
            return None
        try:
            facts = json.loads(saved)
            address, port = str(facts["address"]), int(facts["port"])
            tokens = {int(seat): str(token) for seat, token in facts["tokens"].items()}
            control, used = _saved_clock(facts.get("clock"), self.session.game.ply)
        except (ValueError, TypeError, KeyError, AttributeError, TimeControlError):
            self.data.set_value(HOSTED_KEY, "")
            return tr("The network game could not be resumed: its settings are damaged.")
        game = self.session.game
        result = Result.from_data(facts.get("result"), game.rules.players)
        link = HostLink(
            self.session, list(self.session.players), game, self, tokens=tokens, result=result,
            control=control, used=used,
        )  # fmt: skip
        claim = RelayClaim.from_data(facts.get("relay"))
        if claim is not None:
            self._host_relay(link, claim)
            return None
        return self._host_on(link, address, port)

    def _host_relay(self, link: HostLink, claim: RelayClaim) -> None:
        """Host through a relay, taking the claim's code back if it has one."""
        self._attach(link)
        link.changed.connect(self._save_facts)
        link.through_relay(claim.url, claim.code, claim.token, self.data.text(RELAY_CA_KEY))
        self._save_facts()

    def _host_on(self, link: HostLink, address: str, port: int) -> str | None:
        from engine.net.transport.discovery import Advertisement, DiscoveryError

        self._attach(link)
        link.changed.connect(self._save_facts)
        problem = link.listen(address, port)
        if problem is not None:
            self.leave()
            return (
                tr("Cannot listen on port %1: %2").replace("%1", str(port)).replace("%2", problem)
            )
        try:
            title = f"{link.host.seats[0].name}: {link.host.game.rules.describe()}"
            self._advertisement = Advertisement(title, address, link.port, title)
        except DiscoveryError as error:
            self.session.report(Problem(ProblemKind.NETWORK, str(error)))
        self._save_facts()
        return None

    def _save_facts(self) -> None:
        if isinstance(self.link, HostLink):
            self.data.set_value(HOSTED_KEY, json.dumps(self.link.facts()))

    def join(
        self, host: str, port: int, name: str, *, watch: bool = False, token: str | None = None
    ) -> None:
        """Join the game hosted on `host`:`port` as `name` (or only watch; with the seat
        `token` of an earlier join, take that seat back)."""
        self.leave()
        link = JoinLink(self.session, name, watch=watch, token=token, parent=self)
        self._rejoin = partial(self.join, host, port, name, watch=watch, token=token)
        self._attach(link)
        link.connect_to(host, port)
        self._keep(link)

    def join_relay(
        self, url: str, code: str, name: str, *, watch: bool = False, token: str | None = None
    ) -> None:
        """Join the game with the invite `code` on the relay at `url` as `name`."""
        self.leave()
        link = JoinLink(self.session, name, watch=watch, token=token, parent=self)
        self._rejoin = partial(self.join_relay, url, code, name, watch=watch, token=token)
        self._attach(link)
        link.connect_relay(url, code, self.data.text(RELAY_CA_KEY))
        self._keep(link)

    def _keep(self, link: JoinLink) -> None:
        """Keep the joined game's copy in the data folder as it goes, and remember that this
        window is in it, for a restarted window to offer to join it again."""
        if not self.data.writable:
            return
        keeper = JoinKeeper(link, self.data.path, link)
        keeper.first_kept.connect(self.kept)
        self.data.set_value(JOINED_KEY, True)

    def leave(self) -> None:
        """End the network game; the position stays in the window as a local game."""
        self.data.set_value(HOSTED_KEY, "")
        self.data.set_value(JOINED_KEY, False)
        self.shut(for_good=True)

    def shut(self, *, for_good: bool = False) -> None:
        """Close the connections as the window closes; a hosted game is resumed when the
        window opens again (`for_good`: it is not, and a relay may forget its code)."""
        if self._advertisement is not None:
            self._advertisement.close()
            self._advertisement = None
        if self.link is not None:
            self.link.blockSignals(True)  # nothing it says after this is for the window
            if isinstance(self.link, HostLink):
                self.link.changed.disconnect(self._save_facts)
                self.link.close(for_good=for_good)
            else:
                self.link.close()
            self.link.deleteLater()
            self.link = None
            # The position stays as a local game: whoever played remotely is a person here.
            self.session.set_players(
                [
                    PlayerInfo(p.name, SeatKind.HUMAN) if p.is_remote else p
                    for p in self.session.players
                ]
            )
        self.label.setText("")
        self.turn.setVisible(True)
        self.chat.detach()
        self._pull_actions()

    def _attach(self, link: NetworkGame) -> None:
        self.link = link
        self.chat.attach(link, lambda: seat_names(self.session))
        link.status_changed.connect(self._on_status)
        link.log_line.connect(self._on_log)
        link.offered.connect(self._on_offered)
        link.ended.connect(self._on_ended)
        link.failed.connect(self._on_failed)
        self._pull_actions()

    def _on_status(self, status: NetStatus) -> None:
        self.label.setText(status_text(status))
        self.status_said.emit(self.label.text())
        self.turn.setVisible(status.local_turn)

    def _on_log(self, line: str) -> None:
        log.info("network: %s", line)

    def _on_offered(self, what: str, name: str) -> None:
        text = offer_question(what, name)
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        answer = QMessageBox.question(self.window, tr("Network game"), text, buttons)
        if self.link is not None:
            self.link.answer(answer == QMessageBox.StandardButton.Yes)

    def _on_ended(self, why: NetRefusal) -> None:
        text = closed_text(why, seat_names(self.session))
        QMessageBox.warning(self.window, tr("Network game"), text)

    def _on_failed(self, problem: LinkProblem) -> None:
        """The link could not start (nothing answers, a relay refused): end it and say why;
        a join may be tried again at once."""
        if self.link is None or self.sender() is not self.link:
            return  # a link left since
        rejoin = self._rejoin if isinstance(self.link, JoinLink) else None
        copy = self._copy_of(self.link)
        self.leave()
        buttons = QMessageBox.StandardButton
        choices = buttons.Retry | buttons.Cancel if rejoin is not None else buttons.Ok
        text = problem_text(problem)
        if copy is not None:
            choices |= buttons.Open
            text = tr("%1\n\nThe copy of the game kept here can be opened instead.").replace(
                "%1", text
            )
        answer = QMessageBox.warning(self.window, tr("Network game"), text, choices)
        if rejoin is not None and answer == buttons.Retry:
            rejoin()
        elif copy is not None and answer == buttons.Open:
            self.open_copy.emit(copy)

    def _copy_of(self, link: NetworkGame) -> Path | None:
        """The kept copy of the game `link` was joining again (with its seat token), if any:
        when its host is gone for good, the player may open it instead."""
        if not isinstance(link, JoinLink) or link.join.token is None:
            return None
        copy = kept_game(self.data.path)
        return copy if copy.exists() else None


def _saved_clock(data: object, moves: int) -> tuple[TimeControl | None, tuple[float, ...]]:
    """The time control and each move's seconds kept with a hosted game (none: no clock);
    raises ValueError or TimeControlError when they are damaged."""
    if data is None:
        return None, ()
    if not isinstance(data, dict):
        raise ValueError("clock")
    used = data["used"]
    if not isinstance(used, list) or len(used) != moves:
        raise ValueError("clock")
    seconds = tuple(float(x) for x in used)
    return TimeControl.parse(str(data["control"])), seconds
