"""Run by benchmarks/solve_connect4.py under another interpreter: connect-four-ai, the Rust
Connect Four solver (`pip install connect-four-ai-linux`, MIT licence, a wheel for Python 3.13 on
x86-64 Linux), on positions read from stdin, one "<moves> <score>" a line. Prints one JSON list a
line: the score it found, the seconds its `solve` took, the positions it explored.

    PYTHON313 benchmarks/rust_connect4.py [--book] < positions.txt

Without --book the solver's own opening book (every position of up to 8 stones) is unloaded, as
the Rust project's own benchmark compares bare searches; its table is reset before each position,
as hyperrow's is. Nothing of hyperrow is imported: the interpreter is the other project's.
"""

from __future__ import annotations

import json
import sys
import time

import connect_four_ai  # type: ignore[import-not-found]  # not in hyperrow's environment


def main(argv: list[str]) -> None:
    solver = connect_four_ai.Solver()
    # Loading a book that is not there leaves the solver with none (Solver::load_opening_book).
    if "--book" not in argv and solver.load_opening_book("/nonexistent/no-book.bin"):
        sys.exit("rust_connect4: a book was loaded where none should be")
    lines = sys.stdin.read().splitlines()
    if lines:  # the first position once untimed, as solve_connect4.py does with hyperrow's
        solver.solve(connect_four_ai.Position.from_moves(lines[0].split()[0]))
    for line in lines:
        moves = line.split()[0]
        position = connect_four_ai.Position.from_moves(moves)
        solver.reset()
        started = time.perf_counter()
        score = solver.solve(position)
        seconds = time.perf_counter() - started
        print(json.dumps([score, seconds, solver.explored_positions]), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
