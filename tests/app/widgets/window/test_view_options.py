"""The View menu's drawing options: layer spread, symbols on stones, the colour-blind-safe
palette; each drawn in both views and remembered in the settings."""

from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import QPointF, QRect
from PySide6.QtGui import QImage

from app.scene import palette
from app.widgets.slices.slice_grid import STONE
from engine import PRESETS, Game
from engine.in_play.seats import human
from tests.support.views import close_to, panel_pixel, strongest_contrast, switch_theme
from tests.support.windows import OpenWindow


def qubic_with_two_stones(open_window: OpenWindow, **options: Any) -> Any:
    game = Game(PRESETS["qubic"])
    game.play((0, 0, 0))
    game.play((3, 3, 0))
    return open_window(game=game, players=(human(1), human(2)), **options)


def test_symbols_on_stones_give_each_player_a_shape_in_both_views(
    open_window: OpenWindow,
) -> None:
    window = qubic_with_two_stones(open_window)
    options = window.view_options
    panel = window.slices
    rect = panel.grids[0].rect(3, 3)
    # Towards the corner of the cell, beyond a disc but inside a square.
    corner = rect.center() + QPointF(0.73, 0.73) * rect.width() * STONE
    colour = palette.DEFAULT.player(1)
    assert not close_to(panel_pixel(panel, corner), colour, tolerance=40)
    board = window.board
    assert len(board.stones_item.centres) == 2 and not board.solid_stones_item.visible()
    options.symbols_action.trigger()
    assert window.view_state.symbols
    assert close_to(panel_pixel(panel, corner), colour, tolerance=40)
    # In 3D: a ball and a cube (24 corners, a face's four each), not two balls.
    assert len(board.stones_item.centres) == 1 and board.solid_stones_item.visible()
    assert len(board.solid_stones_item.opts["meshdata"].vertexes()) == 24
    options.save(window.board)
    assert window.data.value("view/symbols") in (True, "true")


def test_the_colour_blind_palette_recolours_both_views_and_is_remembered(
    open_window: OpenWindow,
) -> None:
    window = qubic_with_two_stones(open_window)
    choice = window.view_state.colour_choice
    standard = palette.DEFAULT.player(0)
    assert "Red" in window.turn_label.text()
    window.view_options.palette_action.trigger()
    assert choice.players == palette.COLOUR_BLIND
    orange = palette.PLAYER_SCHEMES[palette.COLOUR_BLIND].colours[0]
    assert window.board.colours.player(0) == orange != standard
    centre = window.slices.grids[0].rect(0, 0).center()
    assert close_to(panel_pixel(window.slices, centre), orange, tolerance=12)
    # The first stone's colour before the light (the shader lights it).
    hue = window.board.stones_item.colours[0, :3]
    assert np.allclose(hue / hue.max(), np.array(orange) / max(orange), atol=0.05)
    # The status names the seat by the colour it now has.
    assert "Orange" in window.turn_label.text()
    window.close()
    choice.set_players(palette.STANDARD)  # as a new start of hyperrow would have it
    again = qubic_with_two_stones(open_window)
    assert again.view_options.palette_action.isChecked()
    assert choice.players == palette.COLOUR_BLIND
    again.view_options.palette_action.trigger()
    assert again.board.colours.player(0) == standard


def test_the_spread_pulls_the_layers_apart_and_is_remembered(open_window: OpenWindow) -> None:
    window = qubic_with_two_stones(open_window)
    board = window.board
    gap = board.cell_layout.centre((0, 0, 1))[2] - board.cell_layout.centre((0, 0, 0))[2]
    window.view_options.spread_more_action.trigger()
    wider = board.cell_layout.centre((0, 0, 1))[2] - board.cell_layout.centre((0, 0, 0))[2]
    assert wider > gap
    assert window.spread_bar.slider.value() == round(window.view_state.spread * 10)
    window.spread_bar.slider.setValue(30)
    assert window.view_state.spread == 3.0
    window.close()
    assert qubic_with_two_stones(open_window).view_state.spread == 3.0


def test_the_camera_comes_back_but_an_old_perspective_camera_is_ignored(
    open_window: OpenWindow,
) -> None:
    window = qubic_with_two_stones(open_window)
    default = window.board.camera.state()
    window.board.camera.set_state({"elevation": 50.0, "azimuth": 10.0})
    window.close()
    again = qubic_with_two_stones(open_window)
    assert (again.board.camera.state()["elevation"], again.board.camera.state()["azimuth"]) == (
        50.0,
        10.0,
    )
    # A camera saved by the perspective view of older versions is not used.
    again.close()
    again.data.set_value("view/parallel-camera", "")
    again.data.set_value("view/camera", '{"distance": 3, "elevation": 5, "azimuth": 5}')
    third = qubic_with_two_stones(open_window)
    state = third.board.camera.state()
    assert (state["elevation"], state["azimuth"]) == (default["elevation"], default["azimuth"])


def box_contrast(image: QImage, area: QRect) -> float:
    """The WCAG contrast of the pixel in `area` of `image` that stands out most from the
    commonest colour there."""
    ratio, _ = strongest_contrast(
        image.pixelColor(x, y)
        for x in range(area.left(), area.right())
        for y in range(area.top(), area.bottom())
    )
    return ratio


def test_every_checkable_view_item_shows_its_box_on_or_off(
    open_window: OpenWindow, theme_mode: str
) -> None:
    window = qubic_with_two_stones(open_window)
    switch_theme(window, theme_mode)
    view = next(
        action.menu()
        for action in window.menuBar().actions()
        if action.menu() is not None
        and window.menu_actions["coordinates"] in action.menu().actions()
    )
    image = view.grab().toImage()
    ratio = image.width() / view.width()
    checkable = [a for a in view.actions() if a.isCheckable() and a.isEnabled()]
    assert {a.isChecked() for a in checkable} == {False, True}
    for action in checkable:
        item = view.actionGeometry(action)
        box = QRect(
            round(item.left() * ratio),
            round(item.top() * ratio),
            round(item.height() * ratio),
            round(item.height() * ratio),
        )
        # The box's outline is a user-interface part: 3:1 against the menu (WCAG 1.4.11).
        assert box_contrast(image, box) >= 3, (theme_mode, action.text(), action.isChecked())
