"""A CPU process that stops answering is treated like one that died (issue 13): killed and reaped
without the GUI thread waiting on it, the request failed, the next one served by a fresh
process; the session's message names the menu item that lets the CPU play again."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from multiprocessing.process import BaseProcess
from typing import Any

import pytest

from app.model.cpu.cpu_player import WATCHDOG_GRACE, CpuPlayer
from app.model.session.game_session import GameSession
from app.widgets.words.window_words import problem_text
from engine import PRESETS, Game, parse_cell
from engine.in_play.seats import cpu, human

pytestmark = pytest.mark.processes

QUBIC = PRESETS["qubic"]


@pytest.fixture
def player(qtbot: Any) -> Iterator[CpuPlayer]:
    cpu_player = CpuPlayer()
    cpu_player.watchdog_grace = 1.0
    yield cpu_player
    cpu_player.close()


def test_a_stopped_worker_is_killed_reaped_and_replaced(
    qtbot: Any, player: CpuPlayer, monkeypatch: pytest.MonkeyPatch
) -> None:
    joins: list[object] = []
    real_join = BaseProcess.join
    monkeypatch.setattr(
        BaseProcess,
        "join",
        lambda self, timeout=None: joins.append(timeout) or real_join(self, timeout),
    )
    # While the process starts and begins its search, the default grace: a busy machine may
    # hold a heartbeat back a second, and the worker would be killed before it reported. Only
    # the stop below has to be caught within a second.
    player.watchdog_grace = WATCHDOG_GRACE
    failures: list[object] = []
    player.failed.connect(lambda *args: failures.append(args))
    reports: list[object] = []
    player.progress.connect(lambda *args: reports.append(args))
    # A long think: the answer cannot come before the stop, however fast the search is. The
    # second player's move: the first player's would come from the strategy book at once.
    # The bound is generous: a new CPU process starts slowly on a busy machine.
    player.request(1, QUBIC, ((0, 0, 1),), "expert", seconds=600)
    qtbot.waitUntil(lambda: bool(reports or failures), timeout=120_000)
    assert failures == []
    player.watchdog_grace = 1.0
    stopped = player.pid
    assert stopped is not None
    os.kill(stopped, signal.SIGSTOP)
    with qtbot.waitSignal(player.failed, timeout=30000) as failed:
        pass
    assert failed.args[0] == 1
    assert "did not answer" in failed.args[1]
    # Killed and then reaped by the polling timer: nothing on the GUI thread joined it.
    qtbot.waitUntil(lambda: not os.path.exists(f"/proc/{stopped}"), timeout=10000)
    assert joins == []
    assert not player.running
    with qtbot.waitSignal(player.answered, timeout=30000) as answered:
        player.request(2, QUBIC, (), "random")
    assert answered.args[0] == 2
    assert player.pid not in (None, stopped)


def test_a_worker_that_keeps_reporting_progress_is_not_killed(
    qtbot: Any, player: CpuPlayer
) -> None:
    # Its heartbeat keeps a worker alive however slow the machine: with no grace for lateness
    # at all past the thinking time, only silence or a stuck search would end it.
    player.watchdog_grace = 2.0
    failures: list[object] = []
    player.failed.connect(lambda *args: failures.append(args))
    with qtbot.waitSignal(player.answered, timeout=30000):
        player.request(1, QUBIC, (), "hard", seconds=1.5)
    assert failures == []


def test_the_session_says_how_to_let_the_cpu_play_again(qtbot: Any) -> None:
    session = GameSession(Game(QUBIC), players=[human(1), cpu(2, "expert")])
    # A long think: the answer cannot come before the stop, however fast the search is.
    session.cpu_seconds = 600
    problems: list[str] = []
    session.problem.connect(lambda problem: problems.append(problem_text(problem)))
    try:
        # Stopped once its heartbeat shows it at work on the request (the expert's first seconds
        # may go to the exact solver, which reports no progress).
        session.play(parse_cell("1,1,1", QUBIC))
        qtbot.waitUntil(lambda: session.cpu_player.beating, timeout=30000)
        session.cpu_player.watchdog_grace = 1.0  # the stop is caught within a second
        pid = session.cpu_player.pid
        assert pid is not None
        os.kill(pid, signal.SIGSTOP)
        qtbot.waitUntil(lambda: bool(problems), timeout=30000)
        assert session.paused and not session.thinking
        assert problems == [
            "The CPU stopped (the CPU process did not answer for "
            + problems[0].split("did not answer for ", 1)[1].split(")", 1)[0]
            + "), so the CPU players are paused. Untick Game → Pause CPU to let them play again."
        ]
        # Unpaused, a fresh process plays the CPU's move.
        session.cpu_seconds = 0.5
        with qtbot.waitSignal(session.moved, timeout=30000):
            session.set_paused(False)
        assert session.game.ply == 2
    finally:
        session.shutdown()
