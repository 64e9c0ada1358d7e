"""Where a picture draws each cell: inside the picture and apart from every other, the layers of
a 3D board side by side in a row, each w-slice's layers a row under the one before, and boards
of up to six axes within a few hundred pixels; an animation too long to hold refused."""

from __future__ import annotations

from itertools import pairwise, product

import pytest

from engine import PRESETS
from pictures.picture_layout import (
    FRAME_PIXELS,
    MIN_CELL,
    PictureLayout,
    PictureTooLarge,
    picture_layout,
)

SHAPES = [
    *(rules.shape for rules in PRESETS.values()),
    (19,),
    (7, 6, 7),
    (19, 19, 19),
    (3, 3, 3, 3, 3),
    (3, 3, 3, 3, 3, 3),
    (2, 2, 2, 2, 2, 2),
    (19, 1, 19, 1, 19, 1),
    (5, 5, 5, 5, 5, 5),
]


def cells(shape: tuple[int, ...]) -> list[tuple[int, ...]]:
    return list(product(*(range(size) for size in shape)))


@pytest.mark.parametrize("shape", SHAPES, ids=str)
def test_every_cell_is_inside_the_picture_and_apart_from_the_others(
    shape: tuple[int, ...],
) -> None:
    layout = picture_layout(shape)
    boxes = sorted(layout.cell_box(cell) for cell in cells(shape))
    for left, top, right, bottom in boxes:
        assert right - left == bottom - top == layout.cell
        assert layout.margin <= left and right <= layout.width - layout.margin
        assert layout.margin <= top and bottom <= layout.height - layout.margin
    # No two cells overlap: sorted by left then top, a cell overlapping another shares a column
    # with it, so checking each column's cells in order finds it.
    columns: dict[int, list[tuple[int, int]]] = {}
    for left, top, _, bottom in boxes:
        columns.setdefault(left, []).append((top, bottom))
    lefts = sorted(columns)
    assert all(b - a >= layout.cell for a, b in pairwise(lefts))
    for spans in columns.values():
        spans.sort()
        assert all(above[1] <= below[0] for above, below in pairwise(spans))
    assert max(layout.width, layout.height) <= 1000


def test_qubics_layers_are_side_by_side_in_a_row() -> None:
    layout = picture_layout(PRESETS["qubic"].shape)
    boxes = [layout.cell_box((0, 0, z)) for z in range(4)]
    assert len({box[1] for box in boxes}) == 1  # one row
    lefts = [box[0] for box in boxes]
    assert lefts == sorted(lefts)
    # A gap between the layers: the last cell of one is left of the first of the next.
    for z in range(3):
        assert layout.cell_box((3, 0, z))[2] < layout.cell_box((0, 0, z + 1))[0]


def test_four_ds_w_slices_are_rows_of_layers_one_under_another() -> None:
    layout = picture_layout(PRESETS["four-d"].shape)
    for w in range(4):
        row = [layout.cell_box((0, 0, z, w)) for z in range(4)]
        assert len({box[1] for box in row}) == 1
    tops = [layout.cell_box((0, 3, 0, w))[1] for w in range(4)]
    bottoms = [layout.cell_box((0, 0, 0, w))[3] for w in range(4)]
    assert tops == sorted(tops)
    assert all(bottoms[w] < tops[w + 1] for w in range(3))
    # The w-slices are further apart than the layers in a row.
    across = layout.cell_box((0, 0, 1, 0))[0] - layout.cell_box((3, 0, 0, 0))[2]
    down = tops[1] - bottoms[0]
    assert down > across


def test_the_y_axis_runs_up() -> None:
    layout = picture_layout((3, 3))
    assert layout.cell_box((0, 0))[1] > layout.cell_box((0, 2))[1]


def test_an_animation_too_long_to_hold_is_refused_saying_how_many_moves_fit() -> None:
    shape = (19, 19, 19, 2)
    with pytest.raises(PictureTooLarge) as refused:
        picture_layout(shape, frames=100_000)
    most = refused.value.most
    assert refused.value.moves == 99_999
    assert 0 < most < 99_999
    layout: PictureLayout = picture_layout(shape, frames=most + 1)
    assert layout.cell == MIN_CELL
    assert (most + 1) * layout.width * layout.height <= FRAME_PIXELS
    with pytest.raises(PictureTooLarge):
        picture_layout(shape, frames=most + 2)


def test_a_long_animation_takes_smaller_cells_than_one_picture() -> None:
    shape = (3, 3, 3, 3, 3, 3)
    one = picture_layout(shape)
    many = picture_layout(shape, frames=730)
    assert many.cell < one.cell
    assert 730 * many.width * many.height <= FRAME_PIXELS
