"""How the 3D view looks: smooth edges by multisampling where the driver offers it, and the same
board, played the same way, where it does not."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from OpenGL import GL
from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

import engine
from app.scene.pieces import STONE_RADIUS
from app.widgets.board import board3d, gl_probe
from tests.support.views import board_pixel, close_to, show_views

QUBIC = engine.PRESETS["qubic"]
STONES = [(0, 0, 0), (3, 3, 3), (1, 2, 0), (2, 1, 3), (3, 0, 1)]


def drawn_samples(board: board3d.Board3D) -> int:
    """The samples per pixel of the framebuffer the view draws into."""
    board.makeCurrent()
    try:
        return int(GL.glGetIntegerv(GL.GL_SAMPLES))
    finally:
        board.doneCurrent()


def edge_shades(image: QImage) -> int:
    """How many different colours the frame has: a multisampled frame blends every edge with
    what is behind it, an aliased one has only the colours of its surfaces."""
    pixels = np.frombuffer(image.convertToFormat(QImage.Format.Format_RGB32).constBits(), np.uint8)
    return len(np.unique(pixels.reshape(-1, 4)[:, :3], axis=0))


@pytest.fixture
def frames_by_samples(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> dict[int, tuple[Any, int]]:
    """The same Qubic position drawn with 4 samples asked and with none (a driver without
    multisampling): each one's views and frame's colour count."""
    drawn = {}
    for samples in (4, 0):
        monkeypatch.setattr(board3d, "samples_for", lambda _renderer, asked=samples: asked)
        views = show_views(qtbot, QUBIC, STONES, size=(700, 500))
        drawn[samples] = (views, edge_shades(views.board.grabFramebuffer()))
    return drawn


def test_edges_are_multisampled_where_the_driver_offers_it(
    frames_by_samples: dict[int, tuple[Any, int]],
) -> None:
    smooth, plain = frames_by_samples[4], frames_by_samples[0]
    assert drawn_samples(plain[0].board) == 0
    if drawn_samples(smooth[0].board) == 0:
        pytest.fail("this display's OpenGL offers no multisampling: the smooth case is untested")
    assert smooth[1] > plain[1] * 1.15  # blended edge pixels (measured: about 1.3×)


@pytest.mark.parametrize("samples", [4, 0])
def test_without_multisampling_or_with_it_the_board_draws_and_plays(
    frames_by_samples: dict[int, tuple[Any, int]], samples: int
) -> None:
    views, shades = frames_by_samples[samples]
    assert shades > 20  # stones, dots, the frame: a board, not an empty view
    cell = (2, 2, 2)
    point = views.board.cell_screen_pos(cell).toPoint()
    QTest.mouseClick(views.board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert views.game.moves[-1] == cell and cell in views.board.stone_cells


def test_a_software_rasteriser_is_asked_for_no_multisampling(open_window: Any) -> None:
    # 4 samples more than doubled llvmpipe's frame time (benchmarks/motion_speed.py).
    assert gl_probe.samples_for("llvmpipe (LLVM 15.0.6, 256 bits)") == 0
    assert gl_probe.samples_for("softpipe") == 0
    assert gl_probe.samples_for("NVIDIA GeForce RTX 3060/PCIe/SSE2") == gl_probe.SAMPLES
    assert gl_probe.samples_for("AMD Radeon RX 6600 (radeonsi, navi23)") == gl_probe.SAMPLES
    window = open_window()
    assert window.board is not None
    assert window.board.format().samples() == gl_probe.samples_for(window.gl.renderer)


def highlight_pixels(views: Any, region: QRect) -> int:
    """How many pixels of the 3D view's frame in `region` are in the highlight colour."""
    frame = views.board.grabFramebuffer()
    highlight = views.board.colours.scheme.highlight
    return sum(
        close_to(frame.pixelColor(x, y), highlight, tolerance=24)
        for x in range(region.left(), region.right() + 1)
        for y in range(region.top(), region.bottom() + 1)
    )


def test_the_focus_frame_and_the_review_mark_are_drawn_over_the_scene(qtbot: Any) -> None:
    views = show_views(qtbot, QUBIC, STONES, size=(700, 500))
    board = views.board
    scheme = board.colours.scheme
    # The frame's pen is the label colour at 90 % over the background, along every edge.
    framed = tuple(0.9 * a + 0.1 * b for a, b in zip(scheme.label, scheme.background, strict=True))
    edges = [
        QPointF(1, board.height() / 2),
        QPointF(board.width() - 2, board.height() / 2),
        QPointF(board.width() / 2, 1),
        QPointF(board.width() / 2, board.height() - 2),
    ]
    views.window.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    assert all(close_to(board_pixel(board, edge), framed, tolerance=10) for edge in edges)
    views.panel.setFocus()
    qtbot.waitUntil(lambda: not board.hasFocus())
    assert all(close_to(board_pixel(board, edge), scheme.background) for edge in edges)

    corner = QRect(board.width() - 320, 0, 320, 60)
    assert highlight_pixels(views, corner) == 0
    views.session.review.go(2)
    assert highlight_pixels(views, corner) > 200  # the mark's outline and words


def test_a_stone_is_a_round_ball_lit_from_above_in_front(qtbot: Any) -> None:
    # One stone alone in an empty Qubic board, drawn by the shader: round to the pixel (the
    # projection is parallel), brighter toward the light (meshes.LIGHT: above, in front).
    views = show_views(qtbot, QUBIC, [(3, 0, 3)], size=(700, 500))
    board = views.board
    centre = board.cell_screen_pos((3, 0, 3))
    radius = STONE_RADIUS * board.camera.pixels_per_unit()
    assert radius > 12  # big enough to tell in and out apart
    for item in board.items:  # the ball alone: no frame, dots or labels round it
        item.setVisible(item is board.stones_item)
    board.labels.items = []
    image = board.grabFramebuffer()
    ratio = image.width() / board.width()
    background = image.pixelColor(4, image.height() - 4)

    def shade(angle: float, reach: float) -> Any:
        x = centre.x() + np.cos(angle) * radius * reach
        y = centre.y() + np.sin(angle) * radius * reach
        return image.pixelColor(round(x * ratio), round(y * ratio))

    def is_background(colour: Any) -> bool:
        return abs(colour.red() - background.red()) + abs(colour.blue() - background.blue()) < 30

    angles = np.radians(np.arange(0, 360, 30))
    assert not any(is_background(shade(a, 0.8)) for a in angles)  # inside: the ball
    assert all(is_background(shade(a, 1.25)) for a in angles)  # outside: nothing drawn
    top, bottom = shade(-np.pi / 2, 0.6), shade(np.pi / 2, 0.6)
    assert top.lightness() > bottom.lightness() + 20
