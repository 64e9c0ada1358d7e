"""The stones' look as one value for the views beside the board: the colour-blind palette and
the symbols on stones reach it as they reach the board."""

from __future__ import annotations

from app.model.view.view_state import ViewState
from app.scene import palette
from app.scene.pieces import SYMBOLS
from app.widgets.slices.stone_looks import stone_icon, stone_look
from tests.support.views import close_to


def test_the_look_follows_the_palette_and_the_symbols(qtbot: object) -> None:
    view_state = ViewState()
    choice = view_state.colour_choice
    for players in (palette.STANDARD, palette.COLOUR_BLIND):
        choice.set_players(players)
        for symbols in (False, True):
            view_state.set_symbols(symbols)
            for player in range(4):
                look = stone_look(view_state, player)
                assert look.colour == palette.palette_for(choice.theme, players).player(player)
                assert look.symbol == (SYMBOLS[player] if symbols else "ball")
                image = stone_icon(look, 32).pixmap(32, 32).toImage()
                assert close_to(image.pixelColor(16, 17), look.colour, 8)
    choice.set_players(palette.STANDARD)
    view_state.set_symbols(False)
    # A square (the second player's symbol) fills a corner a disc leaves empty.
    view_state.set_symbols(True)
    square = stone_icon(stone_look(view_state, 1), 32).pixmap(32, 32).toImage()
    view_state.set_symbols(False)
    disc = stone_icon(stone_look(view_state, 1), 32).pixmap(32, 32).toImage()
    assert square.pixelColor(6, 6).alpha() > 200
    assert disc.pixelColor(6, 6).alpha() < 50
