"""The players' strip above the board: a card for each seat from the first move on, with its
stone's colour, its name ("You", "CPU (hard)", a name of its own), what it is when the name does
not say (a CPU with a name of its own, a player over the network), its clock beside the name and
whose turn it is. A clock running low turns red and says so, and the person whose time it is
hears it once (`running_low`). The clocks are the local game's or, in a network game, the host's
(`readings`, asked at each refresh)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

from app.model.net.network_game import NetworkGame
from app.model.session.game_session import GameSession
from app.model.view.view_state import colour_choice
from app.scene import palette
from app.widgets.board.painting import qcolor
from app.widgets.words import tr
from app.widgets.words.seat_words import colour_name, has_own_name, is_you, seat_name
from app.widgets.words.window_words import level_name
from engine.clocks import clock_text
from engine.players import SeatKind

REFRESH_MS = 200
SWATCH = 16  # pixels: the stone's disc on a card
LOW_SECONDS = 30.0  # a clock at or under this is low, and at most a fifth of the time at start
LOW_COLOUR = "#e04040"

Readings = tuple[list[float], int | None]


def clock_readings(session: GameSession, link: Callable[[], NetworkGame | None]) -> Readings | None:
    """The clocks the strip shows: the network host's in a network game (`link`), else the
    local game's."""
    game = link()
    if game is not None:
        return game.clocks()
    return None if session.refereed else session.clock.snapshot()


def clock_start(session: GameSession, link: Callable[[], NetworkGame | None]) -> float | None:
    """Each seat's time at the start of a local game under a time control."""
    control = session.clock.control
    if control is None or link() is not None:
        return None
    return control.seconds


def low_on_time(seconds: float, start: float | None) -> bool:
    """True when `seconds` left is little: at most 30 seconds, or a fifth of a shorter start."""
    limit = LOW_SECONDS if start is None else min(LOW_SECONDS, start / 5)
    return seconds <= limit


def ran_out_words(session: GameSession, seat: int) -> str:
    """A fallen flag on `seat`'s card: "Your time ran out" for the person here, else "Time ran
    out"."""
    return tr("Your time ran out") if is_you(session, seat) else tr("Time ran out")


def seat_detail(session: GameSession, seat: int) -> str:
    """What a card says under the name: the colour, and what the seat is when its name does not
    say it ("Blue, CPU (hard)", "Green, over the network")."""
    info = session.players[seat]
    colour = colour_name(seat)
    if info.kind == SeatKind.CPU and has_own_name(info):
        return tr("%1, CPU (%2)").replace("%1", colour).replace("%2", level_name(info.level))
    if info.kind == SeatKind.REMOTE:
        return tr("%1, over the network").replace("%1", colour)
    return colour


def stone_disc(seat: int) -> QPixmap:
    """Seat `seat`'s stone as the board colours it now, a disc with a thin rim."""
    choice = colour_choice()
    scheme = palette.palette_for(choice.theme, choice.players)
    pixmap = QPixmap(SWATCH, SWATCH)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor(128, 128, 128))
    painter.setBrush(qcolor(scheme.player(seat)))
    painter.drawEllipse(1, 1, SWATCH - 2, SWATCH - 2)
    painter.end()
    return pixmap


class SeatCard(QFrame):
    """One seat's card: disc, name and detail, clock."""

    def __init__(self, seat: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"seat-card-{seat + 1}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.disc = QLabel(self)
        self.name = QLabel(self)
        self.name.setObjectName("seat-name")
        self.detail = QLabel(self)
        self.detail.setObjectName("seat-detail")
        self.clock = QLabel(self)
        self.clock.setObjectName("seat-clock")
        for label in (self.name, self.detail, self.clock):
            label.setTextFormat(Qt.TextFormat.PlainText)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 3, 8, 3)
        row.setSpacing(6)
        row.addWidget(self.disc)
        row.addWidget(self.name)
        row.addWidget(self.detail)
        row.addSpacing(6)
        row.addWidget(self.clock)
        self.to_move = False
        self.low = False

    def pull(self, name: str, detail: str, to_move: bool) -> None:
        """Show the seat as it stands; the mover's card in bold, framed in the highlight."""
        self.disc.setPixmap(stone_disc(self.seat))
        self.disc.setAccessibleName(colour_name(self.seat))  # a picture, named in words
        self.name.setText(("▶ " if to_move else "") + name)
        self.detail.setText(detail if detail != name else "")
        self.detail.setVisible(bool(self.detail.text()))
        self.to_move = to_move
        self._style()

    def pull_clock(self, seconds: float | None, low: bool, ran_out: str = "") -> None:
        """The time left (None: no clock), red while `low`; once it is gone, `ran_out` says
        so in words (a bare "0.0" reads as a time, not as a lost game)."""
        text = "" if seconds is None else clock_text(seconds)
        if seconds is not None and seconds <= 0 and ran_out:
            text = ran_out
        if text != self.clock.text():
            self.clock.setText(text)
        self.clock.setVisible(seconds is not None)
        if low != self.low:
            self.low = low
            self._style()

    def _style(self) -> None:
        highlight = self.palette().color(self.palette().ColorRole.Highlight).name()
        border = f"2px solid {highlight}" if self.to_move else "1px solid transparent"
        self.setStyleSheet(
            f"#{self.objectName()} {{ border: {border}; border-radius: 4px; }}"
            f" QLabel#seat-name {{ font-weight: {'bold' if self.to_move else 'normal'}; }}"
            f" QLabel#seat-clock {{ font-weight: bold;"
            f" color: {LOW_COLOUR if self.low else 'palette(text)'}; }}"
        )
        self.setAccessibleName(self.spoken())

    def spoken(self) -> str:
        """The card as a screen reader names it: "CPU (hard), Blue, 4:59 left, to move"."""
        name = self.name.text().removeprefix("▶ ")
        who = (
            name
            if not self.detail.text()
            else tr("%1, %2").replace("%1", name).replace("%2", self.detail.text())
        )
        if self.clock.isVisibleTo(self) and self.clock.text():
            text = self.clock.text()
            left = text if text[:1].isalpha() else tr("%1 left").replace("%1", text)
            if self.low:
                left = tr("%1, low on time").replace("%1", left)
            who = tr("%1, %2").replace("%1", who).replace("%2", left)
        if self.to_move:
            who = tr("%1, to move").replace("%1", who)
        return who


class PlayersStrip(QFrame):
    """The seats of the session's game as cards in a row, "vs" between two; `readings` gives
    the clocks (each seat's seconds left and the running seat) or None without a clock.
    `running_low` says, once a game, that a person's time here is running low."""

    running_low = Signal(str)

    def __init__(
        self,
        session: GameSession,
        readings: Callable[[], Readings | None],
        start: Callable[[], float | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.readings = readings
        self.start = start  # each seat's time at the start, when known
        self.setObjectName("players-strip")
        self.setAccessibleName(tr("Players"))
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.cards: list[SeatCard] = []
        self._between: list[QLabel] = []
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(6, 4, 6, 4)
        self._row.setSpacing(8)
        self._warned: set[int] = set()
        self._timer = QTimer(self, interval=REFRESH_MS)
        self._timer.timeout.connect(self.pull_clocks)
        for signal in (session.changed, session.players_changed, session.paused_changed):
            signal.connect(self.pull)
        session.reset.connect(self._on_reset)
        colour_choice().changed.connect(self.pull)
        self.pull()

    def _on_reset(self) -> None:
        self._warned.clear()
        self.pull()

    def _fit_cards(self, count: int) -> None:
        """A card for each of `count` seats, centred, "vs" between them."""
        if len(self.cards) == count:
            return
        for widget in (*self.cards, *self._between):
            widget.deleteLater()
        while self._row.count():
            self._row.takeAt(0)
        self.cards, self._between = [], []
        self._row.addStretch(1)
        for seat in range(count):
            if seat:
                between = QLabel(tr("vs"), self)
                between.setObjectName("seat-between")
                self._between.append(between)
                self._row.addWidget(between)
            self.cards.append(SeatCard(seat, self))
            self._row.addWidget(self.cards[-1])
        self._row.addStretch(1)

    def pull(self, *_: object) -> None:
        """Every card as the game stands: names, the mover, the clocks."""
        session = self.session
        seats = len(session.players)
        self._fit_cards(seats)
        game = session.game
        mover = None if session.is_over() else game.to_move
        for seat, card in enumerate(self.cards):
            name = seat_name(session, seat)
            card.pull(name, seat_detail(session, seat), seat == mover)
        self.pull_clocks()

    def pull_clocks(self) -> None:
        """Each card's time left; the timer runs while the game has a clock and goes on."""
        times = self.readings()
        if times is None:
            for card in self.cards:
                card.pull_clock(None, low=False)
            self._timer.stop()
            return
        left, running = times
        start = self.start()
        for seat, card in enumerate(self.cards):
            seconds = left[seat] if seat < len(left) else None
            low = seconds is not None and low_on_time(seconds, start)
            card.pull_clock(seconds, low, ran_out_words(self.session, seat))
            if low and seat == running:
                self._warn(seat, seconds)
        # Kept running while a clock is shown: a network game's host may start its clock
        # without a word the window hears.
        if self.session.is_over():
            self._timer.stop()
        elif not self._timer.isActive():
            self._timer.start()

    def _warn(self, seat: int, seconds: float | None) -> None:
        """Say once a game that a person's time here runs low."""
        if seat in self._warned or self.session.players[seat].kind != SeatKind.HUMAN:
            return
        self._warned.add(seat)
        left = clock_text(seconds or 0.0)
        if is_you(self.session, seat):
            text = tr("Your time is running low: %1 left").replace("%1", left)
        else:
            text = (
                tr("%1's time is running low: %2 left")
                .replace("%1", seat_name(self.session, seat))
                .replace("%2", left)
            )
        self.running_low.emit(text)
