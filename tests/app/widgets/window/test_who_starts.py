"""Who moves first, chosen in the New game dialog and on the result banner for a rematch (the
next seat unless another is chosen), through the real window."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

import engine
from app.widgets.dialogs.new_game import NewGameDialog
from engine import Game
from engine.in_play.seats import cpu, human
from tests.support.windows import OpenWindow

TIC_TAC_TOE = engine.PRESETS["tic-tac-toe"]


def test_the_new_game_dialog_lets_the_cpu_move_first(qtbot: Any) -> None:
    dialog = NewGameDialog(TIC_TAC_TOE, [human(1), cpu(2, "hard")])
    qtbot.addWidget(dialog)
    first = dialog.first
    assert first.accessibleName() == "Who moves first"
    assert [first.itemText(i) for i in range(first.count())] == [
        "Player 1: You",
        "Player 2: CPU (hard)",
    ]
    assert [p.kind for p in dialog.players()] == ["human", "cpu"], "as listed unless chosen"
    first.setCurrentIndex(1)
    players = dialog.players()
    assert [(p.kind, p.level) for p in players] == [("cpu", "hard"), ("human", None)]


def finished_against_cpu(open_window: OpenWindow) -> Any:
    window = open_window(game=Game(TIC_TAC_TOE), players=(human(1), cpu(2, "easy")))
    window.session.set_paused(True)
    assert window.session.resign()
    return window


def test_a_rematch_moves_the_chosen_player_first(open_window: OpenWindow, qtbot: Any) -> None:
    window = finished_against_cpu(open_window)
    banner = window.result_banner
    assert banner.isVisible()
    box = banner.first_box
    assert [box.itemText(i) for i in range(box.count())] == [
        "You move first",
        "CPU (easy) moves first",
    ]
    assert box.currentIndex() == 1, "the next seat unless chosen otherwise"
    box.setCurrentIndex(0)
    rematch = banner.findChild(QPushButton, "rematch")
    qtbot.mouseClick(rematch, Qt.MouseButton.LeftButton)
    assert [p.kind for p in window.session.players] == ["human", "cpu"], "you move first again"
    assert window.session.game.ply == 0 and not window.session.is_over()
