"""The "Reviewing move 12 of 31" mark both board views paint in their top right corner while an
earlier move is on view, so a reviewed position is never mistaken for the game."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPen
from PySide6.QtWidgets import QWidget

from app.model.session import GameSession
from app.scene import palette
from app.widgets.board.painting import qcolor
from app.widgets.words.translate import tr

MARGIN = 8


def review_text(session: GameSession) -> str | None:
    """What the mark says, or None when the game itself is on view."""
    ply = session.review.ply
    if ply is None:
        return None
    total = str(session.game.ply)
    if ply == 0:
        return tr("Reviewing the empty board (move 0 of %1)").replace("%1", total)
    return tr("Reviewing move %1 of %2").replace("%1", str(ply)).replace("%2", total)


def paint_review_mark(widget: QWidget, session: GameSession, *, bottom: bool = False) -> None:
    """Paint the mark over `widget` (inside its paint event), if a move is under review: in
    the top right corner, or the bottom right one (the slice panel's grids start at the top)."""
    text = review_text(session)
    if text is None:
        return
    painter = QPainter(widget)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont("DejaVu Sans", 11)
    font.setBold(True)
    painter.setFont(font)
    metrics = painter.fontMetrics()
    width = metrics.horizontalAdvance(text) + 2 * MARGIN
    height = metrics.height() + MARGIN
    top = widget.height() - height - MARGIN if bottom else MARGIN
    box = QRectF(widget.width() - width - MARGIN, top, width, height)
    painter.setPen(QPen(qcolor(palette.HIGHLIGHT), 1.5))
    painter.setBrush(qcolor(palette.BACKGROUND, 0.85))
    painter.drawRoundedRect(box, 5, 5)
    painter.setPen(qcolor(palette.HIGHLIGHT))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
