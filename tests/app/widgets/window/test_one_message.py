"""The status bar says one thing at a time: a passing message (a refusal) is not drawn beside
what the CPU is doing ("CPU paused", "is thinking…"), which comes back when the message goes,
in English and Japanese."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game
from engine.in_play.seats import cpu, human
from tests.support.window_languages import LANGUAGES, speaking
from tests.support.windows import OpenWindow

pytestmark = pytest.mark.processes

PAUSED = {"en": "CPU paused", "ja": "CPU 一時停止中"}


def sentences(window: MainWindow) -> list[str]:
    """The texts the status bar shows now: its message and its labels on screen."""
    status = window.status
    labels = [label.text() for label in status.findChildren(QLabel) if label.isVisible()]
    labels = [text for text in labels if text]
    return [status.currentMessage(), *labels] if status.currentMessage() else labels


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_refusal_is_not_drawn_beside_what_the_cpu_is_doing(
    open_window: OpenWindow, language: str
) -> None:
    game = Game(PRESETS["qubic"])
    game.play((0, 0, 0))  # the CPU's turn
    with speaking(language):
        window = open_window(game=game, players=(human(1), cpu(2, "hard")))
        window.session.set_paused(True)
        assert window.cpu_label.isVisible()
        paused = PAUSED[language]
        assert window.cpu_label.text() == paused
        assert paused in sentences(window)

        window.session.person.play_at((1, 1, 1))  # not the person's turn: refused
        refusal = window.status.currentMessage()
        assert refusal
        assert sentences(window) == [refusal]

        window.status.clearMessage()
        assert paused in sentences(window)
