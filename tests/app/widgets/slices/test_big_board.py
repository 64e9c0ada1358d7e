"""The largest game in the window: opened from its file, every stone is in both views and the move
list, and the slice panel, which paints only the grids in the part being shown, shows exactly
what painting every grid shows."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QImage

from app.scene import palette
from app.scene.highlight import shown_lines
from app.widgets.slices.slice_panel import SlicePanel
from engine import PRESETS, Game, Rules, record
from engine.in_play.seats import human
from tests.support.views import close_to, panel_pixel, show_views
from tests.support.windows import OpenWindow

BIG = Rules((19, 19, 19), 2, target=10**9)


def full_game(rules: Rules, seed: int = 1) -> Game:
    game = Game(rules)
    cells = list(game.geometry.cells)
    random.Random(seed).shuffle(cells)
    for cell in cells:
        if game.is_over():
            break
        game.play(cell)
    return game


def pixels(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    return (
        np.frombuffer(image.constBits(), np.uint8)
        .reshape(image.height(), -1)[:, : image.width() * 4]
        .copy()
    )


def test_the_largest_game_opens_with_every_stone_in_both_views_and_the_move_list(
    open_window: OpenWindow, tmp_path: Path
) -> None:
    saved = full_game(BIG)
    path = tmp_path / "big.hyperrow"
    record.save(saved, path)
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    assert window.open_path(str(path))
    game = window.session.game
    assert game.moves == saved.moves and game.outcome() == saved.outcome()
    assert window.board is not None
    assert set(window.board.stone_cells) == set(game.geometry.cells)
    assert window.moves.count() == len(saved.moves)
    last = saved.moves[-1]
    assert (
        window.moves.item(len(saved.moves) - 1).text().endswith(",".join(str(c + 1) for c in last))
    )
    # The stones off the latest lines are dimmed at the end, in the slice panel too.
    on_lines = {cell for _, line in shown_lines(game) for cell in line} | {last}
    panel = window.slices
    off = [cell for cell in game.geometry.cells if cell not in on_lines]
    for cell in off[:: len(off) // 5]:
        player = saved.moves.index(cell) % 2
        colour = panel_pixel(panel, panel.cell_centre(cell))
        assert close_to(colour, palette.DEFAULT.dim(palette.DEFAULT.player(player)), 12), cell


def panel_on(views: Any, room: QSize) -> SlicePanel:
    """The panel fitted to `room`, grown to the size it asks for (as in its scroll area)."""
    panel = views.panel
    panel.set_room(room)
    panel.resize(panel.minimumSize())
    return panel


@pytest.mark.parametrize(
    ("rules", "all_slices", "moves"),
    [
        (BIG, False, None),
        (Rules((9, 9, 9), 3, blocked=frozenset({(4, 4, 4), (0, 8, 2)})), False, 300),
        (PRESETS["four-d"], True, 40),
        (PRESETS["four-d"], False, 40),
    ],
    ids=["19x19x19 full", "9x9x9 blocked", "four-d all slices", "four-d"],
)
def test_painting_part_of_the_panel_shows_what_painting_all_of_it_shows(
    qtbot: Any, rules: Rules, all_slices: bool, moves: int | None
) -> None:
    game = full_game(rules) if moves is None else Game(rules)
    rng = random.Random(5)
    for _ in range(moves or 0):
        if game.is_over():
            break
        game.play(rng.choice(game.legal_moves()))
    views = show_views(qtbot, rules, game.moves)
    views.view_state.set_all_slices(all_slices)
    panel = panel_on(views, QSize(420, 300))
    whole = pixels(panel.grab().toImage())
    width, height = panel.width(), panel.height()
    assert whole.shape[0] == height
    rng = random.Random(len(game.moves))
    for _ in range(6):
        w, h = rng.randint(40, max(41, width // 2)), rng.randint(40, max(41, height // 2))
        x, y = rng.randint(0, width - w), rng.randint(0, height - h)
        part = pixels(panel.grab(QRect(x, y, w, h)).toImage())
        assert np.array_equal(part, whole[y : y + h, x * 4 : (x + w) * 4]), (x, y, w, h)
