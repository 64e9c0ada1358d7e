"""Frame timing for the window benchmarks (gui_speed.py, analysis_frames.py): the frames the
3D view puts on screen, and the time each takes while the camera turns."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QApplication

from app.widgets.board.board3d import Board3D


class Frames:
    """Counts the frames the view has put on screen."""

    def __init__(self, board: Board3D) -> None:
        self.count = 0
        board.frameSwapped.connect(self._on_frame)

    def _on_frame(self) -> None:
        self.count += 1

    def wait_next(self, app: QApplication, seen: int) -> None:
        """Process events until a frame after the `seen` first ones is on screen."""
        while self.count == seen:
            app.processEvents()


def frame_times(app: QApplication, board: Board3D, frames: Frames, count: int) -> list[float]:
    """Milliseconds per frame while the camera turns 2° a frame."""
    times = []
    for _ in range(count):
        began = time.perf_counter()
        seen = frames.count
        board.orbit(2.0, 0.0)
        frames.wait_next(app, seen)
        times.append((time.perf_counter() - began) * 1000)
    return times
