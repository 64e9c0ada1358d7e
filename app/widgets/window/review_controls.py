"""Move review in the window: Start / Back / Forward / End as actions (with keys, a Review menu
and a small toolbar), and the question asked when a move is played on a reviewed position.

The actions' icons are drawn here in the theme's button text colour, dimmed as the theme dims
disabled text: the style's own media icons are black whatever the theme (1.2:1 on the dark
one), and the greyed copies the style makes of them for a disabled action came out lighter
than the enabled black."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QAction,
    QColor,
    QIcon,
    QKeySequence,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox, QPushButton, QToolBar, QWidget

from app.model.session.game_session import GameSession
from app.widgets.window import theme
from app.widgets.window.review_said import review_said
from app.widgets.words import tr

CONTINUE = "continue"
END = "end"
CANCEL = "cancel"
ICON_SIZES = (16, 22, 24, 32, 48, 64)
"""Pixel sizes the icons are drawn at, for toolbars, menus and high-density screens."""
TRIANGLE = ((0.0, 0.5), (1.0, 0.0), (1.0, 1.0))
"""A triangle pointing left in a unit square; the shapes are made of it and a bar."""
SHAPES: dict[str, list[tuple[str, float, float]]] = {
    # name: (part, left, right) in a unit square with a margin round it
    "start": [("bar", 0.0, 0.16), ("left", 0.22, 1.0)],
    "back": [("left", 0.12, 0.88)],
    "forward": [("right", 0.12, 0.88)],
    "end": [("right", 0.0, 0.78), ("bar", 0.84, 1.0)],
}


def shape_pixmap(shape: str, size: int, colour: QColor, *, filled: bool = True) -> QPixmap:
    """The review shape `shape` (start |◀, back ◀, forward ▶, end ▶|) in `colour` on a
    transparent square of `size` pixels: filled, or only outlined."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if filled:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
    else:
        painter.setPen(QPen(colour, max(1.0, size / 16)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
    margin = size * 0.18
    side = size - 2 * margin
    top, height = margin + side * 0.1, side * 0.8
    for part, left, right in SHAPES[shape]:
        x0, x1 = margin + left * side, margin + right * side
        if part == "bar":
            painter.drawRect(QRectF(x0, top, x1 - x0, height))
            continue
        points = [(x, y) if part == "left" else (1 - x, y) for x, y in TRIANGLE]
        painter.drawPolygon(
            QPolygonF([QPointF(x0 + x * (x1 - x0), top + y * height) for x, y in points])
        )
    painter.end()
    return pixmap


def review_icon(shape: str, palette: QPalette) -> QIcon:
    """The icon of a review action in the button text colours of `palette`: filled as it is
    for the enabled action; for the disabled one only outlined, as the palette dims text (a
    look of its own where the dimmed colour is still bright, as on high contrast)."""
    icon = QIcon()
    text = QPalette.ColorRole.ButtonText
    for mode, group in (
        (QIcon.Mode.Normal, QPalette.ColorGroup.Active),
        (QIcon.Mode.Disabled, QPalette.ColorGroup.Disabled),
    ):
        colour = palette.color(group, text)
        for size in ICON_SIZES:
            pixmap = shape_pixmap(shape, size, colour, filled=mode == QIcon.Mode.Normal)
            icon.addPixmap(pixmap, mode)
    return icon


class ReviewControls(QObject):
    """The four review actions of `window`, kept enabled as the game and the review change."""

    def __init__(self, session: GameSession, window: QWidget) -> None:
        super().__init__(window)
        self.session = session
        review = session.review
        specs = (
            ("review-start", tr("&Start"), "Home", review.start),
            ("review-back", tr("&Back"), "Ctrl+Left", review.back),
            ("review-forward", tr("&Forward"), "Ctrl+Right", review.forward),
            ("review-end", tr("&End"), "End", review.end),
        )
        self.actions: list[QAction] = []
        for name, text, key, slot in specs:
            action = QAction(text, window)
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
        theme.instance().changed.connect(self._pull_icons)
        self._pull_icons()
        self.pull()
        # Made after the window's Announcer: a reviewed move's mark is said after the move.
        self.said = review_said(window, session)

    def menu(self, parent: QWidget) -> QMenu:
        """The Review menu."""
        menu = QMenu(tr("&Review"), parent)
        menu.addActions(self.actions)
        return menu

    def _pull_icons(self, *_: object) -> None:
        """Draw the icons in the colours of the theme now in use."""
        palette = QApplication.palette()
        for action, shape in zip(self.actions, SHAPES, strict=True):
            action.setIcon(review_icon(shape, palette))

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
                self.session.person.play_at(cell)
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
