"""How the library of every game (engine.library) copes with 10,000 games: the time to list them
and to ask the opening explorer about a position, against reading the games' files without the
index, measured in the same run.

Makes a library of `--games` games (default 10,000: Qubic, Connect Four, tic-tac-toe, Score Four
and four-d, each of 6 to 40 random moves, openings drawn from a few so that positions meet) in a
temporary folder, builds the index from the files once (printed), then for each of `--runs`
rounds times:

- list: a GameLibrary opened afresh on the folder and `games()`, every entry built; once with
  the folder as the index last saw it, once after a game was kept (the folder changed: every
  file's size and time compared with the index);
- explore: `explore` on the empty Qubic board (every Qubic game passes there) and after the two
  moves played most, on a library that has listed its games;
- reference: reading and checking every file (engine.record.load_record), which is what listing
  would cost without the index.

Prints each round and the medians, with the load average before and after:

    .venv/bin/python benchmarks/library_scale.py [--games 10000] [--runs 5]

Targets: the list in at most 0.5 s, an explorer query in at most 50 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from engine import PRESETS, Game, record
from engine.library import GameLibrary
from engine.players import PlayerInfo, SeatKind
from engine.rules import Cell

BOARDS = ("qubic", "connect-four", "tic-tac-toe", "score-four", "four-d")
SEATS = (PlayerInfo("Me"), PlayerInfo("CPU", SeatKind.CPU, "hard"))
BEGUN = datetime(2026, 1, 1, tzinfo=UTC)


def write_library(folder: Path, count: int, seed: int) -> None:
    """`count` game files in `folder`/games, written directly (as another machine's copy
    would arrive), so the index is built from them."""
    chooser = random.Random(seed)
    games = folder / "games"
    games.mkdir(parents=True)
    for number in range(count):
        rules = PRESETS[BOARDS[number % len(BOARDS)]]
        game = Game(rules)
        length = chooser.randint(6, 40)
        while game.ply < length and not game.is_over():
            legal = game.legal_moves()
            # The first moves from a few favourites, so that openings meet as people's do.
            if game.ply < 3:
                legal = sorted(legal)[: 1 + game.ply * 2]
            game.play(chooser.choice(legal))
        created = BEGUN + timedelta(minutes=number)
        text = record.dumps(game, SEATS, created=created)
        (games / f"game-{number:05}.hyperrow").write_text(text, encoding="utf-8")


def time_list(folder: Path) -> tuple[float, int]:
    start = time.perf_counter()
    with GameLibrary(folder) as library:
        entries = library.games()
    return time.perf_counter() - start, len(entries)


def common_line(library: GameLibrary) -> tuple[Cell, ...]:
    """The two Qubic moves played most often from the start, as the explorer finds them."""
    qubic = PRESETS["qubic"]
    first = library.explore(qubic, []).moves[0].cell
    return first, library.explore(qubic, [first]).moves[0].cell


def time_explore(library: GameLibrary, line: tuple[Cell, ...]) -> tuple[float, float, int]:
    """The time to explore the empty Qubic board and the position after `line`."""
    qubic = PRESETS["qubic"]
    start = time.perf_counter()
    opening = library.explore(qubic, [])
    middle = time.perf_counter()
    after_two = library.explore(qubic, line)
    end = time.perf_counter()
    return middle - start, end - middle, opening.games + after_two.games


def time_reference(folder: Path) -> tuple[float, int]:
    start = time.perf_counter()
    read = 0
    for path in sorted((folder / "games").iterdir()):
        record.load_record(path)
        read += 1
    return time.perf_counter() - start, read


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000, help="games in the library")
    parser.add_argument("--runs", type=int, default=5, help="rounds of measurement")
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args(argv)
    print(f"load average before: {os.getloadavg()}")
    with tempfile.TemporaryDirectory(prefix="hyperrow-library-") as temp:
        folder = Path(temp)
        start = time.perf_counter()
        write_library(folder, options.games, options.seed)
        print(f"wrote {options.games} game files in {time.perf_counter() - start:.1f} s")
        start = time.perf_counter()
        with GameLibrary(folder) as library:
            library.games()
            built = time.perf_counter() - start
            rows = library.index.db.execute("SELECT count(*) FROM positions").fetchone()[0]
            line = common_line(library)
        size = (folder / "games.sqlite3").stat().st_size
        print(
            f"built the index from the files in {built:.2f} s: {rows} positions, "
            f"{size / 1e6:.1f} MB (before its write-ahead log is folded in)"
        )
        print(f"the position explored after two moves: {line}")
        lists, changed_lists, firsts, seconds, references = [], [], [], [], []
        for run in range(options.runs):
            with GameLibrary(folder) as library:
                library.keep(record.dumps(Game(PRESETS["qubic"]), SEATS))
            after_keep, _ = time_list(folder)
            with GameLibrary(folder) as library:
                library.games()  # a library in use: the window lists before it explores
                first, second, explored = time_explore(library, line)
            reference, read = time_reference(folder)
            # The reference took seconds: the folder's time is now settled, and the list after
            # the next (which notes it) finds the folder as the index last saw it.
            time_list(folder)
            listed, count = time_list(folder)
            lists.append(listed)
            changed_lists.append(after_keep)
            firsts.append(first)
            seconds.append(second)
            references.append(reference)
            print(
                f"run {run + 1}: list {count} games {listed * 1000:.0f} ms, after a game was "
                f"kept {after_keep * 1000:.0f} ms; explore the empty Qubic board "
                f"{first * 1000:.1f} ms, after two moves {second * 1000:.1f} ms ({explored} "
                f"games' moves); reference: read {read} files {reference:.2f} s"
            )
        print(
            f"medians: list {statistics.median(lists) * 1000:.0f} ms, after a game was kept "
            f"{statistics.median(changed_lists) * 1000:.0f} ms (target 500 ms); explore "
            f"{statistics.median(firsts) * 1000:.1f} ms and "
            f"{statistics.median(seconds) * 1000:.1f} ms (target 50 ms); reference (the files "
            f"read without the index) {statistics.median(references):.2f} s"
        )
    print(f"load average after: {os.getloadavg()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
