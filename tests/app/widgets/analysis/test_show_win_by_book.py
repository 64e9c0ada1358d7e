"""Show the win where only Qubic's strategy book proves it (no forced win by threats yet): after
1. 2,2,2 2. 4,1,1 the analysis calls the first player's position won, and Show the win steps a
line to the winning stone, the book's moves against the replies that hold out longest, saying
so in English and in Japanese."""

from __future__ import annotations

import os
import signal
from typing import Any

import pytest

from app.widgets.words import tr
from engine import PRESETS, Game, parse_cell
from engine.ai.proof.book_verdicts import known_result
from engine.in_play.seats import human
from tests.support.analysis_window import action
from tests.support.window_languages import speaking
from tests.support.windows import OpenWindow

QUBIC = PRESETS["qubic"]
CPU_START_MS = 120_000  # a new CPU process on a loaded machine


@pytest.mark.parametrize("language", ["en", "ja"])
def test_show_the_win_steps_the_books_line_to_the_winning_stone(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    game = Game(QUBIC)
    for text in ("2,2,2", "4,1,1"):
        game.play(parse_cell(text, QUBIC))
    assert known_result(game) == 1
    with speaking(language):
        window = open_window(game=game, players=(human(1), human(2)))
        session = window.session
        with qtbot.waitSignal(session.position_study.win_found, timeout=120_000):
            action(window, "show-win").trigger()
        win = window.analysis.win
        assert win is not None and win.winner == 0
        panel = window.analysis.panel
        words = [panel.win_label.text()]
        while panel.win_forward.isEnabled():
            panel.win_forward.click()
            words.append(panel.win_label.text())
        holds_out = tr("Move %1 of %2: the longest defence")
    outcome = session.shown_game.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert session.review.step == len(win.moves)
    assert words[2] == holds_out.replace("%1", "2").replace("%2", str(len(win.moves)))
    if language == "ja":
        assert "必勝定跡" in words[0] and "粘る" in words[2]
    else:
        assert "strategy book proves" in words[0] and "longest defence" in words[2]


def test_a_search_that_stops_is_not_called_no_forced_win(
    qtbot: Any, open_window: OpenWindow
) -> None:
    # An early four-d position: the search takes its whole time, and its process is killed.
    game = Game(PRESETS["four-d"])
    for text in ("1,1,1,1", "2,2,2,2"):
        game.play(parse_cell(text, game.rules))
    window = open_window(game=game, players=(human(1), human(2)))
    study = window.session.position_study
    action(window, "show-win").trigger()
    assert study.busy
    qtbot.waitUntil(lambda: study.cpu.pid is not None, timeout=CPU_START_MS)
    pid = study.cpu.pid
    assert pid is not None
    with qtbot.waitSignal(study.win_failed, timeout=CPU_START_MS):
        os.kill(pid, signal.SIGKILL)
    label = window.analysis.panel.win_label.text()
    assert label == "The search for a forced win stopped before it finished: try again."
    assert window.analysis.win is None
