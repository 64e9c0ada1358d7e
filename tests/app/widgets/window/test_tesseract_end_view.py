"""The tesseract's end in the 3D view stays readable with nine lines won: each cell of a line
that leaves the w-slice on view is outlined once, and none that a bar already goes through (the
outlines piled up on the bars, in both players' colours, until neither read)."""

from __future__ import annotations

import random

import numpy as np

from engine import PRESETS, Game
from engine.in_play.seats import human
from tests.support.windows import OpenWindow

BOX_EDGES = 24  # vertices of a box's twelve edges


def finished_tesseract() -> Game:
    """A tesseract played to its end by chance (always the same game): nine lines to five."""
    chance = random.Random(3)
    game = Game(PRESETS["tesseract"])
    while game.outcome() is None:
        game.play(chance.choice(sorted(game.legal_moves())))
    return game


def on_segment(point: np.ndarray, start: np.ndarray, end: np.ndarray) -> bool:
    along = end - start
    t = float(np.clip(np.dot(point - start, along) / np.dot(along, along), 0.0, 1.0))
    return bool(np.linalg.norm(start + t * along - point) < 1e-6)


def test_the_tesseracts_lines_are_outlined_once_and_not_over_their_bars(
    open_window: OpenWindow,
) -> None:
    game = finished_tesseract()
    outcome = game.outcome()
    assert outcome is not None and max(game.scores) >= game.rules.target
    window = open_window(game=game, players=(human(1), human(2)))
    board = window.board
    assert board is not None
    bars = board.line_segments
    assert len(bars) >= 2  # lines wholly in the w-slice on view, drawn as bars
    assert board.line_cells_item.visible()
    edges = np.asarray(board.line_cells_item.pos)
    centres = edges.reshape(-1, BOX_EDGES, 3).mean(axis=1)
    assert len(centres) >= 4  # cells of lines that leave the slice
    assert len({tuple(np.round(c, 6)) for c in centres}) == len(centres)  # once each
    for centre in centres:
        assert not any(on_segment(centre, start, end) for start, end in bars)
