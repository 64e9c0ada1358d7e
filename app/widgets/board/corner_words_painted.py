"""The 3D view's corner text: the w-slice on view, threats in w-slices out of view and the
lines counted (app.scene.guides.corner_text), worded and painted over the board."""

from __future__ import annotations

from PySide6.QtGui import QFont, QPaintDevice

from app.scene import guides, layout
from app.scene.layout import Layout
from app.scene.palette import RGB
from app.widgets.board.board_view import BoardView
from app.widgets.board.painting import paint_corner_text
from app.widgets.board.text_scale import text_scale
from app.widgets.words.seat_words import seat_name
from app.widgets.words.window_words import corner_words

CORNER_POINTS = 11.0
"""The corner text's size at the desktop's text size (Larger text scales it)."""


def paint_corner(
    view: BoardView, cells: Layout, surface: QPaintDevice, font: QFont
) -> tuple[list[str], list[RGB]]:
    """Paint the corner text of `view` (showing `cells`) on `surface`, scaled from `font`; the
    texts painted and their colours, part by part."""
    font = QFont(font)
    font.setPointSizeF(CORNER_POINTS * text_scale().factor)
    game = view.game
    threats = view.position_threats(game)
    shown_w = layout.shown_w(game.rules.shape, view.view_state.w)
    corner = guides.corner_text(game, cells, shown_w, view.colours, threats)
    seats = [seat_name(view.session, p) for p in range(game.rules.players)]
    texts = [corner_words(part, seats) for part in corner]
    colours = [part.colour for part in corner]
    paint_corner_text(surface, list(zip(texts, colours, strict=True)), font)
    return texts, colours
