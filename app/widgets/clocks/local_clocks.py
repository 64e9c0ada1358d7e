"""Both clocks of a local game under a time control, in the status bar: each seat's time left,
the running one marked with ▶ (as the Chat dock shows a network game's), counted down by a
timer while the game goes on. Hidden for a game without a clock and in a network game, whose
clocks the Chat dock shows."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QStatusBar

from app.model.session.game_session import GameSession
from app.widgets.words.seat_words import seat_names
from engine.clocks import clock_text

REFRESH_MS = 200


class LocalClocks(QLabel):
    """The clocks label; `pull` shows the clocks as they stand."""

    def __init__(self, session: GameSession, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.session = session
        self.setObjectName("local-clocks")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._timer = QTimer(self, interval=REFRESH_MS)
        self._timer.timeout.connect(self.pull)
        for signal in (session.changed, session.reset, session.players_changed):
            signal.connect(self.pull)
        bar.addPermanentWidget(self)
        self.pull()

    def pull(self) -> None:
        """Each seat's time left, the running one marked; hidden without a local clock."""
        times = self.session.clock.snapshot()
        if times is None or self.session.refereed:
            self._timer.stop()
            self.hide()
            return
        left, running = times
        names = seat_names(self.session)
        self.setText(
            "   ".join(
                ("▶ " if seat == running else "") + f"{names[seat]} {clock_text(seconds)}"
                for seat, seconds in enumerate(left)
                if seat < len(names)
            )
        )
        self.setToolTip(self.text())
        self.show()
        if running is None:
            self._timer.stop()
        elif not self._timer.isActive():
            self._timer.start()
