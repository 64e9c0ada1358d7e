"""Which completed lines the views highlight, when the other stones dim and when the hover mark
shows: one rule for the 3D view and the slice panel, so both always show the same thing."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.scene import palette
from app.scene.guides import rgba
from app.scene.layout import Layout, cell_positions
from engine import Cell, Game, Line

BAR_OVERHANG = 0.3
"""How far a line's bar reaches past the centres of its end cells, in cell pitches."""
MAX_SHOWN_LINES = 500
"""Counted games on big boards complete tens of thousands of lines (19×19×19 with k = 2: about
40,000); drawn whole they bury the board and cost hundreds of MB of meshes, so the views show
the latest this many. The scores still count every line."""


def shown_lines(game: Game) -> list[tuple[int, Line]]:
    """The completed lines to highlight, as (player, cells): the winners' lines in a one-line
    game, every completed line of every player when lines are counted (target > 1), the latest
    MAX_SHOWN_LINES of them."""
    if game.rules.target > 1:
        return list(game.latest_completed_lines(MAX_SHOWN_LINES))
    outcome = game.outcome()
    if outcome is None or not outcome.winners:
        return []
    return [(player, line) for player, line in game.completed_lines if line in outcome.lines]


def dims_stones(game: Game) -> bool:
    """Whether stones off the highlighted lines are dimmed: once a one-line game is won, or at
    the end of a counted game (mid-game every stone must stay readable)."""
    return bool(shown_lines(game)) and (game.rules.target <= 1 or game.is_over())


def shows_hover(game: Game, cell: Cell | None) -> bool:
    """Whether the hover mark belongs on `cell`: a cell of this board where the side to move
    could play now. A hover left over from a move just played, or from the previous game,
    shows nothing until the mouse moves again."""
    return cell is not None and game.is_legal(cell)


@dataclass(frozen=True, eq=False)
class LineBars:
    """Where the 3D view draws the shown lines: one bar per line, and outlines round the cells
    of lines that leave the shown w-slice."""

    segments: np.ndarray
    """(n, 2, 3): start and end of every bar."""
    colours: np.ndarray
    """(n, 4): the colour of every bar."""
    whole: np.ndarray
    """(n,): per line, whether all its cells are on view (else it crosses w-slices)."""
    marks: np.ndarray
    """(m, 3): centres of the cells to outline."""
    mark_colours: np.ndarray
    """(m, 4): their colours."""


def line_bars(layout: Layout, lines: list[tuple[int, Line]], target: int) -> LineBars:
    """The bars through `lines` (player, cells) as `layout` places them. A line wholly on view
    gets a solid bar; a line that leaves the shown w-slice gets its shadow in this slice (which
    may pass cells that are not on it) and, in one-line games, outlines round its cells here."""
    segments, colours, whole, marks, mark_colours = [], [], [], [], []
    for player, line in lines:
        ends = cell_positions(np.array([line[0], line[-1]]), layout.shape, layout.all_slices)
        direction = ends[1] - ends[0]
        length = float(np.linalg.norm(direction))
        overhang = direction / length * BAR_OVERHANG if length > 0 else np.zeros(3)
        segments.append([ends[0] - overhang, ends[1] + overhang])
        colour = rgba(palette.line_colour(player, target))
        colours.append(colour)
        whole.append(all(c in layout.index for c in line))
        # Outlines point out the cells of a winning line that leaves the slice; in a game
        # of counted lines (tesseract) dozens of them would bury the board.
        if not whole[-1] and target <= 1:
            for cell in line:
                centre = layout.centre(cell)
                if centre is not None:
                    marks.append(centre)
                    mark_colours.append(colour)
    return LineBars(
        np.array(segments, dtype=float).reshape(-1, 2, 3),
        np.array(colours, dtype=float).reshape(-1, 4),
        np.array(whole, dtype=bool),
        np.array(marks, dtype=float).reshape(-1, 3),
        np.array(mark_colours, dtype=float).reshape(-1, 4),
    )
