"""The order in which the widgets hear of a move (app/widgets/board/move_order.py): the motion
cues first, then the views, then the words, whatever order they were built and connected in. A
3D view that drew a move before motion knew of it would draw the stone in its cell at once."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from app.model.session.game_session import GameSession
from app.model.view.view_state import ViewState
from app.widgets.board.board3d import Board3D
from app.widgets.board.motion_cues import MotionCues
from app.widgets.board.move_order import MoveOrder
from app.widgets.window.main_window import MainWindow
from engine.in_play.seats import human


class Heard:
    """What the 3D view knew when it heard of a move: the cell of the stone on its way."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.moving: list[object] = []
        drawn = Board3D._on_moved

        def on_moved(board: Board3D, *args: object) -> None:
            if args:  # a move (undo and review steps come without one)
                stone = board.motion_items.stone()
                self.moving.append(None if stone is None else stone.cell)
            drawn(board, *args)

        # Before the view is made: it connects the method it finds then.
        monkeypatch.setattr(Board3D, "_on_moved", on_moved)


def test_a_view_built_before_the_motion_cues_hears_a_move_after_them(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    heard = Heard(monkeypatch)
    session = GameSession(engine.Game(engine.PRESETS["connect-four"]), players=(human(1), human(2)))
    view_state = ViewState()
    board = Board3D(session, view_state)  # connected first ...
    qtbot.addWidget(board)
    MotionCues(session, view_state.motion)  # ... motion after it
    session.person.play_at((3, 5))
    assert heard.moving == [(3, 0)]
    # The stone on its way is drawn by the motion items, not in its cell.
    assert not board.stones_item.visible() and board.stone_cells == ((3, 0),)
    session.person.play_at((3, 5))
    assert heard.moving == [(3, 0), (3, 1)]
    assert board.stone_cells == ((3, 0), (3, 1))


def test_the_stages_run_in_their_declared_order_whatever_connected_first(qtbot: Any) -> None:
    session = GameSession(engine.Game(engine.PRESETS["qubic"]), players=(human(1), human(2)))
    order = MoveOrder.of(session)
    assert MoveOrder.of(session) is order  # one per session
    calls: list[str] = []
    order.words.connect(lambda *_: calls.append("words"))
    order.views.connect(lambda *_: calls.append("views"))
    order.motion.connect(lambda *_: calls.append("motion"))
    session.person.play_at((0, 0, 0))
    assert calls == ["motion", "views", "words"]


def test_in_the_window_the_3d_view_hears_a_move_after_motion(
    open_window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    heard = Heard(monkeypatch)
    game = engine.Game(engine.PRESETS["connect-four"])
    window: MainWindow = open_window(game=game, players=(human(1), human(2)))
    window.session.person.play_at((2, 5))
    assert heard.moving == [(2, 0)]
