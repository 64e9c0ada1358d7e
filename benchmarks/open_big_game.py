"""How long opening the largest allowed game takes in the window, and how much it adds to the
process.

The largest game the rules allow: 19×19×19 with k = 2 (the most lines, 79,758), every one of its
6,859 cells played (a target no one reaches, so the game goes on to a full board). The
reference in the same run is a full Qubic game. Each file is opened in a fresh process by the
window's own File → Open path (`GameSession.open_file`), and timed until the 3D view has drawn
it. Prints seconds and the growth of the resident memory, for each of `--runs` rounds (the
two games alternate, so a burst of load on the shared machine hits both), then the medians,
with the load average before and after. Needs an X display with OpenGL:

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python benchmarks/open_big_game.py --runs 5

Targets: the big game opens in at most 1 s and adds at most 100 MB.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "xcb")

ROOT = Path(__file__).resolve().parent.parent
BIG_TARGET = 10**9


def resident_mb() -> float:
    """This process's resident memory in MB (Linux /proc)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


def write_games(folder: Path) -> dict[str, Path]:
    """A full Qubic game and a full 19×19×19 k=2 game, saved in `folder`."""
    from engine import PRESETS, Game, Rules, record

    paths = {}
    for name, rules in (
        ("qubic (reference)", PRESETS["qubic"]),
        ("19x19x19, k=2, full", Rules((19, 19, 19), 2, target=BIG_TARGET)),
    ):
        game = Game(rules)
        cells = list(game.geometry.cells)
        random.Random(1).shuffle(cells)
        for cell in cells:
            if game.is_over():
                break
            game.play(cell)
        path = folder / f"{name.split()[0]}.hyperrow"
        record.save(game, path)
        paths[name] = path
    return paths


def measure(path: str, data_dir: str) -> dict[str, float]:
    """In this process: a window on `data_dir`, then open `path`; seconds and MB added."""
    from PySide6.QtWidgets import QApplication

    from app.startup.gc_after_start import freeze_after_first_frame
    from app.startup.main import create_window, share_gl_contexts
    from app.startup.restore import Start

    share_gl_contexts()
    app = QApplication(sys.argv[:1])
    window = create_window(Start(data_dir=Path(data_dir), screenshot=None))
    board = window.board
    if board is None:
        raise RuntimeError("the window started without its 3D view (no OpenGL)")
    window.resize(1280, 800)
    freeze_after_first_frame(window)  # as `hyperrow` does once its window is up
    window.show()
    frames: list[float] = []
    board.frameSwapped.connect(lambda: frames.append(time.perf_counter()))
    deadline = time.perf_counter() + 10
    while not frames and time.perf_counter() < deadline:
        app.processEvents()
    for _ in range(20):
        app.processEvents()
    before = resident_mb()
    start = time.perf_counter()
    window.session.open_file(path)
    frames.clear()
    board.update()
    while not frames and time.perf_counter() < start + 60:
        app.processEvents()
    seconds = frames[0] - start if frames else float("nan")
    after = resident_mb()
    window.session.shutdown()
    return {"seconds": seconds, "added_mb": after - before, "ply": window.session.game.ply}


def open_in_child(path: Path, data: Path) -> dict[str, float] | None:
    """`measure` in a fresh process; None (and the error on stderr) if the window failed."""
    child = subprocess.run(
        [sys.executable, __file__, "--child", str(path), str(data)],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    if child.returncode != 0 or "Traceback" in child.stderr:
        # An error in a slot would otherwise pass unseen and time a half-drawn window.
        print(f"{path.name}: the window failed:\n{child.stderr}", file=sys.stderr)
        return None
    figures: dict[str, float] = json.loads(child.stdout.strip().splitlines()[-1])
    return figures


def load_average() -> str:
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def main() -> int:
    if len(sys.argv) == 4 and sys.argv[1] == "--child":
        print(json.dumps(measure(sys.argv[2], sys.argv[3])))
        return 0
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 3
    print(f"load average before: {load_average()}")
    results: dict[str, list[dict[str, float]]] = {}
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        games = write_games(folder)
        for run in range(runs):
            for name, path in games.items():
                figures = open_in_child(path, folder / f"data-{path.stem}-{run}")
                if figures is None:
                    return 1
                results.setdefault(name, []).append(figures)
                print(
                    f"run {run + 1}  {name:22} {int(figures['ply']):5} moves  "
                    f"{path.stat().st_size / 1e3:4.0f} kB  open + first frame "
                    f"{figures['seconds']:.2f} s  +{figures['added_mb']:.0f} MB"
                )
    print(f"load average after: {load_average()}")
    for name, rounds in results.items():
        seconds = statistics.median(r["seconds"] for r in rounds)
        added = statistics.median(r["added_mb"] for r in rounds)
        worst = max(r["seconds"] for r in rounds)
        print(
            f"median {name:22} open + first frame {seconds:.2f} s (worst {worst:.2f} s)  "
            f"+{added:.0f} MB"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
