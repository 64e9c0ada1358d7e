"""The pause before a CPU's move, through the real window: measured by the order of events on a
clock the test moves, never by the wall clock. The CPU thinks at once; its answer is held until
the pause since the move before it has passed."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QAction

from app.widgets.window.main_window import MainWindow
from app.widgets.window.motion_menu import PAUSES_MS
from engine import PRESETS, Game
from engine.in_play.seats import cpu, human
from tests.support.cpu_waits import CPU_MS

pytestmark = pytest.mark.processes


class Clock:
    def __init__(self) -> None:
        self.ms = 0.0

    def __call__(self) -> float:
        return self.ms


def against_the_cpu(open_window: Any, pause_ms: int) -> tuple[MainWindow, Clock, list[Any]]:
    window = open_window(game=Game(PRESETS["tic-tac-toe"]), players=(human(1), cpu(2, "random")))
    clock = Clock()
    turns = window.session.cpu_turns
    turns.clock = clock
    action = window.findChild(QAction, f"cpu-pause-{pause_ms}")
    assert action is not None
    action.trigger()
    events: list[Any] = []
    window.session.moved.connect(lambda _cell, player: events.append(("moved", player, clock.ms)))
    window.session.cpu_player.answered.connect(lambda *_: events.append(("answered", clock.ms)))
    turns.holding.connect(lambda wait: events.append(("holding", wait, clock.ms)))
    return window, clock, events


def test_a_cpu_move_is_shown_no_sooner_than_the_pause_after_the_move_before_it(
    open_window: Any, qtbot: Any
) -> None:
    window, clock, events = against_the_cpu(open_window, 600)
    session = window.session
    session.play((1, 1))
    with qtbot.waitSignal(session.cpu_turns.holding, timeout=CPU_MS):
        pass  # the CPU has answered at once; its move waits
    assert session.game.ply == 1 and session.thinking
    clock.ms = 599.0
    with qtbot.waitSignal(session.cpu_turns.holding, timeout=5000) as still:
        pass
    assert still.args[0] == 1.0 and session.game.ply == 1
    clock.ms = 600.0
    qtbot.waitUntil(lambda: session.game.ply == 2, timeout=5000)
    kinds = [event[0] for event in events]
    assert kinds.index("answered") < len(kinds) - 1  # it had answered long before
    assert events[0] == ("moved", 0, 0.0)
    assert events[-1] == ("moved", 1, 600.0)
    assert [event[1] for event in events if event[0] == "holding"][:2] == [600.0, 1.0]
    assert not session.thinking


def test_with_no_pause_the_answer_is_shown_as_it_comes(open_window: Any, qtbot: Any) -> None:
    window, _clock, events = against_the_cpu(open_window, 0)
    session = window.session
    session.play((1, 1))
    qtbot.waitUntil(lambda: session.game.ply == 2, timeout=CPU_MS)
    assert sorted(event[0] for event in events) == ["answered", "moved", "moved"]


def test_undo_while_a_move_is_held_drops_it(open_window: Any, qtbot: Any) -> None:
    window, clock, _events = against_the_cpu(open_window, 2500)
    session = window.session
    session.play((0, 0))
    with qtbot.waitSignal(session.cpu_turns.holding, timeout=CPU_MS):
        pass
    session.undo()
    assert session.game.ply == 0 and not session.thinking
    clock.ms = 10_000.0
    session.play((2, 2))  # a new move, a new pause from it
    with qtbot.waitSignal(session.cpu_turns.holding, timeout=CPU_MS) as held:
        pass
    assert held.args[0] == 2500.0
    clock.ms = 12_500.0
    qtbot.waitUntil(lambda: session.game.ply == 2, timeout=5000)
    assert session.game.moves[0] == (2, 2)


def test_cpu_against_cpu_follows_the_chosen_pace(open_window: Any, qtbot: Any) -> None:
    window = open_window(game=Game(PRESETS["tic-tac-toe"]), players=(human(1), human(2)))
    clock = Clock()
    session = window.session
    session.cpu_turns.clock = clock
    menu_pauses = [
        action.objectName()
        for action in window.findChildren(QAction)
        if action.objectName().startswith("cpu-pause-")
    ]
    assert sorted(menu_pauses) == sorted(f"cpu-pause-{pause}" for pause in PAUSES_MS)
    action = window.findChild(QAction, "cpu-pause-300")
    assert action is not None
    action.trigger()
    shown: list[float] = []
    session.moved.connect(lambda *_: shown.append(clock.ms))
    session.new_game(PRESETS["tic-tac-toe"], [cpu(1, "random"), cpu(2, "random")])
    for step in range(1, 4):
        ply = session.game.ply
        with qtbot.waitSignal(session.cpu_turns.holding, timeout=CPU_MS):
            pass
        assert session.game.ply == ply
        clock.ms += 300.0
        qtbot.waitUntil(lambda ply=ply: session.game.ply == ply + 1, timeout=5000)
        assert shown[-1] == 300.0 * step
