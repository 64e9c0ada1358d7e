"""Helpers for the view tests: a session and view state with both views shown side by side, and
what the views and the window draw, read back."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QHBoxLayout, QWidget
from pytestqt.qtbot import QtBot

import engine
from app.model.session.game_session import GameSession
from app.model.view.view_state import ViewState
from app.scene.palette import RGB, contrast
from app.widgets.board.board3d import Board3D
from app.widgets.slices.slice_panel import SlicePanel
from app.widgets.window.main_window import MainWindow
from engine import Cell


@dataclass
class Views:
    session: GameSession
    view_state: ViewState
    board: Board3D
    panel: SlicePanel
    window: QWidget

    @property
    def game(self) -> engine.Game:
        return self.session.game


def show_views(
    qtbot: QtBot,
    rules: engine.Rules,
    moves: tuple[Cell, ...] | list[Cell] = (),
    *,
    size: tuple[int, int] = (900, 480),
) -> Views:
    """Both views on a game after `moves`, shown and exposed."""
    game = engine.Game(rules)
    for move in moves:
        game.play(move)
    session = GameSession(game)
    view_state = ViewState()
    window = QWidget()
    layout = QHBoxLayout(window)
    layout.setContentsMargins(0, 0, 0, 0)
    board = Board3D(session, view_state)
    panel = SlicePanel(session, view_state)
    layout.addWidget(board, 3)
    layout.addWidget(panel, 2)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return Views(session, view_state, board, panel, window)


def line_through_every_w_slice() -> engine.Game:
    """A four-d game that player 1 has just won along (i, i, 0, i), a line that runs on through
    every w-slice."""
    game = engine.Game(engine.PRESETS["four-d"])
    for i in range(4):
        game.play((i, i, 0, i))  # player 1, along the line
        if i < 3:
            game.play((3, 3 - i, 3, 3))  # player 2, out of its way
    return game


def board_pixel(board: Board3D, point: QPointF) -> QColor:
    """The colour the 3D view draws at widget position `point` (a freshly rendered frame)."""
    image: QImage = board.grabFramebuffer()
    ratio = image.width() / board.width()
    return image.pixelColor(round(point.x() * ratio), round(point.y() * ratio))


def panel_pixel(panel: SlicePanel, point: QPointF) -> QColor:
    """The colour the slice panel draws at widget position `point`."""
    image = panel.grab().toImage()
    ratio = image.width() / panel.width()
    return image.pixelColor(round(point.x() * ratio), round(point.y() * ratio))


def close_to(colour: QColor, rgb: tuple[float, float, float], tolerance: int = 6) -> bool:
    """True if `colour` is `rgb` (0–1 floats) within `tolerance` per 8-bit channel."""
    want = np.round(np.array(rgb) * 255)
    got = np.array([colour.red(), colour.green(), colour.blue()])
    return bool(np.all(np.abs(want - got) <= tolerance))


def mesh_vertex_count(item: object) -> int:
    """Vertices in a GLMeshItem's current mesh (0 when hidden)."""
    if not item.visible():  # type: ignore[attr-defined]
        return 0
    return len(item.opts["meshdata"].vertexes())  # type: ignore[attr-defined]


def switch_theme(window: MainWindow, mode: str) -> None:
    """`window` in the theme `mode`, its palette change through to every widget."""
    window.theme.set_choice(mode)
    QApplication.sendPostedEvents()


def strongest_contrast(pixels: Iterable[QColor]) -> tuple[float, RGB]:
    """How the pixel that stands out most among `pixels` stands out: the WCAG contrast of its
    colour against their commonest colour, and its colour."""
    rgb = [(c.redF(), c.greenF(), c.blueF()) for c in pixels]
    background = Counter(rgb).most_common(1)[0][0]
    strongest = max(rgb, key=lambda colour: contrast(colour, background))
    return contrast(strongest, background), strongest
