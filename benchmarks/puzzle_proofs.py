"""How long the shipped puzzles take to prove: per board, the whole proof of every puzzle (what
tests/engine/puzzles runs: the first move the only win, forced, win_in exact) beside the cheap
check the pack loader runs on each (the reference, measured in the same run), in CPU seconds.

    .venv/bin/python benchmarks/puzzle_proofs.py [BOARD ...]
"""

from __future__ import annotations

import sys
import time

from engine.puzzles import pack
from engine.puzzles.soundness import line_problem, proof_problem


def main(boards: list[str]) -> int:
    print(f"{'board':<14}{'puzzles':>8}{'load check s':>14}{'whole proof s':>15}{'ratio':>8}")
    for board in boards or pack.BOARDS:
        puzzles = pack.shipped(board)
        start = time.process_time()
        assert all(line_problem(p) is None for p in puzzles)
        cheap = time.process_time() - start
        start = time.process_time()
        assert all(proof_problem(p) is None for p in puzzles)
        whole = time.process_time() - start
        ratio = whole / cheap if cheap else float("inf")
        print(f"{board:<14}{len(puzzles):>8}{cheap:>14.2f}{whole:>15.2f}{ratio:>8.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
