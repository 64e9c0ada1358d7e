"""Draw the manual's pictures (app/manual/pictures/*.png) with the game's own window: one won or
telling position of each preset in the 3D view, the four-d line with every w-slice side by
side, and an analysed game in each language the manual is written in (analysis-LANG.png). Run
under a display (`xvfb-run -a python scripts/make_manual_pictures.py`); the PNGs are committed,
so the manual needs nothing of this at run time."""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import QApplication

from app.startup import window_language
from app.startup.main import create_window, share_gl_contexts
from app.startup.restore import Start
from engine import PRESETS, Game, parse_cell
from engine.in_play.seats import human
from wording.language import LANGUAGES

PICTURES = Path(__file__).resolve().parents[1] / "app" / "manual" / "pictures"
WIDTH = 420  # pixels: the pictures stand beside the text of a dialog, not over it
WINDOW_WIDTH = 660  # the analysed game is the whole window, its words still readable

# Moves in the manual's notation (1-based, x first), each ending in a line or a telling position.
GAMES: dict[str, list[str]] = {
    "tic-tac-toe": ["1,1", "2,1", "2,2", "3,1", "3,3"],
    "connect-four": ["1,1", "1,2", "2,1", "2,2", "3,1", "3,2", "4,1"],
    "gomoku": ["5,5", "5,6", "6,6", "6,7", "7,7", "7,8", "8,8", "8,9", "9,9"],
    "cube-3": ["2,2,2", "1,1,2", "1,1,1", "1,2,1", "3,3,3"],
    "qubic": ["1,1,1", "1,2,1", "2,2,2", "1,3,1", "3,3,3", "2,1,1", "4,4,4"],
    "score-four": ["1,1,1", "1,2,1", "2,1,1", "2,2,1", "3,1,1", "3,2,1", "4,1,1"],
    "four-d": ["1,1,1,1", "1,2,1,1", "2,2,2,2", "1,3,1,1", "3,3,3,3", "2,1,1,1", "4,4,4,4"],
    "tesseract": ["1,1,1,1", "3,3,3,3", "1,2,1,1", "3,2,3,3", "1,3,1,1", "2,1,2,1"],
}


ANALYSED = ["4,1", "3,1", "4,2", "5,1", "4,3", "2,1", "4,4"]
"""A Connect Four game whose analysis marks a mistake and two blunders: the sixth move, Blue's
2,1, lets Red complete a line at once where 4,4 blocked it; the picture reviews that move."""
ANALYSIS_SECONDS = 120.0


def position(name: str) -> Game:
    rules = PRESETS[name]
    game = Game(rules)
    for text in GAMES[name]:
        game.play(parse_cell(text, rules))
    return game


def scaled(image: QImage) -> QImage:
    return image.scaledToWidth(WIDTH, Qt.TransformationMode.SmoothTransformation)


def analysis_picture(app: QApplication, data: Path, language: str) -> None:
    """The window in `language` with the analysed game at its sixth move: the marks on the
    board, the Moves list's words and the evaluation graph."""
    locale = QLocale()
    installed = window_language.install(app, QLocale(language))
    try:
        rules = PRESETS["connect-four"]
        game = Game(rules)
        for text in ANALYSED:
            game.play(parse_cell(text, rules))
        players = (human(1), human(2))
        window = create_window(
            Start(data / f"analysis-{language}", None, game=game, players=players)
        )
        window.resize(1100, 640)
        window.show()
        window.resizeDocks([window.moves_dock], [520], Qt.Orientation.Horizontal)
        analyse = window.findChild(QAction, "analyse-game")
        assert analyse is not None
        analyse.trigger()
        deadline = time.monotonic() + ANALYSIS_SECONDS
        while window.session.analyst.running:
            assert time.monotonic() < deadline, "the analysis did not finish"
            app.processEvents()
            time.sleep(0.02)
        window.session.review.go(6)
        for _ in range(20):
            app.processEvents()
        image = window.window_image().scaledToWidth(
            WINDOW_WIDTH, Qt.TransformationMode.SmoothTransformation
        )
        image.save(str(PICTURES / f"analysis-{language}.png"))
        window.close_now()
        window.deleteLater()
        app.processEvents()
    finally:
        for translator in installed:
            app.removeTranslator(translator)
        QLocale.setDefault(locale)


def main() -> int:
    share_gl_contexts()
    app = QApplication(sys.argv)
    PICTURES.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as data:
        for name in GAMES:
            game = position(name)
            players = tuple(human(p + 1) for p in range(game.rules.players))
            window = create_window(Start(Path(data) / name, None, game=game, players=players))
            window.resize(1000, 760)
            window.show()
            for _ in range(20):
                app.processEvents()
            assert window.board is not None, "the pictures need the 3D view: run under Xvfb"
            scaled(window.board.grabFramebuffer()).save(str(PICTURES / f"{name}.png"))
            if name == "four-d":  # the same line with every w-slice side by side
                window.menu_actions["all-slices"].trigger()
                for _ in range(20):
                    app.processEvents()
                scaled(window.board.grabFramebuffer()).save(str(PICTURES / "four-d-all.png"))
            window.close_now()
            window.deleteLater()
            app.processEvents()
        for language in LANGUAGES:
            analysis_picture(app, Path(data), language)
    return 0


if __name__ == "__main__":
    sys.exit(main())
