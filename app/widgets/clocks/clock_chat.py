"""The window's clocks and chat in a network game: the time control chosen in the Host dialog
(app.widgets.clocks.clock_control), and a small dock showing each
seat's time left (counted down between the host's words) over the chat lines, with a line edit
to say something and a mute. Chat lines are plain text: a "<b>" shows as typed, never as markup."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.model.net.network_game import NetworkGame
from app.widgets.words import tr
from engine.clocks import clock_text
from engine.net.protocol.chat import MAX_CHAT

CLOCK_REFRESH_MS = 200


class ChatDock(QDockWidget):
    """The clocks and the chat of one network game. `announce` shows a new line in the
    status bar; `mute` hides others' lines while checked."""

    def __init__(self, parent: QWidget, announce: Callable[[str], None]) -> None:
        super().__init__(tr("Chat"), parent)
        self.setObjectName("chat-dock")
        self.announce = announce
        self.link: NetworkGame | None = None
        body = QWidget(self)
        self.clocks = QLabel(body)
        self.clocks.setObjectName("chat-clocks")
        self.clocks.setTextFormat(Qt.TextFormat.PlainText)
        self.lines = QPlainTextEdit(body)  # plain text only: markup is shown as typed
        self.lines.setObjectName("chat-lines")
        self.lines.setReadOnly(True)
        self.lines.setMaximumBlockCount(500)
        self.entry = QLineEdit(body)
        self.entry.setObjectName("chat-entry")
        self.entry.setMaxLength(MAX_CHAT)
        self.entry.setPlaceholderText(tr("Say something to the other players"))
        self.entry.setAccessibleName(tr("Chat"))
        self.lines.setAccessibleName(tr("Chat"))
        self.clocks.setAccessibleName(tr("Clocks"))
        # What happens to a clock when a player drops, as the servers players know keep it.
        self.clocks.setToolTip(
            tr(
                "A player who drops keeps their clock: it runs on their turn and stops on the "
                "others'. While the host is away, its clock runs on its turn and the others' "
                "clocks wait."
            )
        )
        self.entry.returnPressed.connect(self._send)
        layout = QVBoxLayout(body)
        layout.addWidget(self.clocks)
        layout.addWidget(self.lines)
        layout.addWidget(self.entry)
        self.setWidget(body)
        self.mute = QAction(tr("&Mute chat"), self)
        self.mute.setObjectName("network-mute")
        self.mute.setCheckable(True)
        self._timer = QTimer(self, interval=CLOCK_REFRESH_MS)
        self._timer.timeout.connect(self.show_clocks)

    def attach(self, link: NetworkGame, names: Callable[[], list[str]]) -> None:
        """Show the clocks and chat of `link`, naming seats with `names`."""
        self.link, self._names = link, names
        self.lines.clear()
        for name, text in link.earlier_chat():
            self.lines.appendPlainText(tr("%1: %2").replace("%1", name).replace("%2", text))
        link.chat_heard.connect(self._heard)
        self._timer.start()
        self.show_clocks()
        self.show()

    def stop(self) -> None:
        """The network game is closed with the window: nothing more to show, the dock left as
        it is for the window's kept state."""
        self.link = None
        self._timer.stop()

    def detach(self) -> None:
        """The network game ended: hide the dock."""
        self.stop()
        self.hide()

    def show_clocks(self) -> None:
        """Each seat's time left, the running one marked with ▶."""
        times = self.link.clocks() if self.link is not None else None
        self.clocks.setVisible(times is not None)
        if times is None:
            return
        left, running = times
        names = self._names()
        parts = [
            ("▶ " if seat == running else "") + _seat_clock(names[seat], seconds)
            for seat, seconds in enumerate(left)
            if seat < len(names)
        ]
        self.clocks.setText("   ".join(parts))

    def _heard(self, name: str, text: str) -> None:
        if self.mute.isChecked():
            return
        line = tr("%1: %2").replace("%1", name).replace("%2", text)
        self.lines.appendPlainText(line)
        self.announce(tr("%1 says: %2").replace("%1", name).replace("%2", text))

    def _send(self) -> None:
        text = self.entry.text()
        if self.link is None or not text.strip():
            return
        self.entry.clear()
        self.link.say(text)


def _seat_clock(name: str, seconds: float) -> str:
    """A seat's name and time left, "Hana 4:59", or in words once its time ran out."""
    if seconds <= 0:
        return tr("%1: time ran out").replace("%1", name)
    return f"{name} {clock_text(seconds)}"
