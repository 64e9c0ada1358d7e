"""Draw the manual's pictures (app/manual/pictures/*.png) with the game's own window: one won or
telling position of each preset in the 3D view, and the four-d line with every w-slice side by
side. Run under a display (`xvfb-run -a python scripts/make_manual_pictures.py`); the PNGs are
committed, so the manual needs nothing of this at run time."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from app.startup.main import create_window, share_gl_contexts
from app.startup.restore import Start
from engine import PRESETS, Game, parse_cell
from engine.in_play.seats import human

PICTURES = Path(__file__).resolve().parents[1] / "app" / "manual" / "pictures"
WIDTH = 420  # pixels: the pictures stand beside the text of a dialog, not over it

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


def position(name: str) -> Game:
    rules = PRESETS[name]
    game = Game(rules)
    for text in GAMES[name]:
        game.play(parse_cell(text, rules))
    return game


def scaled(image: QImage) -> QImage:
    return image.scaledToWidth(WIDTH, Qt.TransformationMode.SmoothTransformation)


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
    return 0


if __name__ == "__main__":
    sys.exit(main())
