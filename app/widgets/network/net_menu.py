"""Game → Play over the network: the submenu and its dialogs, the questions a network game asks
(the other side's offers, a link that could not start, closing mid-game) and the status line
saying who is where. What they do is the model's (`app.model.net.net_play.NetPlay`: hosting,
joining, keeping, resuming and leaving); this asks and shows.

Hosting and joining replace the game in the window, so they ask first, as New game does, when
the game in progress is not saved. While a network game waits for someone else (a player to
join, a move played on another machine) the status line says so by name and the window's own
turn line steps aside."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMenu, QMessageBox

from app.model.data.data_folder import DataFolder
from app.model.net.net_play import RELAY_CA_KEY, Failure, HostProblem, HostProblemKind, NetPlay
from app.model.net.net_status import NetStatus
from app.model.net.network_game import NetworkGame
from app.model.session.game_session import GameSession
from app.widgets.clocks.clock_chat import ChatDock
from app.widgets.words import tr
from app.widgets.words.net_words import closed_text, offer_question, problem_text, status_text
from app.widgets.words.seat_words import seat_names
from engine.in_play.seats import is_default_name
from engine.net import NetRefusal
from engine.players import SeatKind

RELAY_KEY = "network/relay"
"""The relay URL last used (empty: LAN only, the default)."""
NAME_KEY = "network/name"
"""The name last typed to join a game with (empty: the joined seat's own name)."""


class NetworkMenu(QObject):
    """The submenu, its actions (object names `network-host`, `network-join`,
    `network-leave`) and the network game of one window, `play`. `status` shows where the
    network game stands, `turn` is the window's own turn line, and `may_replace` asks whether
    the game in progress may be replaced."""

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
        self.play = NetPlay(session, data, self)
        self.menu = QMenu(tr("Play over the &network"), window)
        self.host_action = self._action(tr("&Host a game…"), "network-host", self.host_dialog)
        self.join_action = self._action(tr("&Join a game…"), "network-join", self.join_dialog)
        self.menu.addSeparator()
        self.draw_action = self._action(
            tr("Offer a &draw"), "network-draw", lambda: self.play.offer("draw")
        )
        self.rematch_action = self._action(
            tr("Offer a &rematch"), "network-rematch", lambda: self.play.offer("rematch")
        )
        self.resign_action = self._action(tr("Re&sign"), "network-resign", self.play.resign)
        self.leave_action = self._action(tr("&Leave the network game"), "network-leave", self.leave)
        self.chat = ChatDock(window, lambda text: window.statusBar().showMessage(text, 8000))
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.chat)
        self.chat.hide()
        self._shutting = False  # the window closes: its docks are kept as they are
        self.menu.addAction(self.chat.mute)
        # The address or invite code in the status line is to be copied and sent to a friend.
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.play.link_changed.connect(self._on_link_changed)
        self.play.status_changed.connect(self._on_status)
        self.play.offered.connect(self._on_offered)
        self.play.ended.connect(self._on_ended)
        self.play.failed.connect(self._on_failed)
        self.play.kept.connect(self.kept)
        self._pull_actions()

    @property
    def link(self) -> NetworkGame | None:
        """The network game's link, None out of one."""
        return self.play.link

    def _action(self, text: str, name: str, slot: Callable[[], None]) -> QAction:
        action = QAction(text, self.window)
        action.setObjectName(name)
        action.triggered.connect(slot)
        self.menu.addAction(action)
        return action

    def _pull_actions(self) -> None:
        in_game = self.play.link is not None
        for action in (self.draw_action, self.rematch_action, self.resign_action):
            action.setEnabled(in_game)
        self.leave_action.setEnabled(in_game)

    def may_close(self) -> bool:
        """True when the window may close: it plays in no network game that goes on, or the
        player says to close it anyway (the game is kept either way, as it was)."""
        if not self.play.in_play():
            return True
        text = (
            tr(
                "The network game goes on. Close the window? The game is hosted again when "
                "the window opens; the other players wait until then."
            )
            if self.play.hosting
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
            problem = self.play.host(
                dialog.rules(), dialog.players(), "", dialog.port.value(), relay=relay,
                control=dialog.clock.control(),
            )  # fmt: skip
            if problem is not None:
                QMessageBox.warning(self.window, tr("Host a game"), host_problem_text(problem))

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
            watch = dialog.watch.isChecked()
            if invite is not None:
                self.data.set_value(RELAY_KEY, invite[0])
                self.data.set_value(RELAY_CA_KEY, dialog.ca.file())
                self.play.join_relay(invite[0], invite[1], name, watch=watch)
            elif target is not None:
                self.play.join(target[0], target[1], name, watch=watch)

    # -- what the window asks of the model ---------------------------------------------------

    def resume(self) -> str | None:
        """Host again the game this window hosted when it was closed (or killed); why not, in
        words, or None."""
        problem = self.play.resume()
        if self.play.link is None:
            self.chat.detach()  # the window's kept state may show it: no game to chat in
        return None if problem is None else host_problem_text(problem)

    def leave(self) -> None:
        """End the network game; the position stays in the window as a local game."""
        self.play.leave()

    def shut(self) -> None:
        """Close the connections as the window closes; the game is taken up again when the
        window opens again. The chat dock stays as it is, so the window's state kept as it
        closes holds its place and size: hidden first, it would come back squeezed in beside
        the Slices dock when the game is hosted or joined again."""
        self._shutting = True
        self.play.shut()

    # -- what the model says -----------------------------------------------------------------

    def _on_link_changed(self) -> None:
        link = self.play.link
        if link is None:
            self.label.setText("")
            self.turn.setVisible(True)
            if self._shutting:
                self.chat.stop()
            else:
                self.chat.detach()
        else:
            self.chat.attach(link, lambda: seat_names(self.session))
        self._pull_actions()

    def _on_status(self, status: NetStatus) -> None:
        self.label.setText(status_text(status))
        self.status_said.emit(self.label.text())
        self.turn.setVisible(status.local_turn)

    def _on_offered(self, what: str, name: str) -> None:
        text = offer_question(what, name)
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        answer = QMessageBox.question(self.window, tr("Network game"), text, buttons)
        self.play.answer(answer == QMessageBox.StandardButton.Yes)

    def _on_ended(self, why: NetRefusal) -> None:
        text = closed_text(why, seat_names(self.session))
        QMessageBox.warning(self.window, tr("Network game"), text)

    def _on_failed(self, failure: Failure) -> None:
        """The link could not start and was left: say why, offering to join again (or to
        open the kept copy of the game being joined again)."""
        buttons = QMessageBox.StandardButton
        choices = buttons.Retry | buttons.Cancel if failure.retry else buttons.Ok
        text = problem_text(failure.problem)
        if failure.copy is not None:
            choices |= buttons.Open
            text = tr("%1\n\nThe copy of the game kept here can be opened instead.").replace(
                "%1", text
            )
        answer = QMessageBox.warning(self.window, tr("Network game"), text, choices)
        if failure.retry and answer == buttons.Retry:
            self.play.retry_join()
        elif failure.copy is not None and answer == buttons.Open:
            self.open_copy.emit(failure.copy)


def host_problem_text(problem: HostProblem) -> str:
    """Why a game cannot be hosted, in the player's language."""
    if problem.kind is HostProblemKind.CANNOT_LISTEN:
        text = tr("Cannot listen on port %1: %2")
        return text.replace("%1", str(problem.port)).replace("%2", problem.detail)
    return tr("The network game could not be resumed: its settings are damaged.")
