"""The end of a game in the window itself: a banner across the foot of the board view with the
result ("You win", "CPU (hard) wins", "Draw", "Orange and Blue share the win") and what to do
next: Rematch (same rules, the next seat moving first unless another is chosen), New game…,
Review, Analyse. It takes its own room under the view instead of floating over it, so the view,
fitted again to what is left, keeps every cell in sight: the winning line above all."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.model.session.game_session import GameSession
from app.widgets.dialogs.keys_and_mouse import KEYS_PLACE
from app.widgets.window import theme
from app.widgets.words import tr
from app.widgets.words.seat_words import is_you, result_text, seat_names

# A panel in the theme's own colours with the win highlight's yellow (darker on light, where
# the bright yellow would vanish) as its frame, so it reads under the 3D view and the slices alike.
STYLES = {
    theme.DARK: (
        "#result-banner { background: rgba(19, 22, 28, 235); border: 2px solid #fff040;"
        " border-radius: 8px; }"
        "#result-banner QLabel { color: #e8ecf4; background: transparent; }"
    ),
    theme.LIGHT: (
        "#result-banner { background: rgba(250, 250, 246, 240); border: 2px solid #b89a00;"
        " border-radius: 8px; }"
        "#result-banner QLabel { color: #1b1e24; background: transparent; }"
    ),
}


class ResultBanner(QFrame):
    """Shown under the board view while the game on view is over; hidden by its close button
    until the next game or the next time the game ends."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("result-banner")
        self.setProperty(KEYS_PLACE, tr("At the end of a game"))  # for Keys and mouse
        self.setAutoFillBackground(True)
        current = theme.instance()
        current.changed.connect(self._follow_theme)
        self._follow_theme(current.mode)
        self.title = QLabel(self)
        self.title.setObjectName("result")
        font = QFont(self.title.font())
        font.setPointSize(font.pointSize() + 6)
        font.setBold(True)
        self.title.setFont(font)
        self.detail = QLabel(self)
        # Mnemonics clear of the menu bar's (File, Edit, Game, Review, View, Help).
        self.rematch_button = QPushButton(tr("Re&match"), self)
        self.rematch_button.setObjectName("rematch")
        self.rematch_button.setToolTip(tr("The same game again, the chosen player moving first"))
        # Who moves first in the rematch: the next seat unless chosen otherwise (the seats
        # move round so that the chosen one is first).
        self.first_box = QComboBox(self)
        self.first_box.setObjectName("rematch-first")
        self.first_box.setAccessibleName(tr("Who moves first in the rematch"))
        self.first_box.setToolTip(self.first_box.accessibleName())
        self.new_button = QPushButton(tr("&New game…"), self)
        self.new_button.setObjectName("result-new-game")
        self.review_button = QPushButton(tr("Revie&w"), self)
        self.review_button.setObjectName("result-review")
        self.review_button.setToolTip(tr("Step through the game from its first move"))
        self.analyse_button = QPushButton(tr("&Analyse"), self)
        self.analyse_button.setObjectName("result-analyse")
        self.analyse_button.setToolTip(tr("Mark the mistakes of the game and name better moves"))
        self.close_button = QPushButton("✕", self)
        self.close_button.setObjectName("result-close")
        self.close_button.setFlat(True)
        self.close_button.setToolTip(tr("Hide this banner"))
        self.close_button.setFixedWidth(28)
        words = QVBoxLayout()
        words.setSpacing(0)
        words.addWidget(self.title)
        words.addWidget(self.detail)
        row = QHBoxLayout(self)
        row.setContentsMargins(18, 8, 8, 8)
        row.addLayout(words)
        row.addStretch(1)
        row.addWidget(self.first_box, 0, Qt.AlignmentFlag.AlignVCenter)
        buttons = (self.rematch_button, self.new_button, self.review_button, self.analyse_button)
        for button in buttons:
            row.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addSpacing(8)
        row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self._dismissed = False
        self.close_button.clicked.connect(self.dismiss)
        session.changed.connect(self.pull)
        session.reset.connect(self._on_reset)
        session.players_changed.connect(self.pull)
        session.review.changed.connect(self.pull)
        self.pull()

    def _follow_theme(self, mode: str) -> None:
        self.setStyleSheet(STYLES.get(mode, STYLES[theme.DARK]))

    def _on_reset(self) -> None:
        self._dismissed = False
        self.pull()

    def dismiss(self) -> None:
        self._dismissed = True
        self.hide()

    def pull(self) -> None:
        """Show the result of the game as it stands (not of a reviewed move), or hide."""
        session = self.session
        over = session.is_over() and not session.review.active
        if not over:
            self._dismissed = False
            self.hide()
            return
        if self._dismissed:
            return
        self.title.setText(result_text(session) or "")
        self._pull_first()
        self.detail.setText(self._detail())
        self.detail.setVisible(bool(self.detail.text()))
        self.show()

    def _pull_first(self) -> None:
        """The seats as they are now, "CPU (hard) moves first"; the next seat chosen first."""
        texts = [
            tr("You move first")
            if is_you(self.session, seat)
            else tr("%1 moves first").replace("%1", name)
            for seat, name in enumerate(seat_names(self.session))
        ]
        if texts == [self.first_box.itemText(i) for i in range(self.first_box.count())]:
            return
        self.first_box.blockSignals(True)
        self.first_box.clear()
        self.first_box.addItems(texts)
        self.first_box.setCurrentIndex(1 % len(texts))
        self.first_box.blockSignals(False)

    def first_seat(self) -> int:
        """The seat of this game chosen to move first in the rematch (the next one unless
        chosen otherwise)."""
        if self.first_box.count() != len(self.session.players):
            self._pull_first()
        return max(self.first_box.currentIndex(), 0)

    def _detail(self) -> str:
        game = self.session.game
        if game.rules.target > 1:
            names = seat_names(self.session)
            return tr("Lines: %1").replace(
                "%1",
                " · ".join(
                    tr("%1 %2").replace("%1", names[p]).replace("%2", str(s))
                    for p, s in enumerate(game.scores)
                ),
            )
        if not game.ply:
            return ""
        return tr("Moves played: %1").replace("%1", str(game.ply))
