"""Every cell within reach: in the real main window, from the default camera of every preset at
1280×800 and 800×600, a click where a cell is drawn plays that cell (or, under gravity, where a
stone dropped there lands); over no marker a click plays nothing; hover and click always agree,
from any camera."""

from __future__ import annotations

import math
import random
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game, Rules
from engine.in_play.seats import human
from tests.support.tiers import LARGE_BOARDS, slow_on
from tests.support.windows import OpenWindow

SIZES = [(1280, 800), (800, 600)]


def window_for(open_window: OpenWindow, qtbot: Any, rules: Rules, size: tuple[int, int]) -> Any:
    players = tuple(human(i + 1) for i in range(rules.players))
    window = open_window(game=Game(rules), players=players)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().toTuple() == size)
    window.board.camera.reset()
    return window


def click(window: MainWindow, point: QPointF) -> None:
    QTest.mouseClick(
        window.board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point.toPoint()
    )


def hover_at(widget: QWidget, point: QPointF) -> None:
    """The mouse moves to `point` with no button down, as the view receives it."""
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        point,
        QPointF(widget.mapToGlobal(point.toPoint())),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(widget, event)


def on_screen(window: MainWindow, point: QPointF) -> bool:
    return 0 <= point.x() < window.board.width() and 0 <= point.y() < window.board.height()


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "800x600"])
@pytest.mark.parametrize("name", [slow_on(name, LARGE_BOARDS) for name in sorted(PRESETS)])
def test_every_cell_of_every_slice_is_played_by_a_click_where_it_is_drawn(
    open_window: OpenWindow, qtbot: Any, name: str, size: tuple[int, int]
) -> None:
    rules = PRESETS[name]
    window = window_for(open_window, qtbot, rules, size)
    session = window.session
    slices = rules.shape[3] if rules.ndim > 3 else 1
    checked = 0
    for w in range(slices):
        window.view_state.set_w(w)
        for cell in window.board.cell_layout.cells:
            if cell in rules.blocked:
                continue
            point = window.board.cell_screen_pos(cell)
            assert on_screen(window, point), f"{name}: {cell} is drawn outside the view"
            # Under gravity a click on any cell of a column plays where the stone lands.
            expected = session.game.landing(cell) if rules.gravity is not None else cell
            click(window, point)
            assert session.game.moves == (expected,), f"{name} at {size}: clicked {cell}"
            session.undo()
            checked += 1
    assert checked == math.prod(rules.shape) - len(rules.blocked)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_a_whole_game_is_played_by_clicks_where_the_cells_are_drawn(
    open_window: OpenWindow, qtbot: Any, name: str
) -> None:
    """Mid-game, with stones all round, every legal cell a click aims at is the one played."""
    rules = PRESETS[name]
    window = window_for(open_window, qtbot, rules, (800, 600))
    game = window.session.game
    chooser = random.Random(name)
    while not game.is_over():
        cell = chooser.choice(game.legal_moves())
        if rules.ndim > 3:
            window.view_state.set_w(cell[3])
        click(window, window.board.cell_screen_pos(cell))
        assert game.moves[-1] == cell


@pytest.mark.slow
@pytest.mark.parametrize("name", ["qubic", "score-four", "tesseract", "connect-four"])
def test_from_random_cameras_hover_and_click_always_agree(
    open_window: OpenWindow, qtbot: Any, name: str
) -> None:
    rules = PRESETS[name]
    window = window_for(open_window, qtbot, rules, (1280, 800))
    board, session, view_state = window.board, window.session, window.view_state
    chooser = random.Random(9)
    for move in chooser.sample(session.game.legal_moves(), 6):
        session.play(session.game.landing(move) or move)
    for _ in range(20):
        board.camera.set_state(
            {
                "elevation": chooser.uniform(-80, 80),
                "azimuth": chooser.uniform(-180, 180),
                "distance": board.camera.state()["distance"] * chooser.uniform(0.7, 1.4),
            }
        )
        view_state.set_spread(chooser.uniform(1.0, 3.0))
        # Points at cell centres (some hidden, some not) and anywhere in the view.
        points = [board.cell_screen_pos(c) for c in chooser.sample(board.cell_layout.cells, 8)]
        points += [
            QPointF(chooser.uniform(0, board.width()), chooser.uniform(0, board.height()))
            for _ in range(8)
        ]
        for exact in points:
            point = QPointF(exact.toPoint())  # where the mouse can be: whole pixels
            if not on_screen(window, point):
                continue
            hover_at(board, point)
            hovered = view_state.hover
            assert hovered == session.person.landing(board.cell_at(point))
            # What is outlined is that cell, and nothing is outlined over no marker.
            assert board.ghosts.outline_item.visible() == (hovered is not None)
            if hovered is not None:
                centre = board.cell_layout.centre(hovered)
                assert np.allclose(board.ghosts.outline_item.pos.mean(axis=0), centre)
            before = session.game.moves
            click(window, point)
            if hovered is None or (not session.game.is_legal(hovered) and hovered in before):
                assert session.game.moves == before
            else:
                assert session.game.moves == (*before, hovered)
                session.undo()


def test_over_no_marker_nothing_is_outlined_and_a_click_plays_nothing(
    open_window: OpenWindow, qtbot: Any
) -> None:
    window = window_for(open_window, qtbot, PRESETS["qubic"], (1280, 800))
    board = window.board
    # Halfway between two neighbouring dots of the front row there is no marker.
    a, b = board.cell_screen_pos((0, 0, 0)), board.cell_screen_pos((1, 0, 0))
    gap = (a + b) / 2
    assert board.cell_at(gap) is None
    QTest.mouseMove(board, gap.toPoint())
    QTest.mouseMove(board, (gap + QPointF(0, 1)).toPoint())
    qtbot.wait(20)
    assert window.view_state.hover is None and not board.ghosts.outline_item.visible()
    click(window, gap)
    assert window.session.game.moves == ()
    # And on the dot itself, the hover outlines it.
    QTest.mouseMove(board, a.toPoint())
    qtbot.waitUntil(lambda: window.view_state.hover == (0, 0, 0))
    assert board.ghosts.outline_item.visible()
