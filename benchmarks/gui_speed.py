"""How fast the 3D view draws, answers a click and starts, on this machine's renderer.

Prints, for the four-d board with 100 stones and a winning line shown, the median and 95th
percentile frame time while the camera rotates, idle and while a hard CPU search runs in the
app's own CPU process (app/model/cpu/cpu_player.py, at the priority the app gives it); the time
from a mouse click to the frame that shows the stone; the frame time of a 19×19×19 board against
Qubic's; and the time from launching the app to its first frame.
Needs an X display with OpenGL:

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python benchmarks/gui_speed.py

Targets (llvmpipe): median frame ≤ 16 ms idle and ≤ 1.5× that while the CPU thinks; click to
stone ≤ 50 ms; 19×19×19 frames within 2× of Qubic's; first frame ≤ 2 s.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "xcb")

from frame_timing import Frames, frame_times
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import engine
from app.model.cpu.cpu_player import CpuPlayer
from app.model.session.game_session import GameSession
from app.model.view.view_state import ViewState
from app.widgets.board.board3d import Board3D

ROOT = Path(__file__).resolve().parent.parent
FOUR_D = engine.PRESETS["four-d"]
# Player 2 completes the main diagonal with the 100th stone.
DIAGONAL: list[engine.Cell] = [(i, i, i, i) for i in range(4)]
BLOCK = 25  # frames per block of idle or busy measurement


def hundred_stones(seed: int = 1) -> engine.Game:
    """A four-d game of 100 stones whose last stone completes the diagonal for player 2."""
    rng = random.Random(seed)
    game = engine.Game(FOUR_D)
    while game.ply < 99:
        if game.to_move == 1 and game.ply < 6:
            cell = DIAGONAL[game.ply // 2]
        else:
            choices = [c for c in game.legal_moves() if c != DIAGONAL[3]]
            cell = rng.choice(choices)
        game.play(cell)
        if game.is_over():  # a random line: take it back and try another cell
            game.undo()
    game.play(DIAGONAL[3])
    return game


class Thinking:
    """Hard CPU searches on the benchmark position through the app's own CPU player
    (app/model/cpu/cpu_player.py: the worker process, its priority, the polling timer), on and
    off."""

    def __init__(self, game: engine.Game) -> None:
        self.cpu = CpuPlayer()
        self.rules = game.rules
        self.moves = game.moves[:-1]  # before the winning stone: the game goes on
        self.request_id = 0
        self.settled = 0  # the last request answered or failed
        self.cpu.answered.connect(self._on_settled)
        self.cpu.failed.connect(self._on_settled)

    def _on_settled(self, request_id: int, _what: object) -> None:
        self.settled = max(self.settled, request_id)

    def start(self) -> None:
        self.request_id += 1
        self.cpu.request(self.request_id, self.rules, self.moves, "hard", seconds=60.0)

    def stop(self, app: QApplication) -> None:
        """Cancel the search and wait until the worker has said so (it is idle again)."""
        self.cpu.cancel()
        while self.settled < self.request_id:
            app.processEvents()
            time.sleep(0.005)

    def worker_nice(self) -> str:
        """The scheduling priority the app gave its CPU process."""
        pid = self.cpu.pid
        if pid is None or not hasattr(os, "getpriority"):
            return "?"
        return str(os.getpriority(os.PRIO_PROCESS, pid))


def click_latencies(
    app: QApplication, board: Board3D, frames: Frames, session: GameSession, count: int
) -> list[float]:
    """Milliseconds from a click on a cell to the frame that shows its stone."""
    latencies = []
    # Empty cells that a click at their projected centre reaches (not hidden behind another).
    cells = [
        c
        for c in board.cell_layout.cells
        if session.game.landing(c) == c and board.cell_at(board.cell_screen_pos(c)) == c
    ]
    for cell in cells[:count]:
        point = board.cell_screen_pos(cell).toPoint()
        seen = frames.count
        began = time.perf_counter()
        QTest.mouseClick(board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        if session.game.last_move != cell:
            raise RuntimeError(f"the click at {point} did not play {cell}")
        frames.wait_next(app, seen)
        latencies.append((time.perf_counter() - began) * 1000)
        session.undo()
        seen = frames.count
        frames.wait_next(app, seen)
    return latencies


def launch_to_first_frame() -> tuple[float, str]:
    """Seconds from starting a new Python process to the first frame of the app's window (its
    3D view) on the four-d board, and what was launched."""
    with tempfile.TemporaryDirectory() as folder:
        began = time.time()
        result = subprocess.run(
            [sys.executable, str(Path(__file__).with_name("first_frame.py")), folder],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
            cwd=ROOT,
        )
    stamps = [line.split() for line in result.stdout.splitlines() if line.startswith("first ")]
    if not stamps:
        raise RuntimeError(f"the launched window drew nothing: {result.stderr[-2000:]}")
    return float(stamps[0][1]) - began, " ".join(stamps[0][2:])


def big_board_frames(
    app: QApplication, rules: engine.Rules, stones: int, count: int
) -> list[float]:
    """Frame times of a fresh 1000×700 view of `rules` with `stones` random stones, turning."""
    chooser = random.Random(3)
    game = engine.Game(rules)
    while game.ply < stones and not game.is_over():
        game.play(chooser.choice(game.legal_moves()))
        if game.is_over():
            game.undo()
            break
    board = Board3D(GameSession(game), ViewState())
    board.resize(1000, 700)
    board.show()
    frames = Frames(board)
    frame_times(app, board, frames, 20)  # warm up
    times = frame_times(app, board, frames, count)
    board.close()
    return times


def compare_big_board(app: QApplication, count: int) -> None:
    """Qubic against the biggest cube the rules allow (19×19×19, 6,859 cells), same stones."""
    qubic = big_board_frames(app, engine.PRESETS["qubic"], 30, count)
    big = big_board_frames(app, engine.Rules((19, 19, 19), 5), 30, count)
    print(f"rotating, qubic, 30 stones:   {summary(qubic)}")
    print(f"rotating, 19×19×19, 30 stones:{summary(big)}")
    ratio = statistics.median(big) / statistics.median(qubic)
    print(f"  19×19×19 / qubic median ratio: {ratio:.2f}   (target ≤ 2)")


def summary(times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"median {statistics.median(times):6.1f} ms   95th percentile {p95:6.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--frames", type=int, default=300, help="frames per measurement")
    parser.add_argument("--clicks", type=int, default=20)
    parser.add_argument("--launches", type=int, default=5, help="launches to the first frame")
    parser.add_argument(
        "--big-board-only", action="store_true", help="only compare 19×19×19 with qubic"
    )
    args = parser.parse_args()

    app = QApplication([])
    if args.big_board_only:
        compare_big_board(app, args.frames)
        return
    game = hundred_stones()
    session = GameSession(game)
    board = Board3D(session, ViewState())
    board.resize(1000, 700)
    board.show()
    frames = Frames(board)
    frame_times(app, board, frames, 20)  # warm up: shaders, buffers
    print(f"four-d, {game.ply} stones, {len(board.line_segments)} line shown, view 1000×700")
    print(f"renderer: {renderer(board)}")

    # Idle and busy frames are measured in alternating blocks, so that whatever else the
    # machine does weighs on both alike.
    thinking = Thinking(game)
    thinking.cpu.start()
    time.sleep(2.0)  # let the worker import the engine
    idle: list[float] = []
    busy: list[float] = []
    for _ in range(max(1, args.frames // BLOCK)):
        idle += frame_times(app, board, frames, BLOCK)
        thinking.start()
        time.sleep(0.1)  # the worker has rebuilt the position and is searching
        busy += frame_times(app, board, frames, BLOCK)
        thinking.stop(app)
    nice = thinking.worker_nice()
    thinking.cpu.close()
    print(f"rotating, idle:              {summary(idle)}")
    print(f"rotating, CPU 'hard' thinks: {summary(busy)}   (app CPU process, nice {nice})")
    ratio = statistics.median(busy) / statistics.median(idle)
    print(f"  busy/idle median ratio:    {ratio:.2f}")

    board.view_state.set_all_slices(True)
    frame_times(app, board, frames, 10)
    all_slices = frame_times(app, board, frames, args.frames // 2)
    print(f"rotating, all w-slices:      {summary(all_slices)}")
    board.view_state.set_all_slices(False)

    session.undo()  # the game must go on to take clicks
    frame_times(app, board, frames, 5)
    latencies = click_latencies(app, board, frames, session, args.clicks)
    print(
        f"click to stone drawn:        median {statistics.median(latencies):6.1f} ms   "
        f"max {max(latencies):6.1f} ms   ({len(latencies)} clicks)"
    )
    board.close()

    compare_big_board(app, args.frames // 2)

    launches = [launch_to_first_frame() for _ in range(args.launches)]
    seconds = statistics.median(time for time, _what in launches)
    print(
        f"launch to first frame:       {seconds:6.2f} s   "
        f"(median of {len(launches)}, {launches[0][1]})"
    )


def renderer(board: Board3D) -> str:
    from OpenGL import GL

    board.makeCurrent()
    name = GL.glGetString(GL.GL_RENDERER)
    board.doneCurrent()
    return name.decode() if isinstance(name, bytes) else str(name)


if __name__ == "__main__":
    main()
