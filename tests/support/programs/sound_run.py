"""Run as a program (`python -m tests.support.programs.sound_run DATA_DIR [--without-multimedia]`):
opens hyperrow's window as `hyperrow` does, with its real sound sink, plays a game of tic-tac-toe
to a win (every move asks for a sound), and prints one JSON object saying what the sink made.
`--without-multimedia` makes `import PySide6.QtMultimedia` fail, as on a system without
PySide6-Addons or its libraries.

A separate process, so that the audio system seen (or not) is the one of its environment."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from app.startup.main import create_window, install_excepthook, share_gl_contexts
from app.startup.restore import Start
from app.widgets.sound.sound_player import QtEffectSink
from engine import PRESETS, Game, parse_cell
from engine.in_play.seats import human


def main(argv: list[str]) -> int:
    if "--without-multimedia" in argv:
        sys.modules["PySide6.QtMultimedia"] = None  # type: ignore[assignment]
    share_gl_contexts()
    app = QApplication(sys.argv[:1])
    rules = PRESETS["tic-tac-toe"]
    start = Start(Path(argv[0]), screenshot=None, game=Game(rules), players=(human(1), human(2)))
    window = create_window(start)
    install_excepthook(window.data, interactive=False)
    window.show()
    sink = window.sound.sink
    assert isinstance(sink, QtEffectSink)
    for text in ("1,1", "1,1", "2,1", "1,2", "2,2", "1,3"):
        window.session.person.play_at(parse_cell(text, rules))
        QCoreApplication.processEvents()
    print(json.dumps({"over": window.session.game.is_over(), "made": len(sink.effects)}))
    window.close()
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
