"""A window restarted after it joined a network game (closed, or killed, while in it; not left on
purpose) asks whether to join that game again, taking the same seat back with the kept seat
token, or to open the copy it kept in the data folder (`app.model.net.kept_join_window`). "Not now"
forgets the question; the copy stays among the recent files."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtWidgets import QMessageBox

from app.model.net.kept_join_window import kept_game
from app.widgets.network.net_menu import JOINED_KEY, NetworkMenu
from app.widgets.words import tr
from engine.net import kept_join_game
from engine.net.kept_join_game import Joined
from engine.players import SeatKind


def question(joined: Joined) -> str:
    """The question about the joined game `joined`, naming where its host is."""
    target = joined.target
    if target.relay:
        text = tr(
            "When hyperrow closed, you were in the network game with the invite code %1 on "
            "the relay %2. Join it again, or open the copy kept here?"
        )
        return text.replace("%1", target.code).replace("%2", target.relay)
    text = tr(
        "When hyperrow closed, you were in the network game hosted on %1. Join it again, or "
        "open the copy kept here?"
    )
    return text.replace("%1", f"{target.address}:{target.port}")


def offer_rejoin(menu: NetworkMenu, open_path: Callable[[str], bool]) -> None:
    """Ask, if this window was in a joined game when it closed, and do what the player says:
    join again (`menu`), open the copy (`open_path`), or nothing."""
    data = menu.data
    if data.value(JOINED_KEY) not in (True, "true") or menu.link is not None:
        return
    try:
        joined = kept_join_game.load(data.path)
    except ValueError:
        data.set_value(JOINED_KEY, False)
        return
    box = QMessageBox(menu.window)
    box.setObjectName("rejoin-offer")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(tr("Network game"))
    box.setText(question(joined))
    again = box.addButton(tr("&Join again"), QMessageBox.ButtonRole.AcceptRole)
    again.setObjectName("rejoin")
    copy = box.addButton(tr("&Open the copy"), QMessageBox.ButtonRole.ActionRole)
    copy.setObjectName("open-copy")
    later = box.addButton(tr("Not now"), QMessageBox.ButtonRole.RejectRole)
    later.setObjectName("not-now")
    box.setDefaultButton(again)
    box.exec()
    chosen = box.clickedButton()
    box.deleteLater()
    target, name = joined.target, joined.name
    if chosen is again and target.relay:
        menu.join_relay(target.relay, target.code, name, watch=joined.watch, token=joined.token)
    elif chosen is again:
        menu.join(target.address, target.port, name, watch=joined.watch, token=joined.token)
    else:
        data.set_value(JOINED_KEY, False)
        if chosen is copy:
            open_path(str(kept_game(data.path)))
        else:
            play_here(menu)


def play_here(menu: NetworkMenu) -> None:
    """The window goes on with the game it restored as a local one: a seat that was played on
    another machine is a person's here (as when a network game is left)."""
    session = menu.session
    if any(p.is_remote for p in session.players):
        session.set_players(
            [replace(p, kind=SeatKind.HUMAN, level=None) if p.is_remote else p
             for p in session.players]
        )  # fmt: skip
