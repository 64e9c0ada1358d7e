"""The window's frame time while Review → Analyse game runs, against the same window idle,
measured in the same run: the 3D view of a 30-move Qubic game turning 2° a frame, idle, then
while the game's analysis runs in its CPU process (and the move list and the graph take each
analysed move as it comes), in alternating blocks so that both see the same machine.
Needs an X display with OpenGL:

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python benchmarks/analysis_frames.py

Target: the median frame while the analysis runs within 1.5× the idle one.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from frame_timing import Frames, frame_times
from PySide6.QtWidgets import QApplication

from app.startup.main import create_window, share_gl_contexts
from app.startup.restore import Start
from engine import PRESETS, Game, parse_cell
from engine.in_play.seats import human

QUBIC = (
    "4,1,1 2,3,3 4,1,4 3,2,3 4,1,3 4,1,2 4,4,1 4,3,1 4,2,3 4,3,2 4,3,3 4,4,3 4,2,2 4,4,4 3,3,2 "
    "3,3,3 2,2,3 1,1,4 4,2,1 4,2,4 3,2,2 1,2,4 2,2,2 1,2,2 2,2,4 2,2,1 3,4,2 3,1,2 1,4,4 2,4,3"
)
"""The Qubic game of benchmarks/analysis_speed.py: about half a minute of analysis."""
BLOCK = 25
TARGET = 1.5


def qubic_game() -> Game:
    game = Game(PRESETS["qubic"])
    for text in QUBIC.split():
        game.play(parse_cell(text, game.rules))
    return game


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--blocks", type=int, default=6, help="blocks of each kind")
    args = parser.parse_args()
    share_gl_contexts()
    app = QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as folder:
        start = Start(Path(folder), None, game=qubic_game(), players=(human(1), human(2)))
        window = create_window(start)
        window.resize(1280, 800)
        window.show()
        board = window.board
        assert board is not None, "the benchmark needs the 3D view (OpenGL)"
        frames = Frames(board)
        frame_times(app, board, frames, BLOCK)  # warm up
        analyst = window.session.analyst
        idle: list[float] = []
        busy: list[float] = []
        for _ in range(args.blocks):
            if analyst.running:
                analyst.cancel()
            idle += frame_times(app, board, frames, BLOCK)
            window.analysis.analyse()
            while analyst.done == 0 and analyst.running:  # the worker is up and at work
                app.processEvents()
                time.sleep(0.005)
            busy += frame_times(app, board, frames, BLOCK)
        analysed = analyst.done
        analyst.cancel()
        window.close_now()
    idle_median, busy_median = statistics.median(idle), statistics.median(busy)
    print(
        f"frames per kind: {len(idle)} (blocks of {BLOCK}, alternating), {analysed} moves analysed"
    )
    print(f"idle:              median {idle_median:6.1f} ms   p95 {percentile(idle, 0.95):6.1f} ms")
    print(f"analysis running:  median {busy_median:6.1f} ms   p95 {percentile(busy, 0.95):6.1f} ms")
    ratio = busy_median / idle_median
    verdict = "within" if ratio <= TARGET else "OVER"
    print(f"ratio {ratio:.2f}× ({verdict} the {TARGET}× target)")


if __name__ == "__main__":
    main()
