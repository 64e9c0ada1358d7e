"""CPU turns in the worker process: stale answers are dropped, the GUI stays responsive, hints,
CPU-against-CPU games and pausing them."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from app.model.cpu.cpu_player import CpuPlayer
from app.model.session.game_session import GameSession
from app.model.worker import cpu_worker
from app.model.worker.cpu_messages import Answer, Failure, Heartbeat, MoveRequest, Progress, Stop
from engine import PRESETS, Game, parse_cell, record
from engine.in_play.seats import cpu, human
from tests.support.cpu_waits import CPU_MS

pytestmark = pytest.mark.processes

QUBIC = PRESETS["qubic"]
SLOW_SECONDS = 600.0
"""The expert thinks this long unless stopped: far beyond every wait below, so an answer that
arrives within a wait was stopped by the app, not by the clock."""
STOPPED_MS = 20000  # a stopped search answers well within this


@pytest.fixture
def against_expert(qtbot: Any) -> Iterator[GameSession]:
    """A person against an expert that thinks SLOW_SECONDS a move."""
    session = GameSession(Game(QUBIC), players=[human(1), cpu(2, "expert")])
    session.cpu_seconds = SLOW_SECONDS
    yield session
    session.shutdown()


def start_thinking(qtbot: Any, session: GameSession, text: str) -> None:
    """Play `text` and wait until the CPU's search is under way (it reported progress). If it
    is not, say what came instead: the CPU's failure as the player would read it, or the state
    of its process (a process that never beat was not given the machine to start on)."""
    progress: list[object] = []
    problems: list[object] = []
    session.cpu_progress.connect(progress.append)
    session.problem.connect(problems.append)
    assert session.play(parse_cell(text, QUBIC))
    player = session.cpu_player
    with contextlib.suppress(qtbot.TimeoutError):  # the assertions below say what came
        qtbot.waitUntil(lambda: bool(progress or problems), timeout=CPU_MS)
    state = (
        f"thinking {session.thinking}, process {player.pid}, running {player.running}, "
        f"beating {player.beating}, load {os.getloadavg()}"
    )
    assert not problems, f"the CPU stopped: {problems} ({state})"
    assert progress, f"no progress from the CPU within {CPU_MS} ms ({state})"
    assert session.thinking


def test_undo_while_the_cpu_thinks_drops_its_answer(
    qtbot: Any, against_expert: GameSession
) -> None:
    session = against_expert
    start_thinking(qtbot, session, "2,2,2")
    moved: list[object] = []
    session.moved.connect(lambda cell, player: moved.append((cell, player)))
    # Undo stopped the search: its answer comes (and is dropped) long before the expert's time.
    with qtbot.waitSignal(session.answer_dropped, timeout=STOPPED_MS):
        session.undo()
        assert not session.thinking
    qtbot.wait(200)
    assert moved == []
    assert session.game.ply == 0 and session.is_human_turn()


def test_an_answer_to_an_older_request_is_dropped_even_at_the_same_ply(
    qtbot: Any, against_expert: GameSession
) -> None:
    session = against_expert
    start_thinking(qtbot, session, "2,2,2")
    session.undo()
    session.cpu_seconds = 0.3
    dropped: list[int] = []
    session.answer_dropped.connect(dropped.append)
    cpu_moved = {"check_params_cb": lambda _cell, player: player == 1, "timeout": 20000}
    with qtbot.waitSignal(session.moved, **cpu_moved):
        session.play(parse_cell("3,3,3", QUBIC))
    assert len(dropped) == 1  # the first request's answer, cancelled by the undo
    assert session.game.moves[0] == (2, 2, 2) and session.game.ply == 2


def test_the_window_stays_responsive_while_the_cpu_thinks(
    qtbot: Any, against_expert: GameSession
) -> None:
    start_thinking(qtbot, against_expert, "1,1,1")
    # The search runs in another process, and the GUI thread keeps handling its events meanwhile.
    assert against_expert.cpu_player.pid not in (None, os.getpid())
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(lambda: ticks.append(against_expert.game.ply))
    timer.start()
    qtbot.waitUntil(lambda: len(ticks) >= 40, timeout=STOPPED_MS)
    timer.stop()
    assert against_expert.thinking  # every tick came during the search
    assert ticks == [1] * len(ticks)


def test_a_hint_suggests_a_legal_move_and_is_cleared_by_the_next_move(qtbot: Any) -> None:
    session = GameSession(Game(QUBIC))
    try:
        session.play(parse_cell("1,1,1", QUBIC))
        with qtbot.waitSignal(session.hint, timeout=CPU_MS) as hint:
            assert session.request_hint()
        cell = hint.args[0]
        assert session.game.is_legal(cell)
        with qtbot.waitSignal(session.hint, timeout=1000) as cleared:
            session.play(cell)
        assert cleared.args == [None]
    finally:
        session.shutdown()


def test_cpu_against_cpu_plays_to_the_end_and_can_be_paused(qtbot: Any) -> None:
    session = GameSession(Game(PRESETS["tic-tac-toe"]))
    session.watch_delay_ms = 30
    players: list[int] = []
    session.moved.connect(lambda _cell, player: players.append(player))
    try:
        with qtbot.waitSignal(session.moved, timeout=CPU_MS):
            session.set_players([cpu(1, "random"), cpu(2, "random")])
        session.set_paused(True)
        count = session.game.ply
        qtbot.wait(300)
        assert session.game.ply == count and not session.thinking
        with qtbot.waitSignal(session.finished, timeout=CPU_MS):
            session.set_paused(False)
        assert players == [n % 2 for n in range(len(players))]
        assert session.game.is_over()
    finally:
        session.shutdown()


@pytest.mark.parametrize("change", ["new game", "open file"])
def test_a_new_or_opened_game_cancels_the_search(
    qtbot: Any, against_expert: GameSession, tmp_path: Any, change: str
) -> None:
    session = against_expert
    start_thinking(qtbot, session, "2,2,2")
    path = tmp_path / "other.hyperrow"
    record.save(Game(PRESETS["score-four"]), path)
    with qtbot.waitSignal(session.answer_dropped, timeout=STOPPED_MS):
        if change == "new game":
            session.new_game(PRESETS["cube-3"])
        else:
            session.open_file(path)
        assert not session.thinking
    assert session.game.ply == 0


def test_quitting_while_the_cpu_thinks_ends_the_worker_at_once(
    qtbot: Any, against_expert: GameSession
) -> None:
    start_thinking(qtbot, against_expert, "2,2,2")
    process = against_expert.cpu_player._process
    against_expert.shutdown()
    # Gone when shutdown returns, long before the search's own time was up.
    assert process.exitcode is not None
    assert not against_expert.thinking and not against_expert.cpu_player.running
    assert against_expert.game.ply == 1


def test_the_cpu_process_runs_at_a_lower_priority_than_the_window(qtbot: Any) -> None:
    player = CpuPlayer()
    player.start()
    try:
        pid = player.pid
        assert pid is not None
        ours = os.getpriority(os.PRIO_PROCESS, 0)
        lowered = min(19, ours + cpu_worker.NICE)  # 19 is the lowest priority there is
        qtbot.waitUntil(lambda: os.getpriority(os.PRIO_PROCESS, pid) == lowered, timeout=CPU_MS)
    finally:
        player.close()
    assert player.pid is None


def test_the_worker_answers_typed_requests_and_logs_an_unknown_message(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    import queue
    from types import SimpleNamespace

    monkeypatch.setattr(cpu_worker, "lower_priority", lambda: None)  # not this test process
    monkeypatch.setattr(cpu_worker, "ignore_terminal_signals", lambda: None)
    requests: queue.Queue[object] = queue.Queue()
    results: queue.Queue[object] = queue.Queue()
    game = Game(PRESETS["tic-tac-toe"])
    moves = ((0, 0), (1, 1), (0, 1), (2, 2))
    requests.put(("move", 1, "guessed"))
    requests.put(MoveRequest(2, game.rules, moves, "hard", seed=1))
    requests.put(Stop())
    with caplog.at_level("ERROR", logger=cpu_worker.__name__):
        cpu_worker.serve(requests, results, SimpleNamespace(value=0))
    assert "('move', 1, 'guessed')" in caplog.text
    answers = []
    while not results.empty():
        message = results.get()
        if not isinstance(message, Heartbeat):  # the worker's "still here", every half second
            answers.append(message)
    assert answers[-1] == Answer(2, (0, 2))  # the hard CPU completes the column
    assert all(isinstance(a, Progress) and a.request_id == 2 for a in answers[:-1])


def test_the_app_emits_typed_answers_and_logs_an_unknown_message(
    qtbot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    player = CpuPlayer()
    answered: list[tuple[int, object]] = []
    failed: list[tuple[int, str]] = []
    player.answered.connect(lambda i, cell: answered.append((i, cell)))
    player.failed.connect(lambda i, why: failed.append((i, why)))
    with caplog.at_level("ERROR", logger="app.model.cpu.cpu_player"):
        player._receive(("move", 3, (1, 1)))
    assert "('move', 3, (1, 1))" in caplog.text
    assert answered == [] and failed == []
    player._receive(Answer(4, (1, 1)))
    player._receive(Failure(5, "cancelled"))
    assert answered == [(4, (1, 1))] and failed == [(5, "cancelled")]
