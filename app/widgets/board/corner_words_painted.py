"""The 3D view's corner text: the w-slice on view, threats in w-slices out of view and the
lines counted (app.scene.guides.corner_text), worded and painted over the board."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QFont

from app.scene import guides, layout
from app.scene.palette import RGB
from app.widgets.board.painting import paint_corner_text
from app.widgets.board.text_scale import text_scale
from app.widgets.words.seat_words import seat_name
from app.widgets.words.window_words import corner_words

if TYPE_CHECKING:
    from app.widgets.board.board3d import Board3D

CORNER_POINTS = 11.0
"""The corner text's size at the desktop's text size (Larger text scales it)."""


def paint_corner(view: Board3D) -> tuple[list[str], list[RGB]]:
    """Paint `view`'s corner text on its surface; the texts painted and their colours, part by
    part."""
    font = QFont(view.font())
    font.setPointSizeF(CORNER_POINTS * text_scale().factor)
    game = view.game
    threats = view.position_threats(game)
    corner = guides.corner_text(
        game,
        view.cell_layout,
        layout.shown_w(game.rules.shape, view.view_state.w),
        view.colours,
        threats,
    )
    seats = [seat_name(view.session, p) for p in range(game.rules.players)]
    texts = [corner_words(part, seats) for part in corner]
    colours = [part.colour for part in corner]
    paint_corner_text(view.surface, list(zip(texts, colours, strict=True)), font)
    return texts, colours
