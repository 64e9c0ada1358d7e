"""Driving `hyperrow play` from a script: typed lines in, the output and exit code back."""

from __future__ import annotations

import io

from engine import format_cell
from engine.rules import Cell, Rules
from terminal.cli import main


def play(argv: list[str], lines: list[str]) -> tuple[int, str]:
    """Run `hyperrow <argv>` with `lines` as the typed input; the exit code and the output."""
    out = io.StringIO()
    code = main(argv, stdin=io.StringIO("".join(line + "\n" for line in lines)), stdout=out)
    return code, out.getvalue()


def typed(rules: Rules, cell: Cell) -> str:
    """How a player types `cell`: without the gravity coordinate when stones fall."""
    if rules.gravity is None:
        return format_cell(cell)
    return format_cell(tuple(c for axis, c in enumerate(cell) if axis != rules.gravity))
