"""The end of a game in the window itself: a banner over the foot of the 3D view with the result
("You win", "CPU (hard) wins", "Draw", "Orange and Blue share the win") and what to do next:
Rematch (same rules, seats swapped), New game…, Review."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.model.session import GameSession
from app.widgets.window import theme
from app.widgets.words.seat_names import result_text, seat_name
from app.widgets.words.translate import tr

BOTTOM = 14  # pixels between the banner and the view's bottom edge

# A panel in the theme's own colours with the win highlight's yellow (darker on light, where
# the bright yellow would vanish) as its frame, so it reads over the 3D view and the slices alike.
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
    """Shown over `view` while the game on view is over; hidden by its close button until the
    next game or the next time the game ends."""

    def __init__(self, session: GameSession, view: QWidget) -> None:
        super().__init__(view)
        self.session = session
        self.view = view
        self.setObjectName("result-banner")
        self.setAutoFillBackground(True)
        current = theme.instance()
        current.changed.connect(self._follow_theme)
        self._follow_theme(current.mode)
        self.title = QLabel(self)
        self.title.setObjectName("result")
        font = QFont(self.title.font())
        font.setPointSize(font.pointSize() + 8)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel(self)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.rematch_button = QPushButton(tr("&Rematch"), self)
        self.rematch_button.setObjectName("rematch")
        self.rematch_button.setToolTip(tr("The same game again, with the seats swapped"))
        self.new_button = QPushButton(tr("&New game…"), self)
        self.new_button.setObjectName("result-new-game")
        self.review_button = QPushButton(tr("Re&view"), self)
        self.review_button.setObjectName("result-review")
        self.review_button.setToolTip(tr("Step through the game from its first move"))
        self.close_button = QPushButton("✕", self)
        self.close_button.setObjectName("result-close")
        self.close_button.setFlat(True)
        self.close_button.setToolTip(tr("Hide this banner"))
        self.close_button.setFixedWidth(28)
        buttons = QHBoxLayout()
        for button in (self.rematch_button, self.new_button, self.review_button):
            buttons.addWidget(button)
        top = QHBoxLayout()
        top.addSpacing(28)
        top.addWidget(self.title, 1)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        column = QVBoxLayout(self)
        column.setContentsMargins(18, 10, 12, 14)
        column.addLayout(top)
        column.addWidget(self.detail)
        column.addLayout(buttons)
        self._dismissed = False
        self.close_button.clicked.connect(self.dismiss)
        session.changed.connect(self.pull)
        session.reset.connect(self._on_reset)
        session.players_changed.connect(self.pull)
        session.review.changed.connect(self.pull)
        view.installEventFilter(self)
        self.pull()

    def _follow_theme(self, mode: str) -> None:
        self.setStyleSheet(STYLES.get(mode, STYLES[theme.DARK]))

    def attach(self, view: QWidget) -> None:
        """Float over `view` from now on (the slice panel, when the 3D view is lost)."""
        self.view.removeEventFilter(self)
        self.view = view
        self.setParent(view)
        view.installEventFilter(self)
        self.pull()

    def _on_reset(self) -> None:
        self._dismissed = False
        self.pull()

    def dismiss(self) -> None:
        self._dismissed = True
        self.hide()

    def pull(self) -> None:
        """Show the result of the game as it stands (not of a reviewed move), or hide."""
        session = self.session
        over = session.game.is_over() and not session.review.active
        if not over:
            self._dismissed = False
            self.hide()
            return
        if self._dismissed:
            return
        self.title.setText(result_text(session) or "")
        self.detail.setText(self._detail())
        self.detail.setVisible(bool(self.detail.text()))
        self.adjustSize()
        self._place()
        self.show()
        self.raise_()

    def _detail(self) -> str:
        game = self.session.game
        if game.rules.target > 1:
            return tr("Lines: %1").replace(
                "%1",
                " · ".join(
                    tr("%1 %2").replace("%1", seat_name(self.session, p)).replace("%2", str(s))
                    for p, s in enumerate(game.scores)
                ),
            )
        if not game.ply:
            return ""
        return tr("Moves played: %1").replace("%1", str(game.ply))

    def _place(self) -> None:
        width = min(max(self.sizeHint().width(), 360), max(200, self.view.width() - 20))
        self.resize(width, self.sizeHint().height())
        # At the foot of the view: the top holds the view's own corner text (w-slice, lines).
        self.move((self.view.width() - width) // 2, self.view.height() - self.height() - BOTTOM)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.view and event.type() == QEvent.Type.Resize and not self.isHidden():
            self._place()
        return False
