"""The slice panel keeps room at its foot for the mark of Show the win (and of a reviewed move):
the mark covers none of its grids' cells, titles or axis numbers, in either language, and the
grids have their room back in the game as it stands."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from app.widgets.board.review_mark import mark_font, review_mark_box, review_text
from engine import PRESETS, Game
from engine.in_play.seats import human
from tests.support.window_languages import speaking
from tests.support.windows import OpenWindow


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("preset", ["qubic", "four-d"])
def test_the_win_mark_covers_no_grid(open_window: OpenWindow, language: str, preset: str) -> None:
    game = Game(PRESETS[preset])
    pad = (0,) * (len(game.rules.shape) - 2)
    for x, y in ((0, 0), (1, 1), (0, 1)):
        game.play((x, y, *pad))
    with speaking(language):
        window = open_window(game=game, players=(human(1), human(2)))
        panel, session = window.slices, window.session
        QApplication.processEvents()  # the docks laid out
        cell = panel.grids[0].cell
        session.review.show_line(2, ((0, 2, *pad), (1, 2, *pad)), 1)
        QApplication.processEvents()
        text = review_text(session)
        assert text is not None and ("必勝手順" in text) == (language == "ja")
        box = review_mark_box(panel, text, mark_font(), bottom=True)
        assert panel.visibleRegion().boundingRect().contains(box.toRect())
        for grid in panel.grids:
            assert not box.intersects(panel.margins.around(grid)), (text, grid)
        assert panel.grids[0].cell < cell  # made room for the mark
        session.review.end()
        assert panel.grids[0].cell == cell
