"""The "Reviewing move 12 of 31" mark both board views paint in their top right corner while an
earlier move is on view, so a reviewed position is never mistaken for the game. The slice panel
paints it at its foot, in room it keeps free of its grids for it (`review_mark_room`), so that
it covers no grid's axis numbers."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPaintDevice, QPainter, QPen
from PySide6.QtWidgets import QWidget

from app.model.session.game_session import GameSession
from app.scene.palette import Palette
from app.widgets.board.painting import PICTURE, qcolor
from app.widgets.words import tr

MARGIN = 8


def review_text(session: GameSession) -> str | None:
    """What the mark says, or None when the game itself is on view."""
    ply = session.review.ply
    if ply is None:
        return None
    total = str(session.game.ply)
    line = session.review.line
    if line:
        return (
            tr("Showing the win from move %1: %2 of %3 moves", "", len(line))
            .replace("%1", str(ply))
            .replace("%2", str(session.review.step))
            .replace("%3", str(len(line)))
        )
    if ply == 0:
        return tr("Reviewing the empty board (move 0 of %1)").replace("%1", total)
    return tr("Reviewing move %1 of %2").replace("%1", str(ply)).replace("%2", total)


def mark_font() -> QFont:
    """The mark's font."""
    font = QFont("DejaVu Sans", 11)
    font.setBold(True)
    return font


def _fitted(text: str, font: QFont, width: int) -> QRect:
    """The text's box wrapped in a view `width` wide (the margins round the mark taken off)."""
    room = max(1, width - 4 * MARGIN)
    return QFontMetrics(font).boundingRect(
        QRect(0, 0, room, 10_000), Qt.TextFlag.TextWordWrap, text
    )


def review_mark_room(session: GameSession, width: int) -> int:
    """The height the mark takes at the foot of a view `width` wide, its margins included; 0
    when the game itself is on view (no mark)."""
    text = review_text(session)
    if text is None:
        return 0
    return _fitted(text, mark_font(), width).height() + 2 * MARGIN


def review_mark_box(widget: QWidget, text: str, font: QFont, *, bottom: bool) -> QRectF:
    """Where the mark goes in the part of `widget` on view: its top right corner, or its bottom
    right one, as wide as the text or, in a narrow view, as the view, the text wrapped in it."""
    shown = widget.visibleRegion().boundingRect()
    if shown.isEmpty():
        shown = widget.rect()
    fitted = _fitted(text, font, shown.width())
    width = fitted.width() + 2 * MARGIN
    height = fitted.height() + MARGIN
    top = shown.bottom() + 1 - height - MARGIN if bottom else shown.top() + MARGIN
    return QRectF(shown.right() + 1 - width - MARGIN, top, width, height)


def paint_review_mark(
    widget: QWidget,
    session: GameSession,
    colours: Palette,
    *,
    bottom: bool = False,
    on: QPaintDevice | None = None,
) -> None:
    """Paint the mark over `widget` (inside the paint event of `on`, by default `widget`, the
    device it shows through) in `colours`, if a move is under review: in the top right corner
    of the part on view, or the bottom right one (the slice panel's grids start at the top)."""
    text = review_text(session)
    if text is None or widget.property(PICTURE):
        return
    font = mark_font()
    box = review_mark_box(widget, text, font, bottom=bottom)
    painter = QPainter(widget if on is None else on)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setFont(font)
    highlight = qcolor(colours.scheme.highlight)
    painter.setPen(QPen(highlight, 1.5))
    painter.setBrush(qcolor(colours.scheme.background, 0.85))
    painter.drawRoundedRect(box, 5, 5)
    painter.setPen(highlight)
    flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
    painter.drawText(box, int(flags), text)
    painter.end()
