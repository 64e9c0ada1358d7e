"""A game as pictures to share: a frame for the start and one for every move (the latest stone
ringed), the winning lines marked on the last; written as an animated GIF whose last frame is
held longer, or the final position as a PNG. Pillow draws and encodes them; the layout is
`picture_layout`'s, the colours `picture_colours`' (the window's).

`write_gif(game, path)` and `write_png(game, path)` are what a front end calls; `game_frames`
and `final_picture` give the images themselves."""

from __future__ import annotations

import io
import os
from collections.abc import Iterator
from itertools import product

from PIL import Image, ImageDraw

from engine.atomic_files import write_bytes_atomic
from engine.game import Game
from engine.rules import Cell, Rules
from pictures import picture_colours as colours
from pictures.picture_layout import PictureLayout, picture_layout

MOVE_MS = 800
"""How long each frame but the last is shown, in milliseconds (GIF counts hundredths)."""
FINAL_MS = 4000
"""How long the last frame, the final position with its winning lines, is shown."""


def _ink(colour: colours.RGB) -> int:
    return colours.index_of(colour)


class _Canvas:
    """One picture of a board, drawn a cell at a time."""

    def __init__(self, rules: Rules, layout: PictureLayout) -> None:
        self.rules = rules
        self.layout = layout
        self.image = Image.new("P", (layout.width, layout.height), _ink(colours.BACKGROUND))
        self.image.putpalette(colours.flat_palette())
        self.draw = ImageDraw.Draw(self.image)
        width, height = layout.slice_size
        for outer in layout.slices():
            left, top = layout.slice_origin(outer)
            self.draw.rectangle(
                (left, top, left + width - 1, top + height - 1), fill=_ink(colours.PANEL)
            )
        for cell in product(*(range(size) for size in rules.shape)):
            self.cell(cell, None)

    def cell(
        self, cell: Cell, player: int | None, *, latest: bool = False, winning: bool = False
    ) -> None:
        """Draw `cell` afresh: empty (`player` None, or blocked), or with `player`'s stone,
        ringed when it is the `latest`, on the highlight when it is on a `winning` line."""
        size = self.layout.cell
        left, top, right, bottom = self.layout.cell_box(cell)
        right, bottom = right - 1, bottom - 1
        grid = 1 if size >= 8 else 0
        back = colours.HIGHLIGHT if winning else colours.PANEL
        self.draw.rectangle((left, top, right, bottom), fill=_ink(back))
        if grid:
            self.draw.rectangle((left, top, right, bottom), outline=_ink(colours.GRID))
        inset = grid + max(1, size // 10)
        inner = (left + inset, top + inset, right - inset, bottom - inset)
        if cell in self.rules.blocked:
            self.draw.rectangle(
                inner, fill=_ink(colours.BLOCKED_CELL), outline=_ink(colours.BLOCKED_EDGE)
            )
        elif player is not None:
            self.draw.ellipse(inner, fill=_ink(colours.PLAYERS[player]))
            if latest:
                ring = max(1, size // 11)
                self.draw.ellipse(inner, outline=_ink(colours.LAST_MOVE), width=ring)
        elif size >= 6:
            x, y = (left + right) // 2, (top + bottom) // 2
            dot = max(1, size // 12)
            self.draw.ellipse((x - dot, y - dot, x + dot, y + dot), fill=_ink(colours.EMPTY_CELL))


def layout_for(game: Game, *, animated: bool = False) -> PictureLayout:
    """The layout of `game`'s pictures: for its animation (a frame for the start and each
    move) or for one picture. Raises PictureTooLarge for an animation that cannot be held."""
    return picture_layout(game.rules.shape, game.ply + 1 if animated else 1)


def game_frames(game: Game, layout: PictureLayout | None = None) -> Iterator[Image.Image]:
    """The pictures of `game` move by move: the empty board, then each move's position with its
    stone ringed, the last with the winners' lines marked. `layout` defaults to the
    animation's (`layout_for`)."""
    canvas = _Canvas(game.rules, layout or layout_for(game, animated=True))
    yield canvas.image.copy()
    moves = game.moves
    for number, cell in enumerate(moves):
        if number > 0:
            before = moves[number - 1]
            canvas.cell(before, game.stone_at(before))  # no longer the latest
        # A stone stays where it was played: the final board says whose each one is.
        canvas.cell(cell, game.stone_at(cell), latest=True)
        if number == len(moves) - 1:
            _mark_end(canvas, game)
        yield canvas.image.copy()


def _mark_end(canvas: _Canvas, game: Game) -> None:
    """Mark the cells of the winners' lines, once the game is over."""
    outcome = game.outcome()
    if outcome is None:
        return
    last = game.last_move
    for cell in {cell for line in outcome.lines for cell in line}:
        canvas.cell(cell, game.stone_at(cell), latest=cell == last, winning=True)


def final_picture(game: Game, layout: PictureLayout | None = None) -> Image.Image:
    """The final position of `game`, its last stone ringed, the winners' lines marked, as the
    last of `game_frames` shows it; `layout` defaults to one picture's (`layout_for`)."""
    canvas = _Canvas(game.rules, layout or layout_for(game))
    for cell in game.moves:
        canvas.cell(cell, game.stone_at(cell), latest=cell == game.last_move)
    _mark_end(canvas, game)
    return canvas.image


def frame_durations(frames: int) -> list[int]:
    """How long each of `frames` frames is shown, in milliseconds: the last held longer."""
    return [MOVE_MS] * (frames - 1) + [FINAL_MS]


def gif_bytes(game: Game) -> bytes:
    """`game` as an animated GIF, played over and over; raises PictureTooLarge for a game too
    long to be held as one."""
    layout = layout_for(game, animated=True)
    frames = game_frames(game, layout)
    first = next(frames)
    out = io.BytesIO()
    first.save(
        out,
        format="GIF",
        save_all=True,
        append_images=frames,
        duration=frame_durations(game.ply + 1),
        loop=0,
    )
    return out.getvalue()


def png_bytes(game: Game) -> bytes:
    """The final position of `game` as a PNG."""
    out = io.BytesIO()
    final_picture(game).save(out, format="PNG", optimize=True)
    return out.getvalue()


def write_gif(game: Game, path: str | os.PathLike[str]) -> int:
    """Write `game` as an animated GIF to `path`, whole or not at all; returns its frames.
    Raises OSError when it cannot be written, PictureTooLarge for a game too long."""
    write_bytes_atomic(path, gif_bytes(game))
    return game.ply + 1


def write_png(game: Game, path: str | os.PathLike[str]) -> None:
    """Write the final position of `game` as a PNG to `path`, whole or not at all. Raises
    OSError when it cannot be written."""
    write_bytes_atomic(path, png_bytes(game))
