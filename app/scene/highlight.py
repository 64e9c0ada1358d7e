"""Which completed lines the views highlight, when the other stones dim and when the hover mark
shows: one rule for the 3D view and the slice panel, so both always show the same thing."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.scene import palette
from app.scene.guides import rgba
from app.scene.layout import Layout
from engine import Cell, Game, Line, Threat

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
    """Where the 3D view draws the shown lines: a bar through each line wholly on view, and
    outlines round the cells on view of lines that leave the shown w-slice."""

    segments: np.ndarray
    """(n, 2, 3): start and end of every bar."""
    colours: np.ndarray
    """(n, 4): the colour of every bar."""
    marks: np.ndarray
    """(m, 3): centres of the cells to outline."""
    mark_colours: np.ndarray
    """(m, 4): their colours."""


def line_bars(
    layout: Layout, lines: list[tuple[int, Line]], target: int, colours: palette.Palette
) -> LineBars:
    """The bars through `lines` (player, cells) as `layout` places them, in `colours`. A line
    wholly on view gets a solid bar; a line that leaves the shown w-slice is drawn truthfully:
    only its cells on view are outlined (a bar here would pass cells that are not on it), and
    the slice sliders say where it goes on (`continuing_slices`). Each cell is outlined once
    (the lines through a stone are all its player's), and none a bar already goes through: the
    tesseract's nine lines piled outlines on the bars until neither read."""
    segments, bar_colours, marks, mark_colours = [], [], [], []
    whole = [line for _player, line in lines if all(c in layout.index for c in line)]
    marked = {cell for line in whole for cell in line}
    for player, line in lines:
        colour = rgba(colours.line_colour(player, target))
        if all(c in layout.index for c in line):
            ends = layout.positions(np.array([line[0], line[-1]]))
            direction = ends[1] - ends[0]
            length = float(np.linalg.norm(direction))
            overhang = direction / length * BAR_OVERHANG if length > 0 else np.zeros(3)
            segments.append([ends[0] - overhang, ends[1] + overhang])
            bar_colours.append(colour)
            continue
        for cell in line:
            centre = layout.centre(cell)
            if centre is not None and cell not in marked:
                marked.add(cell)
                marks.append(centre)
                mark_colours.append(colour)
    return LineBars(
        np.array(segments, dtype=float).reshape(-1, 2, 3),
        np.array(bar_colours, dtype=float).reshape(-1, 4),
        np.array(marks, dtype=float).reshape(-1, 3),
        np.array(mark_colours, dtype=float).reshape(-1, 4),
    )


def continuing_slices(
    lines: list[tuple[int, Line]],
    on_view: tuple[int, ...],
    axis: int,
    target: int,
    colours: palette.Palette,
) -> dict[int, palette.RGB]:
    """For the slider of `axis` (3 = w, 4 = v, 5 = u): the other indices of that axis into which
    a shown line with a cell on view continues, and those holding a cell of a shown line off
    view that this slider reaches (`slice_of`: a win in another slice is found from its box),
    each with the colour of (the last such) line. `on_view` is the index on view of every axis
    beyond z."""
    found: dict[int, palette.RGB] = {}
    extra = len(on_view)
    for player, line in lines:
        through_view = any(tuple(c[3 : 3 + extra]) == on_view for c in line)
        for cell in line:
            index = cell[axis] if through_view else slice_of(cell, on_view, axis)
            if index is not None and index != on_view[axis - 3]:
                found[index] = colours.line_colour(player, target)
    return found


def slice_of(cell: Cell, on_view: tuple[int, ...], axis: int) -> int | None:
    """The index the slider of `axis` (3 = w, 4 = v, 5 = u) shows `cell` at, the other sliders
    staying at `on_view` (the index on view of every axis beyond z); None when `cell` lies off
    the slices on view of another axis too, where no one slider reaches it."""
    extra = slice(3, 3 + len(on_view))
    others = [i for i in range(len(on_view)) if i != axis - 3]
    if any(cell[extra][i] != on_view[i] for i in others):
        return None
    return cell[axis]


def threat_slices(
    threats: tuple[Threat, ...], on_view: tuple[int, ...], axis: int
) -> dict[int, tuple[int, ...]]:
    """For the slider of `axis`: the indices whose slice holds a threatened cell (as
    `slice_of` reaches it), each with the threatening players in seat order."""
    found: dict[int, set[int]] = {}
    for threat in threats:
        index = slice_of(threat.cell, on_view, axis)
        if index is not None:
            found.setdefault(index, set()).add(threat.player)
    return {index: tuple(sorted(players)) for index, players in sorted(found.items())}


@dataclass(frozen=True)
class Marks:
    """One layer of cell highlights that both views draw the same way: an outline round each
    of `cells` (a box in the 3D view, a square in the slice panel). Layers are drawn in list
    order, later ones on top; `grow` makes the outline larger (or smaller, below 0) than a
    cell's standard outline, in cell pitches, so several layers on one cell stay apart; `fill`
    is the opacity of the colour the flat grids fill the cells with (0: none)."""

    name: str
    cells: tuple[Cell, ...]
    colour: palette.RGB
    alpha: float = 1.0
    width: float = 2.0
    grow: float = 0.0
    fill: float = 0.0


def standard_marks(
    game: Game,
    hint: Cell | None,
    cursor: Cell | None,
    colours: palette.Palette,
    cursor_player: int | None = None,
) -> list[Marks]:
    """The highlight layers every view shows, in `colours`: the last move, the CPU's hint and
    the keyboard cursor (in the colour of `cursor_player`, by default the side to move, toward
    the text colour)."""
    layers = []
    scheme = colours.scheme
    if game.last_move is not None:
        layers.append(Marks("last-move", (game.last_move,), scheme.last_move))
    if hint is not None:
        layers.append(Marks("hint", (hint,), scheme.highlight, alpha=0.8, width=3.0, grow=0.04))
    if cursor is not None:
        # Halfway to the text colour: lighter on the dark theme, darker on the light one.
        player = game.to_move if cursor_player is None else cursor_player
        colour = palette.mix(colours.player(player), scheme.label, 0.5)
        layers.append(Marks("cursor", (cursor,), colour, width=3.0, grow=0.08))
    return layers
