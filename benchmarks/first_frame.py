"""Run by benchmarks/gui_speed.py as a program of its own: starts the window as `hyperrow --rules
four-d --data-dir DIR` does and prints the wall-clock time of its 3D view's first frame.

A module of its own with nothing imported at its top, because the CPU's worker process is
spawned: it imports the launching program's main module again, and a player's `hyperrow` is a
few lines that import nothing. Launched from gui_speed.py itself, the worker imported the whole
benchmark (Qt, the window, the engine) while the window drew its first frame.

    python benchmarks/first_frame.py DIR
"""

from __future__ import annotations

import sys


def first_frame(folder: str) -> None:
    """Start the window on `folder`, print `first SECONDS app window, four-d` at its first
    frame, and quit."""
    import time

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from app.startup.gc_after_start import freeze_after_first_frame
    from app.startup.main import create_window, parse_start, share_gl_contexts

    share_gl_contexts()
    app = QApplication([])
    window = create_window(parse_start(["--rules", "four-d", "--data-dir", folder]))
    board = window.board
    if board is None:
        raise RuntimeError("the window started without its 3D view (no OpenGL)")

    def drawn() -> None:
        print(f"first {time.time()} app window, four-d", flush=True)
        board.frameSwapped.disconnect(drawn)
        # As a player closes it (the CPU process ends, the last window quits the app), once the
        # frame's signal is done: the window must not go from under the view that emits it.
        QTimer.singleShot(0, window.close)

    board.frameSwapped.connect(drawn)
    freeze_after_first_frame(window)  # as `hyperrow` does once its window is up
    window.show()
    window.session.warm_up()  # the CPU seat's process starts alongside, as in `hyperrow`
    app.exec()


if __name__ == "__main__":
    first_frame(sys.argv[1])
