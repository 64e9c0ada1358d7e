"""A window restarted after it joined a network game (closed, or killed, while in it; not left on
purpose) asks whether to join that game again, taking the same seat back with the kept seat
token, or to open the copy it kept in the data folder (`app.model.net.kept_join_window`). "Not now"
forgets the question; the copy stays among the recent files. What each answer does is the
model's (`NetPlay`); this asks."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox

from app.widgets.network.net_menu import NetworkMenu
from app.widgets.words import tr
from engine.net.kept_join_game import Joined


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
    """Ask, if this window was in a joined game when it closed, and have the model do what the
    player says: join again, open the copy (`open_path`), or play on here."""
    play = menu.play
    joined = play.kept_join()
    if joined is None:
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
    if chosen is again:
        play.rejoin(joined)
        return
    path = play.forget_kept_join()
    if chosen is copy:
        open_path(str(path))
    else:
        play.play_here()
