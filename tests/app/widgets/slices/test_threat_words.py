"""A threat in a slice not on view is said in words beside the slider's value, in English and
Japanese ("Threat in w = 4"), where the eye is: the tint of the slice's box alone was missed."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction

from engine import PRESETS, Game
from engine.in_play.seats import human
from tests.support.notation_games import play
from tests.support.window_languages import LANGUAGES, speaking
from tests.support.windows import OpenWindow

SAID = {
    "en": ("Threat in w = 4", "Threats in w = 3, 4"),
    "ja": ("w = 4 にリーチ", "w = 3, 4 にリーチ"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_threat_in_another_w_slice_is_said_by_the_slider(
    open_window: OpenWindow, language: str
) -> None:
    with speaking(language):
        window = open_window(game=Game(PRESETS["four-d"]), players=(human(1), human(2)))
        # Red's three run across y and w: 2,1,2,1 2,2,2,2 2,3,2,3; the fourth is 2,4,2,4.
        play(window, "2,1,2,1", "1,1,4,4", "2,2,2,2", "4,1,4,4", "2,3,2,3")
        window.view_state.set_w(0)
        label = window.w_bar.axes[0].threat
        assert label.text() == ""  # Show threats is off
        action = window.findChild(QAction, "show-threats")
        assert isinstance(action, QAction)
        action.trigger()
        one, several = SAID[language]
        assert one in label.text() and label.isVisible()
        assert label.text().count("●") == 1  # in Red's colour
        # Blue's three along w (1,1,4,4 played before, 1,1,4,1 and 1,1,4,2 now) threaten
        # 1,1,4,3, in w = 3.
        window.view_state.set_w(1)
        play(window, "1,1,4,1", "3,3,3,3", "1,1,4,2")
        assert several in label.text(), label.text()
        assert label.text().count("●") == 2  # Red's and Blue's
        window.view_state.set_w(3)  # the slice on view is not listed
        assert label.text().endswith(f"<b>{one.replace('4', '3')}</b>")
        action.trigger()
        assert label.text() == ""
