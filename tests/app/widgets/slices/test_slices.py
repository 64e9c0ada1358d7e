"""The slice panel: layers as printed grids, click-to-play, hover, the w slider, lines."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

import engine
from app.scene import palette
from app.widgets.slices.slice_layout import LABELS, MARGIN, MIN_CELL
from app.widgets.slices.slice_marks import RING
from tests.support.views import close_to, panel_pixel, show_views

QUBIC = engine.PRESETS["qubic"]
FOUR_D = engine.PRESETS["four-d"]


def click(widget, point: QPointF) -> None:
    QTest.mouseClick(
        widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point.toPoint()
    )


def test_a_3d_board_shows_one_grid_per_layer_with_row_1_at_the_bottom(qtbot):
    views = show_views(qtbot, QUBIC)
    panel = views.panel
    assert [grid.z for grid in panel.grids] == [0, 1, 2, 3]
    assert panel.cell_centre((0, 0, 0)).y() > panel.cell_centre((0, 3, 0)).y()
    assert panel.cell_centre((0, 0, 0)).x() < panel.cell_centre((3, 0, 0)).x()
    # Every cell is found again under its own centre.
    for cell in [(0, 0, 0), (3, 2, 1), (1, 3, 3)]:
        assert panel.cell_at(panel.cell_centre(cell)) == cell
    assert panel.cell_at(QPointF(1, 1)) is None


def test_clicking_a_grid_cell_plays_it_and_draws_the_stone(qtbot):
    views = show_views(qtbot, QUBIC)
    panel = views.panel
    empty = panel_pixel(panel, panel.cell_centre((1, 2, 3)))
    with qtbot.waitSignal(views.session.moved) as moved:
        click(panel, panel.cell_centre((1, 2, 3)))
    assert moved.args == [(1, 2, 3), 0]
    assert views.game.moves == ((1, 2, 3),)
    stone = panel_pixel(panel, panel.cell_centre((1, 2, 3)))
    assert close_to(stone, palette.DEFAULT.player(0))
    assert not close_to(empty, palette.DEFAULT.player(0))
    # The 3D view drew it too.
    assert views.board.stone_cells == ((1, 2, 3),)


def test_connect_four_is_the_board_itself_and_stones_fall(qtbot):
    views = show_views(qtbot, engine.PRESETS["connect-four"])
    panel = views.panel
    assert len(panel.grids) == 1
    top = panel.cell_centre((3, 5))
    QTest.mouseMove(panel, top.toPoint())
    qtbot.waitUntil(lambda: views.view_state.hover == (3, 0))
    # The 3D view shows the same hover.
    assert views.board.ghosts.outline_item.visible()
    click(panel, top)
    click(panel, top)
    assert views.game.moves == ((3, 0), (3, 1))
    assert close_to(panel_pixel(panel, panel.cell_centre((3, 1))), palette.DEFAULT.player(1))


def test_the_w_slider_changes_the_layers_shown(qtbot):
    views = show_views(qtbot, FOUR_D, [(1, 1, 1, 2)])
    panel = views.panel
    point = panel.cell_centre((1, 1, 1, 0))
    assert not close_to(panel_pixel(panel, point), palette.DEFAULT.player(0))
    views.view_state.set_w(2)
    assert panel.cell_centre((1, 1, 1, 2)) == point
    assert close_to(panel_pixel(panel, point), palette.DEFAULT.player(0))
    assert panel.cell_at(point) == (1, 1, 1, 2)
    click(panel, panel.cell_centre((2, 2, 2, 2)))
    assert views.game.moves[-1] == (2, 2, 2, 2)


def test_a_won_game_highlights_the_line_like_the_3d_view(qtbot):
    moves = [(0, 0, 0), (1, 1, 1), (1, 0, 0), (2, 2, 2), (2, 0, 0), (3, 3, 3), (3, 0, 0)]
    views = show_views(qtbot, QUBIC, moves)
    panel = views.panel
    for x in range(4):
        assert close_to(panel_pixel(panel, panel.cell_centre((x, 0, 0))), palette.DARK.highlight)
    # The loser's stone is dimmed.
    loser = panel_pixel(panel, panel.cell_centre((1, 1, 1)))
    assert close_to(loser, palette.DEFAULT.dim(palette.DEFAULT.player(1)), tolerance=10)
    assert np.allclose(views.board.line_colours[0, :3], palette.DARK.highlight)


def test_a_line_across_layers_rings_its_cells(qtbot):
    moves = [(0, 0, 0), (3, 0, 0), (1, 1, 1), (3, 1, 0), (2, 2, 2), (3, 2, 1), (3, 3, 3)]
    views = show_views(qtbot, QUBIC, moves)
    panel = views.panel
    # (3, 3, 3), the last move, also has the last-move outline over its ring.
    for i in range(3):
        centre = panel.cell_centre((i, i, i))
        ring = QPointF(centre.x() + panel.grids[0].cell * 0.42, centre.y())
        assert close_to(panel_pixel(panel, ring), palette.DARK.highlight, tolerance=40)


def test_a_new_game_with_fewer_w_slices_shows_its_last_slice(qtbot):
    views = show_views(qtbot, FOUR_D)
    views.view_state.set_w(3)
    views.view_state.set_hover((3, 3, 3, 3))
    views.session.new_game(engine.PRESETS["tesseract"])
    assert not views.board.ghosts.outline_item.visible()  # a cell of the old board
    # The slider still says w = 4; both views show the tesseract's last slice, w = 3.
    assert all(cell[3] == 2 for cell in views.board.cell_layout.cells)
    assert views.panel.cell_at(views.panel.cell_centre((0, 0, 0, 2))) == (0, 0, 0, 2)
    assert views.panel.grab().width() > 0  # paints without a lookup error
    click(views.panel, views.panel.cell_centre((2, 2, 2, 2)))
    assert views.game.moves == ((2, 2, 2, 2),)


def test_all_w_slices_shows_one_column_of_layers_per_w(qtbot):
    views = show_views(qtbot, FOUR_D, [(1, 1, 1, 0), (2, 2, 2, 2)], size=(900, 700))
    panel = views.panel
    views.view_state.set_all_slices(True)
    assert sorted((grid.w, grid.z) for grid in panel.grids) == [
        (w, z) for w in range(4) for z in range(4)
    ]
    # w runs across like the slices of the 3D view, the layers run down each column.
    assert panel.cell_centre((0, 0, 0, 1)).x() > panel.cell_centre((3, 0, 0, 0)).x()
    assert panel.cell_centre((0, 0, 1, 0)).y() > panel.cell_centre((0, 0, 0, 0)).y()
    for cell in [(0, 0, 0, 0), (3, 2, 1, 1), (1, 3, 3, 2), (3, 3, 3, 3)]:
        assert panel.cell_at(panel.cell_centre(cell)) == cell
    # Stones of every w-slice are drawn while the slider stays at w = 1.
    assert views.view_state.w == 0
    assert close_to(panel_pixel(panel, panel.cell_centre((1, 1, 1, 0))), palette.DEFAULT.player(0))
    assert close_to(panel_pixel(panel, panel.cell_centre((2, 2, 2, 2))), palette.DEFAULT.player(1))
    # A click in another slice plays there.
    click(panel, panel.cell_centre((0, 3, 0, 3)))
    assert views.game.moves[-1] == (0, 3, 0, 3)
    views.view_state.set_all_slices(False)
    assert [(grid.w, grid.z) for grid in panel.grids] == [(None, z) for z in range(4)]
    assert panel.cell_at(panel.cell_centre((0, 3, 0, 0))) == (0, 3, 0, 0)


def test_all_w_slices_puts_a_w_header_over_each_column(qtbot):
    views = show_views(qtbot, FOUR_D, size=(900, 700))
    panel = views.panel
    views.view_state.set_all_slices(True)
    image = panel.grab().toImage()
    ratio = image.width() / panel.width()
    for grid in panel.grids:
        if grid.z:
            continue
        # The header band over the column's first layer has text-coloured pixels.
        top, bottom = grid.top - LABELS.title - LABELS.header, grid.top - LABELS.title
        pixels = [
            image.pixelColor(round(x * ratio), round(y * ratio))
            for x in range(int(grid.left), int(grid.left + 2 * grid.cell))
            for y in range(int(top), int(bottom))
        ]
        assert any(close_to(p, palette.DARK.label, tolerance=40) for p in pixels), grid


def test_a_line_across_w_slices_is_ringed_in_every_slice_of_the_all_slices_view(qtbot):
    moves = [(0, 0, 0, 0), (0, 1, 0, 0), (1, 1, 1, 1), (0, 2, 0, 0), (2, 2, 2, 2), (0, 3, 0, 0)]
    views = show_views(qtbot, FOUR_D, [*moves, (3, 3, 3, 3)], size=(900, 700))
    panel = views.panel
    views.view_state.set_all_slices(True)
    for i in range(3):  # the last, (4,4,4,4), also carries the last-move outline
        centre = panel.cell_centre((i, i, i, i))
        radius = panel.grids[0].cell * RING
        # The ring is thin on these small grids: one of the pixels across it is in full colour.
        across = [QPointF(centre.x() + radius + dx, centre.y()) for dx in (-1, -0.5, 0, 0.5, 1)]
        pixels = [panel_pixel(panel, point) for point in across]
        assert any(close_to(p, palette.DARK.highlight, tolerance=40) for p in pixels), (i, pixels)


@pytest.mark.parametrize("all_slices", [False, True])
def test_the_grids_start_at_the_top_of_a_tall_panel(qtbot, all_slices):
    views = show_views(qtbot, FOUR_D, size=(1600, 1000))
    views.view_state.set_all_slices(all_slices)
    header = LABELS.header if all_slices else 0
    assert min(grid.top for grid in views.panel.grids) == MARGIN + header + LABELS.title
    # The panel is taller than the grids need: the room left over is below them.
    assert max(g.top + g.rows * g.cell for g in views.panel.grids) < views.panel.height() - 100


@pytest.mark.parametrize("name", ["four-d", "tesseract"])
def test_all_w_slices_fit_the_panel_of_a_window_of_the_default_size(open_window, name):
    window = open_window(game=engine.Game(engine.PRESETS[name]))
    assert (window.width(), window.height()) == (1180, 760)  # a first start, no settings yet
    scroll, panel = window.slice_scroll, window.slices
    window.menu_actions["all-slices"].trigger()
    assert panel.all_slices
    # Every w-slice on view at once: no scroll bar, every grid inside the visible room.
    assert scroll.horizontalScrollBar().maximum() == 0
    assert scroll.verticalScrollBar().maximum() == 0
    room = scroll.viewport().rect()
    shape = window.session.rules.shape
    for cell in [(0, 0, 0, 0), (shape[0] - 1, shape[1] - 1, shape[2] - 1, shape[3] - 1)]:
        centre = panel.mapTo(scroll.viewport(), panel.cell_centre(cell).toPoint())
        assert room.contains(centre), cell
    assert panel.grids[0].cell >= MIN_CELL
    # Numbers only along the table's edges: the columns under its last row, the rows left of
    # its first column.
    last_row = max(grid.top for grid in panel.grids)
    assert all(grid.x_numbers == (grid.top == last_row) for grid in panel.grids)
    first_column = min(grid.left for grid in panel.grids)
    assert all(grid.y_numbers == (grid.left == first_column) for grid in panel.grids)


def test_a_narrow_panel_runs_the_layers_across_and_the_w_slices_down(qtbot):
    # Two layers and five w-slices: five columns would not fit a narrow panel, two do.
    views = show_views(qtbot, engine.Rules((3, 3, 2, 5), 3), size=(500, 900))
    panel = views.panel
    views.view_state.set_all_slices(True)
    assert not panel.w_across
    assert panel.cell_centre((0, 0, 1, 0)).x() > panel.cell_centre((0, 0, 0, 0)).x()
    assert panel.cell_centre((0, 0, 0, 1)).y() > panel.cell_centre((0, 0, 0, 0)).y()
    assert panel.grids[0].cell >= MIN_CELL
    assert panel.width() <= views.panel.parentWidget().width()
    for cell in [(0, 0, 0, 0), (2, 1, 1, 1), (1, 2, 0, 3), (2, 2, 1, 4)]:
        assert panel.cell_at(panel.cell_centre(cell)) == cell
    click(panel, panel.cell_centre((2, 1, 1, 3)))
    assert views.game.moves == ((2, 1, 1, 3),)
