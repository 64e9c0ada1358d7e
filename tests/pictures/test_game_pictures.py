"""A game as an animated GIF and a PNG, read back with Pillow: a frame for the start and each
move, each move's stone in its player's colour where the layout puts its cell, the winning line
marked on the last frame, which is held longer; every preset and a six-axis board drawn."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest
from PIL import Image, ImageSequence

from engine import PRESETS, Game, Rules
from engine.rules import Cell
from pictures import picture_colours as colours
from pictures.game_pictures import (
    FINAL_MS,
    MOVE_MS,
    final_picture,
    game_frames,
    layout_for,
    write_gif,
    write_png,
)
from pictures.picture_layout import PictureLayout
from tests.support.games import random_game

QUBIC_WIN = [(0, 0, 0), (0, 1, 0), (1, 1, 1), (0, 2, 0), (2, 2, 2), (1, 2, 0), (3, 3, 3)]
"""X takes Qubic's main diagonal, from 1,1,1 to 4,4,4, while O plays the bottom layer."""


def played(rules: Rules, moves: Sequence[Cell]) -> Game:
    game = Game(rules)
    for cell in moves:
        game.play(cell)
    return game


def gif_frames(path: Path) -> tuple[list[Image.Image], list[int]]:
    """The frames of the GIF at `path` as RGB images, and how long each is shown."""
    frames, durations = [], []
    with Image.open(path) as gif:
        for frame in ImageSequence.Iterator(gif):
            durations.append(frame.info["duration"])
            frames.append(frame.convert("RGB"))
    return frames, durations


def corner(layout: PictureLayout, cell: Cell) -> tuple[int, int]:
    """A pixel inside `cell` but outside its stone and its grid line."""
    left, top, _, _ = layout.cell_box(cell)
    return left + 2, top + 2


def test_a_frame_for_the_start_and_each_move_the_last_held_longer(tmp_path: Path) -> None:
    game = played(PRESETS["qubic"], QUBIC_WIN)
    path = tmp_path / "qubic.gif"
    assert write_gif(game, path) == len(QUBIC_WIN) + 1
    frames, durations = gif_frames(path)
    assert len(frames) == len(QUBIC_WIN) + 1
    assert durations == [MOVE_MS] * len(QUBIC_WIN) + [FINAL_MS]
    assert FINAL_MS > MOVE_MS
    with Image.open(path) as gif:
        assert gif.info["loop"] == 0  # played over and over
    layout = layout_for(game, animated=True)
    assert frames[0].size == (layout.width, layout.height)


def test_each_move_shows_its_stone_in_its_players_colour_where_it_was_played(
    tmp_path: Path,
) -> None:
    game = played(PRESETS["qubic"], QUBIC_WIN)
    path = tmp_path / "qubic.gif"
    write_gif(game, path)
    frames, _ = gif_frames(path)
    layout = layout_for(game, animated=True)
    for number, cell in enumerate(QUBIC_WIN):
        player = number % 2
        centre = layout.centre(cell)
        assert frames[number].getpixel(centre) != colours.PLAYERS[player]  # not there before
        for later in frames[number + 1 :]:
            assert later.getpixel(centre) == colours.PLAYERS[player]
    # The empty cells show their dot, and the board round them its panel.
    empty = (3, 0, 1)
    assert frames[-1].getpixel(layout.centre(empty)) == colours.EMPTY_CELL
    assert frames[-1].getpixel(corner(layout, empty)) == colours.PANEL


def test_the_last_frame_marks_the_winning_line(tmp_path: Path) -> None:
    game = played(PRESETS["qubic"], QUBIC_WIN)
    path = tmp_path / "qubic.gif"
    write_gif(game, path)
    frames, _ = gif_frames(path)
    layout = layout_for(game, animated=True)
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == (0,)
    (line,) = outcome.lines
    assert set(line) == {(0, 0, 0), (1, 1, 1), (2, 2, 2), (3, 3, 3)}
    for cell in line:
        assert frames[-1].getpixel(corner(layout, cell)) == colours.HIGHLIGHT
        assert frames[-2].getpixel(corner(layout, cell)) == colours.PANEL
    for cell in QUBIC_WIN[1::2]:  # O's stones are on no winning line
        assert frames[-1].getpixel(corner(layout, cell)) == colours.PANEL
    # The highlight is nowhere before the end.
    assert all(colours.HIGHLIGHT not in colour_set(frame) for frame in frames[:-1])


def colour_set(image: Image.Image) -> set[object]:
    """The colours of the RGB `image`."""
    return {colour for _, colour in image.getcolors(maxcolors=256) or []}


def test_the_latest_stone_is_ringed_and_only_it(tmp_path: Path) -> None:
    game = played(PRESETS["tic-tac-toe"], [(1, 1), (0, 0)])
    first, second = list(game_frames(game))[1:]
    layout = layout_for(game, animated=True)

    def ring_pixels(image: Image.Image, cell: Cell) -> int:
        left, top, right, bottom = layout.cell_box(cell)
        box = image.convert("RGB").crop((left, top, right, bottom))
        return sum(count for count, colour in box.getcolors() or [] if colour == colours.LAST_MOVE)

    assert ring_pixels(first, (1, 1)) > 0
    assert ring_pixels(second, (1, 1)) == 0
    assert ring_pixels(second, (0, 0)) > 0


def test_the_png_is_the_final_position_the_gif_ends_with(tmp_path: Path) -> None:
    game = played(PRESETS["qubic"], QUBIC_WIN)
    write_gif(game, tmp_path / "game.gif")
    write_png(game, tmp_path / "final.png")
    frames, _ = gif_frames(tmp_path / "game.gif")
    with Image.open(tmp_path / "final.png") as png:
        assert png.format == "PNG"
        final = png.convert("RGB")
    assert final.tobytes() == frames[-1].tobytes()
    assert final.tobytes() == final_picture(game).convert("RGB").tobytes()


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_is_drawn(tmp_path: Path, name: str) -> None:
    rules = PRESETS[name]
    game = random_game(rules, seed=len(name))
    path = tmp_path / f"{name}.gif"
    write_gif(game, path)
    frames, durations = gif_frames(path)
    assert len(frames) == game.ply + 1 == len(durations)
    layout = layout_for(game, animated=True)
    last = frames[-1]
    assert last.size == (layout.width, layout.height)
    assert max(last.size) <= 1000
    replay = Game(rules)
    for cell in game.moves:
        player = replay.to_move
        replay.play(cell)
        assert last.getpixel(layout.centre(cell)) == colours.PLAYERS[player]
    outcome = game.outcome()
    assert outcome is not None
    for cell in {cell for line in outcome.lines for cell in line}:
        assert last.getpixel(corner(layout, cell)) == colours.HIGHLIGHT
    for cell in rules.blocked:
        assert last.getpixel(layout.centre(cell)) == colours.BLOCKED_CELL
    # The final position drawn at once is the animation's last frame.
    assert final_picture(game, layout).convert("RGB").tobytes() == last.tobytes()


def test_connect_fours_stones_rest_at_the_bottom_of_the_picture() -> None:
    game = played(PRESETS["connect-four"], [(3, 0), (3, 1)])
    layout = layout_for(game)
    bottom, above = layout.cell_box((3, 0)), layout.cell_box((3, 1))
    assert bottom[1] == above[3]  # the first stone's cell is right under the second's
    assert bottom[3] + layout.margin == layout.height


def test_a_six_axis_board_is_drawn_within_the_size_cap(tmp_path: Path) -> None:
    rules = Rules((3, 3, 3, 3, 3, 3), 3)
    game = random_game(rules, seed=6)
    assert game.ply > 20
    path = tmp_path / "six.gif"
    write_gif(game, path)
    frames, _ = gif_frames(path)
    assert len(frames) == game.ply + 1
    width, height = frames[-1].size
    assert width <= 1000 and height <= 1000
    layout = layout_for(game, animated=True)
    for number, cell in enumerate(game.moves):
        assert frames[-1].getpixel(layout.centre(cell)) == colours.PLAYERS[number % 2]
    write_png(game, tmp_path / "six.png")
    with Image.open(tmp_path / "six.png") as png:
        assert max(png.size) <= 1000


def test_a_game_with_no_moves_is_one_frame(tmp_path: Path) -> None:
    game = Game(PRESETS["gomoku"])
    assert write_gif(game, tmp_path / "empty.gif") == 1
    frames, _ = gif_frames(tmp_path / "empty.gif")
    assert len(frames) == 1
    assert colour_set(frames[0]) == {
        colours.BACKGROUND,
        colours.PANEL,
        colours.GRID,
        colours.EMPTY_CELL,
    }


def test_a_file_that_cannot_be_written_raises_os_error_and_leaves_nothing(
    tmp_path: Path,
) -> None:
    game = played(PRESETS["tic-tac-toe"], [(1, 1)])
    with pytest.raises(OSError):
        write_gif(game, tmp_path / "missing" / "game.gif")
    with pytest.raises(OSError):
        write_png(game, tmp_path / "missing" / "game.png")
    assert list(tmp_path.iterdir()) == []
