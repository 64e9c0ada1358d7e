"""How a player's stones look wherever they are shown beside the board (the move list's marks,
an evaluation graph's curves, the statistics' rows): the colour the board draws them in, as
chosen (standard or colour-blind-safe colours, on the theme's background), the shape they have
with View → Symbols on stones, and the colour's word. One value for every such view, so that
the colour-blind palette and the symbols reach them as they reach the board."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap

from app.model.view.view_state import ViewState
from app.scene.palette import RGB, Palette
from app.scene.pieces import SYMBOLS
from app.widgets.board.painting import palette_of
from app.widgets.slices.slice_grid import paint_stone
from app.widgets.words.window_words import colour_name


@dataclass(frozen=True)
class StoneLook:
    """One player's stones as drawn now."""

    colour: RGB
    symbol: str
    """"ball" (a disc), or with Symbols on stones the player's shape (app.scene.pieces)."""
    word: str
    """The colour's name in the window's language: "orange"."""
    colours: Palette
    """The whole palette it was taken from (its scheme's background, for edges)."""


def stone_look(view_state: ViewState, player: int) -> StoneLook:
    """How player `player`'s stones look in the window of `view_state` now."""
    colours = palette_of(view_state.colour_choice)
    symbol = SYMBOLS[player % len(SYMBOLS)] if view_state.symbols else "ball"
    return StoneLook(colours.player(player), symbol, colour_name(player), colours)


def stone_icon(look: StoneLook, size: int = 16) -> QIcon:
    """An icon of the stone as the slice panel draws it, `size` pixels square."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_stone(
        painter, QRectF(0, 0, size, size), look.colour, 1.0, look.symbol, colours=look.colours
    )
    painter.end()
    icon = QIcon(pixmap)
    # Selected as it is: the style tints a selected row's icon with the highlight colour, which
    # washed the stone's own colour out on the high contrast theme's yellow.
    icon.addPixmap(pixmap, QIcon.Mode.Selected)
    return icon
