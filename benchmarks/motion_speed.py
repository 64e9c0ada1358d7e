"""How fast the 3D view draws while things move: the four-d board with 100 stones while a stone
falls down a column of layers and the winning line pulses, against the same view's idle frames
(a repaint with nothing moving) measured in the same run, in alternating blocks so whatever else
the machine does weighs on both alike. Needs an X display with OpenGL:

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python benchmarks/motion_speed.py

Target (llvmpipe): median frame while animating ≤ 16 ms; the idle median is the reference, and
so is the same view with every item hidden: what Qt and the renderer cost before the view draws
anything (on llvmpipe, mostly clearing the frame and putting it on the screen). The view is the
window's Board3D: it draws in a QOpenGLWindow of its own (app/widgets/board/gl_surface.py),
which Qt puts on the screen as it is, where a QOpenGLWidget's frame was composed into the window
first (a 1000×700 glClear-only frame: 13 ms against 7.5), and without Qt's 5 ms wait before a
window's frame (QT_QPA_UPDATE_IDLE_TIME, set by that module).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "xcb")

from frame_timing import Frames
from gui_speed import DIAGONAL, hundred_stones, renderer, summary
from OpenGL import GL
from PySide6.QtWidgets import QApplication

from app.model.session.game_session import GameSession
from app.model.view.motion import LineCue
from app.model.view.view_state import ViewState
from app.scene import motion_shapes as shapes
from app.widgets.board.board3d import Board3D
from app.widgets.board.gl_probe import SAMPLES, probe_gl, samples_for
from app.widgets.board.motion_cues import StoneCue

BLOCK = 25  # frames per block


class StepClock:
    """The animation clock moved on one frame's worth (16 ms) per frame, so the cues run
    through all their frames whatever the renderer's speed."""

    def __init__(self) -> None:
        self.ms = 0.0

    def __call__(self) -> float:
        return self.ms


def start_cues(view_state: ViewState, clock: StepClock) -> None:
    """A stone falling from the top layer to the bottom of an empty column, and the diagonal
    pulsing, both (re)started now."""
    motion = view_state.motion
    column = ((3, 0, 3, 0), (3, 0, 2, 0), (3, 0, 1, 0), (3, 0, 0, 0))
    motion.start("stone", shapes.DROP_MS, StoneCue(column[-1], 0, column))
    line = tuple(DIAGONAL)
    motion.start("pulse", shapes.PULSE_MS, LineCue(frozenset([line]), shapes.PULSE_MS))
    # The benchmark moves the clock on a frame per frame drawn, as the window's own frame timer
    # does at 60 Hz; left running, that timer would tick again while a frame is awaited and
    # build the moving things twice a frame, which the window never does.
    motion.tick_by_hand()
    motion.tick()


def animated_frames(
    app: QApplication, board: Board3D, frames: Frames, clock: StepClock, count: int
) -> list[float]:
    """Milliseconds per frame while the cues run (restarted whenever they end)."""
    times = []
    motion = board.view_state.motion
    for _ in range(count):
        if motion.cue("stone") is None or motion.cue("pulse") is None:
            start_cues(board.view_state, clock)
        began = time.perf_counter()
        seen = frames.count
        clock.ms += 16.0
        motion.tick()  # the views pull the moving things and ask for a frame
        frames.wait_next(app, seen)
        times.append((time.perf_counter() - began) * 1000)
    return times


def idle_frames(app: QApplication, board: Board3D, frames: Frames, count: int) -> list[float]:
    """Milliseconds per repaint with nothing moving."""
    board.view_state.motion.finish_all()
    times = []
    for _ in range(count):
        began = time.perf_counter()
        seen = frames.count
        board.update()
        frames.wait_next(app, seen)
        times.append((time.perf_counter() - began) * 1000)
    return times


def empty_frames(app: QApplication, board: Board3D, frames: Frames, count: int) -> list[float]:
    """Milliseconds per repaint of the view with nothing shown in it."""
    shown = [item for item in board.items if item.visible()]
    for item in shown:
        item.setVisible(False)
    try:
        return idle_frames(app, board, frames, count)
    finally:
        for item in shown:
            item.setVisible(True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--frames", type=int, default=300, help="frames per measurement")
    args = parser.parse_args()
    app = QApplication([])
    game = hundred_stones()
    game.undo()  # the column the stone falls down must be empty in the game as it stands
    session = GameSession(game)
    view_state = ViewState()
    clock = StepClock()
    view_state.motion.now = clock
    # The multisampling the window asks of this renderer (none from llvmpipe).
    chosen = samples_for(probe_gl().renderer)
    board = Board3D(session, view_state, samples=chosen)
    board.resize(1000, 700)
    board.show()
    frames = Frames(board)
    idle_frames(app, board, frames, 10)  # warm up: shaders, buffers
    animated_frames(app, board, frames, clock, 10)
    board.makeCurrent()
    samples = GL.glGetIntegerv(GL.GL_SAMPLES)
    board.doneCurrent()
    print(f"four-d, {game.ply} stones, view 1000×700, {samples} samples per pixel")
    print(f"renderer: {renderer(board)}")
    idle: list[float] = []
    moving: list[float] = []
    floor: list[float] = []
    for _ in range(max(1, args.frames // BLOCK)):
        idle += idle_frames(app, board, frames, BLOCK)
        moving += animated_frames(app, board, frames, clock, BLOCK)
        floor += empty_frames(app, board, frames, BLOCK)
    print(f"the view with nothing in it:           {summary(floor)}")
    print(f"idle repaint:                          {summary(idle)}")
    print(f"a stone falls and the line pulses:     {summary(moving)}   (target median ≤ 16 ms)")
    ratio = statistics.median(moving) / statistics.median(idle)
    print(f"  animating/idle median ratio:         {ratio:.2f}")
    board.close()

    # What the other choice costs: the same view with (or without) 4 samples, idle, same run.
    other = 0 if chosen else SAMPLES
    plain = Board3D(session, ViewState(), samples=other)
    plain.resize(1000, 700)
    plain.show()
    plain_frames = Frames(plain)
    idle_frames(app, plain, plain_frames, 10)
    without = idle_frames(app, plain, plain_frames, args.frames)
    print(f"idle repaint, {other} samples asked instead:  {summary(without)}")
    ratio = statistics.median(without) / statistics.median(idle)
    print(f"  that choice/the window's median ratio: {ratio:.2f}")
    plain.close()


if __name__ == "__main__":
    main()
