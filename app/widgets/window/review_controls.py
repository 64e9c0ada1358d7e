"""Move review in the window: Start / Back / Forward / End as actions (with keys, a Review menu
and a small toolbar), and the question asked when a move is played on a reviewed position."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox, QPushButton, QStyle, QToolBar, QWidget

from app.model.session import GameSession
from app.widgets.words.translate import tr

CONTINUE = "continue"
END = "end"
CANCEL = "cancel"


class ReviewControls(QObject):
    """The four review actions of `window`, kept enabled as the game and the review change."""

    def __init__(self, session: GameSession, window: QWidget) -> None:
        super().__init__(window)
        self.session = session
        review = session.review
        style = window.style()
        icons = QStyle.StandardPixmap
        specs = (
            ("review-start", tr("&Start"), "Home", review.start, icons.SP_MediaSkipBackward),
            ("review-back", tr("&Back"), "Ctrl+Left", review.back, icons.SP_MediaSeekBackward),
            (
                "review-forward",
                tr("&Forward"),
                "Ctrl+Right",
                review.forward,
                icons.SP_MediaSeekForward,
            ),
            ("review-end", tr("&End"), "End", review.end, icons.SP_MediaSkipForward),
        )
        self.actions: list[QAction] = []
        for name, text, key, slot, icon in specs:
            action = QAction(style.standardIcon(icon), text, window)
            action.setObjectName(name)
            action.setShortcut(QKeySequence(key))
            action.setToolTip(
                tr("%1 (%2)")
                .replace("%1", text.replace("&", ""))
                .replace("%2", QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText))
            )
            action.triggered.connect(slot)
            window.addAction(action)
            self.actions.append(action)
        self.start_action, self.back_action, self.forward_action, self.end_action = self.actions
        self.toolbar = QToolBar(tr("Review"), window)
        self.toolbar.setObjectName("review-bar")
        self.toolbar.addActions(self.actions)
        session.review.changed.connect(self.pull)
        session.review.play_asked.connect(self._on_play_while_reviewing)
        session.changed.connect(self.pull)
        session.reset.connect(self.pull)
        self.pull()

    def menu(self, parent: QWidget) -> QMenu:
        """The Review menu."""
        menu = QMenu(tr("&Review"), parent)
        menu.addActions(self.actions)
        return menu

    def pull(self) -> None:
        """Enable what can be done from the shown position."""
        position = self.session.review.position()
        last = self.session.game.ply
        earlier, later = position > 0, position < last
        for action, possible in zip(self.actions, (earlier, earlier, later, later), strict=True):
            action.setEnabled(possible)

    def _on_play_while_reviewing(self, cell: object) -> None:
        """A move on a reviewed position: continue the game from there, or go back to the end."""
        review = self.session.review
        if review.ply is None:
            return
        parent = self.parent()
        answer = ask_continue(
            parent if isinstance(parent, QWidget) else None, review.ply, self.session.game.ply
        )
        if answer == CONTINUE:
            self.session.continue_from_review()
            if isinstance(cell, tuple):
                self.session.play_at(cell)
        elif answer == END:
            review.end()


def continue_box(parent: QWidget | None, move: int, total: int) -> QMessageBox:
    """The question asked when a move is played on a reviewed position, with its two answers
    as buttons named `continue` and `end` (and Cancel)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(tr("Play from here?"))
    box.setText(
        tr("You are reviewing move %1 of %2. Continue the game from here?")
        .replace("%1", str(move))
        .replace("%2", str(total))
    )
    box.setInformativeText(tr("The later moves become the redo list, as if they had been undone."))
    here = QPushButton(tr("Continue from here"), box)
    here.setObjectName(CONTINUE)
    back = QPushButton(tr("Go back to the end"), box)
    back.setObjectName(END)
    box.addButton(here, QMessageBox.ButtonRole.AcceptRole)
    box.addButton(back, QMessageBox.ButtonRole.RejectRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(here)
    return box


def ask_continue(parent: QWidget | None, move: int, total: int) -> str:
    """Ask whether to continue from the reviewed move: CONTINUE, END or CANCEL."""
    box = continue_box(parent, move, total)
    box.exec()
    clicked = box.clickedButton()
    name = clicked.objectName() if clicked is not None else ""
    return name if name in (CONTINUE, END) else CANCEL
