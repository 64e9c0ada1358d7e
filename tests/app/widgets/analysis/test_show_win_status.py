"""At the end of the line Show the win plays from a reviewed move, the status bar says whose win
the line shows, never "Game over: You win" of a game the person lost; back in the game as it
stands it says how the game really ended."""

from __future__ import annotations

from typing import Any

import pytest

from engine import PRESETS, Game
from engine.in_play.seats import cpu, human
from tests.support.analysis_window import action
from tests.support.cpu_waits import CPU_MS
from tests.support.window_languages import speaking
from tests.support.windows import OpenWindow

pytestmark = pytest.mark.processes

# Red, the person, could win at 1,3 on move 5, played 3,3 instead, and Blue, the CPU, won.
LOST = ((0, 0), (1, 1), (0, 1), (2, 0), (2, 2), (0, 2))

STATUS = {
    "en": ("End of the win shown: You win", "Game over: CPU (easy) wins"),
    "ja": ("必勝手順の終わり: あなたの勝ち", "終局: CPU (初級) の勝ち"),
}


@pytest.mark.parametrize("language", sorted(STATUS))
def test_the_end_of_a_shown_win_is_not_the_games_end(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    game = Game(PRESETS["tic-tac-toe"])
    for cell in LOST:
        game.play(cell)
    with speaking(language):
        window = open_window(game=game, players=(human(1), cpu(2, "easy")))
        session, status = window.session, window.status
        line_end, game_end = STATUS[language]
        assert status.turn_label.text() == game_end
        session.review.go(4)  # Red to move, a win in one on the board
        with qtbot.waitSignal(session.position_study.win_found, timeout=CPU_MS):
            action(window, "show-win").trigger()
        panel = window.analysis.panel
        panel.win_forward.click()
        outcome = session.shown_game.outcome()
        assert outcome is not None and outcome.winners == (0,)
        assert status.turn_label.text() == line_end
        session.review.end()
        assert status.turn_label.text() == game_end
