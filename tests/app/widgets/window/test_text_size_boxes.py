"""View → Larger text reaches the message boxes: a box asked after the text was made larger
("Play from here?") has its text, its further words and its buttons at the larger size, in
English and Japanese."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton

from app.widgets.board.text_scale import text_scale
from engine import PRESETS, Game
from engine.in_play.seats import human
from tests.support.analysis_window import action
from tests.support.window_languages import LANGUAGES, speaking
from tests.support.windows import OpenWindow


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_message_box_takes_the_larger_text(open_window: OpenWindow, language: str) -> None:
    game = Game(PRESETS["qubic"])
    for cell in ((0, 0, 0), (1, 1, 1), (2, 2, 2)):
        game.play(cell)
    with speaking(language):
        window = open_window(game=game, players=(human(1), human(2)))
        desktop = QApplication.font().pointSizeF()
        for _ in range(3):
            action(window, "text-larger").trigger()
        assert text_scale().factor == 1.5
        seen: dict[str, float] = {}

        def read_the_box() -> None:
            box = QApplication.activeModalWidget()
            assert isinstance(box, QMessageBox)
            for label in box.findChildren(QLabel):
                if label.text():
                    seen[label.text()] = label.font().pointSizeF()
            for button in box.findChildren(QPushButton):
                seen[button.text()] = button.font().pointSizeF()
            box.reject()

        QTimer.singleShot(0, read_the_box)
        try:
            window.session.review.go(1)
            window.session.person.play_at((3, 3, 3))  # on a reviewed move: the box asks
        finally:
            text_scale().set_factor(1.0)
    assert len(seen) >= 5, seen  # the question, its further words, three buttons
    assert all(size == pytest.approx(desktop * 1.5) for size in seen.values()), (desktop, seen)
